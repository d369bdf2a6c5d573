package dev.noughts.examples;

import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Square;

/**
 * A generalized tic-tac-toe engine, written the way its author would before testing it with
 * noughts: any board of {@code int}s, k in a row to win, and negamax with alpha-beta pruning to a
 * fixed depth (a position still open at the depth counts as a draw, or is weighed by its lines).
 * Only {@link #move(Position)} knows noughts, to hand the engine its board.
 */
final class KInARowEngine {
  private static final int EMPTY = 0; // and 1 for X, 2 for O, as Position.toArray() writes them
  private static final int[][] DIRECTIONS = {{0, 1}, {1, 0}, {1, 1}, {1, -1}}; // as (row, column)

  private final int depth;
  private final int win; // a win in p plies scores win - p: the sooner the better
  private final boolean weighsLines;

  /** An engine that looks {@code depth} plies ahead, 1 or more. */
  KInARowEngine(int depth) {
    this(depth, 1_000, false);
  }

  private KInARowEngine(int depth, int win, boolean weighsLines) {
    this.depth = depth;
    this.win = win;
    this.weighsLines = weighsLines;
  }

  /**
   * An engine that looks {@code depth} plies ahead and weighs a position still open there by its
   * lines: each window of k cells the player who just moved could still complete scores 1, each of
   * the opponent's -1. A win scores {@code win} less its plies, so with a {@code win} below what
   * the lines can add up to, a promising position can outscore a won one: the bug of a course
   * engine that noughts found (it throws away wins inside its own horizon).
   */
  static KInARowEngine weighingLines(int depth, int win) {
    return new KInARowEngine(depth, win, true);
  }

  /**
   * Its move in {@code position}, the board and the win length noughts hands it.
   *
   * @throws IllegalArgumentException when nobody is to move
   */
  Square move(Position position) {
    Player next = position.getNextPlayer();
    if (next == null) {
      throw new IllegalArgumentException("nobody is to move in " + position);
    }
    int[] move = bestMove(position.toArray(), position.getWinLength(), next == Player.X ? 1 : 2);
    return new Square(move[0] + 1, move[1] + 1);
  }

  /** The best move, {row, column} from 0, for {@code player} (1 or 2) on a board with room. */
  int[] bestMove(int[][] board, int k, int player) {
    int[] best = null;
    int bestScore = Integer.MIN_VALUE;
    for (int row = 0; row < board.length; row++) {
      for (int column = 0; column < board[row].length; column++) {
        if (board[row][column] == EMPTY) {
          int score = play(board, k, player, row, column, depth, bestScore, Integer.MAX_VALUE, 1);
          if (score > bestScore) {
            bestScore = score;
            best = new int[] {row, column};
          }
        }
      }
    }
    if (best == null) {
      throw new IllegalArgumentException("the board is full");
    }
    return best;
  }

  /**
   * The score for {@code player} of a mark at {@code row}, {@code column}, the game's {@code ply}th
   * move from here, looking {@code left} plies ahead within the window (alpha, beta).
   */
  private int play(
      int[][] board, int k, int player, int row, int column, int left, int alpha, int beta,
      int ply) {
    board[row][column] = player;
    int score;
    if (wins(board, k, row, column)) {
      score = win - ply;
    } else if (left == 1) {
      score = weighsLines ? openLines(board, k, player) : 0; // the horizon
    } else {
      score = -search(board, k, 3 - player, left - 1, negate(beta), negate(alpha), ply + 1);
    }
    board[row][column] = EMPTY;
    return score;
  }

  /** The best score for {@code player} to move, within the window (alpha, beta). */
  private int search(int[][] board, int k, int player, int left, int alpha, int beta, int ply) {
    int best = Integer.MIN_VALUE;
    for (int row = 0; row < board.length; row++) {
      for (int column = 0; column < board[row].length; column++) {
        if (board[row][column] == EMPTY) {
          int score = play(board, k, player, row, column, left, alpha, beta, ply);
          best = Math.max(best, score);
          alpha = Math.max(alpha, score);
          if (alpha >= beta) {
            return best;
          }
        }
      }
    }
    return best == Integer.MIN_VALUE ? 0 : best; // a full board is a draw
  }

  private static int negate(int bound) {
    return bound == Integer.MIN_VALUE ? Integer.MAX_VALUE : -bound;
  }

  /**
   * The windows of k cells in a row with no mark of the opponent's, less those with none of {@code
   * player}'s.
   */
  private static int openLines(int[][] board, int k, int player) {
    int score = 0;
    for (int row = 0; row < board.length; row++) {
      for (int column = 0; column < board[row].length; column++) {
        for (int[] d : DIRECTIONS) {
          int endRow = row + (k - 1) * d[0];
          int endColumn = column + (k - 1) * d[1];
          if (endRow >= board.length || endColumn < 0 || endColumn >= board[row].length) {
            continue;
          }
          boolean mine = false;
          boolean theirs = false;
          for (int i = 0; i < k; i++) {
            int mark = board[row + i * d[0]][column + i * d[1]];
            mine |= mark == player;
            theirs |= mark == 3 - player;
          }
          score += (theirs ? 0 : 1) - (mine ? 0 : 1);
        }
      }
    }
    return score;
  }

  /** Whether the mark at {@code row}, {@code column} makes k in a row in any direction. */
  private static boolean wins(int[][] board, int k, int row, int column) {
    for (int[] d : DIRECTIONS) {
      if (1 + count(board, row, column, d[0], d[1]) + count(board, row, column, -d[0], -d[1])
          >= k) {
        return true;
      }
    }
    return false;
  }

  /** How many of the same mark follow {@code row}, {@code column} in direction (dr, dc). */
  private static int count(int[][] board, int row, int column, int dr, int dc) {
    int mark = board[row][column];
    int n = 0;
    for (int r = row + dr, c = column + dc;
        r >= 0 && r < board.length && c >= 0 && c < board[r].length && board[r][c] == mark;
        r += dr, c += dc) {
      n++;
    }
    return n;
  }
}
