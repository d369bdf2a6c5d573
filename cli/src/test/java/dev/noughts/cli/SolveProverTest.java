package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.Runs.json;
import static dev.noughts.cli.Runs.run;

import dev.noughts.cli.Runs.Run;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code noughts solve} beyond the exact solver: what the prover found, and {@code --budget}. */
class SolveProverTest {

  @Test
  void anOpenThreeOnFifteenByFifteenIsAWinByForceWithItsLine() {
    Run run = run(openThree(), "solve", "--win-length", "5");
    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out())
        .endsWith("in progress: X to move\nX wins by force: (8,6); line (8,6) (8,5) (8,10)\n");
    assertThat(run.err()).isEmpty();
  }

  @Test
  void everyWinningMoveListsEachFirstMoveTheBudgetProves() {
    Run run = run(openThree(), "solve", "--win-length", "5", "--every-winning-move");
    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out())
        .endsWith(
            "in progress: X to move\nX wins by force: (8,6) (8,10); line (8,6) (8,5) (8,10)\n");
  }

  @Test
  void jsonGivesTheValueTheWinningMovesTheLineAndTheNodes() throws IOException {
    Run run = run(openThree(), "solve", "--win-length", "5", "--json");
    assertThat(run.code()).isEqualTo(0);
    Map<String, Object> object = json(run.out().strip());
    assertThat(object.keySet())
        .containsExactly(
            "board",
            "status",
            "next",
            "value",
            "winning_moves",
            "line",
            "nodes",
            "beyond_solver",
            "file")
        .inOrder();
    assertThat(object).containsEntry("value", "x");
    assertThat(object).containsEntry("winning_moves", List.of(List.of(8, 6)));
    assertThat(object).containsEntry("line", List.of(List.of(8, 6), List.of(8, 5), List.of(8, 10)));
    assertThat(object).containsEntry("nodes", 2); // the search's, the same on every run
    assertThat(object).containsEntry("beyond_solver", "too_many_empty_cells");
  }

  @Test
  void aLossIsTheOpponentsWinWhateverTheMoverPlays() throws IOException {
    // O has four in a row open at both ends; X, to move, has no four.
    String board =
        gomoku(
            new int[] {1, 1, 1},
            new int[] {1, 15, 1},
            new int[] {15, 1, 1},
            new int[] {13, 13, 1},
            new int[] {3, 13, 1},
            new int[] {9, 2, 2},
            new int[] {9, 3, 2},
            new int[] {9, 4, 2},
            new int[] {9, 5, 2},
            new int[] {15, 15, 2});
    Run run = run(board, "solve", "--win-length", "5");
    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out()).contains("\nO wins by force whatever X plays: line ");
    Map<String, Object> object = json(run(board, "solve", "--win-length", "5", "--json").out());
    assertThat(object).containsEntry("value", "o");
    assertThat(object).containsEntry("winning_moves", List.of());
  }

  @Test
  void aPositionNotProvenIsNoErrorAndSaysSo() throws IOException {
    String quiet = gomoku(new int[] {8, 8, 1}, new int[] {1, 1, 2});
    Run run = run(quiet, "solve", "--win-length", "5", "--budget", "1");
    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out()).endsWith("in progress: X to move\nnot proven within 1 node\n");
    Map<String, Object> object =
        json(run(quiet, "solve", "--win-length", "5", "--json", "--budget", "1").out());
    assertThat(object).containsEntry("value", "unknown");
    assertThat(object).containsEntry("line", List.of());
    assertThat(object).containsEntry("nodes", 1); // the budget, spent
  }

  @Test
  void theNodesReportedAreNeverMoreThanTheBudget() throws IOException {
    for (int budget = 1; budget <= 20; budget++) {
      String[] args = {"solve", "--win-length", "5", "--json", "--budget", String.valueOf(budget)};
      Map<String, Object> object = json(run(openThree(), args).out());
      assertThat((Integer) object.get("nodes")).isAtMost(budget);
    }
    Run run = run(openThree(), "solve", "--win-length", "5", "--budget", "1");
    assertThat(run.out()).endsWith("in progress: X to move\nnot proven within 1 node\n");
    Map<String, Object> object =
        json(run(openThree(), "solve", "--win-length", "5", "--json", "--budget", "1").out());
    assertThat(object).containsEntry("value", "unknown");
    assertThat(object).containsEntry("nodes", 1); // the root: the open four would be a second
  }

  @Test
  void aBudgetOutOfRangeIsAUsageError() {
    for (String budget : new String[] {"0", "-5", "20000001"}) {
      Run run = run(openThree(), "solve", "--win-length", "5", "--budget", budget);
      assertThat(run.code()).isEqualTo(2);
      assertThat(run.out()).isEmpty();
      assertThat(run.err())
          .isEqualTo("noughts solve: --budget is " + budget + "; it must be 1 to 20000000 nodes\n");
    }
  }

  @Test
  void aBudgetIsANumberAsEveryNumberOnTheCommandLineIs() {
    Run run = run(openThree(), "solve", "--win-length", "5", "--budget", "+300");
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err())
        .startsWith(
            "Invalid value for option '--budget': '+300' is not an int (write it in ASCII digits,"
                + " with no + and no leading zero)");
  }

  @Test
  void aBoardTooLargeForTheProverIsAnError() {
    String large = ("- ".repeat(33).strip() + "\n").repeat(33);
    Run run = run(large, "solve", "--win-length", "5");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out())
        .endsWith(
            "; nor prove it: the prover takes boards of at most 1,024 cells (32 x 32), and this"
                + " one has 1,089\n");
  }

  /** X to move on 15 x 15: X's open three (8,7) to (8,9), O's three (9,3) to (9,5). */
  private static String openThree() {
    return gomoku(
        new int[] {1, 1, 1},
        new int[] {8, 7, 1},
        new int[] {8, 8, 1},
        new int[] {8, 9, 1},
        new int[] {9, 3, 2},
        new int[] {9, 4, 2},
        new int[] {9, 5, 2},
        new int[] {15, 15, 2});
  }

  /** A 15 x 15 board in notation with the marks (row, column, 1 for X or 2 for O) given. */
  private static String gomoku(int[]... marks) {
    char[][] cells = new char[15][15];
    for (char[] row : cells) {
      Arrays.fill(row, '-');
    }
    for (int[] mark : marks) {
      cells[mark[0] - 1][mark[1] - 1] = mark[2] == 1 ? 'X' : 'O';
    }
    StringBuilder text = new StringBuilder();
    for (char[] row : cells) {
      text.append(String.join(" ", new String(row).split(""))).append('\n');
    }
    return text.toString();
  }
}
