package dev.noughts.benchmarks;

import java.util.HashMap;
import java.util.Map;

/**
 * What the rules with a win length are measured against: the straightforward ways to write them.
 * They live here, not in the library.
 */
final class WinLengthBaselines {
  private WinLengthBaselines() {}

  private static final int[][] STEPS = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

  /**
   * The straightforward lenient check: for each cell, row by row, count up to k equal cells in each
   * of four directions (right, down, down-right, down-left); stop at the first run of k; then the
   * board is over when no cell was 0.
   */
  static boolean straightforward(int[][] board, int k) {
    int rows = board.length;
    int columns = board[0].length;
    boolean zero = false;
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        int value = board[r][c];
        if (value == 0) {
          zero = true;
          continue;
        }
        for (int[] step : STEPS) {
          int n = 1;
          int i = r + step[0];
          int j = c + step[1];
          while (n < k && i < rows && j >= 0 && j < columns && board[i][j] == value) {
            n++;
            i += step[0];
            j += step[1];
          }
          if (n >= k) {
            return true;
          }
        }
      }
    }
    return !zero;
  }

  /**
   * Plain memoized minimax on a board with a win length: every line of play to the end, each board
   * solved once (a hash map keyed by the board in base 3), a win checked through the last move. No
   * symmetry, no bitboards, no pruning. Returns winner * 100 + plies of the board, mover to move.
   */
  static int memoizedMinimax(int[][] board, int k, int mover) {
    return new Minimax(board, k).solve(mover);
  }

  private static final class Minimax {
    private final int[][] cells;
    private final int k;
    private final Map<Long, Integer> memo = new HashMap<>();

    Minimax(int[][] board, int k) {
      this.cells = new int[board.length][];
      for (int r = 0; r < board.length; r++) {
        cells[r] = board[r].clone();
      }
      this.k = k;
    }

    int solve(int mover) {
      long key = 0;
      for (int[] row : cells) {
        for (int cell : row) {
          key = key * 3 + cell;
        }
      }
      Integer known = memo.get(key);
      if (known != null) {
        return known;
      }
      int best = -1;
      int bestRank = Integer.MIN_VALUE;
      boolean full = true;
      for (int r = 0; r < cells.length; r++) {
        for (int c = 0; c < cells[r].length; c++) {
          if (cells[r][c] != 0) {
            continue;
          }
          full = false;
          cells[r][c] = mover;
          int result = wins(r, c) ? mover * 100 + 1 : next(mover) + 1;
          cells[r][c] = 0;
          int winner = result / 100;
          int plies = result % 100;
          int rank = winner == 0 ? 0 : winner == mover ? 1000 - plies : plies - 1000;
          if (rank > bestRank) {
            bestRank = rank;
            best = result;
          }
        }
      }
      int result = full ? 0 : best;
      memo.put(key, result);
      return result;
    }

    private int next(int mover) {
      for (int[] row : cells) {
        for (int cell : row) {
          if (cell == 0) {
            return solve(3 - mover);
          }
        }
      }
      return 0; // a draw
    }

    private boolean wins(int r, int c) {
      for (int[] step : STEPS) {
        if (1 + count(r, c, step[0], step[1]) + count(r, c, -step[0], -step[1]) >= k) {
          return true;
        }
      }
      return false;
    }

    private int count(int r, int c, int dr, int dc) {
      int mark = cells[r][c];
      int n = 0;
      for (int i = r + dr, j = c + dc;
          i >= 0 && i < cells.length && j >= 0 && j < cells[0].length && cells[i][j] == mark;
          i += dr, j += dc) {
        n++;
      }
      return n;
    }
  }
}
