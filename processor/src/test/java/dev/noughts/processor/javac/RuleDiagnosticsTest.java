package dev.noughts.processor.javac;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.noughts.processor.javac.Sources.compile;
import static dev.noughts.processor.javac.Sources.source;

import com.google.testing.compile.Compilation;
import dev.noughts.Position;
import dev.noughts.Rule;
import dev.noughts.Solver;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The compile errors of fixtures with a {@code rule}, through javac: renju on a board it is not
 * played on goes on {@code rule}; a move of {@code moves} onto a point forbidden to X under renju
 * goes on {@code moves}, with its number and why it is forbidden; a win the rule denies is an
 * {@code expect} error naming the rule; and an expectation of perfect play is checked by the solver
 * under exactly k, and is a clean error (never an exception thrown into javac) where nothing checks
 * it.
 */
class RuleDiagnosticsTest {

  /** Compiles {@code members} in an interface {@code test.Rules} that imports {@code Rule}. */
  private static JavaFileObject rules(String... members) {
    List<String> lines = new ArrayList<>();
    lines.add("import dev.noughts.Rule;");
    lines.add("interface Rules {");
    lines.addAll(List.of(members));
    lines.add("}");
    return source("Rules", lines.toArray(new String[0]));
  }

  /**
   * Compiles {@code members} and asserts exactly these errors, each given as its whole message
   * followed by a text of the line it must be on.
   */
  private static void assertErrors(List<String> members, String... messagesAndLines) {
    JavaFileObject source = rules(members.toArray(new String[0]));
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(messagesAndLines.length / 2);
    List<String> messages = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> error : compilation.errors()) {
      messages.add(error.getMessage(Locale.ROOT));
    }
    for (int i = 0; i < messagesAndLines.length; i += 2) {
      assertThat(messages).contains(messagesAndLines[i]);
      assertThat(compilation)
          .hadErrorContaining(messagesAndLines[i])
          .inFile(source)
          .onLineContaining(messagesAndLines[i + 1]);
    }
  }

  /** A 15 x 15 board in the notation: rows 8 and 9 as given, the rest empty. */
  static String fifteen(String row8, String row9) {
    List<String> rows = new ArrayList<>();
    for (int row = 1; row <= 15; row++) {
      rows.add(row == 8 ? row8 : row == 9 ? row9 : "- ".repeat(15).trim());
    }
    return String.join(" / ", rows);
  }

  // ---- Renju on a board it is not played on: on rule, naming the choices ----

  @Test
  void renjuOnNineByNineIsAnErrorOnTheRuleNamingTheChoices() {
    assertErrors(
        List.of(
            "  @Board(moves = \"5,5\", rows = 9, columns = 9, winLength = 5,",
            "      rule = Rule.RENJU)",
            "  Position small();"),
        "[noughts:rule] fixture small: rule = RENJU is played on a 15 x 15 board with 5 to win,"
            + " but this board is 9 x 9 with 5 to win; for renju give rows = 15, columns = 15 and"
            + " winLength = 5 (or a 15 x 15 value with winLength = 5), or for this board choose"
            + " rule = Rule.FREE_STYLE or Rule.EXACTLY_K",
        "rule = Rule.RENJU");
  }

  @Test
  void renjuOnAFifteenByFifteenValueWithoutAWinLengthIsAnErrorOnTheRule() {
    assertErrors(
        List.of(
            "  @Board(value = \"" + fifteen("- ".repeat(15).trim(), "- ".repeat(15).trim()) + "\",",
            "      rule = Rule.RENJU)",
            "  Position fifteenToWin();"),
        "[noughts:rule] fixture fifteenToWin: rule = RENJU is played on a 15 x 15 board with 5 to"
            + " win, but this board is 15 x 15 with 15 to win; for renju give rows = 15, columns ="
            + " 15 and winLength = 5 (or a 15 x 15 value with winLength = 5), or for this board"
            + " choose rule = Rule.FREE_STYLE or Rule.EXACTLY_K",
        "rule = Rule.RENJU");
  }

  // ---- A forbidden move of moves under renju: on moves, its number and reason ----

  @Test
  void aDoubleThreeInMovesIsAnErrorOnMovesWithTheMoveAndItsReason() {
    assertErrors(
        List.of(
            "  @Board(rows = 15, columns = 15, winLength = 5, rule = Rule.RENJU,",
            "      moves = \"8,6 1,1 8,7 1,3 6,8 1,5 7,8 1,7 8,8\")",
            "  Position doubleThree();"),
        "[noughts:forbidden-move] fixture doubleThree: move 9: X's (8,8) is forbidden under renju"
            + " (double three), a foul that ends the game, O winning; X may not move onto a"
            + " forbidden point, so play another move there",
        "moves = ");
  }

  @Test
  void aDoubleFourInMovesIsAnErrorWithItsReason() {
    assertErrors(
        List.of(
            "  @Board(rows = 15, columns = 15, winLength = 5, rule = Rule.RENJU,",
            "      moves = \"8,4 1,1 8,5 1,3 8,6 1,5 4,8 1,7 5,8 1,9 6,8 1,11 h8\")",
            "  Position doubleFour();"),
        "[noughts:forbidden-move] fixture doubleFour: move 13: X's (8,8) is forbidden under renju"
            + " (double four), a foul that ends the game, O winning; X may not move onto a"
            + " forbidden point, so play another move there",
        "moves = ");
  }

  @Test
  void anOverlineInMovesIsAnErrorWithItsReason() {
    assertErrors(
        List.of(
            "  @Board(rows = 15, columns = 15, winLength = 5, rule = Rule.RENJU,",
            "      moves = \"8,3 1,1 8,4 1,3 8,5 1,5 8,7 1,7 8,8 1,9 8,6\")",
            "  Position overline();"),
        "[noughts:forbidden-move] fixture overline: move 11: X's (8,6) is forbidden under renju"
            + " (overline), a foul that ends the game, O winning; X may not move onto a forbidden"
            + " point, so play another move there",
        "moves = ");
  }

  @Test
  void movesAfterAForbiddenMoveComeAfterTheEndOfTheGame() {
    assertErrors(
        List.of(
            "  @Board(rows = 15, columns = 15, winLength = 5, rule = Rule.RENJU,",
            "      moves = \"8,6 1,1 8,7 1,3 6,8 1,5 7,8 1,7 8,8 2,2\")",
            "  Position playedOn();"),
        "[noughts:game-over] fixture playedOn: move 10: (2,2) comes after the end of the game: O"
            + " won: X's move (8,8) was forbidden (double three) at move 9",
        "moves = ");
  }

  @Test
  void theSameMovesAreNoFoulUnderFreeStyleOrExactlyFive() {
    for (String rule : List.of("Rule.FREE_STYLE", "Rule.EXACTLY_K")) {
      Compilation compilation =
          compile(
              rules(
                  "  @Board(rows = 15, columns = 15, winLength = 5, rule = " + rule + ",",
                  "      moves = \"8,6 1,1 8,7 1,3 6,8 1,5 7,8 1,7 8,8\",",
                  "      expect = Outcome.IN_PROGRESS)",
                  "  Position doubleThree();"));
      assertThat(compilation).succeededWithoutWarnings();
    }
  }

  // ---- A win the rule denies: the expect error names the rule ----

  @Test
  void anOverlineClaimedAsAWinUnderExactlyKIsAnErrorNamingTheRule() {
    assertErrors(
        List.of(
            "  @Board(value = \"X X X X X X - / O O O O - O - / - - - - - - -\", winLength = 5,",
            "      rule = Rule.EXACTLY_K, expect = Outcome.X_WINS)",
            "  Position six();"),
        "[noughts:expect] fixture six: expected X_WINS but in progress: O to move; judged under"
            + " rule = Rule.EXACTLY_K, where exactly k in a row wins and a longer run wins for"
            + " neither player",
        "expect = Outcome.X_WINS");
  }

  @Test
  void anOverlineOfXClaimedAsAWinUnderRenjuIsAnErrorNamingTheRule() {
    String board = fifteen("- - X X X X X X - - - - - - -", "- - O O O O - O - - - - - - -");
    assertErrors(
        List.of(
            "  @Board(value = \"" + board + "\", winLength = 5,",
            "      rule = Rule.RENJU, expect = Outcome.X_WINS)",
            "  Position six();"),
        "[noughts:expect] fixture six: expected X_WINS but O wins: X has an overline, (8,3)-(8,8);"
            + " judged under rule = Rule.RENJU, where X wins with exactly five and loses by moving"
            + " onto a forbidden point (a double three, a double four or an overline), and O wins"
            + " with five or more",
        "expect = Outcome.X_WINS");
  }

  // ---- Perfect play: the solver under exactly k, a clean error where nothing checks it ----

  @Test
  void perfectPlayUnderExactlyKIsSolvedByThatRule() {
    // Free-style, X wins at once with (1,3): four in a row. Under exactly three it is no win,
    // and X must block O's three at (2,3): a draw.
    Compilation good =
        compile(
            rules(
                "  @Board(value = \"X X - X - / O O - - O\", winLength = 3, rule = Rule.EXACTLY_K,",
                "      perfectPlay = GameValue.DRAW, bestMoves = \"2,3\")",
                "  Position noFour();"));
    assertThat(good).succeededWithoutWarnings();
    assertErrors(
        List.of(
            "  @Board(value = \"X X - X - / O O - - O\", winLength = 3, rule = Rule.EXACTLY_K,",
            "      perfectPlay = GameValue.X_WINS)",
            "  Position noFour();"),
        "[noughts:perfect-play] fixture noFour: perfect play from here is a draw, not X_WINS",
        "perfectPlay = GameValue.X_WINS");
  }

  // ---- Beyond the solver under exactly k, and under renju: the prover checks claimed wins ----

  @Test
  void aForcedWinUnderExactlyKBeyondTheSolverIsProvedByThatRule() {
    // An open four of X's, (8,4)-(8,7): either end makes exactly five.
    String board = fifteen("- - - X X X X - - - - - - - -", "O - - - O - - - O - - - - - O");
    Compilation compilation =
        compile(
            rules(
                "  @Board(value = \"" + board + "\", winLength = 5, rule = Rule.EXACTLY_K,",
                "      perfectPlay = GameValue.X_WINS, winningMoves = {\"8,3\", \"8,8\"})",
                "  Position openFour();"));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void aWinningMoveThatMakesARunLongerThanKUnderExactlyKIsAnErrorSayingSo() {
    // X X X - X X closed by O at both ends: (8,7) makes six, five in a row for free-style only.
    String board = fifteen("- - O X X X - X X O - - - - -", "O - - - - - - - - - - - - O O");
    String fixture = "  @Board(value = \"" + board + "\", winLength = 5, rule = ";
    String claim = "      winningMoves = \"8,7\")";
    assertThat(compile(rules(fixture + "Rule.FREE_STYLE,", claim, "  Position six();")))
        .succeededWithoutWarnings();
    assertErrors(
        List.of(fixture + "Rule.EXACTLY_K,", claim, "  Position six();"),
        "[noughts:winning-moves] fixture six: winningMoves lists (8,7), but it is not proved to win"
            + " or lose: it makes (8,4)-(8,9), longer than 5 in a row, which wins for neither"
            + " player under exactly k; after it, neither player wins by fours and threes"
            + " (searched through, 217 nodes), the only wins the prover proves, so it is not"
            + " a proved win",
        "winningMoves = ");
  }

  /**
   * White to move: (8,8) is a double three of black's (a row and a column), and white's diagonal
   * (9,9) (10,10) (11,11), closed by black at (7,7) and (13,13), makes a four at (12,12) whose one
   * block is (8,8): under renju white wins with it, under free-style black blocks.
   */
  static final String FORBIDDEN_BLOCK =
      String.join(
          " / ",
          "O - - - - - - - - - - - - - O",
          "- - - - - - - - - - - - - - -",
          "- - - - - - - - - - - - - - -",
          "- - - - - - - - - - - - - - -",
          "- - - - - - - - - - - - - - -",
          "- - - - - - - X - - - - - - -",
          "- - - - - - X X - - - - - - -",
          "- - - - - X X - - - - - - - -",
          "- - - - - - - - O - - - - - -",
          "- - - - - - - - - O - - - - -",
          "- - - - - - - - - - O - - - -",
          "- - - - - - - - - - - - - - -",
          "- - - - - - - - - - - - X - -",
          "- - - - - - - - - - - - - - -",
          "- - - - - - - - - - - - - - -");

  /**
   * Black to move: (5,8) makes two fours, the row (5,5)-(5,8) and the column (2,8)-(5,8), each
   * closed by white: a double four, a win under free-style and a foul under renju.
   */
  static final String DOUBLE_FOUR =
      String.join(
          " / ",
          "- - - - - - - O - - - - - - -",
          "- - - - - - - X - - - - - - -",
          "- - - - - - - X - - - - - - -",
          "- - - - - - - X - - - - - - -",
          "- - - O X X X - - - - - - - -",
          "- - - - - - - - - - - - - - -",
          "- - - - - - - - - - - - - - -",
          "- - - - - - - - - - - - - - -",
          "- - - - - - - - - - - - - - -",
          "- - - - - - - - - - - - - - -",
          "- - - - - - - - - - - - - - -",
          "- - - - - - - - - - - - - - -",
          "- - - - - - - - - - - - - - -",
          "- - - - - - - - - - - - - - -",
          "O - - - - - O - - - O - - - O");

  @Test
  void underRenjuTheProverChecksClaimedWinsAndLosses() {
    Compilation compilation =
        compile(
            rules(
                "  @Board(value = \"" + FORBIDDEN_BLOCK + "\", winLength = 5, rule = Rule.RENJU,",
                "      perfectPlay = GameValue.O_WINS, winningMoves = \"12,12\")",
                "  Position forbiddenBlock();",
                "  @Board(value = \"" + DOUBLE_FOUR + "\", winLength = 5, rule = Rule.RENJU,",
                "      losingMoves = \"5,8\")",
                "  Position doubleFour();"));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void aDoubleFourOfXClaimedAsAWinningMoveUnderRenjuIsAnErrorOnTheMove() {
    String fixture = "  @Board(value = \"" + DOUBLE_FOUR + "\", winLength = 5, rule = ";
    String claim = "      winningMoves = \"5,8\")";
    assertErrors(
        List.of(fixture + "Rule.RENJU,", claim, "  Position doubleFour();"),
        "[noughts:winning-moves] fixture doubleFour: winningMoves lists (5,8), but it is forbidden"
            + " to X under renju (double four), a foul that ends the game, O winning, so it is not"
            + " a proved win",
        "winningMoves = ");
    assertThat(compile(rules(fixture + "Rule.FREE_STYLE,", claim, "  Position doubleFour();")))
        .succeededWithoutWarnings();
  }

  private static final String RENJU_NOT_SOLVED =
      " needs the position solved, but the exact solver plays free-style and exactly k, not renju; ";

  @Test
  void underRenjuWhatOnlyTheSolverChecksIsAnErrorOnItsAttributeSayingWhatTheProverChecks() {
    assertErrors(
        List.of(
            "  @Board(moves = \"h8 h9 g7\", rows = 15, columns = 15, winLength = 5,",
            "      rule = Rule.RENJU,",
            "      perfectPlay = GameValue.DRAW,",
            "      bestMoves = \"6,6\",",
            "      avoidMoves = \"7,7\")",
            "  Position opening();"),
        "[noughts:renju-not-solved] fixture opening: perfectPlay"
            + RENJU_NOT_SOLVED
            + "the prover proves wins, not draws",
        "perfectPlay = GameValue.DRAW",
        "[noughts:renju-not-solved] fixture opening: bestMoves"
            + RENJU_NOT_SOLVED
            + "list the moves proved to win with winningMoves, or the only moves that do not lose"
            + " with onlyMoves: the prover checks those",
        "bestMoves = ",
        "[noughts:renju-not-solved] fixture opening: avoidMoves"
            + RENJU_NOT_SOLVED
            + "list the moves proved to lose with losingMoves: the prover checks those",
        "avoidMoves = ");
  }

  /**
   * 15 x 15 under renju with 61 empty cells: few enough for the solver's own check, so it is the
   * solver's exception (renju refused) that the processor must not let reach javac.
   */
  static String crowdedRenjuBoard() {
    char[][] cells = new char[15][15];
    int x = 0;
    int o = 0;
    for (int row = 0; row < 15; row++) {
      for (int column = 0; column < 15; column++) {
        // X X O O across, shifted by two each row: no run of more than two in any direction.
        boolean mark = row < 11;
        boolean isX = (column + 2 * row) % 4 < 2;
        cells[row][column] = !mark ? '-' : isX ? 'X' : 'O';
        if (mark && isX) {
          x++;
        } else if (mark) {
          o++;
        }
      }
    }
    for (int row = 10; row >= 0 && x != o; row--) {
      for (int column = 14; column >= 0 && x != o; column--) {
        char majority = x > o ? 'X' : 'O';
        if (cells[row][column] == majority) {
          cells[row][column] = '-';
          if (majority == 'X') {
            x--;
          } else {
            o--;
          }
        }
      }
    }
    List<String> rows = new ArrayList<>();
    for (char[] row : cells) {
      rows.add(String.join(" ", new String(row).split("")));
    }
    return String.join(" / ", rows);
  }

  @Test
  void perfectPlayOnACrowdedRenjuBoardIsAnErrorNotAnException() {
    String board = crowdedRenjuBoard();
    Position position = Position.of(5, board).withRule(Rule.RENJU);
    assertThat(position.getEmptyCount()).isAtMost(Solver.MAX_EMPTY_CELLS);
    assertThat(Solver.whyUnsolvable(position)).isEmpty(); // so the solver itself would throw
    assertErrors(
        List.of(
            "  @Board(value = \"" + board + "\", winLength = 5, rule = Rule.RENJU,",
            "      perfectPlay = GameValue.DRAW)",
            "  Position crowded();"),
        "[noughts:renju-not-solved] fixture crowded: perfectPlay"
            + RENJU_NOT_SOLVED
            + "the prover proves wins, not draws",
        "perfectPlay = GameValue.DRAW");
  }
}
