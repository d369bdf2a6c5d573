package dev.noughts.benchmarks;

/** What the library's speed is measured against; they live here, not in the library. */
final class Baselines {
  private Baselines() {}

  /** The cost of reading every cell once: a plain loop that sums them. */
  static long floor(int[][] board) {
    long sum = 0;
    for (int[] row : board) {
      for (int value : row) {
        sum += value;
      }
    }
    return sum;
  }

  /**
   * The straightforward game-over check: every row, then every column top to bottom, then the two
   * diagonals, each stopping at its first differing cell, then a search for a 0.
   */
  static boolean seed(int[][] board) {
    int n = board.length;
    for (int r = 0; r < n; r++) {
      if (uniformRow(board[r])) {
        return true;
      }
    }
    for (int c = 0; c < n; c++) {
      int first = board[0][c];
      boolean uniform = first != 0;
      for (int r = 1; r < n && uniform; r++) {
        uniform = board[r][c] == first;
      }
      if (uniform) {
        return true;
      }
    }
    int first = board[0][0];
    boolean uniform = first != 0;
    for (int i = 1; i < n && uniform; i++) {
      uniform = board[i][i] == first;
    }
    if (uniform) {
      return true;
    }
    first = board[0][n - 1];
    uniform = first != 0;
    for (int i = 1; i < n && uniform; i++) {
      uniform = board[i][n - 1 - i] == first;
    }
    if (uniform) {
      return true;
    }
    for (int[] row : board) {
      for (int value : row) {
        if (value == 0) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean uniformRow(int[] row) {
    int first = row[0];
    if (first == 0) {
      return false;
    }
    for (int value : row) {
      if (value != first) {
        return false;
      }
    }
    return true;
  }
}
