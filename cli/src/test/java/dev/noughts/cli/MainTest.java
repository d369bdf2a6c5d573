package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.Runs.json;
import static dev.noughts.cli.Runs.run;

import com.fasterxml.jackson.jr.ob.JSON;
import dev.noughts.Outcome;
import dev.noughts.Position;
import dev.noughts.cli.Runs.Run;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * End to end through {@link Main#run}: arguments and standard input in, output and exit code out.
 */
class MainTest {
  @TempDir Path folder;

  /** Standard input that cannot be read, as when it is closed. */
  private static InputStream unreadable() {
    return new InputStream() {
      @Override
      public int read() throws IOException {
        throw new IOException("Bad file descriptor");
      }
    };
  }

  /** Standard output on a full disk. */
  private static OutputStream full() {
    return new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw new IOException("No space left on device");
      }
    };
  }

  private Path file(String name, String text) throws IOException {
    return Files.writeString(folder.resolve(name), text);
  }

  @Test
  void checkDrawsTheBoardAndNamesTheWinningLineWithItsSquares() {
    Run run = run("X X X\nO O -\n- - -\n", "check");
    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out())
        .isEqualTo("== <stdin>\nX X X\nO O -\n- - -\nX wins: row 1 (1,1) (1,2) (1,3)\n");
    assertThat(run.err()).isEmpty();
  }

  @Test
  void checkSaysDraw() {
    Run run = run("X O X / X O O / O X X", "check");
    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out()).endsWith("\ndraw\n");
  }

  @Test
  void checkSaysWhoMovesNext() {
    Run run = run("X - - / - - - / - - -", "check");
    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out()).endsWith("\nin progress: O to move\n");
  }

  @Test
  void anImpossibleBoardGivesEveryReasonAndExitCodeOne() {
    Run run = run("O O O / X X - / X - X", "check");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out())
        .endsWith(
            "\nimpossible: O has a winning line (row 1), so O moved last and must have as"
                + " many marks as X (X 4, O 3)\n");
  }

  @Test
  void aMalformedBoardGivesEveryErrorWithRowAndCellAndExitCodeOne() {
    Run run = run("X O X\n- 0 -\n- - - -\n", "check");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out())
        .isEqualTo(
            "== <stdin>\n| X O X\n| - 0 -\n| - - - -\n"
                + "error: row 2, cell 2: '0' is not X, O or -; for O use the letter O\n"
                + "error: row 3 has 4 cells, expected 3\n");
  }

  @Test
  void classicCheckRejectsOtherSizes() {
    Run run = run("X - - - / - - - - / - - - - / - - - -", "check");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out()).contains("error: expected 3 rows, found 4");
  }

  @Test
  void aWellFormedSquareBoardOfAnotherSizeGetsAHintAtBothRules() throws IOException {
    String hint =
        "this is a 4 x 4 board; add --any-size for 4 in a row to win, or --win-length K for K in"
            + " a row to win (K from 1 to 4)";
    Run text = run("X - - - / - - - - / - - - - / - - - -", "check");
    assertThat(text.out()).endsWith("hint: " + hint + "\n");
    Run json = run("X - - - / - - - - / - - - - / - - - -", "check", "--json");
    assertThat(json(json.out().strip())).containsEntry("hint", hint);
  }

  @Test
  void aGomokuBoardGetsAHintAtBothRules() {
    String row = String.join(" ", Collections.nCopies(15, "-"));
    String board = String.join(" / ", Collections.nCopies(15, row));
    Run run = run(board, "check");
    assertThat(run.out())
        .endsWith(
            "hint: this is a 15 x 15 board; add --any-size for 15 in a row to win, or"
                + " --win-length K for K in a row to win (K from 1 to 15)\n");
  }

  @Test
  void aWellFormedRectangleGetsAHintAtTheWinLength() {
    Run run = run("X X - - / O O - -", "check");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out())
        .endsWith(
            "hint: this is a 2 x 4 board; add --win-length K for K in a row to win (K from 1 to"
                + " 4; --any-size takes square boards only)\n");
  }

  @Test
  void aMalformedBoardGetsNoSizeHint() {
    Run run = run("X O X\n- 0 -\n- - - -\n", "check");
    assertThat(run.out()).doesNotContain("hint");
  }

  @Test
  void anySizeTakesTheSizeFromTheInput() {
    Run run = run("X X X X / O O O - / - - - - / - - - -", "check", "--any-size");
    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out()).endsWith("X wins: row 1 (1,1) (1,2) (1,3) (1,4)\n");
  }

  @Test
  void jsonForAWinListsEveryLineAsOneBasedPairs() throws IOException {
    Run run = run("X X X / X O O / X O O", "check", "--json");
    assertThat(json(run.out().strip()))
        .containsExactly(
            "board", "X X X / X O O / X O O",
            "status", "win",
            "winner", "X",
            "lines",
                List.of(
                    List.of(List.of(1, 1), List.of(1, 2), List.of(1, 3)),
                    List.of(List.of(1, 1), List.of(2, 1), List.of(3, 1))),
            "file", "-")
        .inOrder();
  }

  @Test
  void jsonForADrawHasBoardAndStatusOnly() throws IOException {
    Run run = run("X O X / X O O / O X X", "check", "--json");
    assertThat(json(run.out().strip()))
        .containsExactly("board", "X O X / X O O / O X X", "status", "draw", "file", "-")
        .inOrder();
  }

  @Test
  void jsonForAGameInProgressNamesTheNextPlayer() throws IOException {
    Run run = run("x o x/-o-/---", "check", "--json");
    assertThat(json(run.out().strip()))
        .containsExactly(
            "board", "X O X / - O - / - - -", "status", "in_progress", "next", "X", "file", "-")
        .inOrder();
  }

  @Test
  void jsonForAnImpossibleBoardListsEveryProblem() throws IOException {
    Run run = run("X X X / O O O / - - -", "check", "--json");
    assertThat(run.code()).isEqualTo(1);
    Map<String, Object> object = json(run.out().strip());
    assertThat(object.keySet()).containsExactly("board", "status", "problems", "file").inOrder();
    assertThat(object.get("status")).isEqualTo("impossible");
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> problems = (List<Map<String, Object>>) object.get("problems");
    assertThat(problems.stream().map(p -> p.get("code")).toList())
        .containsExactly("both-won", "x-won-out-of-turn")
        .inOrder();
    assertThat(problems.get(0).keySet()).containsExactly("code", "message");
  }

  @Test
  void jsonForAMalformedBoardKeepsTheRawInputAndOmitsUnknownPlaces() throws IOException {
    Run run = run("X O # / - O -", "check", "--json");
    assertThat(run.code()).isEqualTo(1);
    assertThat(json(run.out().strip()))
        .containsExactly(
            "board", "X O # / - O -",
            "status", "error",
            "errors",
                List.of(
                    Map.of("message", "expected 3 rows, found 2"),
                    Map.of("row", 1, "cell", 3, "message", "row 1, cell 3: '#' is not X, O or -")),
            "file", "-")
        .inOrder();
  }

  @Test
  void eachLineChecksEveryNonBlankLineAndNamesIt() throws IOException {
    Path games = file("games.txt", "X X X / O O - / - - -\n\nO O - / X - - / - - -\n");
    Run run = run("", "check", "--each-line", games.toString());
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out()).contains("== " + games + ":1\n");
    assertThat(run.out()).contains("== " + games + ":3\n");
    assertThat(run.out()).doesNotContain(":2\n");
  }

  @Test
  void eachLineOverEveryThreeByThreeBoardAgreesWithTheRuntime() throws IOException {
    StringBuilder text = new StringBuilder();
    Map<Outcome, Integer> expected = new EnumMap<>(Outcome.class);
    int[] digits = new int[9];
    for (int code = 0; code < 19_683; code++) {
      int rest = code;
      for (int i = 0; i < 9; i++) {
        digits[i] = rest % 3;
        rest /= 3;
      }
      Position position =
          Position.fromArray(
              new int[][] {
                {digits[0], digits[1], digits[2]},
                {digits[3], digits[4], digits[5]},
                {digits[6], digits[7], digits[8]}
              });
      expected.merge(position.getVerdict().getOutcome(), 1, Integer::sum);
      text.append(position).append('\n');
    }
    Run run =
        run("", "check", "--each-line", "--json", file("all.txt", text.toString()).toString());

    Map<String, Integer> statuses = new TreeMap<>();
    int xWins = 0;
    for (String line : run.out().split("\n")) {
      Map<String, Object> object = json(line);
      statuses.merge((String) object.get("status"), 1, Integer::sum);
      if ("X".equals(object.get("winner"))) {
        xWins++;
      }
    }
    assertThat(statuses)
        .containsExactly(
            "draw", expected.get(Outcome.DRAW),
            "impossible", expected.get(Outcome.IMPOSSIBLE),
            "in_progress", expected.get(Outcome.IN_PROGRESS),
            "win", expected.get(Outcome.X_WINS) + expected.get(Outcome.O_WINS));
    assertThat(xWins).isEqualTo(expected.get(Outcome.X_WINS));
    assertThat(run.code()).isEqualTo(1);
  }

  @Test
  void inputLargerThanAnyBoardIsRefusedUnread() {
    Run run = run("-".repeat(Inputs.MAX_BOARD_CHARS + 1), "check", "--any-size");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out())
        .isEqualTo(
            "== <stdin>\nerror: <stdin> holds more than 16 MiB, more than the largest board"
                + " (1000 x 1000) needs; not read\n");
    assertThat(run.err()).isEmpty();
  }

  @Test
  void eachLineRefusesALineLongerThanTheLimitAndChecksTheLinesAfterIt() {
    String tooLong = "X".repeat(Inputs.MAX_LINE_CHARS + 1);
    Run run = run(tooLong + "\r\nX - - / - - - / - - -\n", "check", "--each-line");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out())
        .isEqualTo(
            "== <stdin>:1\n"
                + "error: line 1 holds more than 4194304 characters, more than the largest board"
                + " (1000 x 1000) needs on one line; skipped\n"
                + "\n== <stdin>:2\nX - -\n- - -\n- - -\nin progress: O to move\n");
  }

  @Test
  void eachLineReadsALineOfExactlyTheLimit() {
    Run run = run("X".repeat(Inputs.MAX_LINE_CHARS), "check", "--each-line", "--any-size");
    assertThat(run.out()).endsWith("\nerror: row 1 has 4194304 cells, expected 1\n");
  }

  @Test
  void theLineLimitHoldsTheLargestBoardAsNoughtsWritesIt() {
    StringBuilder board = new StringBuilder();
    for (int row = 0; row < 1000; row++) {
      board.append(row == 0 ? "" : " / ").append("- ".repeat(999)).append(row == 999 ? "X" : "-");
    }
    assertThat(board.length()).isEqualTo(2_001_997);
    Run run = run(board + "\n", "check", "--each-line", "--any-size", "--json");
    assertThat(run.out()).contains("\"status\":\"in_progress\",\"next\":\"O\"");
  }

  @Test
  void jsonForALineTooLongHasNoBoardButSaysWhere() throws IOException {
    Run run = run("\n" + "-".repeat(Inputs.MAX_LINE_CHARS + 1), "check", "--each-line", "--json");
    assertThat(json(run.out().strip()))
        .containsExactly(
            "status",
            "error",
            "errors",
            List.of(
                Map.of(
                    "message",
                    "line 2 holds more than 4194304 characters, more"
                        + " than the largest board (1000 x 1000) needs on one line; skipped")),
            "file",
            "-",
            "input_line",
            2)
        .inOrder();
  }

  @Test
  void aBoardWithMoreThanAHundredMistakesListsAHundredAndCountsTheRest() {
    Run run = run("#".repeat(1_000_000), "check", "--any-size");
    assertThat(run.code()).isEqualTo(1);
    List<String> errors = run.out().lines().filter(line -> line.startsWith("error: ")).toList();
    assertThat(errors).hasSize(101);
    assertThat(errors.get(99)).isEqualTo("error: row 1, cell 100: '#' is not X, O or -");
    assertThat(errors.get(100)).isEqualTo("error: and 999901 more errors not listed");
  }

  @Test
  void jsonForABoardWithMoreThanAHundredMistakesEndsWithTheCount() throws IOException {
    Run run = run("#".repeat(1_000_000), "check", "--any-size", "--json");
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> errors =
        (List<Map<String, Object>>) json(run.out().strip()).get("errors");
    assertThat(errors).hasSize(101);
    assertThat(errors.get(100)).containsExactly("message", "and 999901 more errors not listed");
  }

  @ParameterizedTest
  @ValueSource(strings = {"check", "check --each-line", "game-over"})
  void standardInputThatCannotBeReadIsExitCodeTwoWithOneLine(String command) {
    Run run = run(unreadable(), false, command.split(" "));
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).isEqualTo("noughts: cannot read standard input: Bad file descriptor\n");
  }

  @ParameterizedTest
  @ValueSource(strings = {"check", "check --each-line --json", "game-over", "--help"})
  void resultsThatCannotBeWrittenAreExitCodeTwoWithOneLine(String command) {
    // A 1 x 1 board of JSON: game-over says false; check says it is malformed.
    InputStream board = new ByteArrayInputStream("[[0]]\n".getBytes(StandardCharsets.UTF_8));
    Run run = run(board, full(), false, command.split(" "));
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo("noughts: cannot write standard output: No space left on device\n");
  }

  @Test
  @Timeout(60)
  void eachLineStopsReadingWhenResultsCannotBeWritten() {
    byte[] board = "X - - / - - - / - - -\n".getBytes(StandardCharsets.UTF_8);
    InputStream endless =
        new InputStream() {
          private int next;

          @Override
          public int read() {
            return board[next++ % board.length];
          }
        };
    Run run = run(endless, full(), false, "check", "--each-line");
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo("noughts: cannot write standard output: No space left on device\n");
  }

  @Test
  void theEchoOfAMalformedBoardShowsControlCharactersByCodePoint() {
    Run run = run("X O \u001b]0;title\u0007 / \u001b[2J- - / - -\u009b\t-", "check");
    assertThat(run.out())
        .startsWith("== <stdin>\n| X O U+001B]0;titleU+0007 / U+001B[2J- - / - -U+009B\t-\n");
    assertThat(run.out()).contains("error: row 1, cell 3: U+001B is not X, O or -\n");
  }

  @Test
  void aFileNameIsShownWithItsControlCharactersByCodePoint() throws IOException {
    Path file = file("evil\u001b[2J.txt", "X - - / - - - / - - -");
    Run run = run("", "check", file.toString());
    assertThat(run.out()).startsWith("== " + folder + "/evilU+001B[2J.txt\n");
  }

  @Test
  void jsonNamesTheFileAndTheInputLineOfEachBoard() throws IOException {
    Path games = file("games.txt", "X - - / - - - / - - -\n\n  \nO O - / X - - / - - -\n");
    Run run = run("", "check", "--each-line", "--json", games.toString());
    List<Map<String, Object>> objects = new ArrayList<>();
    for (String line : run.out().split("\n")) {
      objects.add(json(line));
    }
    assertThat(objects.get(0))
        .containsExactly(
            "board",
            "X - - / - - - / - - -",
            "status",
            "in_progress",
            "next",
            "O",
            "file",
            games.toString(),
            "input_line",
            1)
        .inOrder();
    assertThat(objects.get(1)).containsEntry("input_line", 4);
    assertThat(objects.get(1)).containsEntry("file", games.toString());
    assertThat(objects).hasSize(2);
  }

  @Test
  void jsonNamesStandardInputAsADash() throws IOException {
    Run run = run("X - - / - - - / - - -\n", "check", "--each-line", "--json", "-");
    assertThat(json(run.out().strip())).containsEntry("file", "-");
    assertThat(json(run.out().strip())).containsEntry("input_line", 1);
  }

  @Test
  void gameOverRefusesInputLargerThanAnyBoard() {
    Run run = run("0 ".repeat(Inputs.MAX_BOARD_CHARS / 2 + 1), "game-over");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.err()).contains("<stdin> holds more than 16 MiB");
  }

  @Test
  void readingStopsAtTheLimit() throws IOException {
    Source source = new Source("board.txt");
    assertThat(Inputs.readWhole(source, new StringReader("abc"), 3).text()).isEqualTo("abc");
    assertThat(Inputs.readWhole(source, new StringReader("abcd"), 3).text()).isNull();
  }

  @Test
  void aDashReadsStandardInput() {
    Run run = run("X - - / - - - / - - -", "check", "-");
    assertThat(run.out()).startsWith("== <stdin>\n");
  }

  @Test
  void atATerminalCheckSaysWhatItExpects() {
    Run run = run("X - - / - - - / - - -", true, "check");
    assertThat(run.err()).startsWith("noughts check: reading one board from standard input");
  }

  @Test
  void anUnreadableFileIsAUsageErrorWithNothingOnStandardOutput() {
    Run run = run("", "check", folder.resolve("missing.txt").toString());
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .isEqualTo("noughts: cannot read " + folder.resolve("missing.txt") + ": no such file\n");
  }

  @Test
  void otherFilesAreStillCheckedWhenOneCannotBeRead() throws IOException {
    Path good = file("good.txt", "X - - / - - - / - - -");
    Run run = run("", "check", folder.resolve("missing.txt").toString(), good.toString());
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.out()).contains("in progress: O to move");
  }

  @Test
  void anUnknownOptionIsAUsageError() {
    Run run = run("", "check", "--frobnicate");
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err()).contains("Unknown option: '--frobnicate'");
    assertThat(run.out()).isEmpty();
  }

  @Test
  void noCommandIsAUsageErrorThatListsTheCommands() {
    Run run = run("");
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err()).contains("missing command");
    assertThat(run.err()).contains("game-over");
  }

  @Test
  void helpAndVersionSucceed() {
    assertThat(run("", "--help").out()).contains("Usage: noughts");
    assertThat(run("", "check", "--help").out()).contains("--each-line");
    assertThat(run("", "game-over", "--help").out()).contains("--json");
    Run version = run("", "--version");
    assertThat(version.code()).isEqualTo(0);
    assertThat(version.out()).startsWith("noughts ");
  }

  @Test
  void gameOverReadsJson() {
    Run run = run("[[0,0,2],[1,2,1],[2,1,0]]", "game-over");
    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out()).isEqualTo("true\n");
  }

  @Test
  void gameOverReadsRowsOfNumbers() {
    assertThat(run("1 2 1\n1 2 2\n2 1 1\n", "game-over").out()).isEqualTo("true\n");
    assertThat(run("1 2 0\n0 1 0\n2 0 0\n", "game-over").out()).isEqualTo("false\n");
  }

  @Test
  void gameOverPrintsJsonWhenAsked() {
    assertThat(run("[[1,2,0],[0,1,0],[2,0,0]]", "game-over", "--json").out())
        .isEqualTo("{\"game_over\":false,\"file\":\"-\"}\n");
  }

  @Test
  void gameOverTakesAThousandByAThousand() throws IOException {
    StringBuilder text = new StringBuilder();
    for (int r = 0; r < 1000; r++) {
      List<String> row = new ArrayList<>();
      for (int c = 0; c < 1000; c++) {
        row.add(c == 999 - r ? "2" : (r + c) % 2 == 0 ? "0" : "1");
      }
      text.append(String.join(" ", row)).append('\n');
    }
    Run run = run("", "game-over", file("big.txt", text.toString()).toString());
    assertThat(run.out()).isEqualTo("true\n");
  }

  @Test
  void gameOverRejectsBadValuesWithTheirPlace() {
    Run run = run("[[0,0,2],[1,7,1],[2,1,0]]", "game-over");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .isEqualTo(
            "noughts game-over: <stdin>: row 2, cell 2: 7 is not 0 (empty), 1 (X) or 2 (O)\n");
  }

  @Test
  void gameOverRejectsRaggedBoards() {
    Run run = run("1 2\n1\n", "game-over");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.err()).contains("row 2 has 1 cell, expected 2");
  }

  @Test
  void gameOverJsonNamesTheFile() throws IOException {
    Path board = file("board.json", "[[1,2,0],[0,1,0],[2,0,0]]");
    assertThat(run("", "game-over", "--json", board.toString()).out())
        .isEqualTo("{\"game_over\":false,\"file\":" + JSON.std.asString(board.toString()) + "}\n");
  }

  @Test
  void gameOverRejectsContentAfterTheBoard() {
    Run run = run("[[0,0,2],[1,2,1],[2,1,0]] trailing", "game-over");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .isEqualTo(
            "noughts game-over: <stdin>: more after the board at line 1, column 27;"
                + " give one board per input\n");
  }

  @Test
  void gameOverRejectsTwoBoardsInOneInput() {
    Run run = run("[[0,0,2],[1,2,1],[2,1,0]]\n\n[[0,0,0],[0,0,0],[0,0,0]]\n", "game-over");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).contains("more after the board at line 3, column 1;");
  }

  @Test
  void gameOverTakesBlankSpaceAfterTheBoard() {
    assertThat(run("[[1,2,0],[0,1,0],[2,0,0]]\n\n \t\r\n", "game-over").out()).isEqualTo("false\n");
  }

  @Test
  void gameOverCellsAreOnlyAsciiDigits() {
    assertThat(run("\uff11 1 2\n1 2 2\n2 1 1\n", "game-over").err())
        .isEqualTo("noughts game-over: <stdin>: row 1, cell 1: '\uff11' is not 0, 1 or 2\n");
    assertThat(run("1 2 1\n1 \u0663 2\n2 1 1\n", "game-over").err())
        .contains("row 2, cell 2: '\u0663' is not 0, 1 or 2");
    assertThat(run("1 2 1\n1 2 2\n2 1 +1\n", "game-over").err())
        .contains("row 3, cell 3: '+1' is not 0, 1 or 2");
    assertThat(run("1 2 1\n1 2 2\n2 1 01\n", "game-over").err())
        .contains("row 3, cell 3: '01' is not 0, 1 or 2");
    assertThat(run("1 2 1\n1 2 2\n2 1 99999999999\n", "game-over").err())
        .contains("row 3, cell 3: '99999999999' is not 0, 1 or 2");
  }

  @Test
  void gameOverLeavesWholeNumbersToTheRule() {
    assertThat(run("1 2 1\n1 2 2\n2 1 -1\n", "game-over").err())
        .contains("row 3, cell 3: -1 is not 0 (empty), 1 (X) or 2 (O)");
  }

  @Test
  void gameOverErrorsShowControlCharactersByCodePoint() {
    assertThat(run("1 2 1\n1 2 2\n2 1 \u001b[2J\n", "game-over").err())
        .contains("row 3, cell 3: 'U+001B[2J' is not 0, 1 or 2");
  }

  @Test
  void gameOverRejectsWordsAndBrokenJson() {
    assertThat(run("1 x\n0 0\n", "game-over").err())
        .contains("row 1, cell 2: 'x' is not 0, 1 or 2");
    assertThat(run("[[1,2],[0,", "game-over").err()).contains("not valid JSON");
    assertThat(run("[[1,\"a\"],[0,0]]", "game-over").err())
        .contains("row 1, cell 2: \"a\" is not 0, 1 or 2\n");
    assertThat(run("", "game-over").err()).contains("no board");
  }

  @Test
  void gameOverSaysWhereJsonGoesWrongAndWhatIsThereInItsOwnWords() {
    String[][] cases = {
      {"[[1,2,x]]", "at line 1, column 7: unexpected 'x'"},
      {"[[1,2,0],[1", "at line 1, column 12: the input ends before the board is closed"},
      {"[[\"a\nb\"]]", "at line 1, column 5: unexpected U+000A"},
      {"[[01]]", "at line 1, column 4: unexpected '01'"},
      {"[[tru]]", "at line 1, column 3: unexpected 'tru'"},
      {"[[NaN]]", "at line 1, column 6: unexpected 'NaN'"},
      {"[[1,2]\n,\n#]", "at line 3, column 1: unexpected '#'"},
      {"[[\u00a0]]", "at line 1, column 3: unexpected U+00A0"},
      {"[[1,2,]]", "at line 1, column 7: unexpected ']'"},
      {"[{]", "at line 1, column 3: unexpected ']'"},
      {"[[1}]", "at line 1, column 4: unexpected '}'"},
      {
        "[[" + "9".repeat(30) + "x]]",
        "at line 1, column 33: unexpected '" + "9".repeat(20) + "...'"
      },
    };
    for (String[] c : cases) {
      assertThat(run(c[0], "game-over").err())
          .isEqualTo("noughts game-over: <stdin>: not valid JSON " + c[1] + "\n");
    }
    assertThat(run("[".repeat(1001), "game-over").err())
        .isEqualTo(
            "noughts game-over: <stdin>: not valid JSON for a board: arrays nested more than 1000"
                + " deep\n");
    assertThat(run("[[" + "1".repeat(1001) + "]]", "game-over").err())
        .isEqualTo(
            "noughts game-over: <stdin>: not valid JSON for a board: a number longer than 1000"
                + " characters\n");
  }
}
