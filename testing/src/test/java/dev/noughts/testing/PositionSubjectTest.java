package dev.noughts.testing;

import static com.google.common.truth.ExpectFailure.expectFailureAbout;
import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.testing.PositionSubject.positions;

import com.google.common.truth.ExpectFailure;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Problem;
import dev.noughts.Square;
import org.junit.jupiter.api.Test;

class PositionSubjectTest {

  private static AssertionError failure(
      ExpectFailure.SimpleSubjectBuilderCallback<PositionSubject, Position> assertion) {
    return expectFailureAbout(positions(), assertion);
  }

  private static String message(
      ExpectFailure.SimpleSubjectBuilderCallback<PositionSubject, Position> assertion) {
    return failure(assertion).getMessage();
  }

  @Test
  void passingAssertionsPass() {
    PositionSubject.assertThat(SamplesBoards.TOP_ROW).isWonBy(Player.X);
    PositionSubject.assertThat(SamplesBoards.TOP_ROW).hasWinningLines("row 1");
    PositionSubject.assertThat(SamplesBoards.TOP_ROW)
        .hasWinningLine(new Square(1, 3), new Square(1, 1), new Square(1, 2));
    PositionSubject.assertThat(SamplesBoards.DRAW).isDraw();
    PositionSubject.assertThat(SamplesBoards.X_TO_MOVE).isInProgress();
    PositionSubject.assertThat(SamplesBoards.X_TO_MOVE).hasNextPlayer(Player.X);
    PositionSubject.assertThat(SamplesBoards.O_FIRST).isImpossible();
    PositionSubject.assertThat(SamplesBoards.O_FIRST).isImpossibleBecause(Problem.O_MORE_THAN_X);
    PositionSubject.assertThat(SamplesBoards.DRAW).isOver();
    PositionSubject.assertThat(SamplesBoards.X_TO_MOVE).isNotOver();
  }

  @Test
  void isWonByShowsTheVerdictAndTheBoard() {
    assertThat(message(whenTesting -> whenTesting.that(SamplesBoards.X_TO_MOVE).isWonBy(Player.X)))
        .isEqualTo(
            "expected: X wins\n"
                + "but was : in progress: X to move\n"
                + "board   : X O - | X O - | - - -");
  }

  @Test
  void isWonByTheOtherPlayerFails() {
    assertThat(message(whenTesting -> whenTesting.that(SamplesBoards.TOP_ROW).isWonBy(Player.O)))
        .isEqualTo(
            "expected: O wins\n"
                + "but was : X wins: row 1\n"
                + "board   : X X X | O O - | - - -");
  }

  @Test
  void hasWinningLinesNamesTheExpectedLines() {
    assertThat(
            message(
                whenTesting ->
                    whenTesting.that(SamplesBoards.TOP_ROW).hasWinningLines("row 1", "column 1")))
        .isEqualTo(
            "expected winning lines: row 1, column 1\n"
                + "but was               : X wins: row 1\n"
                + "board                 : X X X | O O - | - - -");
  }

  @Test
  void hasWinningLineNamesTheExpectedSquares() {
    assertThat(
            message(
                whenTesting ->
                    whenTesting
                        .that(SamplesBoards.TOP_ROW)
                        .hasWinningLine(new Square(2, 1), new Square(2, 2), new Square(2, 3))))
        .startsWith("expected a winning line through: (2,1) (2,2) (2,3)\n");
  }

  @Test
  void isDrawFails() {
    assertThat(message(whenTesting -> whenTesting.that(SamplesBoards.TOP_ROW).isDraw()))
        .startsWith("expected: draw\nbut was : X wins: row 1\n");
  }

  @Test
  void isInProgressFails() {
    assertThat(message(whenTesting -> whenTesting.that(SamplesBoards.DRAW).isInProgress()))
        .startsWith("expected: in progress\nbut was : draw\n");
  }

  @Test
  void hasNextPlayerFails() {
    assertThat(
            message(whenTesting -> whenTesting.that(SamplesBoards.X_TO_MOVE).hasNextPlayer(Player.O)))
        .startsWith("expected: in progress: O to move\nbut was : in progress: X to move\n");
  }

  @Test
  void isImpossibleFails() {
    assertThat(message(whenTesting -> whenTesting.that(SamplesBoards.DRAW).isImpossible()))
        .startsWith("expected: impossible\nbut was : draw\n");
  }

  @Test
  void isImpossibleBecauseNamesTheExpectedProblems() {
    assertThat(
            message(
                whenTesting ->
                    whenTesting
                        .that(SamplesBoards.O_FIRST)
                        .isImpossibleBecause(Problem.BOTH_WON)))
        .isEqualTo(
            "expected impossible because of: BOTH_WON\n"
                + "but was                       : impossible: O has more marks than X (X 0, O"
                + " 2), but X moves first\n"
                + "board                         : O O - | - - - | - - -");
  }

  @Test
  void isOverFails() {
    assertThat(message(whenTesting -> whenTesting.that(SamplesBoards.X_TO_MOVE).isOver()))
        .startsWith("expected: game over (a full line, or no free cell)\nbut was : not over\n");
  }

  @Test
  void isNotOverFails() {
    assertThat(message(whenTesting -> whenTesting.that(SamplesBoards.DRAW).isNotOver()))
        .startsWith("expected: not over\nbut was : over\n");
  }

  @Test
  void aNullPositionFailsClearly() {
    assertThat(message(whenTesting -> whenTesting.that(null).isDraw()))
        .isEqualTo("expected a position, but was null");
  }
}
