package dev.noughts;

/**
 * Rows of 0/1/2 cells packed two bits a cell, 32 cells a {@code long}: cell c in bits {@code 2c}
 * and {@code 2c + 1} of word {@code c / 32}, X as {@code 01}, O as {@code 10}, empty as {@code 00};
 * the bits past the last cell are 0. A bitwise AND of packed rows keeps a cell's X or O only where
 * every row holds that same mark, so one AND serves both players; shifting a packed row by one cell
 * (two bits) lines each cell up with its neighbour. Used by {@link RunRule}.
 */
final class PackedRows {
  private PackedRows() {}

  /** Cells in a word. */
  static final int CELLS = 32;

  /** The low bit of every cell: a cell's field is empty when neither of its bits is set. */
  private static final long LOW_BITS = 0x5555_5555_5555_5555L;

  /** In {@link #pack}'s result: a value other than 0, 1 or 2. */
  static final int BAD = 1;

  /** In {@link #pack}'s result: an empty cell. */
  static final int EMPTY = 2;

  /** Words that hold {@code columns} cells. */
  static int words(int columns) {
    return (columns + CELLS - 1) / CELLS;
  }

  /**
   * Packs {@code row} into {@code packed} and says whether it holds a {@link #BAD} value or an
   * {@link #EMPTY} cell. After a bad value the packed words are meaningless.
   */
  static int pack(int[] row, long[] packed) {
    int columns = row.length;
    int bad = 0;
    long empty = 0;
    int w = 0;
    for (int base = 0; base + CELLS <= columns; base += CELLS, w++) {
      long word = 0;
      for (int i = 0; i < CELLS; i++) {
        int value = row[base + i];
        bad |= value | (2 - value);
        word |= (long) value << (2 * i);
      }
      packed[w] = word;
      empty |= ~(word | (word >>> 1)) & LOW_BITS;
    }
    int base = w * CELLS;
    if (base < columns) {
      long word = 0;
      for (int i = 0; base + i < columns; i++) {
        int value = row[base + i];
        bad |= value | (2 - value);
        word |= (long) value << (2 * i);
      }
      packed[w] = word;
      long used = -1L >>> (64 - 2 * (columns - base));
      empty |= ~(word | (word >>> 1)) & LOW_BITS & used;
    }
    return (bad >>> 31) * BAD | (empty != 0 ? EMPTY : 0);
  }

  /**
   * Whether {@code row} has a run of {@code k} cells of one mark, left to right; {@code scratch}
   * (as long as {@code row}) is overwritten. By doubling: after ANDing the row with itself shifted
   * by 1, 2, 4 ... cells, a cell stays set where the run from it is that long.
   */
  static boolean hasRun(long[] row, int k, long[] scratch) {
    System.arraycopy(row, 0, scratch, 0, row.length);
    int length = 1;
    while (2 * length <= k) {
      andDown(scratch, scratch, length);
      length *= 2;
    }
    if (length < k) {
      andDown(scratch, scratch, k - length);
    }
    return !isEmpty(scratch);
  }

  /**
   * {@code into} becomes {@code into} shifted down (towards cell 0) by {@code cells} cells, ANDed
   * with {@code with}: cell c then holds the mark of cell c + cells where {@code with} has it too.
   * In place, ascending; {@code with} may be {@code into}.
   */
  static void andDown(long[] into, long[] with, int cells) {
    int words = into.length;
    int shift = 2 * cells;
    int wordShift = shift >>> 6;
    int bitShift = shift & 63;
    for (int w = 0; w < words; w++) {
      int from = w + wordShift;
      long shifted = 0;
      if (from < words) {
        shifted = into[from] >>> bitShift;
        if (bitShift != 0 && from + 1 < words) {
          shifted |= into[from + 1] << (64 - bitShift);
        }
      }
      into[w] = shifted & with[w];
    }
  }

  /**
   * {@code into} becomes {@code into} shifted up (away from cell 0) by one cell, ANDed with {@code
   * with}: cell c then holds the mark of cell c - 1 where {@code with} has it too. In place,
   * descending.
   */
  static void andUpOne(long[] into, long[] with) {
    for (int w = into.length - 1; w > 0; w--) {
      into[w] = ((into[w] << 2) | (into[w - 1] >>> 62)) & with[w];
    }
    into[0] = (into[0] << 2) & with[0];
  }

  /** {@code into} becomes {@code into} shifted down by one cell, ANDed with {@code with}. */
  static void andDownOne(long[] into, long[] with) {
    int last = into.length - 1;
    for (int w = 0; w < last; w++) {
      into[w] = ((into[w] >>> 2) | (into[w + 1] << 62)) & with[w];
    }
    into[last] = (into[last] >>> 2) & with[last];
  }

  /**
   * {@code to} becomes {@code from} shifted up by {@code cells} cells: cell c holds what cell c -
   * cells held, cells below {@code cells} are empty. Bits may pass the last cell.
   */
  static void shiftUp(long[] from, long[] to, int cells) {
    int words = from.length;
    int shift = 2 * cells;
    int wordShift = shift >>> 6;
    int bitShift = shift & 63;
    for (int w = 0; w < words; w++) {
      int source = w - wordShift;
      long shifted = 0;
      if (source >= 0) {
        shifted = from[source] << bitShift;
        if (bitShift != 0 && source >= 1) {
          shifted |= from[source - 1] >>> (64 - bitShift);
        }
      }
      to[w] = shifted;
    }
  }

  /** {@code to} becomes {@code from} shifted down by {@code cells} cells. */
  static void shiftDown(long[] from, long[] to, int cells) {
    int words = from.length;
    int shift = 2 * cells;
    int wordShift = shift >>> 6;
    int bitShift = shift & 63;
    for (int w = 0; w < words; w++) {
      int source = w + wordShift;
      long shifted = 0;
      if (source < words) {
        shifted = from[source] >>> bitShift;
        if (bitShift != 0 && source + 1 < words) {
          shifted |= from[source + 1] << (64 - bitShift);
        }
      }
      to[w] = shifted;
    }
  }

  /** Whether {@code a} and {@code b} share a set bit: a cell with the same mark in both. */
  static boolean intersects(long[] a, long[] b) {
    long common = 0;
    for (int w = 0; w < a.length; w++) {
      common |= a[w] & b[w];
    }
    return common != 0;
  }

  /** Whether no bit of {@code a} is set. */
  static boolean isEmpty(long[] a) {
    long any = 0;
    for (long word : a) {
      any |= word;
    }
    return any == 0;
  }
}
