package dev.noughts.testing;

import static com.google.common.truth.ExpectFailure.assertThat;
import static com.google.common.truth.ExpectFailure.expectFailureAbout;
import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.testing.PositionSubject.positions;

import com.google.common.truth.ExpectFailure;
import dev.noughts.GameValue;
import dev.noughts.Line;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Problem;
import dev.noughts.Square;
import org.junit.jupiter.api.Test;

/**
 * {@link PositionSubject} on boards with a win length: the same assertions, and failures that say
 * the win length when it is not the board's size.
 */
class WinLengthSubjectsTest {
  private static final Position THREE_ON_FOUR =
      Position.of(3, "X X X - / O O - - / - - - - / - - - -");

  private static AssertionError failure(
      ExpectFailure.SimpleSubjectBuilderCallback<PositionSubject, Position> assertion) {
    return expectFailureAbout(positions(), assertion);
  }

  @Test
  void theAssertionsJudgeByTheWinLength() {
    PositionSubject.assertThat(THREE_ON_FOUR).isWonBy(Player.X);
    PositionSubject.assertThat(THREE_ON_FOUR).hasWinningLines(Line.run(1, 1, 1, 3));
    PositionSubject.assertThat(THREE_ON_FOUR).isOver();
    PositionSubject.assertThat(Position.of(3, "X X X X X X / O O - O O - / - - O - - -"))
        .isImpossibleBecause(Problem.WINNING_LINE_TOO_LONG);
    PositionSubject.assertThat(Position.of(3, "X X X X X / X O O - O / X O - O O"))
        .isImpossibleBecause(Problem.MEETING_CELL_NOT_LAST);
    Position strip = Position.of(3, "X X - - / O O - -");
    PositionSubject.assertThat(strip).hasPerfectPlay(GameValue.X_WINS);
    PositionSubject.assertThat(strip).hasBestMove(new Square(1, 3));
    PositionSubject.assertThat(strip).isNotOver();
  }

  @Test
  void aFailureOnABoardWithAWinLengthSaysIt() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(THREE_ON_FOUR).isWonBy(Player.O));
    assertThat(failure)
        .factKeys()
        .containsExactly("expected", "but was", "board", "win length")
        .inOrder();
    assertThat(failure).factValue("but was").isEqualTo("X wins: (1,1)-(1,3)");
    assertThat(failure).factValue("board").isEqualTo("X X X - / O O - - / - - - - / - - - -");
    assertThat(failure).factValue("win length").isEqualTo("3 in a row");
    // The classic game (k = n, square) says no win length, whichever factory made it.
    AssertionError classic =
        failure(whenTesting -> whenTesting.that(Position.of(3, "X - - / - - - / - - -")).isDraw());
    assertThat(classic).factKeys().containsExactly("expected", "but was", "board").inOrder();
  }

  @Test
  void isOverSaysKInARow() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(Position.empty(2, 5, 3)).isOver());
    assertThat(failure).factValue("expected").isEqualTo("game over (3 in a row, or no free cell)");
    assertThat(failure).factValue("win length").isEqualTo("3 in a row");
  }
}
