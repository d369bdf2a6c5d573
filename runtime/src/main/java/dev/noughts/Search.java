package dev.noughts;

/**
 * Negamax with alpha-beta pruning over a {@link BitGame}, remembering positions in a {@link
 * TranspositionTable}.
 *
 * <p>A score is from the point of view of the player to move: {@code WIN - m} when that player wins
 * and the game ends once {@code m} marks of the game are down, {@code -(WIN - m)} when the opponent
 * wins so, and 0 for a draw. Because {@code m} counts from the start of the game, not from the
 * position, a position's score does not depend on how it was reached, a move's score is minus the
 * next position's, and a faster win and a slower loss both score higher.
 *
 * <p>Three exact shortcuts: a player who can complete a line does so (nothing wins sooner); a
 * player facing two cells where the opponent completes a line loses at the next move; a player
 * facing one must take it (any other move loses at once). A position where neither player can fill
 * a line any more, with the marks each has left to make, is a draw.
 *
 * <p>The table's keys ({@link BitGame#key}) hold whole positions, so games of up to 25 cells share
 * this one search.
 */
final class Search {
  /** Above every mark count, so that every win scores above 0. */
  static final int WIN = 64;

  /** Above every score. */
  static final int INFINITY = 127;

  private final BitGame game;
  private final TranspositionTable table;

  Search(BitGame game, TranspositionTable table) {
    this.game = game;
    this.table = table;
  }

  /**
   * The score, exact, of the position after a move from which neither player has won: first who
   * wins, if anyone (a window around 0, cheap when it is a draw), then how fast.
   */
  int exact(int me, int them, boolean xToMove, int marks) {
    int sign = search(me, them, xToMove, marks, -1, 1);
    if (sign > 0) {
      return search(me, them, xToMove, marks, 0, INFINITY);
    }
    if (sign < 0) {
      return search(me, them, xToMove, marks, -INFINITY, 0);
    }
    return 0;
  }

  /**
   * The score of the position where {@code me} is to move, {@code marks} marks down and nobody has
   * won: exact when strictly between {@code alpha} and {@code beta}, else a bound on that side.
   * Needs {@code alpha < beta}.
   */
  int search(int me, int them, boolean xToMove, int marks, int alpha, int beta) {
    int empty = game.full & ~(me | them);
    if (empty == 0) {
      return 0;
    }
    long[] myLines = xToMove ? game.xLines : game.oLines;
    long[] theirLines = xToMove ? game.oLines : game.xLines;
    if (BitGame.winningCells(me, them, myLines) != 0) {
      return WIN - (marks + 1);
    }
    int threats = (int) BitGame.winningCells(them, me, theirLines); // 25 bits at most
    if ((threats & (threats - 1)) != 0) {
      return -(WIN - (marks + 2));
    }
    int x = xToMove ? me : them;
    int o = xToMove ? them : me;
    int myTurns = (Integer.bitCount(empty) + 1) / 2; // the marks each player has left to make
    int xTurns = xToMove ? myTurns : Integer.bitCount(empty) - myTurns;
    int oTurns = Integer.bitCount(empty) - xTurns;
    if (!BitGame.isLive(x, o, game.xLines, game.oLines, xTurns, oTurns)) {
      return 0;
    }
    // Nothing can be better than a win at the move after next, nor worse than a loss at the one
    // after that.
    int best = WIN - (marks + 3);
    int worst = -(WIN - (marks + 4));
    if (best <= alpha) {
      return best;
    }
    if (worst >= beta) {
      return worst;
    }
    long key = game.key(x, o);
    long entry = table.get(key);
    if (entry != 0) {
      int score = TranspositionTable.score(entry);
      int flag = TranspositionTable.flag(entry);
      if (flag == TranspositionTable.EXACT
          || (flag == TranspositionTable.LOWER && score >= beta)
          || (flag == TranspositionTable.UPPER && score <= alpha)) {
        return score;
      }
      if (flag == TranspositionTable.LOWER) {
        alpha = Math.max(alpha, score);
      } else {
        beta = Math.min(beta, score);
      }
    }
    int moves = threats != 0 ? threats : empty;
    int found = -INFINITY;
    for (int bit : game.order) {
      if ((moves & bit) == 0) {
        continue;
      }
      int score = -search(them, me | bit, !xToMove, marks + 1, -beta, -Math.max(alpha, found));
      if (score > found) {
        found = score;
        if (found >= beta) {
          break;
        }
      }
    }
    int flag =
        found <= alpha
            ? TranspositionTable.UPPER
            : found >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
    table.put(key, found, flag);
    return found;
  }
}
