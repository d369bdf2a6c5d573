package dev.noughts;

/**
 * Rows of 0/1/2 cells packed two bits a cell, 32 cells a {@code long}: cell c in bits {@code 2c %
 * 64} and the one above of word {@code c / 32}, X as {@code 01}, O as {@code 10}, empty as {@code
 * 00}. A bitwise AND of packed rows keeps a cell's X or O only where every row holds that same
 * mark, so one AND serves both players; shifting a packed row by one cell (two bits) lines each
 * cell up with its neighbour. Used by {@link RunRule} and {@link RunBlocks}.
 *
 * <p>A packed row sits in an array at words {@code pad} to {@code pad + words - 1}, with {@code
 * pad} words of 0 on either side and 0 past its last cell, so that a shift by up to the win length
 * reads 0 beyond the row's ends and every loop does the same to every word, with no edge cases.
 */
final class PackedRows {
  /** Cells in a word. */
  static final int CELLS = 32;

  /** The low bit of every cell. */
  private static final long LOW_BITS = 0x5555_5555_5555_5555L;

  /** Words of the row. */
  final int words;

  /** Zero words on either side: more than a shift of {@code maxShift} cells spans. */
  final int pad;

  /** For rows of {@code columns} cells shifted by at most {@code maxShift} cells. */
  PackedRows(int columns, int maxShift) {
    words = (columns + CELLS - 1) / CELLS;
    pad = 2 * maxShift / 64 + 1;
  }

  /** A new array for one packed row, all 0. */
  long[] row() {
    return new long[words + 2 * pad];
  }

  /**
   * Packs {@code row}, of values 0, 1 and 2 ({@link BoardArrays#isValidRow}), into {@code packed}
   * and returns whether a cell is empty.
   */
  boolean pack(int[] row, long[] packed) {
    int columns = row.length;
    long empty = 0;
    int i = pad;
    int at = 0;
    for (; at + CELLS <= columns; at += CELLS, i++) {
      int low = sixteen(row, at);
      int high = sixteen(row, at + 16);
      long word = (low & 0xFFFF_FFFFL) | ((long) high << 32);
      packed[i] = word;
      empty |= ~(word | (word >>> 1)) & LOW_BITS;
    }
    if (at < columns) {
      long word = 0;
      for (int c = 0; at + c < columns; c++) {
        word |= (long) row[at + c] << (2 * c);
      }
      packed[i] = word;
      empty |= ~(word | (word >>> 1)) & LOW_BITS & (-1L >>> (64 - 2 * (columns - at)));
    }
    return empty != 0;
  }

  /**
   * Cells {@code at} to {@code at + 15} of {@code row} packed into an {@code int}: pairs, then
   * fours, eights and the sixteen, so that the shifts and ORs do not wait on each other.
   */
  private static int sixteen(int[] row, int at) {
    int a0 = row[at] | row[at + 1] << 2;
    int a1 = row[at + 2] | row[at + 3] << 2;
    int a2 = row[at + 4] | row[at + 5] << 2;
    int a3 = row[at + 6] | row[at + 7] << 2;
    int a4 = row[at + 8] | row[at + 9] << 2;
    int a5 = row[at + 10] | row[at + 11] << 2;
    int a6 = row[at + 12] | row[at + 13] << 2;
    int a7 = row[at + 14] | row[at + 15] << 2;
    int b0 = a0 | a1 << 4;
    int b1 = a2 | a3 << 4;
    int b2 = a4 | a5 << 4;
    int b3 = a6 | a7 << 4;
    return (b0 | b1 << 8) | (b2 | b3 << 8) << 16;
  }

  /**
   * Whether {@code row} has a run of {@code k} cells of one mark along it, for {@code k} up to the
   * largest shift. By doubling: ANDing the row with itself shifted by 1, 2, 4 ... cells leaves a
   * cell set where the run from it is that long. {@code a} and {@code b} are overwritten.
   */
  boolean hasRun(long[] row, int k, long[] a, long[] b) {
    long[] from = row;
    long[] to = a;
    long any = 0;
    int length = 1;
    while (length < k) {
      int step = Math.min(length, k - length);
      any = andShiftedDown(from, step, from, to);
      length += step;
      from = to;
      to = to == a ? b : a;
    }
    return k == 1 ? !isEmpty(row) : any != 0;
  }

  /**
   * {@code to} becomes {@code from} shifted down (towards cell 0) by {@code cells} cells, ANDed
   * with {@code with}: cell c holds the mark cell c + cells holds in {@code from} where {@code
   * with} has it too. Returns the OR of the words written. {@code to} is neither of the others.
   */
  long andShiftedDown(long[] from, int cells, long[] with, long[] to) {
    int wordShift = 2 * cells / 64;
    int bitShift = 2 * cells % 64;
    long any = 0;
    for (int i = pad; i < pad + words; i++) {
      long word =
          ((from[i + wordShift] >>> bitShift) | (from[i + wordShift + 1] << 1 << (63 - bitShift)))
              & with[i];
      to[i] = word;
      any |= word;
    }
    return any;
  }

  /**
   * {@code to} becomes {@code from} shifted up (away from cell 0) by {@code cells} cells, ANDed
   * with {@code with}: cell c holds the mark cell c - cells holds in {@code from} where {@code
   * with} has it too; bits may pass the last cell. {@code to} is neither of the others.
   */
  void andShiftedUp(long[] from, int cells, long[] with, long[] to) {
    int wordShift = 2 * cells / 64;
    int bitShift = 2 * cells % 64;
    for (int i = pad; i < pad + words; i++) {
      to[i] =
          ((from[i - wordShift] << bitShift) | (from[i - wordShift - 1] >>> 1 >>> (63 - bitShift)))
              & with[i];
    }
  }

  /** Whether no bit of {@code a} is set. */
  boolean isEmpty(long[] a) {
    long any = 0;
    for (int i = pad; i < pad + words; i++) {
      any |= a[i];
    }
    return any == 0;
  }
}
