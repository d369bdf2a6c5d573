package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.Runs.json;
import static dev.noughts.cli.Runs.run;

import dev.noughts.GameValue;
import dev.noughts.Position;
import dev.noughts.Solution;
import dev.noughts.Solver;
import dev.noughts.Verdict;
import dev.noughts.cli.Runs.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code noughts solve}, end to end through {@link Main#run}. */
class SolveCommandTest {
  @TempDir Path folder;

  @Test
  void textGivesTheValueTheBestMovesAndEveryMoveAfterWhatCheckSays() {
    Run run = run("X O - / - X - / O - -", "solve");
    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out())
        .isEqualTo(
            "== <stdin>\nX O -\n- X -\nO - -\nin progress: X to move\n"
                + "X wins in 1: best moves (2,1) (2,3) (3,3)\n"
                + "moves: (1,3): draw in 5; (2,1): X wins in 3; (2,3): X wins in 3;"
                + " (3,2): draw in 5; (3,3): X wins in 1\n");
    assertThat(run.err()).isEmpty();
  }

  @Test
  void textForAFinishedGameIsWhatCheckSays() {
    assertThat(run("X X X / O O - / - - -", "solve").out())
        .isEqualTo(run("X X X / O O - / - - -", "check").out());
  }

  @Test
  void jsonAddsValuePliesBestMovesAndEveryMove() throws IOException {
    Run run = run("X O - / - X - / O - -", "solve", "--json");
    assertThat(run.code()).isEqualTo(0);
    Map<String, Object> object = json(run.out().strip());
    assertThat(object.keySet())
        .containsExactly("board", "status", "next", "value", "plies", "best_moves", "moves", "file")
        .inOrder();
    assertThat(object).containsEntry("value", "x");
    assertThat(object).containsEntry("plies", 1);
    assertThat(object)
        .containsEntry("best_moves", List.of(List.of(2, 1), List.of(2, 3), List.of(3, 3)));
    assertThat(object)
        .containsEntry(
            "moves",
            List.of(
                Map.of("move", List.of(1, 3), "value", "draw", "plies", 5),
                Map.of("move", List.of(2, 1), "value", "x", "plies", 3),
                Map.of("move", List.of(2, 3), "value", "x", "plies", 3),
                Map.of("move", List.of(3, 2), "value", "draw", "plies", 5),
                Map.of("move", List.of(3, 3), "value", "x", "plies", 1)));
  }

  @Test
  void jsonForAFinishedGameHasItsResultNoPliesAndNoMoves() throws IOException {
    Map<String, Object> object = json(run("X O X / X O O / O X X", "solve", "--json").out());
    assertThat(object)
        .containsExactly(
            "board",
            "X O X / X O O / O X X",
            "status",
            "draw",
            "value",
            "draw",
            "plies",
            0,
            "best_moves",
            List.of(),
            "moves",
            List.of(),
            "file",
            "-");
  }

  @Test
  void impossibleAndMalformedBoardsAreReportedAsCheckReportsThem() {
    for (String board : List.of("X X X / O O O / - - -", "X O # / - O -")) {
      for (String format : List.of("--json", "--each-line")) {
        Run solve = run(board, "solve", format);
        Run check = run(board, "check", format);
        assertThat(solve.code()).isEqualTo(1);
        assertThat(solve.out()).isEqualTo(check.out());
      }
    }
  }

  @Test
  void aBoardBeyondTheSolverAndTheProverIsAnError() throws IOException {
    String empty33 = String.join(" / ", Collections.nCopies(33, "- ".repeat(33).strip()));
    String message =
        "cannot solve this board: it has 1,089 empty cells; the solver takes at most 64 on a"
            + " board of more than 25 cells (every position of a board up to 25 cells, such as 5 x"
            + " 5, and endgames of larger boards); nor prove it: the prover takes boards of at most"
            + " 1,024 cells (32 x 32), and this one has 1,089";
    Run text = run(empty33, "solve", "--any-size");
    assertThat(text.code()).isEqualTo(1);
    assertThat(text.out()).endsWith("\nin progress: X to move\nerror: " + message + "\n");
    Run json = run(empty33, "solve", "--any-size", "--json");
    assertThat(json.code()).isEqualTo(1);
    assertThat(json(json.out()))
        .containsExactly(
            "board",
            empty33,
            "status",
            "error",
            "errors",
            List.of(Map.of("message", message)),
            "file",
            "-");
  }

  @Test
  void aBoardBeyondTheSolverGoesToTheProver() {
    Run run =
        run(
            String.join(" / ", Collections.nCopies(9, "- - - - - - - - -")), // 81 empty cells
            "solve",
            "--any-size");
    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out())
        .containsMatch(
            "\nnot proven: no win by fours and threes for either player \\(\\d+ nodes\\)\n$");
  }

  /** O's (4,2) is neither a four nor a three, but threatens a win by fours. */
  @Test
  void vcfThreatsProveAWinThatFoursAndThreesDoNot() {
    String board =
        "X - - - X - O - - / - - - - - - - - - / O - - - - - - - - / X - - - - - - - - /"
            + " O - - - - - - - - / - - - - - - - - - / - - - - - - X - - / - - - - - - - - - /"
            + " - - - - - - - - -";
    Run plain = run(board, "solve", "--any-size", "--win-length", "4");
    assertThat(plain.out())
        .endsWith("\nnot proven: no win by fours and threes for either player (4,903 nodes)\n");
    Run threats = run(board, "solve", "--any-size", "--win-length", "4", "--vcf-threats");
    assertThat(threats.code()).isEqualTo(0);
    assertThat(threats.out())
        .endsWith(
            "\nO wins by force: (3,3); line (3,3) (4,4) (3,4) (3,2) (3,5) (3,6) (4,2) (2,4) (5,3)"
                + " (6,4) (4,3) (2,3) (6,3)\n");
  }

  @Test
  void aLargerBoardWithSeventeenToSixtyFourEmptyCellsIsSolvedWhenTheSolversBudgetCoversIt()
      throws IOException {
    String twentyEmpty =
        "- - X O - - / X O - - - - / X O - - X - / O X - - - X / - - O - X - / - O O X - O";
    Map<String, Object> object =
        json(run(twentyEmpty, "solve", "--any-size", "--win-length", "5", "--json").out());
    assertThat(object).containsEntry("value", "draw");
    assertThat(object).containsEntry("plies", 20);
    // 25 empty cells: some 28 million nodes, beyond the solver's 2,000,000, so the prover looks.
    String twentyFiveEmpty =
        "- - - - - - / X - - O X - / - - O X X - / - O - X - O / - - - - - - / - - X O - -";
    Run run = run(twentyFiveEmpty, "solve", "--any-size", "--win-length", "5");
    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out())
        .containsMatch(
            "\nnot proven: no win by fours and threes for either player \\(\\d+ nodes\\); the"
                + " exact solver spent its 2,000,000 nodes first\n$");
    Map<String, Object> proved =
        json(run(twentyFiveEmpty, "solve", "--any-size", "--win-length", "5", "--json").out());
    assertThat(proved).containsEntry("value", "unknown");
    assertThat(proved).containsEntry("beyond_solver", "budget_spent");
  }

  @Test
  void everyFiveByFiveBoardIsSolvedHoweverManyCellsAreEmpty() throws IOException {
    String board = "X X X X - / O O O - - / - - - - - / - - - - - / O - - - -"; // 17 empty
    Map<String, Object> object = json(run(board, "solve", "--any-size", "--json").out());
    assertThat(object).containsEntry("value", "x");
    assertThat(object).containsEntry("plies", 1);
    assertThat(object).containsEntry("best_moves", List.of(List.of(1, 5)));
  }

  @Test
  void anySizeSolvesEndgamesOfLargerBoards() throws IOException {
    String board = "X X X X - / O O O O - / X O X O X / O X O X O / - - - - -";
    Map<String, Object> object = json(run(board, "solve", "--any-size", "--json").out());
    assertThat(object).containsEntry("value", "x");
    assertThat(object).containsEntry("plies", 1);
    assertThat(object).containsEntry("best_moves", List.of(List.of(1, 5)));
  }

  @Test
  void eachLineOverEveryLegalThreeByThreeBoardAgreesWithTheRuntime() throws IOException {
    StringBuilder text = new StringBuilder();
    int legal = 0;
    for (int code = 0; code < 19_683; code++) {
      int[][] cells = new int[3][3];
      for (int i = 0, rest = code; i < 9; i++, rest /= 3) {
        cells[i / 3][i % 3] = rest % 3;
      }
      Position position = Position.fromArray(cells);
      if (!(position.getVerdict() instanceof Verdict.Impossible)) {
        text.append(position).append('\n');
        legal++;
      }
    }
    Path boards = Files.writeString(folder.resolve("legal.txt"), text);
    Run run = run("", "solve", "--each-line", "--json", boards.toString());
    assertThat(run.code()).isEqualTo(0);
    Solver solver = new Solver();
    String[] lines = run.out().split("\n");
    assertThat(lines).hasLength(legal);
    for (String line : lines) {
      Map<String, Object> object = json(line);
      Solution solution = solver.solve(Position.of((String) object.get("board")));
      assertThat(object.get("value"))
          .isEqualTo(
              solution.value() == GameValue.DRAW
                  ? "draw"
                  : solution.value() == GameValue.X_WINS ? "x" : "o");
      assertThat(object.get("plies")).isEqualTo(solution.plies());
      assertThat((List<?>) object.get("moves")).hasSize(solution.moves().size());
    }
  }
}
