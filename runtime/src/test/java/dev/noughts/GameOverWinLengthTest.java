package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link Noughts#gameOver(int[][], int)}: the lenient rule with a win length. */
class GameOverWinLengthTest {

  /** The rule written plainly: from each cell, count k cells in each of four directions. */
  private static boolean oracle(int[][] board, int k) {
    int rows = board.length;
    int columns = board[0].length;
    int[][] steps = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    boolean zero = false;
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        int value = board[r][c];
        zero |= value == 0;
        for (int[] step : steps) {
          int n = 0;
          while (n < k
              && value != 0
              && r + n * step[0] < rows
              && c + n * step[1] >= 0
              && c + n * step[1] < columns
              && board[r + n * step[0]][c + n * step[1]] == value) {
            n++;
          }
          if (n == k) {
            return true;
          }
        }
      }
    }
    return !zero;
  }

  private static void assertAgrees(int[][] board, int k) {
    boolean expected = oracle(board, k);
    if (Noughts.gameOver(board, k) != expected) {
      assertWithMessage("k = %s, board %s", k, Arrays.deepToString(board))
          .that(Noughts.gameOver(board, k))
          .isEqualTo(expected);
    }
  }

  @Test
  void agreesWithThePlainRuleOnRandomBoardsOfEveryShapeAndWinLength() {
    Random random = new Random(23);
    for (int trial = 0; trial < 60_000; trial++) {
      int rows = 1 + random.nextInt(9);
      int columns = 1 + random.nextInt(9);
      int k = 1 + random.nextInt(Math.max(rows, columns));
      int zeros = random.nextInt(4); // none, few, some, many
      int[][] board = new int[rows][columns];
      for (int[] row : board) {
        for (int c = 0; c < columns; c++) {
          int draw = random.nextInt(40);
          row[c] = draw < zeros * zeros ? 0 : 1 + random.nextInt(2);
        }
      }
      assertAgrees(board, k);
    }
  }

  @Test
  void agreesWithThePlainRuleOnEveryBoardOfUpToTenCellsAndEveryWinLength() {
    int boards = 0;
    for (int rows = 1; rows <= 10; rows++) {
      for (int columns = 1; rows * columns <= 10; columns++) {
        int[][] board = new int[rows][columns];
        int cells = rows * columns;
        int count = (int) Math.pow(3, cells);
        for (int code = 0; code < count; code++) {
          for (int cell = 0, rest = code; cell < cells; cell++, rest /= 3) {
            board[cell / columns][cell % columns] = rest % 3;
          }
          for (int k = 1; k <= Math.max(rows, columns); k++) {
            assertAgrees(board, k);
          }
          boards++;
        }
      }
    }
    assertThat(boards).isEqualTo(329_583); // the sum over p of 3^p times the shapes of p cells
  }

  /** Runs of two at most in every direction: no run of 3 or more anywhere; no empty cell. */
  static int[][] runsOfTwo(int rows, int columns) {
    int[][] board = new int[rows][columns];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        board[r][c] = 1 + (((c + 2 * r) >> 1) & 1);
      }
    }
    return board;
  }

  @Test
  void findsARunStartingAtEveryCellInEveryDirectionAcrossWordsAndBlocksAndNotOneCellShort() {
    int[][] steps = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    // widths around the 32 cells of a packed word, heights over several blocks of k rows
    int[][] shapes = {{23, 33}, {13, 65}, {40, 31}, {9, 97}, {70, 5}};
    int[] winLengths = {3, 5, 8, 17, 32, 33};
    int checked = 0;
    for (int[] shape : shapes) {
      int rows = shape[0];
      int columns = shape[1];
      int[][] board = runsOfTwo(rows, columns);
      board[rows - 1][columns - 1] = 0; // not full: only a run ends the game
      for (int k : winLengths) {
        if (k > Math.max(rows, columns)) {
          continue;
        }
        for (int[] step : steps) {
          for (int r = 0; r < rows; r++) {
            for (int c = 0; c < columns; c++) {
              int endRow = r + (k - 1) * step[0];
              int endColumn = c + (k - 1) * step[1];
              if (endRow >= rows || endColumn < 0 || endColumn >= columns) {
                continue;
              }
              int mark = 1 + (r + c) % 2;
              int[] before = new int[k];
              for (int i = 0; i < k; i++) {
                before[i] = board[r + i * step[0]][c + i * step[1]];
                board[r + i * step[0]][c + i * step[1]] = mark;
              }
              if (!Noughts.gameOver(board, k)) {
                assertWithMessage(
                        "%s x %s, k = %s, run from (%s,%s) by %s",
                        rows, columns, k, r, c, Arrays.toString(step))
                    .that(Noughts.gameOver(board, k))
                    .isTrue();
              }
              board[endRow][endColumn] = 0; // one short, and the other side of it is not the mark
              assertAgrees(board, k);
              for (int i = 0; i < k; i++) {
                board[r + i * step[0]][c + i * step[1]] = before[i];
              }
              checked++;
            }
          }
        }
      }
    }
    assertThat(checked).isGreaterThan(20_000);
  }

  @Test
  void agreesWithThePlainRuleOnLargeRandomBoards() {
    Random random = new Random(2323);
    for (int trial = 0; trial < 60; trial++) {
      int rows = 1 + random.nextInt(trial < 30 ? 120 : 1000);
      int columns = 1 + random.nextInt(trial < 30 ? 120 : 1000);
      int k = 1 + random.nextInt(Math.min(40, Math.max(rows, columns)));
      int[][] board = runsOfTwo(rows, columns);
      for (int flips = random.nextInt(rows * columns / 50 + 2); flips > 0; flips--) {
        board[random.nextInt(rows)][random.nextInt(columns)] = random.nextInt(3);
      }
      assertAgrees(board, k);
    }
  }

  @Test
  void findsARunOfKInEveryDirectionAnywhere() {
    Random random = new Random(5);
    int[][] steps = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int trial = 0; trial < 4_000; trial++) {
      int rows = 5 + random.nextInt(30);
      int columns = 5 + random.nextInt(30);
      int k = 2 + random.nextInt(4);
      int[][] board = new int[rows][columns]; // all empty but the run: not full
      int[] step = steps[trial % 4];
      int r = random.nextInt(rows - k + 1);
      int c =
          step[1] < 0 ? k - 1 + random.nextInt(columns - k + 1) : random.nextInt(columns - k + 1);
      int mark = 1 + random.nextInt(2);
      for (int i = 0; i < k; i++) {
        board[r + i * step[0]][c + i * step[1]] = mark;
      }
      assertThat(Noughts.gameOver(board, k)).isTrue();
      board[r + (k - 1) * step[0]][c + (k - 1) * step[1]] = 3 - mark;
      assertAgrees(board, k);
    }
  }

  @Test
  void aFullBoardIsOverAndOneZeroKeepsItGoing() {
    int[][] board = new int[40][70];
    for (int r = 0; r < 40; r++) {
      for (int c = 0; c < 70; c++) {
        board[r][c] = 1 + (((c + 2 * r) >> 1) & 1); // runs of two at most, every way
      }
    }
    assertThat(Noughts.gameOver(board, 3)).isTrue();
    board[39][69] = 0;
    assertThat(Noughts.gameOver(board, 3)).isFalse();
    assertThat(Noughts.gameOver(board, 2)).isTrue();
  }

  @Test
  void aSquareBoardWithItsSizeAsWinLengthIsTheClassicRule() {
    int[][] board = {{1, 2, 0, 0}, {0, 1, 2, 0}, {0, 0, 1, 2}, {0, 0, 0, 1}};
    assertThat(Noughts.gameOver(board, 4)).isTrue();
    assertThat(Noughts.gameOver(board, 4)).isEqualTo(Noughts.gameOver(board));
    board[3][3] = 2;
    assertThat(Noughts.gameOver(board, 4)).isFalse();
    assertThat(Noughts.gameOver(board, 3)).isTrue(); // (1,1)-(3,3)
  }

  private static void assertRejected(int[][] board, int k, String message) {
    IllegalArgumentException thrown =
        assertThrows(IllegalArgumentException.class, () -> Noughts.gameOver(board, k));
    assertThat(thrown).hasMessageThat().isEqualTo(message);
  }

  @Test
  void badBoardsAndWinLengthsAreRefusedWithWhatIsWrong() {
    assertRejected(null, 3, "board is null");
    assertRejected(new int[0][], 3, "board has 0 rows; boards have 1 to 1000 rows");
    assertRejected(new int[][] {null, {0}}, 1, "row 1 is null");
    assertRejected(new int[][] {{}}, 1, "row 1 has 0 cells; rows have 1 to 1000 cells");
    assertRejected(
        new int[][] {new int[1001]}, 3, "row 1 has 1001 cells; rows have 1 to 1000 cells");
    assertRejected(
        new int[2][3], 0, "win length is 0; on a 2 x 3 board it is 1 to 3 (the longer side)");
    assertRejected(
        new int[2][3], 4, "win length is 4; on a 2 x 3 board it is 1 to 3 (the longer side)");
    assertRejected(
        new int[][] {{0, 0, 0}, {0, 0}}, 2, "row 2 has 2 cells, expected 3 (as many as row 1)");
    assertRejected(new int[][] {{0, 0, 0}, null}, 2, "row 2 is null");
    assertRejected(
        new int[][] {{0, 0, 0}, {0, 1, -1}},
        2,
        "row 2, cell 3: -1 is not 0 (empty), 1 (X) or 2 (O)");
    assertRejected(
        new int[][] {{1, 1, 3}, {0, 0, 0}}, 2, "row 1, cell 3: 3 is not 0 (empty), 1 (X) or 2 (O)");
  }

  @Test
  void aRaggedBoardAsTallAsTheWinLengthIsToldOfRowOneNotOfASquare() {
    assertRejected(
        new int[][] {{0, 0, 0}, {0, 0}, {0, 0, 0}},
        3,
        "row 2 has 2 cells, expected 3 (as many as row 1)");
    assertRejected(
        new int[][] {{0, 0, 0}, {0, 0, 0}, {0, 0, 0, 0}},
        3,
        "row 3 has 4 cells, expected 3 (as many as row 1)");
    assertRejected(new int[][] {{0, 0, 0}, null, {0, 0, 0}}, 3, "row 2 is null");
  }

  @Test
  void aSquareBoardWithTheWinLengthOfItsSizeKeepsTheClassicChecks() {
    // The classic rule checks every cell of a 3 x 3 board, even after a win.
    assertRejected(
        new int[][] {{1, 1, 1}, {0, 0, 0}, {0, 0, 5}},
        3,
        "row 3, cell 3: 5 is not 0 (empty), 1 (X) or 2 (O)");
  }

  @Test
  void aBadValueInTheRowThatEndsTheFirstRunIsStillReported() {
    assertRejected(
        new int[][] {{1, 0, 0}, {1, 0, 5}, {0, 0, 0}},
        2,
        "row 2, cell 3: 5 is not 0 (empty), 1 (X) or 2 (O)");
  }

  @Test
  void rowsAfterTheFirstRunAreNotRead() {
    assertThat(Noughts.gameOver(new int[][] {{1, 1, 0}, {0, 0}, null}, 2)).isTrue();
    assertThat(Noughts.gameOver(new int[][] {{1, 0, 0}, {1, 0, 0}, {7}}, 2)).isTrue();
    assertThat(Noughts.gameOver(new int[][] {{0, 2, 0}, {0, 0, 2}, {0, 0}}, 2)).isTrue();
    assertThat(Noughts.gameOver(new int[][] {{0, 2, 0}, {2, 0, 0}, {1, 1, 9}}, 2)).isTrue();
  }

  @Test
  void everyBadValueInEveryRowIsReportedWhereItIsWhenNoRunComesBefore() {
    // 42 rows: bands of 16 rows (the last of 10: rows packed four and one at a time) are read
    // whole before they are checked; the value must still be the first problem named, with its
    // row and cell, wherever it sits in a band.
    int[] badValues = {-1, 3, 4, 7, 16, 1 << 30, Integer.MIN_VALUE, Integer.MAX_VALUE};
    int[][] board = runsOfTwo(42, 37);
    board[41][36] = 0;
    for (int k : new int[] {3, 5, 17, 18}) {
      for (int r = 0; r < 42; r++) {
        for (int c : new int[] {0, 18, 36}) {
          for (int value : badValues) {
            int before = board[r][c];
            board[r][c] = value;
            assertRejected(
                board,
                k,
                String.format(
                    "row %d, cell %d: %d is not 0 (empty), 1 (X) or 2 (O)", r + 1, c + 1, value));
            board[r][c] = before;
          }
        }
      }
    }
  }

  @Test
  void aMissingOrShortRowInAnyBandIsReportedWhereItIs() {
    for (int r = 1; r < 42; r++) {
      int[][] board = runsOfTwo(42, 37);
      board[41][36] = 0;
      board[r] = null;
      assertRejected(board, 5, "row " + (r + 1) + " is null");
      board[r] = new int[36];
      assertRejected(board, 5, "row " + (r + 1) + " has 36 cells, expected 37 (as many as row 1)");
    }
  }

  @Test
  void rowsAfterTheFirstRunAreNotReadEvenInTheSameBand() {
    for (int runRow = 0; runRow < 39; runRow++) {
      int[][] board = runsOfTwo(40, 37);
      board[39][36] = 0;
      for (int c = 10; c < 15; c++) {
        board[runRow][c] = 1;
      }
      board[runRow + 1] = runRow % 2 == 0 ? null : new int[] {9};
      assertWithMessage("run in row %s", runRow + 1).that(Noughts.gameOver(board, 5)).isTrue();
    }
  }

  @Test
  void theRowThatEndsARunIsCheckedWholeAndTheRowsAfterItInItsBandAreNot() {
    int[][] board = runsOfTwo(40, 37);
    board[39][36] = 0;
    for (int r = 17; r < 22; r++) {
      board[r][3] = 2;
    }
    board[16][3] = 1; // the run is rows 18 to 22, no longer
    board[22][3] = 1;
    board[22][30] = 5; // row 23, in the same band of 16 rows
    assertThat(Noughts.gameOver(board, 5)).isTrue();
    board[21][30] = 5; // row 22, where the run ends: after the run's cell, but in its row
    assertRejected(board, 5, "row 22, cell 31: 5 is not 0 (empty), 1 (X) or 2 (O)");
  }

  @Test
  void aWinLengthLongerThanTheBoardIsTallOrWideFindsRunsOnlyAlongTheLongerSide() {
    int[][] wide = new int[3][40];
    for (int c = 20; c < 37; c++) {
      wide[1][c] = 2;
    }
    assertThat(Noughts.gameOver(wide, 17)).isTrue();
    assertThat(Noughts.gameOver(wide, 18)).isFalse();
    int[][] tall = new int[40][3];
    for (int r = 20; r < 37; r++) {
      tall[r][2] = 1;
    }
    assertThat(Noughts.gameOver(tall, 17)).isTrue();
    assertThat(Noughts.gameOver(tall, 18)).isFalse();
  }

  @Test
  void beyondTheBandsABoardWithoutARunIsOverExactlyWhenItIsFull() {
    // k over 17: the row-by-row scan alone, whose packing also finds the empty cells.
    int[][] board = runsOfTwo(40, 70);
    for (int k : new int[] {18, 31, 40, 70}) {
      assertWithMessage("full, k = %s", k).that(Noughts.gameOver(board, k)).isTrue();
      for (int[] cell : new int[][] {{0, 0}, {0, 31}, {17, 32}, {39, 63}, {39, 64}, {20, 69}}) {
        int before = board[cell[0]][cell[1]];
        board[cell[0]][cell[1]] = 0;
        assertWithMessage("k = %s, empty at %s", k, Arrays.toString(cell))
            .that(Noughts.gameOver(board, k))
            .isFalse();
        board[cell[0]][cell[1]] = before;
      }
    }
  }
}
