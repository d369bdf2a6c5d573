package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class VerdictTest {

  private static Verdict verdictOf(String board) {
    return Position.of(board).getVerdict();
  }

  private static List<Problem> problemsOf(String board) {
    Verdict verdict = verdictOf(board);
    assertThat(verdict).isInstanceOf(Verdict.Impossible.class);
    return ((Verdict.Impossible) verdict).getProblems();
  }

  @Test
  void theEmptyBoardIsInProgressWithXToMove() {
    assertThat(verdictOf("- - - / - - - / - - -")).isEqualTo(new Verdict.InProgress(Player.X));
  }

  @Test
  void oMovesWhenXHasOneMarkMore() {
    assertThat(verdictOf("X - - / - - - / - - -")).isEqualTo(new Verdict.InProgress(Player.O));
  }

  @Test
  void xMovesWhenBothHaveAsManyMarks() {
    assertThat(verdictOf("X - - / - O - / - - -")).isEqualTo(new Verdict.InProgress(Player.X));
  }

  @Test
  void xWinsWithARow() {
    Verdict verdict = verdictOf("X X X / O O - / - - -");
    assertThat(verdict).isEqualTo(new Verdict.Win(Player.X, List.of(Line.row(3, 1))));
    assertThat(verdict.getOutcome()).isEqualTo(Outcome.X_WINS);
  }

  @Test
  void oWinsWithAColumn() {
    Verdict verdict = verdictOf("X O X / X O - / - O -");
    assertThat(verdict).isEqualTo(new Verdict.Win(Player.O, List.of(Line.column(3, 2))));
    assertThat(verdict.getOutcome()).isEqualTo(Outcome.O_WINS);
  }

  @Test
  void winningLinesAreGivenAsOneBasedSquaresInOrder() {
    Verdict.Win win = (Verdict.Win) verdictOf("O O X / - X - / X - -");
    assertThat(win.lines()).hasSize(1);
    assertThat(win.lines().get(0).direction()).isEqualTo(Line.Direction.ANTI_DIAGONAL);
    assertThat(win.lines().get(0).squares())
        .containsExactly(new Square(1, 3), new Square(2, 2), new Square(3, 1))
        .inOrder();
  }

  @Test
  void theDiagonalRunsFromTopLeftToBottomRight() {
    Verdict.Win win = (Verdict.Win) verdictOf("X O - / O X - / - - X");
    assertThat(win.lines().get(0).squares())
        .containsExactly(new Square(1, 1), new Square(2, 2), new Square(3, 3))
        .inOrder();
  }

  @Test
  void everyWinningLineIsReturned() {
    // X's last move at (1,1) completes row 1 and column 1 at once.
    Verdict.Win win = (Verdict.Win) verdictOf("X X X / X O O / X O O");
    assertThat(win.winner()).isEqualTo(Player.X);
    assertThat(win.lines()).containsExactly(Line.row(3, 1), Line.column(3, 1)).inOrder();
  }

  @Test
  void columnsComeBeforeTheDiagonal() {
    Verdict.Win win = (Verdict.Win) verdictOf("X O O / X X O / X O X");
    assertThat(win.lines()).containsExactly(Line.column(3, 1), Line.diagonal(3)).inOrder();
  }

  @Test
  void aWinDescribesItsLines() {
    assertThat(verdictOf("X X X / O O - / - - -").toString()).isEqualTo("X wins: row 1");
    assertThat(verdictOf("X X X / X O O / X O O").toString())
        .isEqualTo("X wins: row 1 and column 1");
  }

  @Test
  void aFullBoardWithoutAWinIsADraw() {
    Verdict verdict = verdictOf("X O X / X O O / O X X");
    assertThat(verdict).isEqualTo(new Verdict.Draw());
    assertThat(verdict.getOutcome()).isEqualTo(Outcome.DRAW);
    assertThat(verdict.toString()).isEqualTo("draw");
  }

  @Test
  void aWinOnTheLastCellIsAWinNotADraw() {
    assertThat(verdictOf("X O X / O X O / O X X").getOutcome()).isEqualTo(Outcome.X_WINS);
  }

  @Test
  void inProgressSaysWhoMoves() {
    assertThat(verdictOf("X - - / - - - / - - -").toString()).isEqualTo("in progress: O to move");
  }

  @Test
  void oWithMoreMarksThanXIsImpossible() {
    Verdict.Impossible verdict = (Verdict.Impossible) verdictOf("O O - / X - - / - - -");
    assertThat(verdict.reasons())
        .containsExactly(
            new Reason(
                Problem.O_MORE_THAN_X, "O has more marks than X (X 1, O 2), but X moves first"));
    assertThat(verdict.getOutcome()).isEqualTo(Outcome.IMPOSSIBLE);
  }

  @Test
  void xTwoMarksAheadIsImpossible() {
    Verdict.Impossible verdict = (Verdict.Impossible) verdictOf("X X - / - - - / - - -");
    assertThat(verdict.reasons())
        .containsExactly(
            new Reason(
                Problem.X_TOO_FAR_AHEAD,
                "X has 2 marks more than O (X 2, O 0), but the players alternate, so X leads by one"
                    + " at most"));
  }

  @Test
  void xTooFarAheadSaysByHowMuch() {
    assertThat(verdictOf("X X X / X O - / - - -").toString())
        .contains("X has 3 marks more than O (X 4, O 1)");
    // 4 x 4 too: the 3 x 3 verdicts are worked out once, when the table of them is first used
    assertThat(verdictOf("X X - - / X - - - / X O - - / - - - -").toString())
        .contains("X has 3 marks more than O (X 4, O 1)");
  }

  @Test
  void aFullBoardWithoutAWinnerIsADrawOnEverySize() {
    assertThat(verdictOf("X O X O / X O X O / O X O X / O X O X")).isEqualTo(new Verdict.Draw());
  }

  @Test
  void oWinningLinesThatShareNoCellAreImpossibleToo() {
    // 5 x 5: O holds rows 1 and 3, X has as many marks (10) and no line.
    Verdict verdict = verdictOf("O O O O O / X X - X X / O O O O O / X X - X X / X - - - X");
    assertThat(verdict.toString())
        .isEqualTo(
            "impossible: O's winning lines (row 1 and row 3) share no cell, but the last move"
                + " must complete every winning line at once");
  }

  @Test
  void everyProblemHasAStableLowerCaseCode() {
    assertThat(Arrays.stream(Problem.values()).map(Problem::getCode).toList())
        .containsExactly(
            "o-more-than-x",
            "x-too-far-ahead",
            "both-won",
            "x-won-out-of-turn",
            "o-won-out-of-turn",
            "separate-winning-lines",
            "winning-line-too-long",
            "meeting-cell-not-last")
        .inOrder();
  }

  @Test
  void xWinningWithAsManyMarksAsOIsImpossible() {
    Verdict.Impossible verdict = (Verdict.Impossible) verdictOf("X X X / O O - / O - -");
    assertThat(verdict.reasons())
        .containsExactly(
            new Reason(
                Problem.X_WON_OUT_OF_TURN,
                "X has a winning line (row 1), so X moved last and must have one mark more than O"
                    + " (X 3, O 3)"));
  }

  @Test
  void oWinningWhileXHasOneMarkMoreIsImpossible() {
    Verdict.Impossible verdict = (Verdict.Impossible) verdictOf("O O O / X X - / X - X");
    assertThat(verdict.reasons())
        .containsExactly(
            new Reason(
                Problem.O_WON_OUT_OF_TURN,
                "O has a winning line (row 1), so O moved last and must have as many marks as X"
                    + " (X 4, O 3)"));
  }

  @Test
  void bothPlayersWinningIsImpossibleWithEveryReason() {
    Verdict.Impossible verdict = (Verdict.Impossible) verdictOf("X X X / O O O / - - -");
    assertThat(verdict.getProblems())
        .containsExactly(Problem.BOTH_WON, Problem.X_WON_OUT_OF_TURN)
        .inOrder();
    assertThat(verdict.reasons().get(0).message())
        .isEqualTo(
            "both players have a winning line (X: row 1; O: row 2), but play stops at the"
                + " first win");
  }

  @Test
  void everyReasonIsReportedNotOnlyTheFirst() {
    assertThat(problemsOf("O O O / O - - / X - -"))
        .containsExactly(Problem.O_MORE_THAN_X, Problem.O_WON_OUT_OF_TURN)
        .inOrder();
  }

  @Test
  void winningLinesThatShareNoCellAreImpossible() {
    // 4 x 4: X holds rows 1 and 4, which no single move can complete together.
    assertThat(problemsOf("X X X X / O O O - / O O O - / X X X X"))
        .contains(Problem.SEPARATE_WINNING_LINES);
  }

  @Test
  void theTwoDiagonalsOfAnEvenBoardShareNoCell() {
    // Counts are right (X 8, O 7), so this is the only reason.
    Verdict verdict = verdictOf("X O O X / O X X O / O X X O / X O - X");
    assertThat(((Verdict.Impossible) verdict).getProblems())
        .containsExactly(Problem.SEPARATE_WINNING_LINES);
    assertThat(verdict.toString())
        .isEqualTo(
            "impossible: X's winning lines (diagonal and anti-diagonal) share no cell, but"
                + " the last move must complete every winning line at once");
  }

  @Test
  void winningLinesThroughOneCellAreLegalOnLargerBoards() {
    // The last X at (1,1) completes row 1 and column 1 together.
    Verdict verdict = verdictOf("X X X X / X O O O / X O O - / X O - -");
    assertThat(verdict.getOutcome()).isEqualTo(Outcome.X_WINS);
    assertThat(((Verdict.Win) verdict).lines())
        .containsExactly(Line.row(4, 1), Line.column(4, 1))
        .inOrder();
  }

  @Test
  void anImpossibleVerdictDescribesEveryReason() {
    assertThat(verdictOf("O O - / X - - / - - -").toString())
        .isEqualTo("impossible: O has more marks than X (X 1, O 2), but X moves first");
  }

  @Test
  void aOneByOneBoardWithXIsWonByEveryLine() {
    Verdict.Win win = (Verdict.Win) verdictOf("X");
    assertThat(win.lines()).hasSize(4);
  }

  @Test
  void verdictsRefuseMissingParts() {
    assertThrows(NullPointerException.class, () -> new Verdict.Win(null, List.of(Line.row(3, 1))));
    assertThrows(NullPointerException.class, () -> new Verdict.Win(Player.X, null));
    assertThrows(NullPointerException.class, () -> new Verdict.InProgress(null));
    assertThrows(NullPointerException.class, () -> new Verdict.Impossible(null));
    assertThrows(NullPointerException.class, () -> new Reason(null, "why"));
    assertThrows(NullPointerException.class, () -> new Reason(Problem.BOTH_WON, null));
  }
}
