package dev.noughts.testing;

import static com.google.common.truth.ExpectFailure.assertThat;
import static com.google.common.truth.ExpectFailure.expectFailureAbout;
import static dev.noughts.testing.PositionSubject.assertThat;
import static dev.noughts.testing.PositionSubject.positions;

import com.google.common.truth.ExpectFailure;
import dev.noughts.GameValue;
import dev.noughts.Position;
import dev.noughts.Square;
import dev.noughts.oracles.PuzzlesBoards;
import org.junit.jupiter.api.Test;

/** {@link PositionSubject}'s assertions about perfect play and legal moves. */
class PerfectPlaySubjectTest {

  private static AssertionError failure(
      ExpectFailure.SimpleSubjectBuilderCallback<PositionSubject, Position> assertion) {
    return expectFailureAbout(positions(), assertion);
  }

  @Test
  void passingAssertionsPass() {
    assertThat(PuzzlesBoards.ANSWER_THE_CORNER).hasPerfectPlay(GameValue.DRAW);
    assertThat(PuzzlesBoards.ANSWER_THE_CORNER).bestMoves().containsExactly(new Square(2, 2));
    assertThat(PuzzlesBoards.ANSWER_THE_CORNER).hasBestMove(new Square(2, 2));
    assertThat(PuzzlesBoards.ANSWER_THE_CORNER).hasLegalMove(new Square(3, 3));
    // A finished game's value is its result, and it has no moves.
    assertThat(PuzzlesBoards.FINISHED).hasPerfectPlay(GameValue.DRAW);
    assertThat(PuzzlesBoards.FINISHED).bestMoves().isEmpty();
  }

  @Test
  void aWrongValueShowsWhatPerfectPlayMakesOfThePosition() {
    AssertionError failure =
        failure(
            whenTesting ->
                whenTesting.that(PuzzlesBoards.ANSWER_THE_CORNER).hasPerfectPlay(GameValue.X_WINS));
    assertThat(failure)
        .factKeys()
        .containsExactly("expected perfect play", "but was", "board")
        .inOrder();
    assertThat(failure).factValue("expected perfect play").isEqualTo("X_WINS");
    assertThat(failure).factValue("but was").isEqualTo("draw in 8: best moves (2,2)");
    assertThat(failure).factValue("board").isEqualTo("X - - / - - - / - - -");
  }

  @Test
  void aMoveThatIsNotBestShowsWhatItLeadsToAndTheBestMoves() {
    AssertionError failure =
        failure(
            whenTesting ->
                whenTesting.that(PuzzlesBoards.ANSWER_THE_CORNER).hasBestMove(new Square(1, 2)));
    assertThat(failure)
        .factKeys()
        .containsExactly("expected a best move", "but was", "best moves", "board")
        .inOrder();
    assertThat(failure).factValue("expected a best move").isEqualTo("(1,2)");
    assertThat(failure).factValue("but was").isEqualTo("(1,2): X wins in 6");
    assertThat(failure).factValue("best moves").isEqualTo("(2,2)");
    assertThat(failure).factValue("board").isEqualTo("X - - / - - - / - - -");
  }

  @Test
  void anIllegalMoveIsNotABestMove() {
    AssertionError failure =
        failure(
            whenTesting ->
                whenTesting.that(PuzzlesBoards.ANSWER_THE_CORNER).hasBestMove(new Square(1, 1)));
    assertThat(failure).factValue("but was").isEqualTo("not a legal move");
  }

  @Test
  void bestMovesUsesTruthsIterableDiffAndNamesTheBoard() {
    AssertionError failure =
        failure(
            whenTesting ->
                whenTesting
                    .that(PuzzlesBoards.ANSWER_THE_CORNER)
                    .bestMoves()
                    .contains(new Square(1, 2)));
    assertThat(failure).factValue("value of").isEqualTo("position.bestMoves()");
    assertThat(failure).factValue("but was").isEqualTo("[(2,2)]");
    assertThat(failure).factValue("position was").isEqualTo("X - - / - - - / - - -");
  }

  @Test
  void anIllegalMoveShowsTheLegalOnes() {
    AssertionError failure =
        failure(
            whenTesting ->
                whenTesting.that(PuzzlesBoards.FINISH_THE_ROW).hasLegalMove(new Square(2, 2)));
    assertThat(failure)
        .factKeys()
        .containsExactly("expected a legal move", "but the legal moves were", "verdict", "board")
        .inOrder();
    assertThat(failure)
        .factValue("but the legal moves were")
        .isEqualTo("(1,3) (2,3) (3,1) (3,2) (3,3)");
    assertThat(failure).factValue("board").isEqualTo("X X - / O O - / - - -");
  }

  @Test
  void aFinishedGameHasNoLegalMove() {
    AssertionError failure =
        failure(
            whenTesting -> whenTesting.that(PuzzlesBoards.FINISHED).hasLegalMove(new Square(1, 1)));
    assertThat(failure).factValue("but the legal moves were").isEqualTo("none");
    assertThat(failure).factValue("verdict").isEqualTo("draw");
  }

  @Test
  void aPositionWhoseSearchSpendsTheSolversBudgetFailsWithTheReason() {
    Position spendsTheBudget =
        Position.of(
            5, "- - - - - - / X - - O X - / - - O X X - / - O - X - O / - - - - - - / - - X O - -");
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(spendsTheBudget).hasPerfectPlay(GameValue.DRAW));
    assertThat(failure).factValue("expected").isEqualTo("a position to solve");
    assertThat(failure)
        .factValue("but")
        .isEqualTo(
            "it has 25 empty cells, and the solver's budget of 2,000,000 nodes was spent before it"
                + " found perfect play (a solver with a larger node budget may solve it; on a board of more than 25"
                + " cells, positions with at most 16 empty cells always solve)");
  }

  @Test
  void aPositionTooLargeToSolveFailsWithTheReason() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(Position.empty(9)).hasPerfectPlay(GameValue.DRAW));
    assertThat(failure).factValue("expected").isEqualTo("a position to solve");
    assertThat(failure)
        .factValue("but")
        .isEqualTo(
            "it has 81 empty cells; the solver takes at most 64 on a board of more than 25 cells"
                + " (every position of a board up to 25 cells, such as 5 x 5, and endgames of larger"
                + " boards)");
  }

  @Test
  void anImpossiblePositionCannotBeSolved() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(SamplesBoards.O_FIRST).bestMoves().isEmpty());
    assertThat(failure).factValue("expected").isEqualTo("a position to solve");
    assertThat(failure)
        .factValue("but")
        .isEqualTo(
            "legal play cannot reach this position, so there is no perfect play from it"
                + " (impossible: O has more marks than X (X 0, O 2), but X moves first)");
    assertThat(failure).factValue("board").isEqualTo("O O - / - - - / - - -");
  }
}
