package dev.noughts;

import java.util.Arrays;

/**
 * Renju's forbidden points of X (black) on the {@link ProofChecker}'s board, read from the RIF
 * definitions as written, the checker's own: it shares nothing with the search's {@code RenjuBoard}
 * and its table of patterns. A move of black's onto an empty cell is forbidden when it makes no
 * five (exactly five in a row) and makes an overline (six or more), or two fours, or two threes:
 *
 * <ul>
 *   <li>a <em>four</em>: four black stones of one line, the move among them, that one more stone on
 *       an empty cell of that line turns into exactly five; fours are told apart by their four
 *       stones, so a straight four (two such cells, the same four stones) is one;
 *   <li>a <em>three</em>, in a line where the move makes no four: an empty cell of that line that,
 *       taken too, makes a straight four through the move (four in a row, an empty cell at each end
 *       that would make exactly five), and that is not itself forbidden with the move on the board.
 * </ul>
 *
 * <p>The board is the checker's: codes 0 empty, 1 X, 2 O, and a border of one cell all round whose
 * code is neither; {@code steps} are the four directions along it. Cells are changed while asking
 * and restored before each method returns.
 */
final class ProofCheckerFouls {
  private static final int BLACK = 1;
  // The farthest a cell of a five through the move can be from it.
  private static final int REACH = 4;

  private final int[] board;
  private final int[] steps;

  ProofCheckerFouls(int[] board, int[] steps) {
    this.board = board;
    this.steps = steps;
  }

  /** Whether black may not move onto the empty {@code at}. */
  boolean isForbidden(int at) {
    board[at] = BLACK;
    try {
      boolean overline = false;
      for (int step : steps) {
        int run = run(at, step);
        if (run == 5) {
          return false; // a five wins, whatever else the move makes
        }
        overline |= run > 5;
      }
      if (overline) {
        return true;
      }
      int fours = 0;
      boolean[] fourIn = new boolean[steps.length];
      for (int d = 0; d < steps.length; d++) {
        int here = fours(at, steps[d]);
        fourIn[d] = here > 0;
        fours += here;
      }
      if (fours >= 2) {
        return true;
      }
      int threes = 0;
      for (int d = 0; d < steps.length; d++) {
        if (!fourIn[d] && isThree(at, steps[d]) && ++threes == 2) {
          return true;
        }
      }
      return false;
    } finally {
      board[at] = 0;
    }
  }

  /** How many black stones are in a row through the black {@code at} along {@code step}. */
  private int run(int at, int step) {
    int run = 1;
    for (int next = at + step; board[next] == BLACK; next += step) {
      run++;
    }
    for (int next = at - step; board[next] == BLACK; next -= step) {
      run++;
    }
    return run;
  }

  /**
   * The empty cells of the line through {@code at} along {@code step} within {@value #REACH} cells
   * of it with nothing but black stones and empty cells between: the cells a five through it can
   * use. Walked cell by cell, so it never passes the border.
   */
  private int[] emptiesInReach(int at, int step) {
    int[] empties = new int[2 * REACH];
    int count = 0;
    for (int sign = -1; sign <= 1; sign += 2) {
      int next = at;
      for (int i = 1; i <= REACH; i++) {
        next += sign * step;
        int code = board[next];
        if (code == 0) {
          empties[count++] = next;
        } else if (code != BLACK) {
          break; // white, or the border
        }
      }
    }
    return Arrays.copyOf(empties, count);
  }

  /** How many fours the black {@code at} is in along {@code step}, told apart by their stones. */
  private int fours(int at, int step) {
    long first = -1;
    int count = 0;
    for (int empty : emptiesInReach(at, step)) {
      board[empty] = BLACK;
      if (run(at, step) == 5) {
        long stones = stonesOfRun(at, step) & ~bit(at, empty, step);
        if (count == 0) {
          first = stones;
          count = 1;
        } else if (stones != first) {
          count = 2; // two fours in one line: the most one line holds
        }
      }
      board[empty] = 0;
    }
    return count;
  }

  /** The cells of the run through the black {@code at} along {@code step}, as bits by offset. */
  private long stonesOfRun(int at, int step) {
    long stones = bit(at, at, step);
    for (int next = at + step; board[next] == BLACK; next += step) {
      stones |= bit(at, next, step);
    }
    for (int next = at - step; board[next] == BLACK; next -= step) {
      stones |= bit(at, next, step);
    }
    return stones;
  }

  /** A bit for {@code cell}, which lies on the line through {@code at} along {@code step}. */
  private static long bit(int at, int cell, int step) {
    return 1L << ((cell - at) / step + 2 * REACH);
  }

  /**
   * Whether the black {@code at} makes a three along {@code step}: some empty cell in reach that,
   * black too, makes a straight four through both, and is not itself forbidden.
   */
  private boolean isThree(int at, int step) {
    for (int empty : emptiesInReach(at, step)) {
      board[empty] = BLACK;
      boolean straight = isStraightFour(at, empty, step);
      board[empty] = 0;
      if (straight && !isForbidden(empty)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the run through the black {@code at} along {@code step} is four stones, {@code other}
   * among them, with an empty cell at each end that would make exactly five.
   */
  private boolean isStraightFour(int at, int other, int step) {
    if (run(at, step) != 4 || (stonesOfRun(at, step) & bit(at, other, step)) == 0) {
      return false;
    }
    int start = at;
    while (board[start - step] == BLACK) {
      start -= step;
    }
    int before = start - step;
    int after = start + 4 * step;
    return board[before] == 0
        && board[after] == 0
        && board[before - step] != BLACK
        && board[after + step] != BLACK;
  }
}
