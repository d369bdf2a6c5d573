package dev.noughts;

import static com.google.common.truth.Truth.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The notation parser on any text, given as one to four strings: it takes exactly the boards a
 * plain reading of the notation takes, with the same cells, and refuses the rest with every mistake
 * counted. In a plain build this replays the inputs under {@code NotationFuzzTestInputs/}.
 */
class NotationFuzzTest {
  @FuzzTest
  void readsWhatThePlainNotationSays(FuzzedDataProvider data) {
    int count = data.consumeInt(1, 4);
    String[] parts = new String[count];
    for (int i = 0; i < count - 1; i++) {
      parts[i] = data.consumeString(64);
    }
    parts[count - 1] = data.consumeRemainingAsString();
    Reading expected = reference(parts);
    Position position;
    try {
      position = Position.of(parts);
    } catch (NotationException e) {
      assertThat(expected.cells).isNull();
      assertThat(e.getErrors()).isNotEmpty();
      assertThat(e.getErrors().size()).isAtMost(100);
      assertThat(e.getErrors().size() + e.getUnlistedCount()).isEqualTo(expected.mistakes);
      for (InputError error : e.getErrors()) {
        assertThat(error.message()).isNotEmpty();
        if (error.part() != null) {
          assertThat(error.part()).isLessThan(count);
        }
      }
      return;
    }
    assertThat(expected.cells).isNotNull();
    assertThat(position.toArray()).isEqualTo(expected.cells);
    assertThat(Position.of(position.toString())).isEqualTo(position);
  }

  /**
   * The cells of the board the notation says, or null; and how many mistakes it has. (A class, not
   * a record: Jazzer 0.24's instrumentation breaks a record's constructor, NoSuchFieldError.)
   */
  static final class Reading {
    final int @Nullable [][] cells;
    final long mistakes;

    Reading(int @Nullable [][] cells, long mistakes) {
      this.cells = cells;
      this.mistakes = mistakes;
    }
  }

  /**
   * The notation read plainly: the parts joined by line breaks, rows split at each line break
   * ({@code \r\n}, {@code \r}, {@code \n}) and {@code /}, blank rows at both ends dropped, spaces
   * inside a row ignored, each other character a cell.
   */
  static Reading reference(String[] parts) {
    List<String> rows =
        new ArrayList<>(Arrays.asList(String.join("\n", parts).split("\r\n|[\r\n/]", -1)));
    while (!rows.isEmpty() && isBlank(rows.get(0))) {
      rows.remove(0);
    }
    while (!rows.isEmpty() && isBlank(rows.get(rows.size() - 1))) {
      rows.remove(rows.size() - 1);
    }
    int n = rows.size();
    if (n == 0 || n > 1000) {
      return new Reading(null, 1);
    }
    int[][] cells = new int[n][n];
    long mistakes = 0;
    for (int r = 0; r < n; r++) {
      int[] marks = rows.get(r).codePoints().filter(c -> !isSpace(c)).toArray();
      for (int c = 0; c < marks.length; c++) {
        int code = "-XO".indexOf(Character.toUpperCase(marks[c]));
        if (code < 0 || marks[c] > 'x') {
          mistakes++;
        } else if (c < n) {
          cells[r][c] = code;
        }
      }
      if (marks.length != n) {
        mistakes++;
      }
    }
    return new Reading(mistakes == 0 ? cells : null, mistakes);
  }

  private static boolean isBlank(String row) {
    return row.codePoints().allMatch(NotationFuzzTest::isSpace);
  }

  private static boolean isSpace(int c) {
    return Character.isWhitespace(c) || Character.isSpaceChar(c);
  }
}
