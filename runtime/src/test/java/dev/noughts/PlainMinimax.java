package dev.noughts;

/**
 * An independent solver for tests, by plain minimax: every line of play to the end, no table, no
 * pruning, its own win check. Only for positions with few empty cells.
 */
final class PlainMinimax {
  /** The winner (0 for a draw) and the plies to the end, as one number: winner * 100 + plies. */
  static int solve(int[][] cells, int mover) {
    int bestRank = Integer.MIN_VALUE;
    int best = -1;
    int size = cells.length;
    for (int r = 0; r < size; r++) {
      for (int c = 0; c < size; c++) {
        if (cells[r][c] != 0) {
          continue;
        }
        cells[r][c] = mover;
        int result = afterMove(cells, r, c, mover);
        cells[r][c] = 0;
        int rank = rank(result, mover);
        if (rank > bestRank) {
          bestRank = rank;
          best = result;
        }
      }
    }
    return best;
  }

  /** The result, winner * 100 + plies counting this move, after {@code mover} marked (r, c). */
  static int afterMove(int[][] cells, int r, int c, int mover) {
    if (won(cells, mover)) {
      return mover * 100 + 1;
    }
    if (isFull(cells)) {
      return 1;
    }
    return solve(cells, 3 - mover) + 1;
  }

  private static int rank(int result, int mover) {
    int winner = result / 100;
    int plies = result % 100;
    return winner == 0 ? 0 : winner == mover ? 1000 - plies : -1000 + plies;
  }

  static boolean won(int[][] cells, int player) {
    int n = cells.length;
    boolean diagonal = true;
    boolean antiDiagonal = true;
    for (int i = 0; i < n; i++) {
      boolean row = true;
      boolean column = true;
      for (int j = 0; j < n; j++) {
        row &= cells[i][j] == player;
        column &= cells[j][i] == player;
      }
      if (row || column) {
        return true;
      }
      diagonal &= cells[i][i] == player;
      antiDiagonal &= cells[i][n - 1 - i] == player;
    }
    return diagonal || antiDiagonal;
  }

  private static boolean isFull(int[][] cells) {
    for (int[] row : cells) {
      for (int cell : row) {
        if (cell == 0) {
          return false;
        }
      }
    }
    return true;
  }
}
