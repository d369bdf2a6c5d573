package dev.noughts;

/**
 * The lenient n x n rule: the game is over when some row, column, the diagonal or the
 * anti-diagonal is all 1 or all 2, or when no cell is 0. No legality checks.
 *
 * <p>One row-major pass in two modes. While many columns could still be full, each row goes
 * through a branch-free loop that the JIT vectorizes: every column keeps the bitwise AND of its
 * values so far, which for values 0..2 is non-zero exactly when the column is all 1 or all 2, and
 * the row's X and O marks are counted in one int. (An AND reduction over the row, the obvious way
 * to test it, crashes C2 in JDK 17.0.15 when it is vectorized beside the column ANDs.) Once
 * few columns are left, the pass follows only those, checks each row with an early exit, and stops
 * looking for a 0 once it has seen one, so boards that settle early cost little more than a row
 * each. Every cell it reads is checked to be 0, 1 or 2.
 */
final class GameOverRule {
  /** Boards narrower than this stay in the dense mode: the sparse one would not pay off. */
  private static final int SPARSE_FROM_SIZE = 64;

  /** The dense mode ends when at most 1 in this many columns could still be full. */
  private static final int SPARSE_RATIO = 16;

  private GameOverRule() {}

  /**
   * Decides a board of 1 to 1000 rows. Each row it reads is checked to be there, as long as the
   * board, and to hold only 0, 1 and 2; it stops at the first winning row. {@link ClassicTable}
   * keeps its answers for 3 x 3.
   */
  static boolean scan(int[][] board) {
    int size = board.length;
    if (isFullRow(BoardArrays.checkRow(board, 0), 0)) {
      return true; // before any set-up, so a won first row costs one row's read
    }
    // The AND of each column so far; starting from row 1's own values leaves row 1's pass
    // unchanged (v & v == v) and spares filling the array.
    int[] columns = board[0].clone();
    int diagonal = 3;
    int antiDiagonal = 3;
    boolean emptySeen = false;
    int r = 0;
    for (; r < size; r++) {
      int[] row = BoardArrays.checkRow(board, r);
      int marks = 0; // X marks in the low 16 bits, O marks in the high 16 bits
      int bad = 0;
      for (int c = 0; c < size; c++) {
        int value = row[c];
        columns[c] &= value;
        marks += (value & 1) | ((value >>> 1) << 16);
        bad |= invalidBits(value);
      }
      if (bad != 0) {
        throw BoardArrays.badValue(row, r);
      }
      int xs = marks & 0xFFFF;
      int os = marks >>> 16;
      if (xs == size || os == size) {
        return true;
      }
      emptySeen |= xs + os < size;
      diagonal &= row[r];
      antiDiagonal &= row[size - 1 - r];
      // Look at rows 1, 2, 4, 8, ...: often enough to catch columns that die early, rarely
      // enough to cost nothing when they do not.
      if (size >= SPARSE_FROM_SIZE
          && Integer.bitCount(r + 1) == 1
          && countLive(columns) * SPARSE_RATIO <= size) {
        r++;
        break;
      }
    }
    if (r == size) {
      return anyLive(columns) || (diagonal | antiDiagonal) != 0 || !emptySeen;
    }
    return sparse(board, r, columns, diagonal, antiDiagonal, emptySeen);
  }

  /** The rest of the board from row {@code r}, following only the columns that could be full. */
  private static boolean sparse(
      int[][] board, int r, int[] columns, int diagonal, int antiDiagonal, boolean emptySeen) {
    int size = board.length;
    int[] live = new int[size];
    int liveCount = 0;
    for (int c = 0; c < size; c++) {
      if (columns[c] != 0) {
        live[liveCount++] = c;
      }
    }
    for (; r < size; r++) {
      int[] row = BoardArrays.checkRow(board, r);
      if (isFullRow(row, r)) {
        return true;
      }
      if (!emptySeen) {
        emptySeen = containsEmpty(row, r);
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
      diagonal = follow(diagonal, row, r, r);
      antiDiagonal = follow(antiDiagonal, row, r, size - 1 - r);
    }
    return liveCount > 0 || (diagonal | antiDiagonal) != 0 || !emptySeen;
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

  /** Whether the row holds a 0; stops at the first one. */
  private static boolean containsEmpty(int[] row, int r) {
    int bad = 0;
    boolean found = false;
    for (int value : row) {
      if (value == 0) {
        found = true;
        break;
      }
      bad |= invalidBits(value);
    }
    if (bad != 0) {
      throw BoardArrays.badValue(row, r);
    }
    return found;
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
    if (invalidBits(value) != 0) {
      throw BoardArrays.badValue(row, r);
    }
  }

  /** Non-zero exactly when {@code value} is not 0, 1 or 2. */
  private static int invalidBits(int value) {
    return (value & ~3) | (value & (value >>> 1));
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
