package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.NotUtf8Exception;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TacticsSuiteTest {
  private static final String WIN =
      "-------/-------/--XX---/--OO---/-------/-------/-------; k 4; X wins by fours;"
          + " moves (3,2) (3,5); line (3,5) (3,2) (3,6)";

  @Test
  void commentsAndBlankLinesAreSkipped() {
    List<Tactic> suite = TacticsSuite.parse("# a suite\n\n" + WIN + "\r\n   \n# the end\n" + WIN);
    assertThat(suite).hasSize(2);
    assertThat(suite.get(0).toString()).isEqualTo(WIN);
  }

  @Test
  void everyWrongLineIsListedWithItsNumber() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> TacticsSuite.parse(WIN + "\n# fine\nnonsense\n" + WIN.replace("k 4", "k x")));
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "the suite has mistakes:\n"
                + "  line 3: expected 4 or 5 fields separated by ';' (<board>; k <win length>; <X"
                + " or O> <wins by fours, wins by threes or must defend>; moves <squares>; line"
                + " <squares>), got 1\n"
                + "  line 4: the second field is the win length and the rule, such as 'k 5'"
                + " (free-style) or 'k 5 renju', got 'k x'");
  }

  @Test
  void aSuiteOfManyWrongLinesListsTwentyAndCountsTheRest() {
    String text = "nonsense\n".repeat(TacticsSuite.MAX_LISTED + 1234);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> TacticsSuite.parse(text));
    assertThat(e.getMessage().lines().filter(line -> line.startsWith("  line "))).hasSize(20);
    assertThat(e).hasMessageThat().endsWith("\n  and 1,234 more");
  }

  @Test
  void aSuiteFileIsReadAndItsMistakesNameIt(@TempDir Path directory) throws IOException {
    Path file = directory.resolve("mine.txt");
    Files.writeString(file, WIN + "\n", StandardCharsets.UTF_8);
    assertThat(TacticsSuite.read(file)).containsExactly(TacticsFormat.read(WIN));
    Files.writeString(file, "nonsense\n", StandardCharsets.UTF_8);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> TacticsSuite.read(file));
    assertThat(e).hasMessageThat().startsWith(file + " has mistakes:\n  line 1: ");
    assertThrows(NoSuchFileException.class, () -> TacticsSuite.read(directory.resolve("none")));
  }

  @Test
  void aByteThatIsNotUtf8IsSaidByItsLineAndColumn(@TempDir Path directory) throws IOException {
    Path file = directory.resolve("bad.txt");
    // Line 3 holds \u00e9 (two bytes, one character) before 0xFF, so 0xFF is in column 8.
    byte[] before = (WIN + "\nnonsense\n# caf\u00e9 ").getBytes(StandardCharsets.UTF_8);
    byte[] after = ("\n" + WIN + "\n").getBytes(StandardCharsets.UTF_8);
    Files.write(file, concat(before, new byte[] {(byte) 0xFF}, after));
    NotUtf8Exception e = assertThrows(NotUtf8Exception.class, () -> TacticsSuite.read(file));
    assertThat(e).hasMessageThat().isEqualTo("line 3, column 8: byte 0xFF is not UTF-8 text");
    assertThat(e.getLine()).isEqualTo(3);
    assertThat(e.getColumn()).isEqualTo(8);
    assertThat(e.getByte()).isEqualTo(0xFF);
    assertThat(e).hasCauseThat().isInstanceOf(CharacterCodingException.class);
  }

  @Test
  void aSequenceCutShortAtTheEndIsNotUtf8Either(@TempDir Path directory) throws IOException {
    Path file = directory.resolve("cut.txt");
    // \u00e9 is 0xC3 0xA9: the file ends after its first byte, on line 2 after "X".
    byte[] text = (WIN + "\r\nX").getBytes(StandardCharsets.UTF_8);
    Files.write(file, concat(text, new byte[] {(byte) 0xC3}, new byte[0]));
    NotUtf8Exception e = assertThrows(NotUtf8Exception.class, () -> TacticsSuite.read(file));
    assertThat(e).hasMessageThat().isEqualTo("line 2, column 2: byte 0xC3 is not UTF-8 text");
    assertThat(List.of(e.getLine(), e.getColumn(), (long) e.getByte()))
        .containsExactly(2L, 2L, 0xC3L)
        .inOrder();
  }

  private static byte[] concat(byte[] first, byte[] second, byte[] third) {
    byte[] all = new byte[first.length + second.length + third.length];
    System.arraycopy(first, 0, all, 0, first.length);
    System.arraycopy(second, 0, all, first.length, second.length);
    System.arraycopy(third, 0, all, first.length + second.length, third.length);
    return all;
  }

  @Test
  void aBoardWithNoBundledSuiteIsRefusedWithTheOnesThatAre() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> TacticsSuite.bundled(8, 8, 4));
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "no tactics suite is bundled for 8 x 8 with 4 in a row; the bundled ones are 20 x 20"
                + " with 5, 15 x 15 with 5, 9 x 9 with 4 and 7 x 7 with 4 (or read a suite file of your own with"
                + " TacticsSuite.read)");
  }
}
