package dev.noughts.benchmarks;

import java.util.Arrays;
import java.util.Random;

/** The boards the benchmarks read, each built the same way every run. */
public enum Boards {
  /**
   * Every column stays able to win until the last row: 1s, with a last row and last column of 2s
   * and a single 0 in the last cell. No winning line, and every line differs from uniform only in
   * its last cell, so no column, row or diagonal can be ruled out before its end.
   */
  LIVE_COLUMNS {
    @Override
    int[][] build(int n) {
      int[][] board = new int[n][n];
      for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++) {
          board[r][c] = r == n - 1 || c == n - 1 ? 2 : 1;
        }
      }
      board[n - 1][n - 1] = 0;
      return board;
    }
  },
  /**
   * Random 1s and 2s with a single 0 in the last cell and no winning line: the columns die at once,
   * but the only 0 is the last cell a row-major scan reads.
   */
  LAST_ZERO {
    @Override
    int[][] build(int n) {
      int[][] board = fullWithoutLine(n);
      board[n - 1][n - 1] = 0;
      return board;
    }
  },
  /** A draw: random 1s and 2s, no 0, no winning line. */
  DRAW {
    @Override
    int[][] build(int n) {
      return fullWithoutLine(n);
    }
  },
  /** Random marks, with the first row all X. */
  FIRST_ROW {
    @Override
    int[][] build(int n) {
      int[][] board = RANDOM.build(n);
      Arrays.fill(board[0], 1);
      return board;
    }
  },
  /** Random marks, with the first column all X. */
  FIRST_COLUMN {
    @Override
    int[][] build(int n) {
      int[][] board = RANDOM.build(n);
      for (int[] row : board) {
        row[0] = 1;
      }
      return board;
    }
  },
  /** Uniformly random 0, 1 and 2. */
  RANDOM {
    @Override
    int[][] build(int n) {
      Random random = new Random(n);
      int[][] board = new int[n][n];
      for (int[] row : board) {
        for (int c = 0; c < n; c++) {
          row[c] = random.nextInt(3);
        }
      }
      return board;
    }
  };

  abstract int[][] build(int n);

  /**
   * Random 1s and 2s with no winning line (redrawn until there is none), so no 0 at all. Boards of
   * 1 or 2 rows have none.
   */
  private static int[][] fullWithoutLine(int n) {
    if (n < 3) {
      throw new IllegalArgumentException("every full " + n + " x " + n + " board has a line");
    }
    Random random = new Random(n);
    while (true) {
      int[][] board = new int[n][n];
      for (int[] row : board) {
        for (int c = 0; c < n; c++) {
          row[c] = 1 + random.nextInt(2);
        }
      }
      if (!hasLine(board)) {
        return board;
      }
    }
  }

  private static boolean hasLine(int[][] board) {
    int n = board.length;
    boolean diagonal = true;
    boolean antiDiagonal = true;
    for (int i = 0; i < n; i++) {
      boolean row = true;
      boolean column = true;
      for (int k = 0; k < n; k++) {
        row &= board[i][k] == board[i][0];
        column &= board[k][i] == board[0][i];
      }
      if (row || column) {
        return true;
      }
      diagonal &= board[i][i] == board[0][0];
      antiDiagonal &= board[i][n - 1 - i] == board[0][n - 1];
    }
    return diagonal || antiDiagonal;
  }
}
