package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.Runs.run;

import dev.noughts.engines.Tactic;
import dev.noughts.engines.TacticsSuite;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code noughts analyze}: the proved mistakes of game files, each printed as a test. */
class AnalyzeCommandTest {
  /** X makes an open three on row 8; O plays at the edge, X does not win, O blocks. */
  private static final String OPEN_THREE_PSQ =
      "Piskvorky 15x15, 11:11, 0\n8,8,0\n1,1,0\n9,8,0\n1,2,0\n10,8,0\n1,3,0\n15,15,0\n7,8,0\n"
          + "first.zip\nsecond.zip\n-1\n";

  @TempDir Path folder;

  private Path file(String name, String text) throws IOException {
    return Files.writeString(folder.resolve(name), text);
  }

  @Test
  void eachMistakeIsPrintedWithItsProofAndItsTests() throws IOException {
    Path game = file("open-three.psq", OPEN_THREE_PSQ);

    Runs.Run run = run("", "analyze", game.toString());

    assertThat(run.code()).isEqualTo(0);
    List<String> lines = run.out().lines().toList();
    assertThat(lines.get(0))
        .isEqualTo(game + ": 15 x 15, five in a row, first.zip against second.zip");
    assertThat(lines)
        .containsAtLeast(
            "move 6, O (3,1) a13 loses: after it, X wins by force in 3 plies: line (8,7) (8,6)"
                + " (8,11)",
            "  Java:",
            "    @Board(moves = \"h8 a15 i8 a14 j8\", rows = 15, columns = 15, winLength = 5,",
            "        losingMoves = {\"3,1\"})",
            "    Position oLosingMoveAtMove6();",
            "  Kotlin:",
            "        losingMoves = [\"3,1\"])",
            "    val oLosingMoveAtMove6: Position",
            "move 7, X (15,15) o1 threw away a win: X had a win by force in 3 plies with (8,7):"
                + " line (8,7) (8,6) (8,11); after it, no win is proved [the first decisive"
                + " mistake of X]",
            game
                + ": 8 moves, unfinished; X: 1 mistake, the first decisive at move 7; O: 1"
                + " mistake")
        .inOrder();
  }

  @Test
  void theTacticsLinesPrintedAreReadByTheSuitesReader() throws IOException {
    Runs.Run run = run("", "analyze", file("open-three.psq", OPEN_THREE_PSQ).toString());

    List<String> tactics =
        run.out()
            .lines()
            .filter(line -> line.startsWith("  tactics: "))
            .map(line -> line.substring("  tactics: ".length()))
            .toList();
    List<Tactic> read = TacticsSuite.parse(String.join("\n", tactics));

    assertThat(read).hasSize(2);
    assertThat(read.get(0).getKind()).isEqualTo(Tactic.Kind.DEFENCE);
    assertThat(read.get(0).getMoves().toString()).isEqualTo("[(8,7), (8,11)]");
    assertThat(read.get(1).getKind()).isEqualTo(Tactic.Kind.WIN_BY_FOURS);
  }

  @Test
  void anSgfGameIsAnalysedAsThePsqOfTheSameMoves() throws IOException {
    Path sgf =
        file(
            "open-three.sgf",
            "(;GM[4]SZ[15]PB[first.zip]PW[second.zip];B[hh];W[aa];B[ih];W[ab];B[jh];W[ac]"
                + ";B[oo];W[gh])");
    Path psq = file("open-three.psq", OPEN_THREE_PSQ);

    String fromSgf = run("", "analyze", sgf.toString()).out();
    String fromPsq = run("", "analyze", psq.toString()).out();

    assertThat(fromSgf.replace(sgf.toString(), "GAME"))
        .isEqualTo(fromPsq.replace(psq.toString(), "GAME"));
  }

  @Test
  void aBadFileIsReportedByLineAndTheOtherGamesAreStillAnalysed() throws IOException {
    Path bad = file("bad.psq", "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n-1\n");
    Path good = file("open-three.psq", OPEN_THREE_PSQ);

    Runs.Run run = run("", "analyze", bad.toString(), good.toString());

    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out()).startsWith(bad + ":3: error: 8,8 is already taken by X (line 2)\n");
    assertThat(run.out()).contains(good + ": 8 moves, unfinished;");
  }

  @Test
  void aBoardBeyondTheProverIsAnErrorOfItsFile() throws IOException {
    Path huge = file("huge.psq", "Piskvorky 40x40, 0:0, 0\n20,20,0\n-1\n");

    Runs.Run run = run("", "analyze", huge.toString());

    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out())
        .isEqualTo(
            huge
                + ": error: cannot analyse a game on 40x40: the prover takes boards of at most"
                + " 1,024 cells (32 x 32), and this one has 1,600\n");
  }

  @Test
  void aMissingFileIsAnInputErrorAndTheOthersAreStillAnalysed() throws IOException {
    Path good = file("open-three.psq", OPEN_THREE_PSQ);
    Path missing = folder.resolve("missing.psq");

    Runs.Run run = run("", "analyze", missing.toString(), good.toString());

    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err()).isEqualTo("noughts analyze: cannot read " + missing + ": no such file\n");
    assertThat(run.out()).contains(good + ": 8 moves, unfinished;");
  }

  @Test
  void anEmptyRecordSaysSoWhateverItsName() throws IOException {
    Path empty = file("empty.sgf", "\n");

    Runs.Run run = run("", "analyze", empty.toString());

    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out())
        .isEqualTo(
            empty
                + ":1: error: the file is empty; a game record is piskvork's .psq, its first line a"
                + " header such as 'Piskvorky 15x15, 11:11, 0', or SGF, such as"
                + " '(;GM[4]SZ[15];B[hh];W[hi])'\n");
  }

  @Test
  void aFileLargerThanAnyGameIsNotRead() throws IOException {
    Path huge = folder.resolve("huge.psq");
    try (java.io.RandomAccessFile file = new java.io.RandomAccessFile(huge.toFile(), "rw")) {
      file.setLength((16L << 20) + 1); // sparse: no time to write
    }

    Runs.Run run = run("", "analyze", huge.toString());

    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo("noughts analyze: cannot read " + huge + ": it is larger than 16 MiB\n");
  }

  @Test
  void aFileThatIsNotUtf8TextIsRefusedAtItsBadByte() throws IOException {
    Path game = folder.resolve("latin1.psq");
    Files.write(game, new byte[] {'P', 'i', 's', 'k', '\n', 'a', 'b', (byte) 0xE9, 'c'});

    Runs.Run run = run("", "analyze", game.toString());

    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo(
            "noughts analyze: cannot read "
                + game
                + ": line 2, column 3: byte 0xE9 is not UTF-8 text\n");
  }

  @Test
  void withGameEachFileIsAMoveListOfTheProjectsOwnJudgedExactlyOnSmallBoards() throws IOException {
    // 3 x 3: O answers the centre on an edge and loses; X then lets the win go to a draw.
    Path game = file("classic.txt", "2,2 1,2 3,2 1,1\n");

    Runs.Run run = run("", "analyze", "--game", "3x3", game.toString());

    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out().lines().toList())
        .containsAtLeast(
            game + ": 3 x 3, 3 in a row",
            "move 2, O (1,2) b3 loses: after it, X wins by perfect play in 5 plies: line (1,1)"
                + " (3,3) (2,1) (1,3) (2,3)",
            "    @Board(moves = \"b2\", rows = 3, columns = 3, winLength = 3,",
            game
                + ": 4 moves, unfinished; X: 1 mistake, the first decisive at move 3; O: 1"
                + " mistake")
        .inOrder();
  }

  @Test
  void withGameEveryMoveThatCannotBePlayedIsAnErrorByItsNumber() throws IOException {
    Path game = file("bad.txt", "h8 h8 p8");

    Runs.Run run = run("", "analyze", "--game", "15x15", "--win-length", "5", game.toString());

    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out())
        .isEqualTo(
            game
                + ": error: move 2: h8 is already taken by X (move 1)\n"
                + game
                + ": error: move 3: p8 is off the board; columns go from a to o and rows from 1"
                + " (the bottom) to 15\n");
  }

  @Test
  void aWinLengthWithoutGameIsAUsageError() throws IOException {
    Runs.Run run =
        run("", "analyze", "--win-length", "4", file("g.psq", OPEN_THREE_PSQ).toString());

    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo(
            "noughts analyze: --win-length goes with --game; a .psq or SGF game is five in a"
                + " row\n");
  }

  @Test
  void aBudgetOutOfRangeIsAUsageError() throws IOException {
    Runs.Run run = run("", "analyze", "--budget", "0", file("g.psq", OPEN_THREE_PSQ).toString());

    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo("noughts analyze: --budget is 0; it must be 1 to 20000000 nodes\n");
  }
}
