package dev.noughts.processor.javac;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.noughts.processor.javac.Sources.assertErrors;
import static dev.noughts.processor.javac.Sources.compile;
import static dev.noughts.processor.javac.Sources.fixtures;

import com.google.common.truth.Truth;
import com.google.testing.compile.Compilation;
import java.util.List;
import java.util.Locale;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The compile errors of fixtures with a {@code winLength}, through javac: a win length that fits no
 * board or not this one goes on the attribute, and every other check is made for k in a row.
 */
class WinLengthDiagnosticsTest {

  // ---- A win length that does not fit: on the attribute, saying what would ----

  @Test
  void aWinLengthOfZeroIsAnErrorOnTheAttribute() {
    assertErrors(
        List.of(
            "  @Board(value = \"X - - - / - - - - / - - - - / - - - -\",",
            "      winLength = 0)",
            "  Position zero();"),
        "[noughts:win-length] fixture zero: the win length is 0; on a 4 x 4 board it is 1 to 4"
            + " (the longer side)",
        "winLength = 0");
  }

  @Test
  void aNegativeWinLengthIsAnErrorOnTheAttribute() {
    assertErrors(
        List.of(
            "  @Board(value = \"X - - / - - - / - - -\",",
            "      winLength = -3)",
            "  Position negative();"),
        "[noughts:win-length] fixture negative: the win length is -3; on a 3 x 3 board it is 1"
            + " to 3 (the longer side)",
        "winLength = -3");
  }

  @Test
  void aWinLengthLongerThanEveryLineIsAnErrorOnTheAttribute() {
    assertErrors(
        List.of(
            "  @Board(value = {\"X X - - -\", \"O O - - -\"},",
            "      winLength = 6)",
            "  Position tooLong();"),
        "[noughts:win-length] fixture tooLong: the win length is 6; on a 2 x 5 board it is 1 to 5"
            + " (the longer side)",
        "winLength = 6");
  }

  @Test
  void aBadWinLengthIsReportedWithEveryMistakeOfTheNotation() {
    assertErrors(
        List.of(
            "  @Board(value = {\"X X - -\", \"O O #\"},",
            "      winLength = 0)",
            "  Position both();"),
        "[noughts:row-length] fixture both: row 2 has 3 cells, expected 4",
        "\"O O #\"",
        "[noughts:character] fixture both: row 2, cell 3: '#' is not X, O or -",
        "\"O O #\"",
        "[noughts:win-length] fixture both: the win length is 0; it is 1 to 1000, the longest line"
            + " of the largest board",
        "winLength = 0");
  }

  // ---- The board: rectangular with a win length, square without ----

  @Test
  void withAWinLengthARowOfAnotherLengthIsStillAnError() {
    assertErrors(
        List.of(
            "  @Board(value = {\"X X - - -\", \"O O - -\"},",
            "      winLength = 3)",
            "  Position ragged();"),
        "[noughts:row-length] fixture ragged: row 2 has 4 cells, expected 5",
        "\"O O - -\"");
  }

  @Test
  void withoutAWinLengthARectangleIsNotABoard() {
    assertErrors(
        List.of("  @Board({\"X X - -\", \"O O - -\"})", "  Position rectangle();"),
        "[noughts:row-length] fixture rectangle: row 1 has 4 cells, expected 2",
        "\"X X - -\"",
        "[noughts:row-length] fixture rectangle: row 2 has 4 cells, expected 2",
        "\"O O - -\"");
  }

  // ---- A board larger than 5 x 5 without a win length: the rule, when an expectation fails ----

  /**
   * Compiles {@code members} and asserts that their one error is {@code message}, exactly, on the
   * line that contains {@code onLine}.
   */
  private static void assertOnlyError(List<String> members, String message, String onLine) {
    JavaFileObject source = fixtures(members.toArray(new String[0]));
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(message).inFile(source).onLineContaining(onLine);
    Truth.assertThat(compilation.errors().get(0).getMessage(Locale.ROOT)).isEqualTo(message);
  }

  @Test
  void aGomokuBoardWithoutAWinLengthSaysWhyItsFiveDoNotWin() {
    assertOnlyError(
        List.of(
            "  @Board(value = {\"" + String.join("\", \"", WinLengthGenerationTest.GOMOKU) + "\"},",
            "      expect = Outcome.X_WINS)",
            "  Position gomoku();"),
        "[noughts:expect] fixture gomoku: expected X_WINS but in progress: O to move; without"
            + " winLength, 15 x 15 is won by 15 in a row (n in a row on n x n); for k in a row,"
            + " give winLength = k, such as winLength = 5",
        "expect = Outcome.X_WINS");
  }

  @Test
  void sixBySixIsTheSmallestBoardWhoseRuleIsSaid() {
    assertOnlyError(
        List.of(
            "  @Board(value = \"X X X - - - / O O - - - - / - - - - - - / - - - - - - /"
                + " - - - - - - / - - - - - -\",",
            "      expect = Outcome.X_WINS)",
            "  Position six();"),
        "[noughts:expect] fixture six: expected X_WINS but in progress: O to move; without"
            + " winLength, 6 x 6 is won by 6 in a row (n in a row on n x n); for k in a row, give"
            + " winLength = k, such as winLength = 5",
        "expect = Outcome.X_WINS");
    assertOnlyError(
        List.of(
            "  @Board(value = \"X X X - - / O O - - - / - - - - - / - - - - - / - - - - -\",",
            "      expect = Outcome.X_WINS)",
            "  Position five();"),
        "[noughts:expect] fixture five: expected X_WINS but in progress: O to move",
        "expect = Outcome.X_WINS");
  }

  @Test
  void aLargeBoardWithAWinLengthIsNotToldTheRule() {
    assertOnlyError(
        List.of(
            "  @Board(value = {\"" + String.join("\", \"", WinLengthGenerationTest.GOMOKU) + "\"},",
            "      winLength = 6, expect = Outcome.X_WINS)",
            "  Position gomoku();"),
        "[noughts:expect] fixture gomoku: expected X_WINS but in progress: O to move",
        "winLength = 6, expect = Outcome.X_WINS");
  }

  // ---- Every check for k in a row ----

  @Test
  void threeInARowOnFourByFourIsAWinThatExpectMustAllow() {
    assertErrors(
        List.of(
            "  @Board(value = \"X X X - / O O - - / - - - - / - - - -\", winLength = 3,",
            "      expect = Outcome.DRAW)",
            "  Position threeWins();"),
        "[noughts:expect] fixture threeWins: expected DRAW but X wins: (1,1)-(1,3)",
        "expect = Outcome.DRAW");
  }

  @Test
  void reachabilityIsJudgedForTheWinLength() {
    assertErrors(
        List.of(
            "  @Board(value = \"X X X - / O O O - / - - - - / - - - -\", winLength = 3)",
            "  Position bothThree();"),
        "[noughts:both-won] fixture bothThree is impossible: both players have a winning line (X:"
            + " (1,1)-(1,3); O: (2,1)-(2,3)), but play stops at the first win",
        "X X X - / O O O -",
        "[noughts:x-won-out-of-turn] fixture bothThree is impossible: X has a winning line"
            + " ((1,1)-(1,3)), so X moved last and must have one mark more than O (X 3, O 3)",
        "X X X - / O O O -");
  }

  @Test
  void aRunTooLongForOneMoveHasItsOwnTag() {
    assertErrors(
        List.of(
            "  @Board(value = \"X X X X X X / O O - O O - / O - - - - -\", winLength = 3)",
            "  Position six();"),
        "[noughts:winning-line-too-long] fixture six is impossible: X's winning line (1,1)-(1,6)"
            + " has 6 cells, but with 3 to win one move completes a run of at most 5 (it joins two"
            + " runs of at most 2); if the fixture is impossible on purpose, say expect ="
            + " Outcome.IMPOSSIBLE",
        "X X X X X X / O O - O O -");
  }

  @Test
  void linesThatMeetWhereTheLastMoveCannotBeHaveTheirOwnTag() {
    assertErrors(
        List.of(
            "  @Board(value = \"X X X X X / X O O - O / X O - O O\", winLength = 3)",
            "  Position corner();"),
        "[noughts:meeting-cell-not-last] fixture corner is impossible: X's winning lines"
            + " (1,1)-(1,5) and (1,1)-(3,1) meet only at (1,1), but without that mark X would still"
            + " have 3 in a row, so no single move completed them all; if the fixture is impossible"
            + " on purpose, say expect = Outcome.IMPOSSIBLE",
        "X X X X X / X O O - O");
  }

  @Test
  void perfectPlayIsSolvedForTheWinLength() {
    assertErrors(
        List.of(
            "  @Board(value = \"X - - - / - O - - / - - - - / - - - -\", winLength = 3,",
            "      perfectPlay = GameValue.DRAW)",
            "  Position firstMoves();"),
        "[noughts:perfect-play] fixture firstMoves: perfect play from here is a win for X in 9"
            + " plies, not DRAW",
        "perfectPlay = GameValue.DRAW");
  }

  @Test
  void bestMovesAreSolvedForTheWinLength() {
    assertErrors(
        List.of(
            "  @Board(value = \"X X - - / O O - - / - - - - / - - - -\", winLength = 3,",
            "      bestMoves = \"3,3\")",
            "  Position finishTheThree();"),
        "[noughts:best-moves] fixture finishTheThree: the best moves are (1,3) (2,3), which keep"
            + " the win for X; or only the fastest, (1,3), winning in 1 ply; (3,3) does not: it"
            + " leads to a win for O in 2 plies; (1,3) and (2,3) are missing",
        "bestMoves = \"3,3\"");
  }

  @Test
  void aMoveOffARectangularBoardNamesItsRowsAndColumns() {
    assertErrors(
        List.of(
            "  @Board(value = \"X X - - - / O O - - -\", winLength = 4,",
            "      avoidMoves = {\"3,1\", \"1,6\"})",
            "  Position offTheBoard();"),
        "[noughts:illegal-move] fixture offTheBoard: avoidMoves lists (3,1), which is not a legal"
            + " move here: the board is 2 x 5, so it has no row 3",
        "avoidMoves = {",
        "[noughts:illegal-move] fixture offTheBoard: avoidMoves lists (1,6), which is not a legal"
            + " move here: the board is 2 x 5, so it has no column 6",
        "avoidMoves = {");
  }
}
