package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.Runs.json;
import static dev.noughts.cli.Runs.run;

import dev.noughts.Position;
import dev.noughts.Solver;
import dev.noughts.cli.Runs.Run;
import dev.noughts.oracles.LegalPlay;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code --win-length K} on {@code check}, {@code solve}, {@code perft} and {@code game-over}. */
class WinLengthOptionTest {
  /** A 15 x 15 gomoku board: X has five in a row on row 8 and a run of five on a diagonal. */
  private static String gomoku() {
    char[][] cells = new char[15][15];
    for (char[] row : cells) {
      Arrays.fill(row, '-');
    }
    for (int c = 3; c < 8; c++) {
      cells[7][c] = 'X'; // (8,4)-(8,8)
    }
    for (int i = 0; i < 4; i++) {
      cells[0][i * 2] = 'O'; // scattered, no run
    }
    StringBuilder text = new StringBuilder();
    for (char[] row : cells) {
      text.append(String.valueOf(row).replace("", " ").strip()).append('\n');
    }
    return text.toString();
  }

  @Test
  void checkOnAGomokuBoardListsTheWinnersRunWithEveryCell() {
    Run run = run(gomoku(), "check", "--win-length", "5");
    assertThat(run.code()).isEqualTo(0);
    assertThat(run.err()).isEmpty();
    assertThat(run.out()).startsWith("== <stdin>\nO - O - O - O - - - - - - - -\n");
    assertThat(run.out()).endsWith("\nX wins: (8,4)-(8,8) (8,4) (8,5) (8,6) (8,7) (8,8)\n");
    assertThat(run.out().lines().count()).isEqualTo(1 + 15 + 1);
  }

  @Test
  void checkListsEveryRunOfTheWinnerInJsonToo() throws IOException {
    // 3 x 4, three to win: X's last move at (1,3) made a row and a diagonal at once.
    Run run = run("X X X - / O X O - / X O O -", "check", "--win-length", "3", "--json");
    assertThat(run.code()).isEqualTo(0);
    assertThat(json(run.out().strip()))
        .containsExactly(
            "board", "X X X - / O X O - / X O O -",
            "status", "win",
            "winner", "X",
            "lines",
                List.of(
                    List.of(List.of(1, 1), List.of(1, 2), List.of(1, 3)),
                    List.of(List.of(1, 3), List.of(2, 2), List.of(3, 1))),
            "file", "-")
        .inOrder();
  }

  @Test
  void theImpossibleGetEveryReasonInWordsForK() {
    Run run = run("X X X - / O - O - / X X X O / O - O -", "check", "--win-length", "3");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out())
        .endsWith(
            "\nimpossible: X has two separate winning lines, (1,1)-(1,3) and (3,1)-(3,3), but one"
                + " move can complete only lines that share it\n");
  }

  @Test
  void aWinLengthOfTheSizeOfASquareBoardChangesNothing() {
    for (String command : List.of("check", "solve")) {
      String board = "X O X / - O - / - - -";
      assertThat(run(board, command, "--win-length", "3")).isEqualTo(run(board, command));
      assertThat(run(board, command, "--win-length", "3", "--json"))
          .isEqualTo(run(board, command, "--json"));
    }
    assertThat(run("X - - / - O - / - - -", "perft", "--win-length", "3"))
        .isEqualTo(run("X - - / - O - / - - -", "perft"));
    assertThat(run("", true, "perft", "--win-length", "3", "--depth", "4"))
        .isEqualTo(run("", true, "perft", "--depth", "4"));
  }

  @Test
  void eachLineTakesBoardsOfEveryShapeAndSkipsBlankLines() {
    Run run =
        run(
            "X X - / O - -\n\nX - - - - / - - - - -\nX X X\n",
            "check",
            "--each-line",
            "--win-length",
            "2");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out())
        .isEqualTo(
            "== <stdin>:1\nX X -\nO - -\nX wins: (1,1)-(1,2) (1,1) (1,2)"
                + "\n\n== <stdin>:3\nX - - - -\n- - - - -\nin progress: O to move"
                + "\n\n== <stdin>:4\nX X X\nimpossible: X has 3 marks more than O (X 3, O 0), but"
                + " the players alternate, so X leads by one at most; X has a winning line"
                + " ((1,1)-(1,3)), so X moved last and must have one mark more than O (X 3, O 0)\n");
  }

  @Test
  void boardsMayBeAsLargeAsAThousandByAThousand() throws IOException {
    String row = "-".repeat(1000);
    String board = (row + "\n").repeat(1000);
    Run run = run(board, "check", "--win-length", "5", "--json");
    assertThat(run.code()).isEqualTo(0);
    assertThat(json(run.out().strip())).containsEntry("status", "in_progress");
    Run wide = run("-".repeat(1001), "check", "--win-length", "5");
    assertThat(wide.code()).isEqualTo(1);
    assertThat(wide.out())
        .contains("error: row 1 has 1001 cells, but boards have at most 1000 columns\n");
  }

  @ParameterizedTest
  @ValueSource(strings = {"check", "solve", "perft", "game-over"})
  void aWinLengthThatFitsNoBoardIsAUsageErrorBeforeAnythingIsRead(String command) {
    for (String k : List.of("0", "-3", "1001")) {
      Run run = run("X", command, "--win-length", k);
      assertThat(run.code()).isEqualTo(ExitCode.USAGE);
      assertThat(run.out()).isEmpty();
      assertThat(run.err())
          .isEqualTo(
              "noughts "
                  + command
                  + ": --win-length is "
                  + k
                  + "; it must be 1 to 1000 (and fit each board: at most its longer side)\n");
    }
    Run notANumber = run("X", command, "--win-length", "five");
    assertThat(notANumber.code()).isEqualTo(ExitCode.USAGE);
    assertThat(notANumber.err())
        .startsWith(
            "Invalid value for option '--win-length': 'five' is not an int (write it in ASCII"
                + " digits, with no + and no leading zero)\n");
    assertThat(notANumber.err()).doesNotContain("Exception");
  }

  @ParameterizedTest
  @ValueSource(strings = {"check", "solve", "perft"})
  void jsonForABoardTheWinLengthDoesNotFitWritesTheBoardAsNoughtsWritesIt(String command) {
    Run run = run("X X - -\r\nO O - -\n", command, "--win-length", "5", "--json");
    assertThat(run.code()).isEqualTo(ExitCode.BAD_BOARD);
    assertThat(run.out())
        .isEqualTo(
            "{\"board\":\"X X - - / O O - -\",\"status\":\"error\",\"errors\":[{\"message\":"
                + "\"win length is 5; on a 2 x 4 board it is 1 to 4 (the longer side)\"}],"
                + "\"file\":\"-\"}\n");
  }

  @Test
  void textForABoardTheWinLengthDoesNotFitEchoesTheInputLineByLine() {
    Run run = run("X X - -\r\nO O - -\n", "check", "--win-length", "5");
    assertThat(run.out())
        .isEqualTo(
            "== <stdin>\n| X X - -\n| O O - -\n"
                + "error: win length is 5; on a 2 x 4 board it is 1 to 4 (the longer side)\n");
  }

  @Test
  void gameOverTellsARaggedRowOfRowOneNotOfASquareBoard() {
    String ragged = "0 0 0\n0 0\n0 0 0\n";
    Run run = run(ragged, "game-over", "--win-length", "3");
    assertThat(run.code()).isEqualTo(ExitCode.BAD_BOARD);
    assertThat(run.err())
        .isEqualTo(
            "noughts game-over: <stdin>: row 2 has 2 cells, expected 3 (as many as row 1)\n");
    assertThat(run(ragged, "game-over").err())
        .isEqualTo(
            "noughts game-over: <stdin>: row 2 has 2 cells, expected 3 (the board must be"
                + " square)\n");
  }

  @Test
  void aWinLengthLongerThanEveryLineOfTheBoardIsThatBoardsError() throws IOException {
    Run text = run("X X - - / O O - -", "check", "--win-length", "5");
    assertThat(text.code()).isEqualTo(ExitCode.BAD_BOARD);
    assertThat(text.out())
        .isEqualTo(
            "== <stdin>\n| X X - - / O O - -\n"
                + "error: win length is 5; on a 2 x 4 board it is 1 to 4 (the longer side)\n");
    assertThat(text.err()).isEmpty();
    Run lines = run("X X - - / O O - -\nX - - - -\n", "solve", "--each-line", "--win-length", "5");
    assertThat(lines.code()).isEqualTo(ExitCode.BAD_BOARD);
    assertThat(lines.out()).contains("== <stdin>:2\nX - - - -\nin progress: O to move\n");
    Run json = run("X X - - / O O - -", "perft", "--win-length", "5", "--json");
    assertThat(json.code()).isEqualTo(ExitCode.BAD_BOARD);
    assertThat(json(json.out().strip()))
        .containsExactly(
            "board",
            "X X - - / O O - -",
            "status",
            "error",
            "errors",
            List.of(
                Map.of(
                    "message", "win length is 5; on a 2 x 4 board it is 1 to 4 (the longer side)")),
            "file",
            "-")
        .inOrder();
    Run atATerminal = run("", true, "perft", "--win-length", "4");
    assertThat(atATerminal.code()).isEqualTo(ExitCode.USAGE);
    assertThat(atATerminal.err())
        .isEqualTo(
            "noughts perft: --win-length is 4, but the empty 3 x 3 board has lines of 3 cells;"
                + " give a larger board\n");
  }

  @Test
  void solveSolvesKInARowAsTheSolverDoes() {
    String board = "X X - - / O O - - / - - - -";
    Run run = run(board, "solve", "--win-length", "3");
    assertThat(run.code()).isEqualTo(0);
    String solution = new Solver().solve(Position.of(3, board)).toString();
    assertThat(run.out()).contains("\nin progress: X to move\n" + solution + "\nmoves: ");
    assertThat(solution).startsWith("X wins in 1: best moves (1,3)");
  }

  @Test
  void perftCountsAgreeWithASearchOfLegalPlay() {
    String board = "- - - - / - - - - / - - - -";
    Run run = run(board, "perft", "--win-length", "3", "--depth", "6");
    assertThat(run.code()).isEqualTo(0);
    StringBuilder expected = new StringBuilder();
    for (int depth = 1; depth <= 6; depth++) {
      expected.append("depth ").append(depth).append(": ");
      expected.append(LegalPlay.sequences(new int[3][4], 3, 1, depth)).append('\n');
    }
    assertThat(run.out()).isEqualTo(expected.toString());
  }

  @Test
  void gameOverTakesAWinLengthAndBoardsOfAnyShape() {
    assertThat(run("1 1 1 0\n2 2 0 0\n", "game-over", "--win-length", "3").out())
        .isEqualTo("true\n");
    assertThat(run("[[1,1,0,0],[2,2,0,0]]", "game-over", "--win-length", "3").out())
        .isEqualTo("false\n");
    assertThat(run("[[1,0,0],[2,1,0],[2,0,1]]", "game-over", "--win-length", "2").out())
        .isEqualTo("true\n");
    Run tooLong = run("1 1 0 0\n2 2 0 0\n", "game-over", "--win-length", "5");
    assertThat(tooLong.code()).isEqualTo(ExitCode.BAD_BOARD);
    assertThat(tooLong.out()).isEmpty();
    assertThat(tooLong.err())
        .isEqualTo(
            "noughts game-over: <stdin>: win length is 5; on a 2 x 4 board it is 1 to 4 (the"
                + " longer side)\n");
  }
}
