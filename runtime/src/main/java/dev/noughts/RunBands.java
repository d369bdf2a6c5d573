package dev.noughts;

import java.util.Arrays;

/**
 * The fast path of {@link RunRule} for win lengths up to {@value #MAX_WIN_LENGTH}: the board is
 * read in windows of {@value #WINDOW_ROWS} rows, each column of a window packed into one {@code
 * long}, two bits a row (row s of the window in bits 2s and 2s + 1; X as {@code 01}, O as {@code
 * 10}, empty as {@code 00}), so that a bitwise AND of two packed columns keeps a mark only where
 * both hold it. A window holds the last k - 1 rows of the window before, where a run that ends in
 * its new rows may start, and {@link #bandHeight 33 - k} new rows (at most 31), its band; so a run
 * that ends in the band lies within the window. Runs along the rows, down the columns and along
 * both diagonals are found there by doubling (ANDing words with themselves shifted by 1, 2, 4 ...
 * cells, about log k passes); those across the columns are each found from their left end (along
 * the row, down to the right, up to the right), so that their first step shares one shifted copy.
 * The rows kept from the band before hold no run, so finding runs again among them cannot mislead.
 *
 * <p>Every loop here is element-wise over arrays indexed alike, which the JIT compiles to vector
 * instructions on JDK 17 and 25; an index offset between arrays, or an accumulation across the
 * loop, would stop it, so shifted copies come from {@link System#arraycopy} and each band's
 * findings are ORed into one array, compared with zeros once. The band's rows are packed four at a
 * time into two {@code int} halves of the window (a {@code long} target there is slower on JDK 17),
 * joined into the window's {@code long} once per band: for each cell, OR the four values, shifted
 * to their rows' bits, into the column's half, and OR the plain values into the column's record of
 * values seen; no value is compared. Bands of about 28 rows rather than 16 halve the passes per row
 * (benchmarks/README.md, "k in a row").
 *
 * <p>It only proves bands clean: well formed (every row there and as long as the first), every
 * value 0, 1 or 2, no run ending in them. At the first band that is not, it stops and says how many
 * rows before it are clean; {@link RunRule}'s row-by-row scan goes on from there, and so names the
 * first problem in row order and stops at the first row with a run, as {@link
 * Noughts#gameOver(int[][], int)} promises.
 */
final class RunBands {
  /** Rows of a window: two bits each fill a {@code long}. */
  static final int WINDOW_ROWS = 32;

  /** Rows of half a window: two bits each fill an {@code int}. */
  private static final int ROWS = 16;

  /** The longest run whose window still brings 16 new rows: the bands stay worth packing. */
  static final int MAX_WIN_LENGTH = 17;

  /** What {@code hits} holds when a band is clean; never written. */
  private static final long[] NO_HITS = longs(Position.MAX_SIZE);

  /** A step of a run to the next row: in a packed column, two bits higher. */
  private static final int DOWN = 1;

  /** A step of a run to the row before: two bits lower. */
  private static final int UP = -1;

  /** The low bit of every cell of a packed window. */
  private static final long LOW_BITS = 0x5555_5555_5555_5555L;

  /**
   * The rows from the top that are clean, and whether a cell among them is empty. When {@code rows}
   * is the board's, the game is over exactly when no cell is empty.
   */
  record Clean(int rows, boolean emptySeen) {}

  private final int rows;
  private final int columns;
  private final int k;
  private final int newRows; // a band's rows but the last, which may be fewer
  private final int[][] bandRows = new int[WINDOW_ROWS][];
  private final int[] low;
  private final int[] high;
  private final int[] seen;
  private final long[] empties;
  private final long[] window;
  private final long[] hits;
  private final long[] shifted;
  private final long[] runs; // down the columns, then along the rows
  private final long[] downRight;
  private final long[] upRight;

  private RunBands(int rows, int columns, int k) {
    this.rows = rows;
    this.columns = columns;
    this.k = k;
    newRows = bandHeight(k);
    low = ints(columns);
    high = ints(columns);
    seen = ints(columns);
    empties = longs(columns);
    window = longs(columns);
    hits = longs(columns);
    shifted = longs(columns);
    runs = longs(columns);
    downRight = longs(columns);
    upRight = longs(columns);
  }

  /**
   * The clean rows of {@code board}, whose row 1 has {@code columns} cells, for a win length {@code
   * k} of 1 to {@link #MAX_WIN_LENGTH}.
   */
  static Clean scan(int[][] board, int columns, int k) {
    return new RunBands(board.length, columns, k).scan(board);
  }

  /**
   * The rows of a band for win length {@code k}: a window holds the last {@code k - 1} rows of the
   * band before, where a run that ends in this band may start, and this band's rows.
   */
  static int bandHeight(int k) {
    return WINDOW_ROWS - Math.max(1, k - 1);
  }

  private Clean scan(int[][] board) {
    for (int top = 0; top < rows; top += newRows) {
      int height = Math.min(newRows, rows - top);
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
    // low, high and seen are all 0 here: new, or cleared by isClean
    int first = WINDOW_ROWS - newRows; // the window's row of the band's row 0
    for (int s = 0; s < height; ) {
      int row = first + s;
      int[] half = row < ROWS ? low : high;
      if (s + 4 <= height && row / ROWS == (row + 3) / ROWS) {
        packFour(
            half, bandRows[s], bandRows[s + 1], bandRows[s + 2], bandRows[s + 3], 2 * (row % ROWS));
        s += 4;
      } else {
        packOne(half, bandRows[s], 2 * (row % ROWS));
        s++;
      }
    }
    return true;
  }

  /** Four rows at once: a quarter of the writes, which the reads of the board then outpace. */
  private void packFour(int[] half, int[] row0, int[] row1, int[] row2, int[] row3, int shift) {
    for (int c = 0; c < columns; c++) {
      int value0 = row0[c];
      int value1 = row1[c];
      int value2 = row2[c];
      int value3 = row3[c];
      half[c] |= (value0 | value1 << 2 | value2 << 4 | value3 << 6) << shift;
      seen[c] |= value0 | value1 | value2 | value3;
    }
  }

  private void packOne(int[] half, int[] row, int shift) {
    for (int c = 0; c < columns; c++) {
      int value = row[c];
      half[c] |= value << shift;
      seen[c] |= value;
    }
  }

  /**
   * Whether the packed band of {@code height} rows holds only 0, 1 and 2 and no run ends in it.
   * Slides it into the window, records its empty cells and clears the band for the next.
   */
  private boolean isClean(int height) {
    int shift = 2 * newRows;
    long rowBits = ((1L << (2 * height)) - 1) << (2 * WINDOW_ROWS - shift);
    for (int c = 0; c < columns; c++) {
      long packed = (long) high[c] << 32 | (low[c] & 0xFFFF_FFFFL);
      window[c] = (window[c] >>> shift) | packed;
      // A value above 3 or below 0 sets a bit of seen above the lowest two; a 3 is a cell 11.
      hits[c] = (seen[c] & ~3) | (packed & (packed >>> 1) & LOW_BITS);
      empties[c] |= ~(packed | (packed >>> 1)) & LOW_BITS & rowBits;
      low[c] = 0;
      high[c] = 0;
      seen[c] = 0;
    }
    if (k == 1) {
      orInto(window, hits);
    } else {
      if (k <= rows) {
        findRunsDown();
      }
      if (k <= columns) {
        findRunsAcross();
      }
    }
    // a vectorized compare; a loop of |= is not, on JDK 25
    return Arrays.mismatch(hits, 0, columns, NO_HITS, 0, columns) < 0;
  }

  /** ORs into {@code hits} the runs down the columns. */
  private void findRunsDown() {
    for (int c = 0; c < columns; c++) {
      long cells = window[c];
      runs[c] = cells & (cells >>> 2);
    }
    findRuns(runs, 2, DOWN, false);
  }

  /**
   * ORs into {@code hits} the runs that go across the columns: along the rows, and along both
   * diagonals, each taken from its left end (down to the right, and up to the right, so that all
   * three look one column right). Their first step, pairs of cells, comes from one shifted copy.
   */
  private void findRunsAcross() {
    shift(window, 1, shifted);
    for (int c = 0; c < columns; c++) {
      long cells = window[c];
      long right = shifted[c];
      runs[c] = cells & right;
      downRight[c] = cells & (right >>> 2);
      upRight[c] = cells & (right << 2);
    }
    findRuns(runs, 2, 0, true);
    if (k <= rows) {
      findRuns(downRight, 2, DOWN, true);
      findRuns(upRight, 2, UP, true);
    }
  }

  /**
   * ORs into {@code hits} the cells from which k cells, each {@link #DOWN one row down}, {@link #UP
   * one row up} or in the same row ({@code vertical} 0) and, if {@code right}, one column right of
   * the one before, hold one mark. {@code starts} holds the cells from which {@code length} such
   * cells do, and is doubled in place: each step reads a cell's own word and a copy.
   */
  private void findRuns(long[] starts, int length, int vertical, boolean right) {
    while (length < k) {
      int step = Math.min(length, k - length);
      int downBits = vertical == DOWN ? 2 * step : 0;
      int upBits = vertical == UP ? 2 * step : 0;
      long[] next = starts;
      if (right) {
        shift(starts, step, shifted);
        next = shifted;
      }
      length += step;
      if (length == k) {
        for (int c = 0; c < columns; c++) {
          hits[c] |= starts[c] & ((next[c] >>> downBits) << upBits);
        }
        return;
      }
      for (int c = 0; c < columns; c++) {
        starts[c] &= (next[c] >>> downBits) << upBits;
      }
    }
    orInto(starts, hits); // pairs, for k = 2
  }

  /** {@code to[c]} becomes {@code from[c + offset]}, empty beyond the board's right edge. */
  private void shift(long[] from, int offset, long[] to) {
    int length = Math.max(0, columns - offset);
    System.arraycopy(from, columns - length, to, 0, length);
    Arrays.fill(to, length, columns, 0L);
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
    long any = 0;
    for (long empty : empties) {
      any |= empty;
    }
    return any != 0;
  }
}
