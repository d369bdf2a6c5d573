package dev.noughts.testing;

import static com.google.common.truth.ExpectFailure.assertThat;
import static com.google.common.truth.ExpectFailure.expectFailureAbout;
import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.testing.PositionSubject.positions;

import com.google.common.truth.ExpectFailure;
import dev.noughts.Fixture;
import dev.noughts.GameValue;
import dev.noughts.Line;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Problem;
import dev.noughts.Solver;
import dev.noughts.Square;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * {@link PositionSubject}, {@link EngineScore} and {@link EngineSweep} on boards with a win length:
 * the same assertions, and failures that say the win length when it is not the board's size.
 */
class WinLengthSubjectsTest {
  private static final Solver SOLVER = new Solver();

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

  @Test
  void engineScoreNamesTheWinLengthOfAMissedBoard() {
    Position strip = Position.of(3, "X X - - / O O - -");
    Fixture finish =
        new Fixture("finish", strip, Set.of(), null, List.of(new Square(1, 3)), List.of());
    EngineScore score = EngineScore.of(position -> new Square(2, 3), List.of(finish));
    assertThat(score.getReport())
        .isEqualTo(
            "score: 0 of 1 (1 other move)\n"
                + "finish (3 in a row): played (2,3), neither a best move nor one to avoid;"
                + " best moves: (1,3)\n"
                + "  X X - -\n"
                + "  O O - -\n");
    EngineScore right = EngineScore.of(position -> new Square(1, 3), List.of(finish));
    right.assertAtLeast(1);
  }

  @Test
  void engineSweepCoversEveryPositionOfASmallBoardWithAWinLength() {
    Function<Position, Square> perfect = position -> SOLVER.solve(position).bestMoves().get(0);
    EngineSweep sweep = EngineSweep.of(perfect, 2, 4, 2);
    long inProgress =
        ReachablePositions.all(2, 4, 2).stream().filter(p -> p.getNextPlayer() != null).count();
    assertThat(sweep.getResults()).hasSize((int) inProgress);
    assertThat(sweep.getReport())
        .isEqualTo(
            String.format(
                "%d positions in progress on 2 x 4, 2 in a row: %d best moves\n",
                inProgress, inProgress));
    sweep.assertBestMoves();

    // Only O's positions, each graded against the solver.
    EngineSweep firstFree =
        EngineSweep.of(position -> position.getLegalMoves().get(0), 1, 5, 3, Player.O);
    assertThat(firstFree.getResults())
        .hasSize(
            (int)
                ReachablePositions.all(1, 5, 3).stream()
                    .filter(p -> p.getNextPlayer() == Player.O)
                    .count());
    for (EngineSweep.Result result : firstFree.getResults()) {
      assertThat(result.position().getNextPlayer()).isEqualTo(Player.O);
      assertThat(result.solution()).isEqualTo(SOLVER.solve(result.position()));
    }
    assertThat(firstFree.getReport()).contains("with O to move on 1 x 5, 3 in a row: ");
  }
}
