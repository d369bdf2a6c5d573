package dev.noughts.benchmarks;

/**
 * What the solver and perft are measured against: the plain ways to write them, on an {@code int}
 * array of the cells, checking every line after every move. They live here, not in the library.
 */
final class SolverBaselines {
  private SolverBaselines() {}

  /**
   * Plain memoized minimax: the value and plies of every position reached from the empty board,
   * remembered in a table indexed by the board's number in base 3. No symmetry, no bitboards, no
   * pruning.
   */
  static final class MemoizedMinimax {
    private final int[] cells;
    private final int[] powers;
    private final int[][] lines;
    private final byte[] memo; // 0 unknown, else 1 + winner (0 draw, 1 X, 2 O) * 32 + plies

    MemoizedMinimax(int size) {
      this.cells = new int[size * size];
      this.powers = new int[size * size];
      int power = 1;
      for (int i = 0; i < powers.length; i++) {
        powers[i] = power;
        power *= 3;
      }
      this.memo = new byte[power];
      this.lines = new int[2 * size + 2][size];
      for (int i = 0; i < size; i++) {
        for (int j = 0; j < size; j++) {
          lines[i][j] = i * size + j;
          lines[size + i][j] = j * size + i;
        }
        lines[2 * size][i] = i * size + i;
        lines[2 * size + 1][i] = i * size + size - 1 - i;
      }
    }

    /** The empty board's result: winner * 32 + plies. */
    int solveEmpty() {
      return solve(0, 1, 0);
    }

    private int solve(int board, int mover, int marks) {
      int known = memo[board];
      if (known != 0) {
        return known - 1;
      }
      int best = -1;
      int bestRank = Integer.MIN_VALUE;
      for (int i = 0; i < cells.length; i++) {
        if (cells[i] != 0) {
          continue;
        }
        cells[i] = mover;
        int result;
        if (won(mover)) {
          result = mover * 32 + 1;
        } else if (marks + 1 == cells.length) {
          result = 1;
        } else {
          result = solve(board + mover * powers[i], 3 - mover, marks + 1) + 1;
        }
        cells[i] = 0;
        int winner = result / 32;
        int plies = result % 32;
        int rank = winner == 0 ? 0 : winner == mover ? 100 - plies : plies - 100;
        if (rank > bestRank) {
          bestRank = rank;
          best = result;
        }
      }
      memo[board] = (byte) (best + 1);
      return best;
    }

    private boolean won(int player) {
      for (int[] line : lines) {
        boolean full = true;
        for (int cell : line) {
          full &= cells[cell] == player;
        }
        if (full) {
          return true;
        }
      }
      return false;
    }
  }

  /** Plain recursive perft on the 3 x 3 board: every sequence played out, every line checked. */
  static long perft(int depth) {
    return perft(new int[9], 1, depth);
  }

  private static final int[][] CLASSIC_LINES = {
    {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
  };

  private static long perft(int[] cells, int mover, int depth) {
    if (depth == 0) {
      return 1;
    }
    long total = 0;
    for (int i = 0; i < 9; i++) {
      if (cells[i] == 0) {
        cells[i] = mover;
        total +=
            depth == 1 || classicWon(cells, mover)
                ? (depth == 1 ? 1 : 0)
                : perft(cells, 3 - mover, depth - 1);
        cells[i] = 0;
      }
    }
    return total;
  }

  private static boolean classicWon(int[] cells, int player) {
    for (int[] line : CLASSIC_LINES) {
      if (cells[line[0]] == player && cells[line[1]] == player && cells[line[2]] == player) {
        return true;
      }
    }
    return false;
  }
}
