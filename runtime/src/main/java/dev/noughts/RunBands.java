package dev.noughts;

import java.util.Arrays;

/**
 * The fast path of {@link RunRule} for win lengths up to {@value #MAX_WIN_LENGTH}: the board is
 * read in bands of {@value #ROWS} rows, and each column of a band is packed into one {@code int},
 * two bits a row (row s of the band in bits 2s and 2s + 1; X as {@code 01}, O as {@code 10}, empty
 * as {@code 00}), so that a bitwise AND of two packed columns keeps a mark only where both hold it.
 *
 * <p>Every loop here is element-wise over arrays indexed alike, which the JIT compiles to vector
 * instructions on JDK 17 and 25; an index offset between arrays, or an accumulation across the
 * loop, would stop it, so shifted copies come from {@link System#arraycopy} and each band's
 * findings are ORed into one array, compared with zeros once. Rows are read four at a time, and for
 * each cell the packing does the same: OR the four values, shifted to their rows' bits, into the
 * column's word, and OR the plain values into the column's record of values seen; no value is
 * compared. Per band, and so per 16 cells, a {@code long} per column holds the band before (low
 * half) and this band (high half), so a run of up to {@code ROWS + 1} rows that ends in this band
 * lies within it; runs along the rows, down the columns and along both diagonals are found there by
 * doubling (ANDing words with themselves shifted by 1, 2, 4 ... cells, about log k passes). Rows of
 * the band before hold no run, so finding runs again among them cannot mislead.
 *
 * <p>It only proves bands clean: well formed (every row there and as long as the first), every
 * value 0, 1 or 2, no run ending in them. At the first band that is not, it stops and says how many
 * rows before it are clean; {@link RunRule}'s row-by-row scan goes on from there, and so names the
 * first problem in row order and stops at the first row with a run, as {@link
 * Noughts#gameOver(int[][], int)} promises.
 */
final class RunBands {
  /** Rows of a band: two bits each fill an {@code int}. */
  static final int ROWS = 16;

  /** The longest run that fits in two bands from the first row of the second. */
  static final int MAX_WIN_LENGTH = ROWS + 1;

  /** What {@code hits} holds when a band is clean; never written. */
  private static final long[] NO_HITS = longs(Position.MAX_SIZE);

  /** The low bit of every cell of a packed band. */
  private static final int LOW_BITS = 0x5555_5555;

  /**
   * The rows from the top that are clean, and whether a cell among them is empty. When {@code rows}
   * is the board's, the game is over exactly when no cell is empty.
   */
  record Clean(int rows, boolean emptySeen) {}

  private final int rows;
  private final int columns;
  private final int k;
  private final int[][] bandRows = new int[ROWS][];
  private final int[] band;
  private final int[] seen;
  private final int[] empties;
  private final long[] window;
  private final long[] hits;
  private final long[] shifted;
  private final long[] runs;
  private final long[] longer;

  private RunBands(int rows, int columns, int k) {
    this.rows = rows;
    this.columns = columns;
    this.k = k;
    band = ints(columns);
    seen = ints(columns);
    empties = ints(columns);
    window = longs(columns);
    hits = longs(columns);
    shifted = longs(columns);
    runs = longs(columns);
    longer = longs(columns);
  }

  /**
   * The clean rows of {@code board}, whose row 1 has {@code columns} cells, for a win length {@code
   * k} of 1 to {@link #MAX_WIN_LENGTH}.
   */
  static Clean scan(int[][] board, int columns, int k) {
    return new RunBands(board.length, columns, k).scan(board);
  }

  private Clean scan(int[][] board) {
    for (int top = 0; top < rows; top += ROWS) {
      int height = Math.min(ROWS, rows - top);
      if (!pack(board, top, height) || !isClean(height)) {
        return new Clean(top, anyEmpty());
      }
    }
    return new Clean(rows, anyEmpty());
  }

  /** Packs rows {@code top} to {@code top + height - 1}; false when one is null or too short. */
  private boolean pack(int[][] board, int top, int height) {
    for (int s = 0; s < height; s++) {
      int[] row = board[top + s];
      if (row == null || row.length != columns) {
        return false;
      }
      bandRows[s] = row;
    }
    // band and seen are all 0 here: new, or cleared by isClean
    int s = 0;
    for (; s + 4 <= height; s += 4) {
      packFour(bandRows[s], bandRows[s + 1], bandRows[s + 2], bandRows[s + 3], 2 * s);
    }
    for (; s < height; s++) {
      packOne(bandRows[s], 2 * s);
    }
    return true;
  }

  /** Four rows at once: a quarter of the writes, which the reads of the board then outpace. */
  private void packFour(int[] row0, int[] row1, int[] row2, int[] row3, int shift) {
    for (int c = 0; c < columns; c++) {
      int value0 = row0[c];
      int value1 = row1[c];
      int value2 = row2[c];
      int value3 = row3[c];
      band[c] |= (value0 | value1 << 2 | value2 << 4 | value3 << 6) << shift;
      seen[c] |= value0 | value1 | value2 | value3;
    }
  }

  private void packOne(int[] row, int shift) {
    for (int c = 0; c < columns; c++) {
      int value = row[c];
      band[c] |= value << shift;
      seen[c] |= value;
    }
  }

  /**
   * Whether the packed band of {@code height} rows holds only 0, 1 and 2 and no run ends in it.
   * Slides it into the window, records its empty cells and clears the band for the next.
   */
  private boolean isClean(int height) {
    int rowBits = height == ROWS ? -1 : (1 << (2 * height)) - 1;
    for (int c = 0; c < columns; c++) {
      int packed = band[c];
      window[c] = (window[c] >>> 32) | ((long) packed << 32);
      // A value above 3 or below 0 sets a bit of seen above the lowest two; a 3 is a cell 11.
      hits[c] = (seen[c] & ~3) | (packed & (packed >>> 1) & LOW_BITS);
      empties[c] |= ~(packed | (packed >>> 1)) & LOW_BITS & rowBits;
      band[c] = 0;
      seen[c] = 0;
    }
    if (k == 1) {
      orInto(window, hits);
    } else {
      if (k <= columns) {
        findRuns(0, 1);
      }
      if (k <= rows) {
        findRuns(1, 0);
      }
      if (k <= rows && k <= columns) {
        findRuns(1, 1);
        findRuns(1, -1);
      }
    }
    // a vectorized compare; a loop of |= is not, on JDK 25
    return Arrays.mismatch(hits, 0, columns, NO_HITS, 0, columns) < 0;
  }

  /**
   * ORs into {@code hits} the cells of the window from which k cells, each {@code down} rows and
   * {@code across} columns from the one before, hold one mark.
   */
  private void findRuns(int down, int across) {
    long[] from = window;
    long[] to = runs;
    for (int length = 1; length < k; ) {
      int step = Math.min(length, k - length);
      int bits = 2 * down * step;
      long[] next = from;
      if (across != 0) {
        shift(from, across * step, shifted);
        next = shifted;
      }
      length += step;
      if (length == k) {
        for (int c = 0; c < columns; c++) {
          hits[c] |= from[c] & (next[c] >>> bits);
        }
      } else {
        for (int c = 0; c < columns; c++) {
          to[c] = from[c] & (next[c] >>> bits);
        }
        from = to;
        to = to == runs ? longer : runs;
      }
    }
  }

  /** {@code to[c]} becomes {@code from[c + offset]}, empty beyond the board's edges. */
  private void shift(long[] from, int offset, long[] to) {
    int length = Math.max(0, columns - Math.abs(offset));
    if (offset >= 0) {
      System.arraycopy(from, columns - length, to, 0, length);
      Arrays.fill(to, length, columns, 0L);
    } else {
      System.arraycopy(from, 0, to, columns - length, length);
      Arrays.fill(to, 0, columns - length, 0L);
    }
  }

  /**
   * An array of at least {@code columns} ints that takes a multiple of 64 bytes on the heap
   * (HotSpot's 16-byte header included), so that arrays made one after another start alike within a
   * cache line and the vector loops over them line up. A speed hint only: any length of at least
   * {@code columns} gives the same answers.
   */
  private static int[] ints(int columns) {
    return new int[(columns + 3) / 16 * 16 + 12];
  }

  /** As {@link #ints}, for longs. */
  private static long[] longs(int columns) {
    return new long[(columns + 1) / 8 * 8 + 6];
  }

  private static void orInto(long[] from, long[] to) {
    for (int c = 0; c < from.length; c++) {
      to[c] |= from[c];
    }
  }

  private boolean anyEmpty() {
    int any = 0;
    for (int empty : empties) {
      any |= empty;
    }
    return any != 0;
  }
}
