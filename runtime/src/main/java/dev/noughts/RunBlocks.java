package dev.noughts;

/**
 * Runs of k cells down a column or a diagonal of either direction, found row by row in packed rows
 * ({@link PackedRows}) with the same few word operations per row whatever the board.
 *
 * <p>A run of k rows ending in row r covers rows r - k + 1 to r. The rows are cut into blocks of k,
 * from row 0: such a window is either one whole block or the tail of one block (from row r - k + 1)
 * followed by the head of the next (up to row r). So for the block being read this keeps the AND of
 * its rows so far (the head, each row shifted one cell along the diagonals), and for the block
 * before it the AND of each of its tails, worked out once when the block is complete: one AND of a
 * head and a tail per direction and row says whether a run ends in that row. Per row and direction
 * that is a few operations a word, and {@code 4k} packed rows of memory.
 */
final class RunBlocks {
  private final int k;
  private final boolean diagonals;

  /** The rows of the block being read, as they came; at its start, each row's column tail. */
  private final long[][] block;

  /** The diagonal (down-right) tails of the block before, shifted k - 1 cells up. */
  private final long[][] diagonalTails;

  /** The anti-diagonal (down-left) tails of the block before, shifted k - 1 cells down. */
  private final long[][] antiTails;

  private final long[] column;
  private final long[] diagonal;
  private final long[] antiDiagonal;
  private int row;

  /**
   * For rows of {@code words} packed words and win length {@code k} of at most the row count;
   * {@code diagonals} when k is at most the column count too (else no diagonal holds k cells).
   */
  RunBlocks(int k, int words, boolean diagonals) {
    this.k = k;
    this.diagonals = diagonals;
    block = new long[k][words];
    int tails = diagonals ? k : 0;
    diagonalTails = new long[tails][words];
    antiTails = new long[tails][words];
    column = new long[words];
    diagonal = new long[words];
    antiDiagonal = new long[words];
  }

  /** Takes the next row, packed; true when a run of k down a column or diagonal ends in it. */
  boolean push(long[] packed) {
    int i = row % k;
    if (i == 0) {
      if (row > 0) {
        tails();
      }
      System.arraycopy(packed, 0, column, 0, packed.length);
      System.arraycopy(packed, 0, diagonal, 0, packed.length);
      System.arraycopy(packed, 0, antiDiagonal, 0, packed.length);
    } else {
      and(column, packed);
      if (diagonals) {
        PackedRows.andUpOne(diagonal, packed);
        PackedRows.andDownOne(antiDiagonal, packed);
      }
    }
    boolean run;
    if (i == k - 1) {
      run =
          !PackedRows.isEmpty(column)
              || diagonals && (!PackedRows.isEmpty(diagonal) || !PackedRows.isEmpty(antiDiagonal));
    } else if (row >= k) {
      run =
          PackedRows.intersects(column, block[i + 1])
              || diagonals
                  && (PackedRows.intersects(diagonal, diagonalTails[i + 1])
                      || PackedRows.intersects(antiDiagonal, antiTails[i + 1]));
    } else {
      run = false;
    }
    System.arraycopy(packed, 0, block[i], 0, packed.length); // block[i] (a tail) is used up
    row++;
    return run;
  }

  /**
   * Turns the complete block into its tails: row i of it becomes the AND of its rows i to k - 1,
   * down the column and along both diagonals (the latter lined up with the row k - 1 below, where
   * the window that needs them ends). Rows 1 to k - 1 are needed.
   */
  private void tails() {
    int last = k - 1;
    if (diagonals) {
      long[] diagonalTail = diagonal; // free until the next block's first row
      long[] antiTail = antiDiagonal;
      System.arraycopy(block[last], 0, diagonalTail, 0, diagonalTail.length);
      System.arraycopy(block[last], 0, antiTail, 0, antiTail.length);
      for (int i = last; i >= 1; i--) {
        if (i < last) {
          PackedRows.andDownOne(diagonalTail, block[i]);
          PackedRows.andUpOne(antiTail, block[i]);
        }
        PackedRows.shiftUp(diagonalTail, diagonalTails[i], last);
        PackedRows.shiftDown(antiTail, antiTails[i], last);
      }
    }
    for (int i = last - 1; i >= 1; i--) {
      and(block[i], block[i + 1]);
    }
  }

  private static void and(long[] into, long[] with) {
    for (int w = 0; w < into.length; w++) {
      into[w] &= with[w];
    }
  }
}
