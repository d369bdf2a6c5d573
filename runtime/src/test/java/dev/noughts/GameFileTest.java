package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** piskvork's {@code .psq} and SGF's gomoku, read and written; every mistake by its line. */
class GameFileTest {
  /** As the Gomocup manager saves a game: header, moves, the engines, -1, result and rule. */
  private static final String GOMOCUP_PSQ =
      "Piskvorky 15x15, 11:11, 0\r\n"
          + "8,8,0\r\n"
          + "9,7,0\r\n"
          + "9,8,1520\r\n"
          + "RAPFI25.zip\r\n"
          + "JAX25.zip\r\n"
          + "-1\r\n"
          + "1,Freestyle15_1\r\n";

  private static List<String> errors(String text) {
    GameFileException e = assertThrows(GameFileException.class, () -> GameFile.read(text));
    return e.getErrors().stream().map(GameFileError::message).toList();
  }

  @Test
  void aPsqFileIsReadAsTheGomocupManagerWritesIt() {
    PlayedGame game = GameFile.read(GOMOCUP_PSQ);

    assertThat(game.getRowCount()).isEqualTo(15);
    assertThat(game.getWinLength()).isEqualTo(5);
    // x is the column, y the row from the top, both from 1.
    assertThat(game.getMoves())
        .containsExactly(new Square(8, 8), new Square(7, 9), new Square(8, 9))
        .inOrder();
    assertThat(game.getPlayers()).containsExactly("RAPFI25.zip", "JAX25.zip").inOrder();
    assertThat(game.toMoveList()).isEqualTo("h8 i9 i8");
    assertThat(game.getMoves()).isEqualTo(PlayedGame.of(15, 15, 5, "h8 i9 i8").getMoves());
  }

  @Test
  void anEmptyFileSaysSoAndWhatARecordStartsWith() {
    for (String empty : List.of("", " \n\r\n", "\uFEFF\n")) {
      GameFileException thrown = assertThrows(GameFileException.class, () -> GameFile.read(empty));

      assertThat(thrown.getErrors())
          .containsExactly(
              new GameFileError(
                  1,
                  "line 1: the file is empty; a game record is piskvork's .psq, its first line a header"
                      + " such as 'Piskvorky 15x15, 11:11, 0', or SGF, such as"
                      + " '(;GM[4]SZ[15];B[hh];W[hi])'"));
    }
  }

  @Test
  void aPsqBoardIsWidthThenHeight() {
    PlayedGame game = GameFile.read("Piskvorky 20x10, 0:0, 0\n20,1,0\n-1\n");

    assertThat(game.getColumnCount()).isEqualTo(20);
    assertThat(game.getRowCount()).isEqualTo(10);
    assertThat(game.getMoves()).containsExactly(new Square(1, 20));
  }

  @Test
  void anSgfGameIsReadAlongItsMainLine() {
    String sgf =
        "(;FF[4]GM[4]SZ[15]PB[Black \\] one]PW[White]C[a comment\nover two lines]\n"
            + ";B[hh];W[ig](;B[ih];W[gh])(;B[aa]))";

    PlayedGame game = GameFile.read(sgf);

    assertThat(game.toMoveList()).isEqualTo("h8 i9 i8 g8");
    assertThat(game.getPlayers()).containsExactly("Black ] one", "White").inOrder();
  }

  @Test
  void bothFormatsReadBackWhatTheyWrite() {
    PlayedGame game =
        PlayedGame.of(
            15,
            20,
            5,
            List.of(new Square(1, 1), new Square(15, 20), new Square(8, 8)),
            List.of("first ]\\", "second"));
    for (GameFile.Format format : GameFile.Format.values()) {
      String written = GameFile.write(game, format);
      assertThat(GameFile.Format.of(written)).isEqualTo(format);
      assertThat(GameFile.read(written)).isEqualTo(game);
    }
    assertThat(GameFile.write(game, GameFile.Format.SGF))
        .isEqualTo("(;FF[4]GM[4]SZ[20:15]PB[first \\]\\\\]PW[second]\n;B[aa];W[to];B[hh])\n");
    assertThat(GameFile.write(game, GameFile.Format.PSQ))
        .isEqualTo("Piskvorky 20x15, 0:0, 0\n1,1,0\n20,15,0\n8,8,0\nfirst ]\\\nsecond\n-1\n");
  }

  @Test
  void aPsqFileThatBreaksTheRulesIsReportedNotRepaired() {
    String psq =
        "Piskvorky 15x15, 11:11, 0\n"
            + "1,1,0\n2,1,0\n1,2,0\n2,2,0\n1,3,0\n2,3,0\n1,4,0\n2,4,0\n1,5,0\n" // X wins, line 10
            + "2,5,0\n"
            + "1,1,0\n"
            + "16,3,0\n"
            + "8,x,0\n"
            + "Alice\n"
            + "7,7,0\n"
            + "-1\n"
            + "9,9,whatever after -1\n";

    assertThat(errors(psq))
        .containsExactly(
            "line 11: 2,5 comes after the end of the game: X won with (1,1)-(5,1) on line" + " 10",
            "line 12: 1,1 comes after the end of the game: X won with (1,1)-(5,1) on line" + " 10",
            "line 13: 16,3 is off the board; x (the column) goes from 1 to 15 and y (the row,"
                + " from the top) from 1 to 15",
            "line 14: '8,x,0' is not a move; a move is x,y,time: the column and the row from 1 at"
                + " the top-left, and the milliseconds it took, such as 8,8,0",
            "line 16: '7,7,0' is a move after the players' names (line 15); the moves come"
                + " first, then the names, then -1")
        .inOrder();
  }

  @Test
  void aMoveOnATakenSquareNamesTheLineThatTookIt() {
    assertThat(errors("Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n\n8,8,0\n-1\n"))
        .containsExactly("line 5: 8,8 is already taken by X (line 2)");
    assertThat(errors("(;GM[4]SZ[15]\n;B[hh]\n;W[hh])"))
        .containsExactly("line 3: W[hh] is already taken by X (line 2)");
  }

  @Test
  void aHeaderOfAnotherKindOrBoardIsReported() {
    assertThat(errors("8,8,0\n-1\n"))
        .containsExactly(
            "line 1: a .psq file starts with piskvork's header, the board's width and height,"
                + " such as 'Piskvorky 15x15, 11:11, 0'; got '8,8,0'");
    assertThat(errors("Piskvorky 4x4, 0:0, 0\n"))
        .containsExactly(
            "line 1: a 4x4 board has no line of five, and a .psq file records gomoku, five in a"
                + " row");
    assertThat(errors("Piskvorky 2000x15, 0:0, 0\n"))
        .containsExactly("line 1: the board is 2000x15; its width and height go from 1 to 1000");
  }

  @Test
  void anSgfOfAnotherGameOrBoardIsReported() {
    assertThat(errors("(;FF[4]\nGM[1]SZ[19];B[pd])"))
        .containsExactly("line 2: GM[1] is another game (1 is Go); a gomoku record says GM[4]");
    assertThat(errors("(;FF[4]SZ[15];B[hh])"))
        .containsExactly(
            "line 1: no GM[4]: the first node says which game this is, and gomoku is GM[4]"
                + " (without it, SGF means Go)");
    assertThat(errors("()"))
        .containsExactly(
            "line 1: no GM[4]: the first node says which game this is, and gomoku is GM[4]"
                + " (without it, SGF means Go)");
    assertThat(errors("(;GM[4]SZ[4];B[aa])"))
        .containsExactly(
            "line 1: SZ[4] has no line of five, and a gomoku record is played for five in a row");
    assertThat(errors("(;GM[4]SZ[x];B[aa])"))
        .containsExactly(
            "line 1: SZ[x] is not a board; write SZ[15], or SZ[20:15] for 20 columns and 15 rows,"
                + " each from 1 to 52 (SGF's letters a to z, then A to Z)");
  }

  @Test
  void everyBadSgfMoveIsReportedByItsLine() {
    String sgf = "(;GM[4]SZ[15]AB[aa]\n;B[hh]\n;B[ii]\n;W[]\n;W[zz]\n;W[h]\n;W[ii]B[jj])";

    assertThat(errors(sgf))
        .containsExactly(
            "line 1: setup stones (AB) are not read: a gomoku record is played from the empty"
                + " board, B first; write each stone as a move, B[..] then W[..] in turn",
            "line 3: B[ii] is B's move, but it is W's turn (B first, in turn)",
            "line 4: W[] is a pass, and gomoku has none; a move is two letters",
            "line 5: W[zz] is off the 15 x 15 board; columns go from a to o and rows from a to o",
            "line 6: W[h] is not a square; a move is two letters, the column's then the row's,"
                + " from a at the top-left, such as W[hh]",
            "line 7: a node holds one move; put each in a node of its own, ;B[..]")
        .inOrder();
  }

  @Test
  void aMistakeOfSgfSyntaxStopsTheReadingWhereItIs() {
    GameFileException notSgf =
        assertThrows(GameFileException.class, () -> GameFile.read("GM[4]", GameFile.Format.SGF));
    assertThat(notSgf.getErrors().stream().map(GameFileError::message))
        .containsExactly(
            "line 1: an SGF file starts with '(;', such as (;GM[4]FF[4]SZ[15];B[hh];W[hi]); got"
                + " 'GM[4]'");
    assertThat(errors("(;GM[4]\n;B[hh]\n;C[never closed\n;W(ii)"))
        .containsExactly("line 3: the value opened here with '[' is never closed with ']'");
    assertThat(errors("(;GM[4];B[hh]"))
        .containsExactly("line 1: the file ends inside the game: a ')' is missing");
    assertThat(errors("(;GM[4];B[hh])\n(;GM[4])"))
        .containsExactly("line 2: a second game starts here; give one game a file");
    assertThat(errors("(;GM[4];B[hh]W)"))
        .containsExactly("line 1: the property W has no value; write it as W[...]");
  }

  @Test
  void aHugeBadFileListsAHundredMistakesAndCountsTheRest() {
    String psq = "Piskvorky 15x15, 0:0, 0\n" + "99,99,0\n".repeat(10_000);

    GameFileException e = assertThrows(GameFileException.class, () -> GameFile.read(psq));

    assertThat(e.getErrors()).hasSize(100);
    assertThat(e.getUnlistedSummary()).isEqualTo("and 9900 more errors not listed");
    assertThat(e.getMessage()).startsWith("bad game file:\n  line 2: 99,99 is off the board;");
  }

  @Test
  void onlyGomokuIsWritten() {
    PlayedGame classic = PlayedGame.of(3, 3, 3, "2,2");

    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> GameFile.write(classic, GameFile.Format.PSQ));
    assertThat(e)
        .hasMessageThat()
        .isEqualTo("these files record gomoku, five in a row, and this game is 3 in a row");
  }

  @Test
  void aFileIsReadFromItsPathAsItsText(@TempDir Path directory) throws IOException {
    Path file = Files.writeString(directory.resolve("game.psq"), GOMOCUP_PSQ);

    assertThat(GameFile.read(file)).isEqualTo(GameFile.read(GOMOCUP_PSQ));
    assertThrows(NoSuchFileException.class, () -> GameFile.read(directory.resolve("missing")));
  }

  private static String badByte(byte[] bytes) {
    return assertThrows(NotUtf8Exception.class, () -> Utf8Text.decode(bytes)).getMessage();
  }

  private static byte[] bytes(String text, int... more) {
    byte[] start = text.getBytes(StandardCharsets.UTF_8);
    byte[] all = Arrays.copyOf(start, start.length + more.length);
    for (int i = 0; i < more.length; i++) {
      all[start.length + i] = (byte) more[i];
    }
    return all;
  }

  @Test
  void aByteThatIsNotUtf8IsNamedByItsLineAndColumn(@TempDir Path directory) throws IOException {
    Path file =
        Files.write(
            directory.resolve("latin-1.psq"), bytes("Piskvorky 15x15, 0:0, 0\r\nJos", 0xE9));

    NotUtf8Exception e = assertThrows(NotUtf8Exception.class, () -> GameFile.read(file));

    assertThat(e).hasMessageThat().isEqualTo("line 2, column 4: byte 0xE9 is not UTF-8 text");
    assertThat(List.of(e.getLine(), e.getColumn(), (long) e.getByte()))
        .containsExactly(2L, 4L, 0xE9L)
        .inOrder();
    // Lines end at \n, \r\n or a lone \r; columns count characters, not bytes or chars.
    assertThat(badByte(bytes("a\rb\r\nc\n\uD83D\uDE00é ", 0xFF)))
        .isEqualTo("line 4, column 4: byte 0xFF is not UTF-8 text");
    assertThat(badByte(bytes("", 0x80))).isEqualTo("line 1, column 1: byte 0x80 is not UTF-8 text");
    // A sequence cut short at the end is named by its first byte.
    assertThat(badByte(bytes("é\r", 0xE2, 0x82)))
        .isEqualTo("line 2, column 1: byte 0xE2 is not UTF-8 text");
    assertThat(badByte(bytes("ab\r", 0xC3)))
        .isEqualTo("line 2, column 1: byte 0xC3 is not UTF-8 text");
    // A bad sequence inside the text, bytes after it: named by its first byte, as is an encoded
    // surrogate, which UTF-8 does not allow.
    assertThat(badByte(bytes("x\uD83D\uDE00", 0xE2, 0x28, 0xA1, 'y')))
        .isEqualTo("line 1, column 3: byte 0xE2 is not UTF-8 text");
    assertThat(badByte(bytes("\n", 0xED, 0xA0, 0x80)))
        .isEqualTo("line 2, column 1: byte 0xED is not UTF-8 text");
    assertThat(Utf8Text.decode(new byte[0])).isEmpty();
    assertThat(Utf8Text.decode(bytes("h8 \uD83D\uDE00\r\n"))).isEqualTo("h8 \uD83D\uDE00\r\n");
  }

  @Test
  void aByteThatIsNotUtf8IsANumberedValue() {
    NotUtf8Exception e = new NotUtf8Exception(12, 1, 0);

    assertThat(e).hasMessageThat().isEqualTo("line 12, column 1: byte 0x00 is not UTF-8 text");
    for (long[] bad : new long[][] {{0, 1, 0}, {1, 0, 0}, {1, 1, -1}, {1, 1, 256}}) {
      IllegalArgumentException thrown =
          assertThrows(
              IllegalArgumentException.class,
              () -> new NotUtf8Exception(bad[0], bad[1], (int) bad[2]));
      assertThat(thrown)
          .hasMessageThat()
          .isEqualTo(
              "a line and a column count from 1 and a byte goes from 0 to 255; got line "
                  + bad[0]
                  + ", column "
                  + bad[1]
                  + ", byte "
                  + bad[2]);
    }
  }
}
