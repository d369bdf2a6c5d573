package dev.noughts.processor.javac;

import static dev.noughts.processor.javac.Sources.assertErrors;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The compile errors of fixtures written as the game that reached them ({@code moves}, {@code
 * rows}, {@code columns}), through javac: every move that cannot be played on {@code moves}, tagged
 * with its kind; a board given twice, not at all, or without its size on the annotation; and the
 * position it reaches checked as a {@code value} board is.
 */
class MovesDiagnosticsTest {
  private static final String HOW_TO =
      "write the row and the column from 1, separated by a comma, such as 2,3 or (2, 3), or the"
          + " column's letter, a from the left, and the row from 1 at the bottom, such as h8";

  // ---- Moves that cannot be played: every one, on moves, tagged with its kind ----

  @Test
  void everyMoveThatCannotBePlayedIsAnErrorOnMovesNamingTheMove() {
    assertErrors(
        List.of(
            "  @Board(rows = 15, columns = 15, winLength = 5,",
            "      moves = \"8,8 8,8 p8 h0 x H8\")",
            "  Position typos();"),
        "[noughts:taken] fixture typos: move 2: (8,8) is already taken by X (move 1)",
        "moves = ",
        "[noughts:off-board] fixture typos: move 3: p8 is off the board; columns go from a to o"
            + " and rows from 1 (the bottom) to 15",
        "moves = ",
        "[noughts:malformed] fixture typos: move 4: 'h0': rows are numbered from 1, the bottom"
            + " row; write the column's letter, a from the left, and the row from 1 at the bottom,"
            + " such as h8",
        "moves = ",
        "[noughts:malformed] fixture typos: move 5: 'x' is not a square; " + HOW_TO,
        "moves = ",
        "[noughts:taken] fixture typos: move 6: h8 is already taken by X (move 1)",
        "moves = ");
  }

  @Test
  void aMoveAfterTheEndOfTheGameIsAnError() {
    assertErrors(
        List.of(
            "  @Board(moves = \"1,1 2,1 1,2 2,2 1,3 3,3\",",
            "      rows = 3, columns = 3)",
            "  Position late();"),
        "[noughts:game-over] fixture late: move 6: (3,3) comes after the end of the game: X won"
            + " with row 1 at move 5",
        "moves = ");
  }

  // ---- The board: given once, with its size ----

  @Test
  void aFixtureWithoutValueOrMovesIsAnErrorOnTheAnnotation() {
    assertErrors(
        List.of("  @Board(expect = Outcome.DRAW)", "  Position nothing();"),
        "[noughts:no-board] fixture nothing has no board; give it as value, rows of X, O and -"
            + " such as value = \"X - - / - - - / - - -\", or as the game that reached it, such as"
            + " moves = \"h8 h9 g7\", rows = 15, columns = 15, winLength = 5",
        "@Board(expect");
    assertErrors(
        List.of("  @Board({})", "  Position empty();"),
        "[noughts:no-board] fixture empty has no board",
        "@Board({})");
  }

  @Test
  void valueWithMovesOrASizeIsAnErrorOnTheAnnotation() {
    assertErrors(
        List.of(
            "  @Board(value = \"X - - / - - - / - - -\",",
            "      moves = \"2,2\")",
            "  Position twice();",
            "  @Board(value = \"- - - / - X - / - - -\",",
            "      rows = 3, columns = 3)",
            "  Position sized();"),
        "[noughts:value-and-moves] fixture twice gives value and moves too; give the board once:"
            + " as value, or as moves with rows and columns",
        "@Board(value = \"X - - / - - - / - - -\",",
        "[noughts:value-and-moves] fixture sized gives value and rows and columns too",
        "@Board(value = \"- - - / - X - / - - -\",");
  }

  @Test
  void movesWithoutRowsOrColumnsIsAnErrorOnTheAnnotation() {
    assertErrors(
        List.of(
            "  @Board(moves = \"h8\", rows = 15,",
            "      winLength = 5)",
            "  Position noColumns();",
            "  @Board(moves = \"2,2\")",
            "  Position noSize();"),
        "[noughts:size] fixture noColumns: moves are played on a board of rows x columns; give"
            + " columns too, such as rows = 15, columns = 15",
        "@Board(moves = \"h8\"",
        "[noughts:size] fixture noSize: moves are played on a board of rows x columns; give rows"
            + " and columns too",
        "@Board(moves = \"2,2\")");
  }

  @Test
  void aSizeThatFitsNoBoardIsAnErrorOnItsAttribute() {
    assertErrors(
        List.of(
            "  @Board(moves = \"1,1\",",
            "      rows = 0,",
            "      columns = 1001, winLength = 3)",
            "  Position misfit();"),
        "[noughts:size] fixture misfit: rows = 0, but a board has 1 to 1,000 rows",
        "rows = 0",
        "[noughts:size] fixture misfit: columns = 1001, but a board has 1 to 1,000 columns",
        "columns = 1001");
  }

  @Test
  void withoutAWinLengthTheBoardOfMovesIsSquare() {
    assertErrors(
        List.of("  @Board(moves = \"1,1\", rows = 3, columns = 4)", "  Position oblong();"),
        "[noughts:win-length] fixture oblong: its board is 3 x 4, but without winLength a board"
            + " is square, n in a row on n x n; give winLength = k, such as winLength = 5",
        "@Board(moves");
  }

  @Test
  void aWinLengthThatDoesNotFitTheBoardIsAnErrorOnTheAttribute() {
    assertErrors(
        List.of(
            "  @Board(moves = \"1,1\", rows = 3, columns = 3,",
            "      winLength = 4)",
            "  Position tooLong();"),
        "[noughts:win-length] fixture tooLong: the win length is 4; on a 3 x 3 board it is 1 to 3"
            + " (the longer side)",
        "winLength = 4");
  }

  // ---- The position reached: checked as a value board is ----

  @Test
  void thePositionReachedIsCheckedAsAValueBoardIs() {
    assertErrors(
        List.of(
            "  @Board(moves = \"2,2 1,1\", rows = 3, columns = 3,",
            "      expect = Outcome.X_WINS)",
            "  Position notWon();",
            "  @Board(moves = \"a3 a2 b3 b2\", rows = 3, columns = 3,",
            "      bestMoves = \"2,3\")",
            "  Position finishTheRow();"),
        "[noughts:expect] fixture notWon: expected X_WINS but in progress: X to move",
        "expect = Outcome.X_WINS",
        "[noughts:best-moves] fixture finishTheRow: the best moves are (1,3), which keep the win"
            + " for X",
        "bestMoves = \"2,3\"");
  }
}
