package dev.noughts;

/**
 * The lenient rule with a win length k: the game is over when some k cells in a row, a column or a
 * diagonal of either direction hold one non-zero value, or when no cell is 0. No legality checks.
 *
 * <p>One row-major pass with a counter per line: for each column, each diagonal and each
 * anti-diagonal, how many cells along it, down to the current row, hold the value of its cell in
 * the current row; for the row itself, the same up to the current cell. A counter grows by one when
 * a cell holds the value of the cell before it on its line and restarts at 1 when it does not,
 * without a branch: {@code (counter & same) + 1}, where {@code same} is -1 or 0. A diagonal's
 * counter sits at index {@code column - row} (shifted) and an anti-diagonal's at {@code column +
 * row}, so each cell finds its line's counter where the cell above it on the line left it. Every
 * cell costs the same few integer operations, whatever the board, in one loop per direction over
 * the row (which stays in the cache); the pass stops after the first row that completes a run.
 */
final class RunRule {
  private RunRule() {}

  /**
   * Decides a board of 1 to 1000 rows, rectangular, with win length {@code winLength}. The first
   * row and the win length are checked first; then each row, up to the first that completes a run,
   * is checked to be there and as long as the first, and every one of its cells to hold 0, 1 or 2.
   */
  static boolean scan(int[][] board, int winLength) {
    int[] first = BoardArrays.checkFirstRow(board);
    int rows = board.length;
    int columns = first.length;
    Position.checkWinLength(winLength, rows, columns);
    int least = winLength - 1; // a counter above this completes a run
    int[] vertical = new int[columns];
    int[] diagonal = new int[columns + rows]; // at column - row + rows - 1
    int[] antiDiagonal = new int[columns + rows]; // at column + row
    boolean zeroSeen = false;
    int[] above = first; // for row 0 every counter is fresh (0), so any row serves as the one above
    for (int r = 0; r < rows; r++) {
      int[] row = r == 0 ? first : BoardArrays.checkRow(board, r, columns);
      int summary = row(row, above, vertical, diagonal, antiDiagonal, rows - 1 - r, r, least);
      if ((summary & BAD) != 0) {
        throw BoardArrays.badValue(row, r);
      }
      if ((summary & RUN) != 0) {
        return true;
      }
      zeroSeen |= (summary & ZERO) != 0;
      above = row;
    }
    return !zeroSeen;
  }

  /** In a row's summary: a value other than 0, 1 or 2. */
  private static final int BAD = 1;

  /** In a row's summary: a run of k ends in this row. */
  private static final int RUN = 2;

  /** In a row's summary: a 0. */
  private static final int ZERO = 4;

  /**
   * Updates every counter for {@code row}, below {@code above}, and sums the row up in {@link
   * #BAD}, {@link #RUN} and {@link #ZERO}. The diagonal counter of column c is at {@code c +
   * diagonalShift}, the anti-diagonal one at {@code c + antiShift}.
   *
   * <p>One loop per direction: each is a handful of operations on one counter array, which the JIT
   * compiles well; the four in one loop ran 4.5x slower (a timing loop on 1000 x 1000, JDK 17 and
   * 25, on a loaded machine: about 25 ms against 5.6 ms).
   */
  private static int row(
      int[] row,
      int[] above,
      int[] vertical,
      int[] diagonal,
      int[] antiDiagonal,
      int diagonalShift,
      int antiShift,
      int least) {
    int last = row.length - 1;
    int runs = 0;
    for (int c = 0; c <= last; c++) {
      int value = row[c];
      int v = (vertical[c] & same(value, above[c])) + 1;
      vertical[c] = v;
      runs |= (least - v) & -value;
    }
    // The first cell of a row starts a diagonal, the last an anti-diagonal: their counters are 1,
    // which completes a run only for k = 1, and the vertical loop has found that one already.
    diagonal[diagonalShift] = 1;
    for (int c = 1; c <= last; c++) {
      int value = row[c];
      int d = (diagonal[c + diagonalShift] & same(value, above[c - 1])) + 1;
      diagonal[c + diagonalShift] = d;
      runs |= (least - d) & -value;
    }
    antiDiagonal[last + antiShift] = 1;
    for (int c = 0; c < last; c++) {
      int value = row[c];
      int a = (antiDiagonal[c + antiShift] & same(value, above[c + 1])) + 1;
      antiDiagonal[c + antiShift] = a;
      runs |= (least - a) & -value;
    }
    int bad = 0;
    int zero = 0;
    int horizontal = 0;
    int before = 3; // no cell holds 3: the first cell starts a run
    for (int c = 0; c <= last; c++) {
      int value = row[c];
      horizontal = (horizontal & same(value, before)) + 1;
      before = value;
      runs |= (least - horizontal) & -value;
      bad |= value | (2 - value);
      zero |= value - 1;
    }
    return (bad >>> 31) * BAD | (runs >>> 31) * RUN | (zero >>> 31) * ZERO;
  }

  /** -1 when {@code a} equals {@code b}, else 0; for values 0 to 3. */
  private static int same(int a, int b) {
    return ((a ^ b) - 1) >> 31;
  }
}
