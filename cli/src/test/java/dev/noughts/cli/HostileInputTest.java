package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.Runs.run;

import dev.noughts.cli.Runs.Run;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Inputs that once broke the command, each with what it does now. */
class HostileInputTest {
  @TempDir Path folder;

  private static final String IN_PROGRESS = "X - - / - - - / - - -";

  /** Three boards, one per line, with a byte that is not UTF-8 in the second line. */
  private static byte[] badByteOnLineTwo() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    bytes.writeBytes((IN_PROGRESS + "\n").getBytes(StandardCharsets.UTF_8));
    bytes.writeBytes("X ".getBytes(StandardCharsets.UTF_8));
    bytes.write(0xFF);
    bytes.writeBytes(
        (" - / - - - / - - -\n" + IN_PROGRESS + "\n").getBytes(StandardCharsets.UTF_8));
    return bytes.toByteArray();
  }

  @Test
  void aBadByteRefusesItsLineAndTheRestIsJudgedFromStandardInputAndFilesAlike() throws IOException {
    byte[] input = badByteOnLineTwo();
    Run fromStdin = run(new ByteArrayInputStream(input), false, "check", "--each-line");
    Path file = Files.write(folder.resolve("boards.txt"), input);
    Run fromFile = run("", "check", "--each-line", file.toString());
    String judged = "X - -\n- - -\n- - -\nin progress: O to move\n";
    assertThat(fromStdin.out())
        .isEqualTo(
            "== <stdin>:1\n"
                + judged
                + "\n== <stdin>:2\nerror: line 2, column 3: byte 0xFF is not UTF-8 text; skipped\n"
                + "\n== <stdin>:3\n"
                + judged);
    assertThat(fromFile.out()).isEqualTo(fromStdin.out().replace("<stdin>", file.toString()));
    assertThat(fromStdin.code()).isEqualTo(1);
    assertThat(fromFile.code()).isEqualTo(1);
    assertThat(fromFile.err()).isEmpty();
  }

  @Test
  void aBadByteInABoardReadWholeRefusesThatBoardAndSaysWhere() throws IOException {
    Path file = Files.write(folder.resolve("board.txt"), new byte[] {'X', '\n', '-', (byte) 0xC3});
    Run run = run("", "check", file.toString());
    assertThat(run.out())
        .isEqualTo(
            "== "
                + file
                + "\nerror: "
                + file
                + ": line 2, column 2: byte 0xC3 is not UTF-8 text; not read\n");
    assertThat(run.code()).isEqualTo(1);
  }

  @Test
  void aLineOfNoBreakSpacesIsBlank() {
    Run run = run("\u00A0\u00A0\n" + IN_PROGRESS + "\n\u2007\n", "check", "--each-line");
    assertThat(run.out()).isEqualTo("== <stdin>:2\nX - -\n- - -\n- - -\nin progress: O to move\n");
    assertThat(run.code()).isEqualTo(0);
  }

  @Test
  void aLineOfSlashesIsStillABoardWithoutRows() {
    Run run = run("/\n", "check", "--each-line");
    assertThat(run.out()).contains("error: no rows");
    assertThat(run.code()).isEqualTo(1);
  }

  @Test
  void aByteOrderMarkIsNamedAsOne() {
    Run run = run("\uFEFF" + IN_PROGRESS, "check");
    assertThat(run.out())
        .contains(
            "error: row 1, cell 1: '\uFEFF' (U+FEFF) is not X, O or -; it is a byte order mark"
                + " (BOM): save the text as UTF-8 without a BOM\n");
  }

  @Test
  void gameOverOnThreeByThreeReportsTheFirstProblemInRowOrder() {
    Run run = run("[[5,0,0],[0,0,0],null]", "game-over");
    assertThat(run.err())
        .isEqualTo(
            "noughts game-over: <stdin>: row 1, cell 1: 5 is not 0 (empty), 1 (X) or 2 (O)\n");
    assertThat(run.code()).isEqualTo(1);
  }

  @Test
  void gameOverNamesAStringCellAsAString() {
    Run run = run("[[\"1\"]]", "game-over");
    assertThat(run.err())
        .isEqualTo(
            "noughts game-over: <stdin>: row 1, cell 1: \"1\" is not 0, 1 or 2 (a string: write"
                + " the number without quotes)\n");
    assertThat(run.code()).isEqualTo(1);
  }

  @Test
  void perftOnAFinishedBoardCountsNoMoveAtDepthOne() {
    Run draw = run("X O X / X O O / O X X", "perft");
    assertThat(draw.out()).isEqualTo("depth 1: 0\n");
    assertThat(draw.code()).isEqualTo(0);
    Run won = run("X", "perft", "--any-size", "--json");
    assertThat(won.out()).isEqualTo("{\"depth\":1,\"nodes\":0}\n");
    assertThat(won.code()).isEqualTo(0);
  }

  @Test
  void perftOnABoardOf317By317CountsWhatItsDefaultDepthAllows() {
    String board = ("-".repeat(317) + "\n").repeat(317);
    Run run = run(board, "perft", "--any-size");
    assertThat(run.err()).isEmpty();
    assertThat(run.out()).isEqualTo("depth 1: 100489\n");
    assertThat(run.code()).isEqualTo(0);
  }

  @Test
  void perftSaysOneCellInTheSingular() {
    Run run = run("-", "perft", "--any-size", "--depth", "2");
    assertThat(run.err())
        .isEqualTo(
            "noughts perft: --depth is 2, but <stdin> has only 1 cell, so no sequence is longer\n");
    assertThat(run.code()).isEqualTo(2);
  }
}
