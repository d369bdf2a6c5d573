package dev.noughts;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.util.ArrayList;
import java.util.List;

/**
 * An independent solver for tests of boards with a win length: plain minimax over every line of
 * play to the end, remembering each board it has solved, with its own win check (k cells in a row
 * through the last move, counted both ways). No pruning, no symmetry, no move order.
 */
final class MemoMinimax {
  private final int[][] cells;
  private final int winLength;
  private final Long2IntOpenHashMap solved = new Long2IntOpenHashMap();

  MemoMinimax(int[][] cells, int winLength) {
    this.cells = cells;
    this.winLength = winLength;
  }

  /**
   * Asserts that {@code solver} solves {@code position}, in progress, as memoized minimax does:
   * every move's value and plies, in the order of the legal moves, the value and the plies.
   */
  static void assertSolvesAsMemoMinimax(Solver solver, Position position) {
    OracleSolution.assertSolves(solver, position, solve(position));
  }

  /** Memoized minimax's solution of {@code position}, in progress. */
  static OracleSolution solve(Position position) {
    int mover = position.getNextPlayer() == Player.X ? 1 : 2;
    MemoMinimax minimax = new MemoMinimax(position.toArray(), position.getWinLength());
    List<Solution.Move> moves = new ArrayList<>();
    for (Square square : position.getLegalMoves()) {
      int result = minimax.afterMove(square.row() - 1, square.column() - 1, mover);
      moves.add(new Solution.Move(square, valueOf(result / 100), result % 100));
    }
    int best = minimax.solve(mover);
    return new OracleSolution(valueOf(best / 100), best % 100, moves);
  }

  private static GameValue valueOf(int winner) {
    return winner == 0 ? GameValue.DRAW : winner == 1 ? GameValue.X_WINS : GameValue.O_WINS;
  }

  /** The result, winner * 100 + plies (winner 0 for a draw), of the board with mover to move. */
  int solve(int mover) {
    long key = key();
    int known = solved.getOrDefault(key, -1);
    if (known >= 0) {
      return known;
    }
    int bestRank = Integer.MIN_VALUE;
    int best = -1;
    for (int r = 0; r < cells.length; r++) {
      for (int c = 0; c < cells[r].length; c++) {
        if (cells[r][c] == 0) {
          int result = afterMove(r, c, mover);
          int rank = rank(result, mover);
          if (rank > bestRank) {
            bestRank = rank;
            best = result;
          }
        }
      }
    }
    solved.put(key, best);
    return best;
  }

  /** The result, counting this move, of {@code mover} marking the empty cell (r, c). */
  int afterMove(int r, int c, int mover) {
    cells[r][c] = mover;
    try {
      if (wins(r, c)) {
        return mover * 100 + 1;
      }
      if (isFull()) {
        return 1;
      }
      return solve(3 - mover) + 1;
    } finally {
      cells[r][c] = 0;
    }
  }

  private static int rank(int result, int mover) {
    int winner = result / 100;
    int plies = result % 100;
    return winner == 0 ? 0 : winner == mover ? 1000 - plies : -1000 + plies;
  }

  private boolean wins(int r, int c) {
    int[][] steps = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int[] step : steps) {
      int length = 1 + count(r, c, step[0], step[1]) + count(r, c, -step[0], -step[1]);
      if (length >= winLength) {
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

  private boolean isFull() {
    for (int[] row : cells) {
      for (int cell : row) {
        if (cell == 0) {
          return false;
        }
      }
    }
    return true;
  }

  private long key() {
    long key = 0;
    for (int[] row : cells) {
      for (int cell : row) {
        key = key * 3 + cell;
      }
    }
    return key;
  }
}
