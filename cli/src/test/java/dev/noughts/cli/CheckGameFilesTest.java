package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.Runs.json;
import static dev.noughts.cli.Runs.run;

import dev.noughts.GameFile;
import dev.noughts.Position;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code noughts check} (and {@code solve}) read game files, piskvork's {@code .psq} and SGF, as
 * they read boards: a file named so, or a text that starts as one, is the position its game
 * reaches; a record that breaks a rule is reported by its line, not repaired.
 */
class CheckGameFilesTest {
  /** X's open three on row 8, O's three marks in column 1, X to move. */
  private static final String OPEN_THREE_PSQ =
      "Piskvorky 15x15, 11:11, 0\n8,8,0\n1,1,0\n9,8,0\n1,2,0\n10,8,0\n1,3,0\n-1\n";

  /** X makes six in a row on row 8 with its last move, (8,4); O's marks are apart on row 1. */
  private static final String OVERLINE_PSQ =
      "Piskvorky 15x15, 11:11, 0\n1,8,0\n1,1,0\n2,8,0\n3,1,0\n3,8,0\n5,1,0\n5,8,0\n7,1,0\n"
          + "6,8,0\n9,1,0\n4,8,0\n-1\n";

  @TempDir Path folder;

  private Path file(String name, String text) throws IOException {
    return Files.writeString(folder.resolve(name), text);
  }

  @Test
  void aPsqFileIsJudgedAsThePositionItsGameReaches() throws IOException {
    Path game = file("open-three.psq", OPEN_THREE_PSQ);

    Runs.Run run = run("", "check", game.toString());

    assertThat(run.code()).isEqualTo(0);
    Position reached = GameFile.read(OPEN_THREE_PSQ).getPosition();
    assertThat(run.out())
        .isEqualTo(
            "== "
                + game
                + "\n"
                + String.join("\n", reached.toRows())
                + "\nin progress: X to move\n");
  }

  @Test
  void anSgfGameIsToldByItsTextOnStandardInputToo() {
    Runs.Run run = run("(;FF[4]GM[4]SZ[15];B[hh];W[hi])\n", "check", "--json");

    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out())
        .isEqualTo(
            "{\"board\":\""
                + GameFile.read("(;FF[4]GM[4]SZ[15];B[hh];W[hi])").getPosition()
                + "\",\"status\":\"in_progress\",\"next\":\"X\",\"file\":\"-\"}\n");
  }

  @Test
  void aRecordThatBreaksARuleIsReportedByItsLinesNotRepaired() throws IOException {
    Path bad = file("bad.psq", "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n8,x,0\n-1\n");
    Path good = file("open-three.psq", OPEN_THREE_PSQ);

    Runs.Run run = run("", "check", bad.toString(), good.toString());

    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out())
        .startsWith(
            "== "
                + bad
                + "\n"
                + "error: line 3: 8,8 is already taken by X (line 2)\n"
                + "error: line 4: '8,x,0' is not a move; a move is x,y,time: the column and the"
                + " row from 1 at the top-left, and the milliseconds it took, such as 8,8,0\n"
                + "\n== "
                + good
                + "\n");
    assertThat(run.out()).endsWith("in progress: X to move\n");
  }

  @Test
  void inJsonEachMistakeHasItsInputLine() throws IOException {
    Path bad =
        file(
            "won.sgf",
            "(;FF[4]GM[4]SZ[15]\n;B[aa];W[ba];B[ab];W[bb];B[ac];W[bc];B[ad];W[bd]\n;B[ae]\n;W[be])");

    Runs.Run run = run("", "check", "--json", bad.toString());

    assertThat(run.code()).isEqualTo(1);
    Map<String, Object> object = json(run.out().strip());
    assertThat(object.keySet()).containsExactly("status", "errors", "file").inOrder();
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> errors = (List<Map<String, Object>>) object.get("errors");
    assertThat(errors).hasSize(1);
    assertThat(errors.get(0)).containsEntry("input_line", 4);
    assertThat((String) errors.get(0).get("message")).contains("after the end of the game");
  }

  @Test
  void theRuleJudgesTheGameAsItJudgesABoard() throws IOException {
    Path overline = file("overline.psq", OVERLINE_PSQ);

    Runs.Run freeStyle = run("", "check", overline.toString());
    Runs.Run standard = run("", "check", "--rule", "standard", overline.toString());
    Runs.Run renju = run("", "check", "--rule", "renju", "--win-length", "5", overline.toString());

    assertThat(freeStyle.out())
        .endsWith("X wins: (8,1)-(8,6) (8,1) (8,2) (8,3) (8,4) (8,5) (8,6)\n");
    assertThat(standard.out())
        .endsWith("rule: standard (exactly k in a row)\nin progress: O to move\n");
    assertThat(renju.out())
        .endsWith("rule: renju\nO wins: X's move (8,4) is forbidden (overline)\n");
  }

  @Test
  void aWinLengthOtherThanFiveIsAnErrorOfTheGameFile() throws IOException {
    Path game = file("open-three.psq", OPEN_THREE_PSQ);

    Runs.Run run = run("", "check", "--win-length", "4", game.toString());

    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out())
        .isEqualTo(
            "== "
                + game
                + "\nerror: a .psq or SGF game is five in a row; leave out --win-length 4 for it\n");
  }

  @Test
  void aBoardInANamedFileIsStillABoard() throws IOException {
    Path board = file("board.txt", "X O X / - O - / - - -");

    Runs.Run run = run("", "check", board.toString());

    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out()).endsWith("in progress: X to move\n");
  }

  @Test
  void solveProvesThePositionAGameFileReaches() throws IOException {
    Path game = file("open-three.psq", OPEN_THREE_PSQ);

    Runs.Run run = run("", "solve", game.toString());

    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out()).endsWith("X wins by force: (8,7); line (8,7) (8,6) (8,11)\n");
  }
}
