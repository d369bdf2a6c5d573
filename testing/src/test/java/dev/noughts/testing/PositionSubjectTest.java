package dev.noughts.testing;

import static com.google.common.truth.ExpectFailure.assertThat;
import static com.google.common.truth.ExpectFailure.expectFailureAbout;
import static dev.noughts.testing.PositionSubject.assertThat;
import static dev.noughts.testing.PositionSubject.positions;

import com.google.common.truth.ExpectFailure;
import dev.noughts.Line;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Problem;
import dev.noughts.Square;
import dev.noughts.Verdict;
import org.junit.jupiter.api.Test;

class PositionSubjectTest {

  private static AssertionError failure(
      ExpectFailure.SimpleSubjectBuilderCallback<PositionSubject, Position> assertion) {
    return expectFailureAbout(positions(), assertion);
  }

  @Test
  void passingAssertionsPass() {
    assertThat(SamplesBoards.TOP_ROW).isWonBy(Player.X);
    assertThat(SamplesBoards.TOP_ROW).hasWinningLines(Line.row(3, 1));
    assertThat(SamplesBoards.DRAW).isDraw();
    assertThat(SamplesBoards.DRAW).verdict().isEqualTo(new Verdict.Draw());
    assertThat(SamplesBoards.X_TO_MOVE).isInProgress();
    assertThat(SamplesBoards.X_TO_MOVE).hasNextPlayer(Player.X);
    assertThat(SamplesBoards.X_TO_MOVE).legalMoves().contains(new Square(3, 1));
    assertThat(SamplesBoards.O_FIRST).isImpossible();
    assertThat(SamplesBoards.O_FIRST).isImpossibleBecause(Problem.O_MORE_THAN_X);
    assertThat(SamplesBoards.DRAW).isOver();
    assertThat(SamplesBoards.X_TO_MOVE).isNotOver();
  }

  @Test
  void aFailureShowsTheVerdictAndTheBoardInTheNotation() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(SamplesBoards.X_TO_MOVE).isWonBy(Player.X));
    assertThat(failure).factKeys().containsExactly("expected", "but was", "board").inOrder();
    assertThat(failure).factValue("expected").isEqualTo("X wins");
    assertThat(failure).factValue("but was").isEqualTo("in progress: X to move");
    assertThat(failure).factValue("board").isEqualTo("X O - / X O - / - - -");
  }

  @Test
  void theBoardOfAFailureReadsBackAsTheSamePosition() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(SamplesBoards.TOP_ROW).isDraw());
    String board =
        failure
            .getMessage()
            .lines()
            .filter(line -> line.startsWith("board"))
            .findFirst()
            .orElseThrow()
            .replaceFirst("board\\s*: ", "");
    assertThat(Position.of(board)).isEqualTo(SamplesBoards.TOP_ROW);
  }

  @Test
  void isWonByTheOtherPlayerFails() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(SamplesBoards.TOP_ROW).isWonBy(Player.O));
    assertThat(failure).factValue("expected").isEqualTo("O wins");
    assertThat(failure).factValue("but was").isEqualTo("X wins: row 1");
  }

  @Test
  void winningLinesUsesTruthsIterableDiff() {
    AssertionError failure =
        failure(
            whenTesting ->
                whenTesting
                    .that(SamplesBoards.TOP_ROW)
                    .hasWinningLines(Line.row(3, 1), Line.column(3, 1)));
    assertThat(failure).factValue("missing (1)").isEqualTo("column 1");
    assertThat(failure).factValue("value of").isEqualTo("position.getVerdict().lines()");
    assertThat(failure).factValue("position was").isEqualTo("X X X / O O - / - - -");
  }

  @Test
  void winningLinesOfAPositionThatIsNotWonFails() {
    AssertionError failure =
        failure(
            whenTesting -> whenTesting.that(SamplesBoards.DRAW).hasWinningLines(Line.row(3, 1)));
    assertThat(failure).factValue("expected").isEqualTo("a win");
    assertThat(failure).factValue("but was").isEqualTo("draw");
  }

  @Test
  void verdictIsASubjectOfItsOwn() {
    AssertionError failure =
        failure(
            whenTesting ->
                whenTesting.that(SamplesBoards.DRAW).verdict().isInstanceOf(Verdict.Win.class));
    assertThat(failure).factValue("value of").isEqualTo("position.getVerdict()");
  }

  @Test
  void legalMovesIsASubjectOfItsOwn() {
    AssertionError failure =
        failure(
            whenTesting ->
                whenTesting.that(SamplesBoards.X_TO_MOVE).legalMoves().contains(new Square(1, 1)));
    assertThat(failure).factValue("value of").isEqualTo("position.getLegalMoves()");
    assertThat(failure).factValue("expected to contain").isEqualTo("(1,1)");
    assertThat(failure).factValue("but was").isEqualTo("[(1,3), (2,3), (3,1), (3,2), (3,3)]");
  }

  @Test
  void isDrawFails() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(SamplesBoards.TOP_ROW).isDraw());
    assertThat(failure).factValue("expected").isEqualTo("draw");
    assertThat(failure).factValue("but was").isEqualTo("X wins: row 1");
  }

  @Test
  void isInProgressFails() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(SamplesBoards.DRAW).isInProgress());
    assertThat(failure).factValue("expected").isEqualTo("in progress");
    assertThat(failure).factValue("but was").isEqualTo("draw");
  }

  @Test
  void hasNextPlayerFails() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(SamplesBoards.X_TO_MOVE).hasNextPlayer(Player.O));
    assertThat(failure).factValue("expected").isEqualTo("in progress: O to move");
    assertThat(failure).factValue("but was").isEqualTo("in progress: X to move");
  }

  @Test
  void isImpossibleFails() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(SamplesBoards.DRAW).isImpossible());
    assertThat(failure).factValue("expected").isEqualTo("impossible");
    assertThat(failure).factValue("but was").isEqualTo("draw");
  }

  @Test
  void isImpossibleBecauseComparesProblemsWithProblems() {
    AssertionError failure =
        failure(
            whenTesting ->
                whenTesting.that(SamplesBoards.O_FIRST).isImpossibleBecause(Problem.BOTH_WON));
    assertThat(failure).factValue("expected").isEqualTo("BOTH_WON");
    assertThat(failure).factValue("but was").isEqualTo("O_MORE_THAN_X");
    assertThat(failure).factValue("value of").startsWith("position.getVerdict().getProblems()");
  }

  @Test
  void isImpossibleBecauseOfALegalPositionFails() {
    AssertionError failure =
        failure(
            whenTesting ->
                whenTesting.that(SamplesBoards.DRAW).isImpossibleBecause(Problem.BOTH_WON));
    assertThat(failure).factValue("expected").isEqualTo("impossible: [BOTH_WON]");
    assertThat(failure).factValue("but was").isEqualTo("draw");
  }

  @Test
  void isOverFails() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(SamplesBoards.X_TO_MOVE).isOver());
    assertThat(failure).factValue("expected").isEqualTo("game over (a full line, or no free cell)");
    assertThat(failure).factValue("but was").isEqualTo("not over");
  }

  @Test
  void isNotOverFails() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(SamplesBoards.DRAW).isNotOver());
    assertThat(failure).factValue("expected").isEqualTo("not over");
    assertThat(failure).factValue("but was").isEqualTo("over");
  }

  @Test
  void aNullPositionFailsClearly() {
    AssertionError failure = failure(whenTesting -> whenTesting.that(null).isDraw());
    assertThat(failure).factKeys().containsExactly("expected a position, but was null");
  }
}
