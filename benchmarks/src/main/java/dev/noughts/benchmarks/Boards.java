package dev.noughts.benchmarks;

import java.util.Random;

/** The boards the benchmarks read, each built the same way every run. */
public enum Boards {
  /**
   * No winning line, a single 0 in the last cell (the last one any row-major scan reads), and
   * every line different from uniform only in its last cell: 1s, with a last row and last column
   * of 2s.
   */
  WORST {
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
  /** Random marks, with the first row all X. */
  FIRST_ROW {
    @Override
    int[][] build(int n) {
      int[][] board = RANDOM.build(n);
      java.util.Arrays.fill(board[0], 1);
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
}
