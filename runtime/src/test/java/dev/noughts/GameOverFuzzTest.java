package dev.noughts;

import static com.google.common.truth.Truth.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import org.jspecify.annotations.Nullable;

/**
 * {@link Noughts#gameOver} on {@code int[][]} arrays of any shape and any values: its answer, or
 * its message for a bad board, is what {@link GameOverTest#readWhole} says, the rule written
 * plainly. In a plain build this replays the inputs under {@code GameOverFuzzTestInputs/}.
 */
class GameOverFuzzTest {
  @FuzzTest
  void answersAsThePlainRuleDoes(FuzzedDataProvider data) {
    int[][] board = board(data);
    String expected;
    if (board == null) {
      expected = "board is null";
    } else if (board.length < 1) {
      expected = "board has 0 rows; boards have 1 to 1000 rows";
    } else {
      expected = GameOverTest.readWhole(board);
    }
    String actual;
    try {
      actual = String.valueOf(Noughts.gameOver(board));
    } catch (IllegalArgumentException e) {
      actual = e.getMessage();
    }
    assertThat(actual).isEqualTo(expected);
  }

  /**
   * Up to 63 rows (the boards {@code readWhole} describes), each null or of any length, mostly of
   * 0, 1 and 2 so that lines and full boards come up, and sometimes any int.
   */
  private static int @Nullable [][] board(FuzzedDataProvider data) {
    if (data.remainingBytes() == 0) {
      return null;
    }
    int rows = data.consumeInt(0, 63);
    int[][] board = new int[rows][];
    for (int r = 0; r < rows; r++) {
      int shape = data.remainingBytes() == 0 ? 2 : data.consumeInt(0, 15);
      if (shape == 0) {
        continue; // a null row
      }
      int length = shape == 1 ? data.consumeInt(0, 64) : rows;
      board[r] = new int[length];
      int fill = data.consumeInt(0, 2);
      for (int c = 0; c < length; c++) {
        board[r][c] = data.remainingBytes() == 0 ? fill : value(data, fill);
      }
    }
    return board;
  }

  private static int value(FuzzedDataProvider data, int fill) {
    int kind = data.consumeInt(0, 31);
    if (kind < 24) {
      return fill;
    }
    return kind < 31 ? kind % 3 : data.consumeInt();
  }
}
