package dev.noughts;

import java.util.Arrays;

/**
 * Runs of k cells down a column or a diagonal of either direction, found row by row in packed rows
 * ({@link PackedRows}) with the same few word operations per row whatever the board.
 *
 * <p>A run of k rows ending in row r covers rows r - k + 1 to r. The rows are cut into blocks of k,
 * from row 0: such a window is either one whole block or the tail of one block (from row r - k + 1)
 * followed by the head of the next (up to row r). So for the block being read this keeps the AND of
 * its rows so far (the head, each row shifted one cell along the diagonals), and for the block
 * before it the AND of each of its tails, worked out once when the block is complete: one AND of a
 * head and a tail per direction and row says whether a run ends in that row. Per row that is one
 * loop over its words and a copy, plus, at a block's start, three loops per row of the block
 * before; about {@code 3k} packed rows of memory.
 */
final class RunBlocks {
  private final PackedRows rows;
  private final int k;

  /** The rows of the block being read, as they came; at its start, each row's column tail. */
  private final long[][] block;

  /** The diagonal (down-right) tails of the block before, shifted k - 1 cells up. */
  private final long[][] diagonalTails;

  /** The anti-diagonal (down-left) tails of the block before, shifted k - 1 cells down. */
  private final long[][] antiTails;

  /** Every bit of the row set: the "tail" of a window that is one whole block. */
  private final long[] all;

  /** No bit set: the "tail" of a window before row k - 1, which does not fit. */
  private final long[] none;

  private final long[] column;
  private long[] diagonal;
  private long[] antiDiagonal;
  private long[] spare;
  private long[] otherSpare;
  private int row;

  /** For rows laid out as {@code rows} and win length {@code k} of at most the row count. */
  RunBlocks(PackedRows rows, int k) {
    this.rows = rows;
    this.k = k;
    block = new long[k][];
    diagonalTails = new long[k][];
    antiTails = new long[k][];
    for (int i = 0; i < k; i++) {
      block[i] = rows.row();
      diagonalTails[i] = rows.row();
      antiTails[i] = rows.row();
    }
    all = rows.row();
    Arrays.fill(all, rows.pad, rows.pad + rows.words, -1L);
    none = rows.row();
    column = rows.row();
    diagonal = rows.row();
    antiDiagonal = rows.row();
    spare = rows.row();
    otherSpare = rows.row();
  }

  /** Takes the next row, packed; true when a run of k down a column or diagonal ends in it. */
  boolean push(long[] packed) {
    int i = row % k;
    int next = i + 1;
    boolean whole = i == k - 1;
    long[] columnTail = whole ? all : row < k ? none : block[next];
    long[] diagonalTail = whole ? all : row < k ? none : diagonalTails[next];
    long[] antiTail = whole ? all : row < k ? none : antiTails[next];
    long hits = 0;
    int from = rows.pad;
    int to = rows.pad + rows.words;
    if (i == 0) {
      if (row > 0) {
        tails();
      }
      for (int w = from; w < to; w++) {
        long p = packed[w];
        column[w] = p;
        diagonal[w] = p;
        antiDiagonal[w] = p;
        hits |= p & (columnTail[w] | diagonalTail[w] | antiTail[w]);
      }
    } else {
      long[] newDiagonal = spare;
      long[] newAnti = otherSpare;
      for (int w = from; w < to; w++) {
        long p = packed[w];
        long c = column[w] & p;
        long d = ((diagonal[w] << 2) | (diagonal[w - 1] >>> 62)) & p;
        long a = ((antiDiagonal[w] >>> 2) | (antiDiagonal[w + 1] << 62)) & p;
        column[w] = c;
        newDiagonal[w] = d;
        newAnti[w] = a;
        hits |= (c & columnTail[w]) | (d & diagonalTail[w]) | (a & antiTail[w]);
      }
      spare = diagonal;
      diagonal = newDiagonal;
      otherSpare = antiDiagonal;
      antiDiagonal = newAnti;
    }
    System.arraycopy(packed, 0, block[i], 0, packed.length); // block[i] (a tail) is used up
    row++;
    return hits != 0;
  }

  /**
   * Turns the complete block into its tails: row i of it becomes the AND of its rows i to k - 1,
   * down the column and along both diagonals (the latter lined up with row k - 1 below, where the
   * window that needs them ends). Rows 1 to k - 1 are needed. Uses the heads' arrays, free until
   * the next row.
   */
  private void tails() {
    int last = k - 1;
    int from = rows.pad;
    int to = rows.pad + rows.words;
    long[] diagonalTail = diagonal;
    long[] antiTail = antiDiagonal;
    long[] nextDiagonal = spare;
    long[] nextAnti = otherSpare;
    System.arraycopy(block[last], 0, diagonalTail, 0, diagonalTail.length);
    System.arraycopy(block[last], 0, antiTail, 0, antiTail.length);
    for (int i = last; i >= 1; i--) {
      if (i < last) {
        long[] cells = block[i];
        long[] below = block[i + 1];
        for (int w = from; w < to; w++) {
          long p = cells[w];
          nextDiagonal[w] = ((diagonalTail[w] >>> 2) | (diagonalTail[w + 1] << 62)) & p;
          nextAnti[w] = ((antiTail[w] << 2) | (antiTail[w - 1] >>> 62)) & p;
          cells[w] = p & below[w];
        }
        long[] swap = diagonalTail;
        diagonalTail = nextDiagonal;
        nextDiagonal = swap;
        swap = antiTail;
        antiTail = nextAnti;
        nextAnti = swap;
      }
      rows.andShiftedUp(diagonalTail, last, all, diagonalTails[i]);
      rows.andShiftedDown(antiTail, last, all, antiTails[i]);
    }
  }
}
