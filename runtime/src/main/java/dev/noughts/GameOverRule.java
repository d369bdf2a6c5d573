package dev.noughts;

/**
 * The lenient n x n rule: the game is over when some row, column, the diagonal or the anti-diagonal
 * is all 1 or all 2, or when no cell is 0. No legality checks.
 *
 * <p>One row-major pass in two modes: four rows at a time through a branch-free loop (dense), then,
 * once a 0 has been seen and few columns could still be full, only those columns (sparse). Every
 * cell it reads is checked to be 0, 1 or 2. benchmarks/README.md ("How gameOver works") describes
 * the modes and the measurements behind each choice.
 */
final class GameOverRule {
  /** Boards narrower than this stay in the dense mode: the sparse one would not pay off. */
  private static final int SPARSE_FROM_SIZE = 64;

  /** The dense mode ends when at most 1 in this many columns could still be full. */
  private static final int SPARSE_RATIO = 16;

  /**
   * A sweep's summary holds, in bits 0 to 7, two bits per row of the block: the OR of its cells
   * inverted ({@code v ^ 3}), which is 3 unless the row is all 1 or all 2.
   */
  private static final int ROW_FIELDS = 0xFF;

  /**
   * In bits 9, 11, 13 and 15 of a summary, one bit per row of the block: it holds a 0 or a 3 (the
   * cells whose two low bits are equal).
   */
  private static final int ZERO_OR_THREE = 0xAA << 8;

  private GameOverRule() {}

  /**
   * Decides a board of 1 to 1000 rows. Each row it reads is checked to be there, as long as the
   * board, and to hold only 0, 1 and 2; it stops at the first winning row. {@link ClassicTable}
   * keeps its answers for 3 x 3.
   */
  static boolean scan(int[][] board) {
    int size = board.length;
    int last = size - 1;
    if (isFullRow(BoardArrays.checkRow(board, 0), 0)) {
      return true; // before any set-up, so a won first row costs one row's read
    }
    // The AND of each column so far; starting from row 1's own values leaves row 1's sweep
    // unchanged (v & v == v) and spares filling the array.
    int[] columns = board[0].clone();
    int diagonal = 3;
    int antiDiagonal = 3;
    boolean emptySeen = false;
    int sweeps = 0;
    int nextLook = 1;
    int r = 0;
    while (r < size) {
      // A block of four rows; the last block repeats its last row, which changes no result.
      int rb = Math.min(r + 1, last);
      int rc = Math.min(r + 2, last);
      int rd = Math.min(r + 3, last);
      int[] a = board[r];
      int[] b = board[rb];
      int[] c = board[rc];
      int[] d = board[rd];
      if (!(isSquareRow(a, size)
              && isSquareRow(b, size)
              && isSquareRow(c, size)
              && isSquareRow(d, size))
          && rowsInOrder(board, r, rd)) {
        return true; // a row before the malformed one wins; otherwise rowsInOrder threw
      }
      int summary = sweep(columns, a, b, c, d);
      boolean zeroOrThree = (summary & ZERO_OR_THREE) != 0;
      if ((summary < 0
              || (zeroOrThree && !isValid(a, b, c, d))
              || (summary & ROW_FIELDS) != ROW_FIELDS)
          && rowsInOrder(board, r, rd)) {
        return true;
      }
      // Only a block with a 0 or a 3 pays for the full range check; every value is 0, 1 or 2
      // past it, so the flag meant a 0.
      emptySeen |= zeroOrThree;
      diagonal &= a[r] & b[rb] & c[rc] & d[rd];
      antiDiagonal &= a[last - r] & b[last - rb] & c[last - rc] & d[last - rd];
      r = rd + 1;
      // Look for few live columns only after a 0, after 1, 2, 4, 8, ... sweeps, and not after the
      // last block: often enough to catch columns that die early, rarely enough to cost nothing.
      if (emptySeen && r < size && size >= SPARSE_FROM_SIZE && ++sweeps >= nextLook) {
        int live = countLive(columns);
        if (live * SPARSE_RATIO <= size) {
          return sparse(board, r, columns, live, diagonal, antiDiagonal);
        }
        nextLook = sweeps * 2;
      }
    }
    return anyLive(columns) || (diagonal | antiDiagonal) != 0 || !emptySeen;
  }

  /**
   * One pass over four rows: ANDs them into {@code columns} and returns their summary: negative
   * when some value is negative or above 3, else with {@link #ROW_FIELDS} and {@link
   * #ZERO_OR_THREE}.
   *
   * <p>Branch-free with one OR reduction, so that C2 vectorizes it; keep it this small, or C2 stops
   * unrolling it. The reduction is an OR, not an AND: a vectorized AND reduction beside the column
   * ANDs crashes C2 in JDK 17.0.15 ({@code ShouldNotReachHere} in {@code TypeVect::xmeet}).
   */
  private static int sweep(int[] columns, int[] a, int[] b, int[] c, int[] d) {
    int summary = 0;
    for (int i = 0; i < columns.length; i++) {
      int va = a[i];
      int vb = b[i];
      int vc = c[i];
      int vd = d[i];
      columns[i] &= va & vb & vc & vd;
      int packed = va | (vb << 2) | (vc << 4) | (vd << 6);
      int inverted = packed ^ ROW_FIELDS;
      int high = (va | vb | vc | vd) >>> 2; // not 0 when some value is negative or above 3
      // The high bit of each inverted field XOR the low bit of the field is 1 when they were equal.
      summary |= inverted | ((inverted ^ (packed << 1)) << 8) | (-high & Integer.MIN_VALUE);
    }
    return summary;
  }

  /** Whether every value of the four rows is 0, 1 or 2. */
  private static boolean isValid(int[] a, int[] b, int[] c, int[] d) {
    int signs = 0;
    for (int i = 0; i < a.length; i++) {
      int va = a[i];
      int vb = b[i];
      int vc = c[i];
      int vd = d[i];
      signs |= rangeSign(va) | rangeSign(vb) | rangeSign(vc) | rangeSign(vd);
    }
    return signs >= 0;
  }

  /**
   * Reads rows {@code from} to {@code to} one by one, each whole: throws for the first malformed
   * row or value, returns true at the first row all 1 or all 2.
   */
  private static boolean rowsInOrder(int[][] board, int from, int to) {
    for (int r = from; r <= to; r++) {
      int[] row = BoardArrays.checkRow(board, r);
      if (!BoardArrays.isValidRow(row)) {
        throw BoardArrays.badValue(row, r);
      }
      if (isFullRow(row, r)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isSquareRow(int[] row, int size) {
    return row != null && row.length == size;
  }

  /**
   * The rest of the board from row {@code r}, once a 0 has been seen: follows only the {@code
   * liveCount} columns that could be full, and reads each row up to its first differing cell.
   */
  private static boolean sparse(
      int[][] board, int r, int[] columns, int liveCount, int diagonal, int antiDiagonal) {
    int size = board.length;
    int[] live = new int[liveCount];
    for (int c = 0, i = 0; i < liveCount; c++) {
      if (columns[c] != 0) {
        live[i++] = c;
      }
    }
    for (; r < size && (liveCount > 1 || (diagonal | antiDiagonal) != 0); r++) {
      int[] row = BoardArrays.checkRow(board, r);
      if (rowWins(row, r)) {
        return true;
      }
      int kept = 0;
      for (int i = 0; i < liveCount; i++) {
        int c = live[i];
        int value = row[c];
        if (value == columns[c]) {
          live[kept++] = c;
        } else {
          checkValue(value, row, r);
        }
      }
      liveCount = kept;
      if ((diagonal | antiDiagonal) != 0) {
        diagonal = follow(diagonal, row, r, r);
        antiDiagonal = follow(antiDiagonal, row, r, size - 1 - r);
      }
    }
    if (liveCount > 1 || (diagonal | antiDiagonal) != 0) {
      return true; // the last row is read, and a column or a diagonal is full
    }
    // The usual end: rows, and at most one column, each in a loop of its own (faster than one loop
    // that looks after everything).
    return liveCount == 1 ? rowsAndColumn(board, r, live[0], columns[live[0]]) : rowsOnly(board, r);
  }

  /**
   * Rows {@code r} onwards, and column {@code c}, which holds {@code mark} in every row above:
   * whether a row or the column wins.
   */
  private static boolean rowsAndColumn(int[][] board, int r, int c, int mark) {
    for (; r < board.length; r++) {
      int[] row = BoardArrays.checkRow(board, r);
      if (rowWins(row, r)) {
        return true;
      }
      int value = row[c];
      if (value != mark) {
        checkValue(value, row, r);
        return rowsOnly(board, r + 1);
      }
    }
    return true;
  }

  /** Whether one of rows {@code r} onwards wins. */
  private static boolean rowsOnly(int[][] board, int r) {
    for (; r < board.length; r++) {
      if (rowWins(BoardArrays.checkRow(board, r), r)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the row is all 1 or all 2, for the sparse mode: its first three cells are checked
   * without a branch on their values (a branch on the second cell mispredicts every third random
   * row), and a row that passes is then read up to its first differing cell.
   */
  @SuppressWarnings("ShortCircuitBoolean") // the three-cell test is branch-free on purpose
  private static boolean rowWins(int[] row, int r) {
    int v0 = row[0];
    int v1 = row[1];
    int v2 = row[2];
    if ((rangeSign(v0) | rangeSign(v1) | rangeSign(v2)) < 0) {
      throw BoardArrays.badValue(row, r);
    }
    return ((v0 != 0) & (v0 == v1) & (v0 == v2)) && isFullRow(row, r);
  }

  /** Whether the row is all 1 or all 2; stops at the first cell that differs from the first. */
  private static boolean isFullRow(int[] row, int r) {
    int first = row[0];
    checkValue(first, row, r);
    if (first == 0) {
      return false;
    }
    for (int c = 1; c < row.length; c++) {
      int value = row[c];
      if (value != first) {
        checkValue(value, row, r);
        return false;
      }
    }
    return true;
  }

  /** A diagonal's value if the row's cell on it matches, else 0. */
  private static int follow(int line, int[] row, int r, int c) {
    if (line == 0) {
      return 0;
    }
    int value = row[c];
    if (value == line) {
      return line;
    }
    checkValue(value, row, r);
    return 0;
  }

  private static void checkValue(int value, int[] row, int r) {
    if (rangeSign(value) < 0) {
      throw BoardArrays.badValue(row, r);
    }
  }

  /** Negative exactly when {@code value} is not 0, 1 or 2: two operations and no branch. */
  private static int rangeSign(int value) {
    return value | (2 - value);
  }

  private static int countLive(int[] columns) {
    int live = 0;
    for (int column : columns) {
      live += (column | -column) >>> 31;
    }
    return live;
  }

  private static boolean anyLive(int[] columns) {
    int any = 0;
    for (int column : columns) {
      any |= column;
    }
    return any != 0;
  }
}
