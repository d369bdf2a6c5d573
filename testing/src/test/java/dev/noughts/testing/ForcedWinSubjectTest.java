package dev.noughts.testing;

import static com.google.common.truth.ExpectFailure.assertThat;
import static com.google.common.truth.ExpectFailure.expectFailureAbout;
import static dev.noughts.testing.PositionSubject.assertThat;
import static dev.noughts.testing.PositionSubject.positions;

import com.google.common.truth.ExpectFailure;
import dev.noughts.GameRecord;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Square;
import org.junit.jupiter.api.Test;

/** {@link PositionSubject}'s assertions about forced wins, proved by the runtime's prover. */
class ForcedWinSubjectTest {
  /** Gomoku, X to move: X's open three on row 8 wins by an open four at (8,6) or (8,10). */
  private static final Position OPEN_THREE = GameRecord.play(15, 15, 5, "8,7 9,3 8,8 9,4 8,9 1,1");

  private static AssertionError failure(
      ExpectFailure.SimpleSubjectBuilderCallback<PositionSubject, Position> assertion) {
    return expectFailureAbout(positions(), assertion);
  }

  @Test
  void passingAssertionsPass() {
    assertThat(OPEN_THREE).isWonByForceBy(Player.X);
    assertThat(OPEN_THREE).hasForcedWinningMove(new Square(8, 10));
    // After X's open four, O to move loses whatever O plays.
    assertThat(OPEN_THREE.play(8, 6)).isWonByForceBy(Player.X);
    // A move that makes five keeps the win too.
    assertThat(OPEN_THREE.play(8, 6).play(1, 2)).hasForcedWinningMove(new Square(8, 5));
  }

  @Test
  void aForcedWinForTheOtherPlayerShowsWhatTheProverFound() {
    AssertionError failure = failure(that -> that.that(OPEN_THREE).isWonByForceBy(Player.O));
    assertThat(failure)
        .factKeys()
        .containsExactly("expected a forced win for", "but the prover found", "board", "win length")
        .inOrder();
    assertThat(failure)
        .factValue("but the prover found")
        .isEqualTo("X wins by force: (8,6); line (8,6) (8,5) (8,10)");
  }

  @Test
  void aMoveThatThrowsTheWinAwayShowsWhatItLeadsToAndTheWinningMoves() {
    // (8,5) makes a four that one block answers; O then has time.
    AssertionError failure =
        failure(that -> that.that(OPEN_THREE).hasForcedWinningMove(new Square(8, 5)));
    assertThat(failure)
        .factKeys()
        .containsExactly(
            "expected a move that keeps a forced win",
            "but after it the prover found",
            "winning moves",
            "board",
            "win length")
        .inOrder();
    assertThat(failure).factValue("expected a move that keeps a forced win").isEqualTo("(8,5)");
    assertThat(failure).factValue("winning moves").isEqualTo("(8,6) (8,10)");
  }

  @Test
  void anIllegalMoveIsSaidToBeOne() {
    AssertionError failure =
        failure(that -> that.that(OPEN_THREE).hasForcedWinningMove(new Square(8, 7)));
    assertThat(failure)
        .factValue("but it is")
        .isEqualTo("not a legal move (in progress: X to move)");
  }

  @Test
  void aPositionTheProverCannotTakeIsSaidToBeOne() {
    AssertionError failure =
        failure(that -> that.that(Position.of("X X X / O O - / - - -")).isWonByForceBy(Player.X));
    assertThat(failure)
        .factValue("but")
        .isEqualTo("cannot prove X X X / O O - / - - -: the game is over, X wins: row 1");
  }
}
