package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static dev.noughts.GameOverWinLengthTest.runsOfTwo;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link RunBands}, the fast path of {@code gameOver(board, k)}: it proves bands of 33 - k rows
 * clean and stops at the first that is not. Answers do not depend on where it stops ({@link
 * RunRule} goes on from there; GameOverWinLengthTest checks them), but speed does: these tests pin
 * that a clean board is proven clean whole, and that a band is given up only for a reason in it.
 */
class RunBandsTest {
  private static final int[][] SHAPES = {{16, 20}, {40, 37}, {42, 5}, {5, 42}, {33, 33}, {17, 1}};

  @Test
  void aBoardWithoutARunOrABadValueIsProvenCleanWhole() {
    for (int[] shape : SHAPES) {
      int rows = shape[0];
      int columns = shape[1];
      int[][] board = runsOfTwo(rows, columns); // no 3 in a row anywhere, no empty cell
      for (int k = 3; k <= Math.min(RunBands.MAX_WIN_LENGTH, Math.max(rows, columns)); k++) {
        assertWithMessage("%s x %s, k = %s, full", rows, columns, k)
            .that(RunBands.scan(board, columns, k))
            .isEqualTo(new RunBands.Clean(rows, false));
        int before = board[rows / 2][columns / 2];
        board[rows / 2][columns / 2] = 0;
        assertWithMessage("%s x %s, k = %s, one empty cell", rows, columns, k)
            .that(RunBands.scan(board, columns, k))
            .isEqualTo(new RunBands.Clean(rows, true));
        board[rows / 2][columns / 2] = before;
      }
    }
  }

  /** With k = 5 a band brings 28 new rows: 33 - k, below the k - 1 it keeps of the band before. */
  private static final int BAND_FOR_FIVE = 28;

  @Test
  void aBandBringsThirtyThreeMinusKRowsAndThirtyOneForARunOfOne() {
    assertThat(RunBands.bandHeight(1)).isEqualTo(31);
    for (int k = 2; k <= RunBands.MAX_WIN_LENGTH; k++) {
      assertWithMessage("k = %s", k).that(RunBands.bandHeight(k)).isEqualTo(33 - k);
    }
  }

  @Test
  void anEmptyBoardIsCleanForARunOfOne() {
    assertThat(RunBands.scan(new int[40][37], 37, 1)).isEqualTo(new RunBands.Clean(40, true));
  }

  @Test
  void theBandsStopAtTheBandInWhichARunEnds() {
    int[][] steps = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int[] step : steps) {
      for (int end = 4; end < 42; end++) {
        int[][] board = runsOfTwo(42, 37);
        for (int i = 0; i < 5; i++) {
          board[end - i * step[0]][18 - i * step[1]] = 1;
        }
        int band = firstRowWhereARunEnds(board, 5) / BAND_FOR_FIVE * BAND_FOR_FIVE;
        assertWithMessage("a run by %s,%s ending in row %s", step[0], step[1], end + 1)
            .that(RunBands.scan(board, 37, 5).rows())
            .isEqualTo(band);
      }
    }
  }

  @Test
  void aRandomBoardWithoutARunIsProvenCleanWholeToo() {
    // Any marks, not only the regular runsOfTwo: what one direction's doubling leaves in the
    // shared arrays must not make a run in another.
    Random random = new Random(16);
    int checked = 0;
    for (int trial = 0; trial < 20_000; trial++) {
      int rows = 2 + random.nextInt(39);
      int columns = 2 + random.nextInt(39);
      int k = 2 + random.nextInt(Math.min(RunBands.MAX_WIN_LENGTH, Math.max(rows, columns)) - 1);
      int density = random.nextInt(10);
      int[][] board = new int[rows][columns];
      boolean emptySeen = false;
      for (int[] row : board) {
        for (int c = 0; c < columns; c++) {
          row[c] = random.nextInt(10) < density ? 1 + random.nextInt(2) : 0;
          emptySeen |= row[c] == 0;
        }
      }
      if (firstRowWhereARunEnds(board, k) == Integer.MAX_VALUE) {
        assertWithMessage("k = %s, %s", k, Arrays.deepToString(board))
            .that(RunBands.scan(board, columns, k))
            .isEqualTo(new RunBands.Clean(rows, emptySeen));
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(5_000);
  }

  /** The first row, from 0, in which k cells of one mark in a line end; the plain way. */
  private static int firstRowWhereARunEnds(int[][] board, int k) {
    int[][] steps = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    int first = Integer.MAX_VALUE;
    for (int r = 0; r < board.length; r++) {
      for (int c = 0; c < board[r].length; c++) {
        for (int[] step : steps) {
          int n = 0;
          while (n < k
              && r + n * step[0] < board.length
              && c + n * step[1] >= 0
              && c + n * step[1] < board[r].length
              && board[r][c] != 0
              && board[r + n * step[0]][c + n * step[1]] == board[r][c]) {
            n++;
          }
          if (n == k) {
            first = Math.min(first, r + (k - 1) * step[0]);
          }
        }
      }
    }
    return first;
  }

  @Test
  void aBadValueOrAMissingRowStopsTheBandsAtItsBand() {
    for (int r = 0; r < 42; r++) {
      int band = r / BAND_FOR_FIVE * BAND_FOR_FIVE;
      for (int value : new int[] {-1, 3, 4, 1 << 30}) {
        int[][] board = runsOfTwo(42, 37);
        board[r][36] = value;
        assertThat(RunBands.scan(board, 37, 5).rows()).isEqualTo(band);
      }
      int[][] board = runsOfTwo(42, 37);
      board[r] = r == 0 ? board[r] : null;
      assertThat(RunBands.scan(board, 37, 5).rows()).isEqualTo(r == 0 ? 42 : band);
      board[r] = new int[36];
      assertThat(RunBands.scan(board, 37, 5).rows()).isEqualTo(band);
    }
  }
}
