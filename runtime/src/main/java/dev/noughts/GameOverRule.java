package dev.noughts;

/**
 * The lenient n x n rule: the game is over when some row, column, the diagonal or the
 * anti-diagonal is all 1 or all 2, or when no cell is 0. No legality checks.
 *
 * <p>One row-major pass. Each column keeps the bitwise AND of its values so far: for values in
 * 0..2 the AND of a line is non-zero exactly when the line is all 1 or all 2, so the inner loop has
 * no branch and the JIT can vectorize it.
 */
final class GameOverRule {
  private GameOverRule() {}

  /**
   * Decides a square board of size 1 to 1000 with no null row. Values are checked in every row the
   * scan reads; it stops at the first winning row, so rows below that one are not read at all.
   */
  static boolean isOver(int[][] board) {
    int size = board.length;
    int[] columns = new int[size];
    java.util.Arrays.fill(columns, 3);
    int diagonal = 3;
    int antiDiagonal = 3;
    int empty = 0;
    for (int r = 0; r < size; r++) {
      int[] row = board[r];
      int rowAnd = 3;
      int bad = 0;
      for (int c = 0; c < size; c++) {
        int value = row[c];
        columns[c] &= value;
        rowAnd &= value;
        bad |= (value & ~3) | (value & (value >>> 1));
        empty |= (value - 1) >>> 31;
      }
      if (bad != 0) {
        throw BoardArrays.badValue(row, r);
      }
      if (rowAnd != 0) {
        return true;
      }
      diagonal &= row[r];
      antiDiagonal &= row[size - 1 - r];
    }
    if ((diagonal | antiDiagonal) != 0) {
      return true;
    }
    int anyColumn = 0;
    for (int column : columns) {
      anyColumn |= column;
    }
    return anyColumn != 0 || empty == 0;
  }
}
