package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Positions with a win length: building them, their notation, their verdicts and reasons. */
class WinLengthTest {

  private static Verdict verdict(int winLength, String board) {
    return Position.of(winLength, board).getVerdict();
  }

  private static String reasonsOf(int winLength, String board) {
    return ((Verdict.Impossible) verdict(winLength, board)).reasons().toString();
  }

  @Test
  void aRectangularBoardWithAWinLength() {
    Position position = Position.of(3, "X X X - - / O O - - -");
    assertThat(position.getRowCount()).isEqualTo(2);
    assertThat(position.getColumnCount()).isEqualTo(5);
    assertThat(position.getWinLength()).isEqualTo(3);
    assertThat(position.getEmptyCount()).isEqualTo(5);
    assertThat(position.toString()).isEqualTo("X X X - - / O O - - -");
    assertThat(position.getVerdict())
        .isEqualTo(new Verdict.Win(Player.X, List.of(Line.run(1, 1, 1, 3))));
    assertThat(position.getVerdict().toString()).isEqualTo("X wins: (1,1)-(1,3)");
  }

  @Test
  void aSquareBoardWhoseWinLengthIsItsSizeIsTheClassicGame() {
    Position classic = Position.of("X X X / O O - / - - -");
    Position withLength = Position.of(3, "X X X / O O - / - - -");
    assertThat(withLength).isEqualTo(classic);
    assertThat(withLength.hashCode()).isEqualTo(classic.hashCode());
    assertThat(withLength.getVerdict()).isEqualTo(classic.getVerdict());
    assertThat(withLength.getVerdict().toString()).isEqualTo("X wins: row 1");
    assertThat(Position.empty(4, 4, 4)).isEqualTo(Position.empty(4));
  }

  @Test
  void theSameCellsWithAnotherWinLengthAreAnotherPosition() {
    Position three = Position.of(3, "X X X - / O O - - / - - - - / - - - -");
    Position four = Position.of("X X X - / O O - - / - - - - / - - - -");
    assertThat(three).isNotEqualTo(four);
    assertThat(three.getVerdict().getOutcome()).isEqualTo(Outcome.X_WINS);
    assertThat(four.getVerdict()).isEqualTo(new Verdict.InProgress(Player.O));
  }

  @Test
  void everyDiagonalCountsNotOnlyTheCornerToCornerOnes() {
    Verdict diagonal = verdict(3, "- X O - / - - X O / - - - X / - - - -");
    assertThat(diagonal).isEqualTo(new Verdict.Win(Player.X, List.of(Line.run(1, 2, 3, 4))));
    Verdict anti = verdict(3, "- - - - / - - - O / X X O - / X O - -");
    assertThat(anti).isEqualTo(new Verdict.Win(Player.O, List.of(Line.run(2, 4, 4, 2))));
    assertThat(anti.toString()).isEqualTo("O wins: (2,4)-(4,2)");
  }

  @Test
  void aWinningLineIsTheWholeRunAndEveryLineIsListedOnceInOrder() {
    // X's last move at (2,3) made a row of 4 and a column of 3; k = 3.
    Verdict verdict = verdict(3, "O - X - - / X X X X - / O - X - - / O O - O -");
    assertThat(verdict)
        .isEqualTo(new Verdict.Win(Player.X, List.of(Line.run(2, 1, 2, 4), Line.run(1, 3, 3, 3))));
    assertThat(verdict.toString()).isEqualTo("X wins: (2,1)-(2,4) and (1,3)-(3,3)");
  }

  @Test
  void aRunLongerThanKMayBeCompletedInsideIt() {
    // k = 3: X X - X X, then X in the middle: five in a row, legal.
    Verdict five = verdict(3, "X X X X X / O O - O - / - O - - -");
    assertThat(five).isEqualTo(new Verdict.Win(Player.X, List.of(Line.run(1, 1, 1, 5))));
  }

  private static List<Reason> verdictReasons(int winLength, String board) {
    return ((Verdict.Impossible) verdict(winLength, board)).reasons();
  }

  @Test
  void twoSeparateWinningLinesAreImpossibleInWordsForK() {
    assertThat(reasonsOf(3, "X X X - / O O - - / X X X - / O O O -"))
        .contains("O has a winning line");
    assertThat(verdictReasons(3, "X X X - / O - O - / X X X O / O - O -"))
        .containsExactly(
            new Reason(
                Problem.SEPARATE_WINNING_LINES,
                "X has two separate winning lines, (1,1)-(1,3) and (3,1)-(3,3), but one move can"
                    + " complete only lines that share it"));
  }

  @Test
  void threeWinningLinesWithNoCommonCell() {
    assertThat(verdictReasons(2, "X X - / O - O / X X O / O - X"))
        .contains(
            new Reason(
                Problem.SEPARATE_WINNING_LINES,
                "X has 3 winning lines with no cell common to all, (1,1)-(1,2), (3,1)-(3,2) and"
                    + " (3,2)-(4,3), but one move can complete only lines that share it"));
  }

  @Test
  void aRunOfTwiceKIsTooLongForOneMove() {
    assertThat(verdictReasons(3, "X X X X X X / O O - O O - / - - O - - -"))
        .containsExactly(
            new Reason(
                Problem.WINNING_LINE_TOO_LONG,
                "X's winning line (1,1)-(1,6) has 6 cells, but with 3 to win one move completes a"
                    + " run of at most 5 (it joins two runs of at most 2)"));
  }

  @Test
  void linesThatMeetWhereTheMoveCannotHaveBeen() {
    // The row of 5 needs its last mark in the middle, (1,3); the column meets it at (1,1).
    assertThat(verdictReasons(3, "X X X X X / X O O - O / X O - O O"))
        .containsExactly(
            new Reason(
                Problem.MEETING_CELL_NOT_LAST,
                "X's winning lines (1,1)-(1,5) and (1,1)-(3,1) meet only at (1,1), but without"
                    + " that mark X would still have 3 in a row, so no single move completed them"
                    + " all"));
  }

  @Test
  void aMeetingCellWithKCellsOfItsRunOnOneSideCannotHaveBeenTheLastMove() {
    // k = 3: the row of 4 meets the column at its last cell, (1,4); without it, (1,1)-(1,3) is
    // still three in a row.
    assertThat(verdictReasons(3, "X X X X O / O O - X - / O - O X -"))
        .containsExactly(
            new Reason(
                Problem.MEETING_CELL_NOT_LAST,
                "X's winning lines (1,1)-(1,4) and (1,4)-(3,4) meet only at (1,4), but without"
                    + " that mark X would still have 3 in a row, so no single move completed them"
                    + " all"));
    // The same at the row's first cell, (1,1): without it, (1,2)-(1,4) is still three in a row.
    assertThat(verdictReasons(3, "X X X X O / X O O - - / X O - O -"))
        .containsExactly(
            new Reason(
                Problem.MEETING_CELL_NOT_LAST,
                "X's winning lines (1,1)-(1,4) and (1,1)-(3,1) meet only at (1,1), but without"
                    + " that mark X would still have 3 in a row, so no single move completed them"
                    + " all"));
    // A cell with fewer than k on each side breaks the row: (1,2) or (1,3) may have come last.
    assertThat(verdict(3, "X X X X O / O X O - - / O X - O -"))
        .isEqualTo(new Verdict.Win(Player.X, List.of(Line.run(1, 1, 1, 4), Line.run(1, 2, 3, 2))));
    assertThat(verdict(3, "X X X X O / O O X - - / O - X O -"))
        .isEqualTo(new Verdict.Win(Player.X, List.of(Line.run(1, 1, 1, 4), Line.run(1, 3, 3, 3))));
  }

  @Test
  void eachKindOfImpossibilityOfTheRunsHasItsOwnProblem() {
    // Row 1 holds a run of 6 (too long for k = 3) and, apart from it, a run of 3.
    assertThat(
            verdictReasons(3, "X X X X X X O X X X / O O - O O - O O - O").stream()
                .map(Reason::problem))
        .containsExactly(Problem.SEPARATE_WINNING_LINES, Problem.WINNING_LINE_TOO_LONG)
        .inOrder();
    assertThat(Problem.WINNING_LINE_TOO_LONG.getCode()).isEqualTo("winning-line-too-long");
    assertThat(Problem.MEETING_CELL_NOT_LAST.getCode()).isEqualTo("meeting-cell-not-last");
  }

  @Test
  void countsAndTurnsGiveTheReasonsTheyGiveToday() {
    assertThat(reasonsOf(3, "O O - - / - - - - / - - - - / - - - -"))
        .isEqualTo("[O has more marks than X (X 0, O 2), but X moves first]");
    assertThat(reasonsOf(2, "X X O / O - -"))
        .isEqualTo(
            "[X has a winning line ((1,1)-(1,2)), so X moved last and must have one mark more than"
                + " O (X 2, O 2)]");
    assertThat(verdictReasons(2, "X X - / O O -").get(0).message())
        .isEqualTo(
            "both players have a winning line (X: (1,1)-(1,2); O: (2,1)-(2,2)), but play stops at"
                + " the first win");
  }

  @Test
  void oneInARowWinsWithTheFirstMark() {
    assertThat(verdict(1, "- X - / - - -"))
        .isEqualTo(new Verdict.Win(Player.X, List.of(Line.run(1, 2, 1, 2))));
    assertThat(verdict(1, "- X - / - - -").toString()).isEqualTo("X wins: (1,2)");
    assertThat(verdict(1, "- - - / - - -")).isEqualTo(new Verdict.InProgress(Player.X));
    assertThat(verdict(1, "X X - / O - -").getOutcome()).isEqualTo(Outcome.IMPOSSIBLE);
  }

  @Test
  void theNotationOfARectangleWantsEveryRowAsLongAsTheFirst() {
    NotationException thrown =
        assertThrows(NotationException.class, () -> Position.of(3, "X X X - / O O -"));
    assertThat(thrown.getErrors())
        .containsExactly(
            InputError.ofRow(
                InputError.Kind.ROW_LENGTH,
                2,
                0,
                "row 2 has 3 cells, expected 4 (as many as row 1)"));
    String wide = "-".repeat(1001);
    NotationException tooWide = assertThrows(NotationException.class, () -> Position.of(3, wide));
    assertThat(tooWide.getErrors())
        .containsExactly(
            InputError.ofRow(
                InputError.Kind.ROW_LENGTH,
                1,
                0,
                "row 1 has 1001 cells, but boards have at most 1000 columns"));
  }

  @Test
  void aWinLengthThatFitsNoLineOfTheBoardIsRefused() {
    IllegalArgumentException tooLong =
        assertThrows(IllegalArgumentException.class, () -> Position.of(5, "X X - - / O O - -"));
    assertThat(tooLong)
        .hasMessageThat()
        .isEqualTo("win length is 5; on a 2 x 4 board it is 1 to 4 (the longer side)");
    IllegalArgumentException zero =
        assertThrows(IllegalArgumentException.class, () -> Position.of(0, "X - - / - - - / - - -"));
    assertThat(zero)
        .hasMessageThat()
        .isEqualTo("win length is 0; on a 3 x 3 board it is 1 to 3 (the longer side)");
    IllegalArgumentException negative =
        assertThrows(IllegalArgumentException.class, () -> Position.of(-1, "X"));
    assertThat(negative)
        .hasMessageThat()
        .isEqualTo("win length is -1; on a 1 x 1 board it is 1 to 1 (the longer side)");
    // With no board to measure it by, a win length that fits no board is refused all the same.
    IllegalArgumentException zeroOnNoBoard =
        assertThrows(IllegalArgumentException.class, () -> Position.of(0, "X - # / - - - / - - -"));
    assertThat(zeroOnNoBoard)
        .hasMessageThat()
        .isEqualTo("win length is 0; it is 1 to 1000, the longest line of the largest board");
    assertThrows(IllegalArgumentException.class, () -> Position.empty(3, 4, 5));
    assertThrows(IllegalArgumentException.class, () -> Position.empty(0, 4, 1));
    assertThrows(IllegalArgumentException.class, () -> Position.fromArray(new int[2][3], 4));
  }

  @Test
  void fromArrayTakesRectanglesAndSaysWhatIsWrong() {
    Position position = Position.fromArray(new int[][] {{1, 1, 0}, {2, 0, 0}}, 2);
    assertThat(position).isEqualTo(Position.of(2, "X X - / O - -"));
    IllegalArgumentException ragged =
        assertThrows(
            IllegalArgumentException.class,
            () -> Position.fromArray(new int[][] {{1, 1, 0}, {2, 0}}, 2));
    assertThat(ragged)
        .hasMessageThat()
        .isEqualTo("row 2 has 2 cells, expected 3 (as many as row 1)");
    IllegalArgumentException value =
        assertThrows(
            IllegalArgumentException.class,
            () -> Position.fromArray(new int[][] {{1, 7, 0}, {2, 0, 0}}, 2));
    assertThat(value)
        .hasMessageThat()
        .isEqualTo("row 1, cell 2: 7 is not 0 (empty), 1 (X) or 2 (O)");
  }

  @Test
  void playAndLegalMovesOnARectangle() {
    Position position = Position.empty(2, 3, 2).play(1, 3).play(2, 1);
    assertThat(position.toString()).isEqualTo("- - X / O - -");
    assertThat(position.getLegalMoves())
        .containsExactly(new Square(1, 1), new Square(1, 2), new Square(2, 2), new Square(2, 3))
        .inOrder();
    Position won = position.play(2, 2);
    assertThat(won.getVerdict().toString()).isEqualTo("X wins: (1,3)-(2,2)");
    assertThat(won.getLegalMoves()).isEmpty();
    IndexOutOfBoundsException off =
        assertThrows(IndexOutOfBoundsException.class, () -> position.play(3, 1));
    assertThat(off)
        .hasMessageThat()
        .isEqualTo("(3,1) is off the board: rows go from 1 to 2 and columns from 1 to 3");
  }

  @Test
  void everyPositionReadsBackFromItsWinLengthAndNotation() {
    Position position = Position.of(4, "X X - - - / O O - X - / - - - O -");
    assertThat(Position.of(position.getWinLength(), position.toString())).isEqualTo(position);
    assertThat(Position.of(position.getWinLength(), position.toRows().toArray(new String[0])))
        .isEqualTo(position);
  }

  @Test
  void isOverIsTheLenientRuleWithTheWinLength() {
    assertThat(Position.of(3, "X X X - / O - O O").isOver()).isTrue();
    assertThat(Position.of(3, "X X - - / O - O O").isOver()).isFalse();
    assertThat(Position.of(3, "X X O X / O O X O").isOver()).isTrue(); // full
  }

  @Test
  void aGomokuBoardListsTheWinnersRun() {
    String[] rows = new String[15];
    for (int r = 0; r < 15; r++) {
      rows[r] = "- ".repeat(15);
    }
    Position position = Position.of(5, rows);
    int[][] moves = {{8, 8}, {1, 1}, {9, 9}, {1, 2}, {10, 10}, {1, 3}, {7, 7}, {1, 4}, {6, 6}};
    for (int[] move : moves) {
      position = position.play(move[0], move[1]);
    }
    assertThat(position.getVerdict().toString()).isEqualTo("X wins: (6,6)-(10,10)");
    assertThat(Position.empty(15, 15, 5).getVerdict()).isEqualTo(new Verdict.InProgress(Player.X));
  }
}
