package dev.noughts;

/** Checks {@code int[][]} boards of 0/1/2 and says exactly what is wrong with a bad one. */
final class BoardArrays {
  private BoardArrays() {}

  /** Whether every row of {@code board}, a non-null array, is there and as long as the board. */
  static boolean isSquare(int[][] board) {
    for (int[] row : board) {
      if (row == null || row.length != board.length) {
        return false;
      }
    }
    return true;
  }

  /**
   * Checks that {@code board} has 1 to 1000 rows; the rows are not looked at. A null board is
   * refused too, for callers that do not check nullness at compile time.
   */
  static void checkSize(int[][] board) {
    if (board == null) {
      throw new IllegalArgumentException("board is null");
    }
    int size = board.length;
    if (size < 1 || size > Position.MAX_SIZE) {
      throw new IllegalArgumentException(
          "board has " + size + " rows; boards have 1 to " + Position.MAX_SIZE + " rows");
    }
  }

  /** Row {@code row} (from 0) of {@code board}, checked to be non-null and as long as the board. */
  static int[] checkRow(int[][] board, int row) {
    int[] cells = board[row];
    if (cells == null) {
      throw new IllegalArgumentException("row " + (row + 1) + " is null");
    }
    if (cells.length != board.length) {
      throw new IllegalArgumentException(
          "row "
              + (row + 1)
              + " has "
              + cells.length
              + (cells.length == 1 ? " cell" : " cells")
              + ", expected "
              + board.length
              + " (the board must be square)");
    }
    return cells;
  }

  /**
   * Checks that {@code board} is a non-null array of 1 to 1000 rows, none null, each as long as the
   * first, which has 1 to 1000 cells; the values are not looked at.
   */
  static void checkRectangle(int[][] board) {
    checkSize(board);
    int columns = checkFirstRow(board).length;
    for (int row = 1; row < board.length; row++) {
      checkRow(board, row, columns);
    }
  }

  /** Row 1 of {@code board}, checked to be non-null and 1 to 1000 cells long. */
  static int[] checkFirstRow(int[][] board) {
    int[] cells = board[0];
    if (cells == null) {
      throw new IllegalArgumentException("row 1 is null");
    }
    if (cells.length < 1 || cells.length > Position.MAX_SIZE) {
      throw new IllegalArgumentException(
          "row 1 has "
              + cells.length
              + (cells.length == 1 ? " cell" : " cells")
              + "; rows have 1 to "
              + Position.MAX_SIZE
              + " cells");
    }
    return cells;
  }

  /**
   * Row {@code row} (from 0) of a rectangular {@code board}, checked to be non-null and {@code
   * columns} long, as long as the first row.
   */
  static int[] checkRow(int[][] board, int row, int columns) {
    int[] cells = board[row];
    if (cells == null) {
      throw new IllegalArgumentException("row " + (row + 1) + " is null");
    }
    if (cells.length != columns) {
      throw new IllegalArgumentException(
          "row "
              + (row + 1)
              + " has "
              + cells.length
              + (cells.length == 1 ? " cell" : " cells")
              + ", expected "
              + columns
              + " (as many as row 1)");
    }
    return cells;
  }

  /**
   * Whether every value of {@code row} is 0, 1 or 2. One loop with no branch, which the JIT can
   * compile to vector instructions (JDK 25 does): {@code RunRule} checks every row with it.
   */
  static boolean isValidRow(int[] row) {
    int bad = 0;
    for (int value : row) {
      bad |= value | (2 - value); // negative for a value below 0 or above 2
    }
    return bad >= 0;
  }

  /** Throws for the first value of {@code row} (row number {@code row}, from 0) outside 0..2. */
  static IllegalArgumentException badValue(int[] cells, int row) {
    for (int column = 0; column < cells.length; column++) {
      int value = cells[column];
      if (value < 0 || value > 2) {
        return new IllegalArgumentException(
            "row "
                + (row + 1)
                + ", cell "
                + (column + 1)
                + ": "
                + value
                + " is not 0 (empty), 1 (X) or 2 (O)");
      }
    }
    throw new AssertionError("row " + (row + 1) + " has no bad value");
  }

  /**
   * Checks shape and every value, row by row, so that the first problem in row order is the one
   * reported; then returns {@code board}.
   */
  static int[][] checkAll(int[][] board) {
    checkSize(board);
    for (int row = 0; row < board.length; row++) {
      if (!isValidRow(checkRow(board, row))) {
        throw badValue(board[row], row);
      }
    }
    return board;
  }

  /**
   * Counts both players' marks on a board of codes 0, 1 and 2 in one pass: X's marks in the low 32
   * bits of the result, O's in the high 32 bits.
   */
  static long countMarks(int[][] cells) {
    long x = 0;
    long o = 0;
    for (int[] row : cells) {
      for (int code : row) {
        x += code & 1;
        o += code >>> 1;
      }
    }
    return x | (o << 32);
  }
}
