package dev.noughts;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The promise that a huge bad input takes no more memory than a good one, for the notation, for
 * game records and game files, in a JVM of its own with a heap that holds the input and the largest
 * board, and little more.
 */
class HugeBadInputMemoryTest {

  /**
   * Parses the largest board, then inputs of 16 Mi characters made of row breaks, then plays a game
   * record of 4 Mi moves off the board, then a .psq file and an SGF file of 1 Mi moves off the
   * board.
   */
  public static void main(String[] args) {
    String[] rows = new String[Position.MAX_SIZE];
    Arrays.fill(rows, "- ".repeat(Position.MAX_SIZE));
    System.out.println("largest board: " + Position.of(rows).getRowCount());
    rows = null;
    for (String separator : new String[] {"/", "\n", "\r", "X\n"}) {
      try {
        Position.of(separator.repeat((16 << 20) / separator.length()));
      } catch (NotationException e) {
        System.out.println(e.getErrors().get(0).message());
      }
    }
    try {
      GameRecord.play(3, "9,9 ".repeat(4 << 20));
    } catch (GameRecordException e) {
      System.out.println(e.getErrors().size() + " bad moves listed, " + e.getUnlistedSummary());
    }
    // Made one at a time: the two files of a mebi-move each (8 and 6 MiB) never live together.
    for (boolean psq : new boolean[] {true, false}) {
      String file =
          psq
              ? "Piskvorky 15x15, 0:0, 0\n" + "99,99,0\n".repeat(1 << 20)
              : "(;GM[4]SZ[15]" + ";B[zz]".repeat(1 << 20) + ")";
      try {
        GameFile.read(file);
      } catch (GameFileException e) {
        System.out.println(e.getErrors().size() + " bad lines listed, " + e.getUnlistedSummary());
      }
    }
  }

  @Test
  void sixteenMillionRowBreaksOrFourMillionBadMovesTakeNoMoreMemoryThanTheLargestBoard(
      @TempDir Path folder) throws IOException, InterruptedException {
    String printed = SmallHeap.run(folder, "48m", HugeBadInputMemoryTest.class);
    String noRows =
        "no rows: write rows of X, O and - separated by '/' or line breaks, such as"
            + " \"X O X / - O - / - - -\"";
    assertThat(printed)
        .isEqualTo(
            "largest board: 1000\n"
                + (noRows + "\n").repeat(3)
                + "found 8388608 rows, but boards have at most 1000 rows\n"
                + "100 bad moves listed, and 4194204 more errors not listed\n"
                + "100 bad lines listed, and 1048476 more errors not listed\n".repeat(2));
  }
}
