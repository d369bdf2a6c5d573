package dev.noughts;

/**
 * The lenient rule with a win length k: the game is over when some k cells in a row, a column or a
 * diagonal of either direction hold one non-zero value, or when no cell is 0. No legality checks.
 *
 * <p>For k up to {@link RunBands#MAX_WIN_LENGTH}, {@link RunBands} first proves as many rows clean
 * as it can, a band of 33 - k rows at a time, 31 for k = 1 (no run ends in them, every value in
 * range); when that is the whole board, the answer is whether a cell is empty. Otherwise, and for
 * longer k, one row-major pass goes on from k - 1 rows above the first band that is not clean,
 * which is where a run ending below it can start. Each row's values are checked in one loop and the
 * row is then packed ({@link PackedRows}: two bits a cell, both players at once) while it is still
 * in the cache; runs along the row are found by ANDing the packed row with itself shifted (about
 * log k times), and runs down columns and diagonals by {@link RunBlocks}, a few word operations per
 * row for all three directions. The pass stops after the first row in which some run ends.
 */
final class RunRule {
  private RunRule() {}

  /**
   * Decides a board of 1 to 1000 rows, rectangular, with win length {@code winLength}. The first
   * row and the win length are checked first; then each row, up to the first in which a run ends,
   * is checked to be there and as long as the first, and every one of its cells to hold 0, 1 or 2.
   */
  static boolean scan(int[][] board, int winLength) {
    int[] first = BoardArrays.checkFirstRow(board);
    int rows = board.length;
    int columns = first.length;
    Position.checkWinLength(winLength, rows, columns);
    int from = 0;
    boolean emptySeen = false;
    if (winLength <= RunBands.MAX_WIN_LENGTH) {
      RunBands.Clean clean = RunBands.scan(board, columns, winLength);
      if (clean.rows() == rows) {
        return !clean.emptySeen();
      }
      // A run that ends below the clean rows starts at most k - 1 rows above them.
      from = Math.max(0, clean.rows() - (winLength - 1));
      emptySeen = clean.emptySeen();
    }
    PackedRows packing = new PackedRows(columns, winLength - 1);
    long[] packed = packing.row();
    long[] scratch = packing.row();
    long[] otherScratch = packing.row();
    boolean acrossRows = winLength <= columns;
    RunBlocks down = winLength <= rows ? new RunBlocks(packing, winLength) : null;
    for (int r = from; r < rows; r++) {
      int[] row = r == 0 ? first : BoardArrays.checkRow(board, r, columns);
      if (!BoardArrays.isValidRow(row)) {
        throw BoardArrays.badValue(row, r);
      }
      emptySeen |= packing.pack(row, packed);
      boolean run = acrossRows && packing.hasRun(packed, winLength, scratch, otherScratch);
      if (down != null) {
        run |= down.push(packed); // every row goes in, in order
      }
      if (run) {
        return true;
      }
    }
    return !emptySeen;
  }
}
