package dev.noughts;

import java.util.Arrays;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Negamax with alpha-beta pruning over a {@link BitGame}, remembering positions in a {@link
 * TranspositionTable}, or in a {@link WideTable} for a {@linkplain BitGame#wide wide} game.
 *
 * <p>A score is from the point of view of the player to move: {@code WIN - m} when that player wins
 * and the game ends once {@code m} marks of the game are down, {@code -(WIN - m)} when the opponent
 * wins so, and 0 for a draw. Because {@code m} counts from the start of the game, not from the
 * position, a position's score does not depend on how it was reached, a move's score is minus the
 * next position's, and a faster win and a slower loss both score higher.
 *
 * <p>Under {@link Rule#EXACTLY_K} ({@link BitGame#exactly}) a line is won only as a run of exactly
 * its length, and the shortcuts below read the lines so ({@link BitGame#exactWinningCells}, {@link
 * BitGame#exactLiveCells}); free-style reads them as before.
 *
 * <p>Four exact shortcuts: a player who can complete a line does so (nothing wins sooner); a player
 * facing two cells where the opponent completes a line loses at the next move; a player facing one
 * must take it (any other move loses at once). A position where neither player can fill a line any
 * more, with the marks each has left to make, is a draw; and of the empty cells on no line either
 * player can still fill, one stands for all (each leads to the same game). The other moves are
 * tried in the order of {@link #ordered}, which changes no score.
 *
 * <p>The tables keep whole positions (a {@link BitGame#key} up to 25 cells, both masks in a {@link
 * WideTable} beyond), so games of up to {@value BitGame#MAX_CELLS} cells share this one search.
 * {@code m} counts the marks of the {@link BitGame}: from 0 for a game on the empty cells of a
 * larger board. A search keeps scratch arrays: one thread each.
 */
final class Search {
  /**
   * Above every mark count plus 4, so that every win and every bound on one ({@code WIN - (m + 4)})
   * scores above 0.
   */
  static final int WIN = 100;

  /** Above every score. */
  static final int INFINITY = 127;

  /**
   * What a line one player could still fill weighs in the order of moves, by the marks it needs:
   * four times as much for each mark fewer.
   */
  private static final int[] WEIGHT_BY_NEED = weights();

  private final BitGame game;
  private final @Nullable TranspositionTable table; // a game's that is not wide
  private final @Nullable WideTable wideTable; // a wide game's

  // Scratch: by the marks down, the moves of a node in the order tried (0 after the last); the
  // weight of each cell, used up before a move is searched.
  private final long[][] moveLists;
  private final int[] cellWeights;

  private long nodesLeft; // searches this one may still start

  /** A search without a limit of a game that is not {@linkplain BitGame#wide wide}. */
  Search(BitGame game, TranspositionTable table) {
    this(game, table, Long.MAX_VALUE);
  }

  /**
   * A search of a game that is not {@linkplain BitGame#wide wide}, that starts at most {@code
   * nodes} calls of {@link #search}, then throws {@link OutOfNodes}: what it put in the table by
   * then is true, but its answer is lost.
   */
  Search(BitGame game, TranspositionTable table, long nodes) {
    this(game, table, null, nodes);
    if (game.wide) {
      throw new IllegalArgumentException("a wide game's states need a WideTable");
    }
  }

  /**
   * As {@link #Search(BitGame, TranspositionTable, long)}, for a {@linkplain BitGame#wide wide}
   * game.
   */
  Search(BitGame game, WideTable table, long nodes) {
    this(game, null, table, nodes);
    if (!game.wide) {
      throw new IllegalArgumentException(
          "a game of up to 25 cells is keyed in a TranspositionTable");
    }
  }

  private Search(
      BitGame game, @Nullable TranspositionTable table, @Nullable WideTable wideTable, long nodes) {
    this.game = game;
    this.table = table;
    this.wideTable = wideTable;
    int cells = game.squares.length;
    this.moveLists = new long[cells + 1][cells + 1];
    this.cellWeights = new int[cells];
    this.nodesLeft = nodes;
  }

  /** Thrown when a search with a limit has started as many nodes as it may. */
  static final class OutOfNodes extends RuntimeException {
    private static final long serialVersionUID = 1L;

    OutOfNodes() {
      super("out of nodes", null, false, false); // no stack trace: it never leaves the solver
    }
  }

  /**
   * The score, exact, of the position after a move from which neither player has won: first who
   * wins, if anyone (a window around 0, cheap when it is a draw), then how fast.
   */
  int exact(long me, long them, boolean xToMove, int marks) {
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
  int search(long me, long them, boolean xToMove, int marks, int alpha, int beta) {
    if (--nodesLeft < 0) {
      throw new OutOfNodes(); // once a search: it ends the search
    }
    long empty = game.full & ~(me | them);
    if (empty == 0) {
      return 0;
    }
    long[] myLines = xToMove ? game.xLines : game.oLines;
    long[] theirLines = xToMove ? game.oLines : game.xLines;
    boolean exactly = game.exactly;
    if (exactly) {
      long[] myEnds = xToMove ? game.xEnds : game.oEnds;
      if (BitGame.exactWinningCells(me, them, myLines, myEnds) != 0) {
        return WIN - (marks + 1);
      }
    } else if (BitGame.winningCells(me, them, myLines) != 0) {
      return WIN - (marks + 1);
    }
    long threats =
        exactly
            ? BitGame.exactWinningCells(them, me, theirLines, xToMove ? game.oEnds : game.xEnds)
            : BitGame.winningCells(them, me, theirLines);
    if ((threats & (threats - 1)) != 0) {
      return -(WIN - (marks + 2));
    }
    long x = xToMove ? me : them;
    long o = xToMove ? them : me;
    int emptyCount = Long.bitCount(empty);
    int myTurns = (emptyCount + 1) / 2; // the marks each player has left to make
    int xTurns = xToMove ? myTurns : emptyCount - myTurns;
    int oTurns = emptyCount - xTurns;
    long live =
        exactly
            ? BitGame.exactLiveCells(game, x, o, xTurns, oTurns)
            : BitGame.liveCells(x, o, game.xLines, game.oLines, xTurns, oTurns);
    if (live == 0) {
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
    TranspositionTable table = this.table;
    long key = table != null ? game.key(x, o) : 0;
    long entry = table != null ? table.get(key) : wide().get(x, o);
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
    long[] moves =
        ordered(
            threats != 0 ? threats : movesWorthTrying(empty, live),
            me,
            them,
            myLines,
            theirLines,
            marks);
    int found = -INFINITY;
    for (long bit : moves) {
      if (bit == 0) {
        break;
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
    if (table != null) {
      table.put(key, found, flag);
    } else {
      wide().put(x, o, found, flag);
    }
    return found;
  }

  /** The game this searches. */
  BitGame game() {
    return game;
  }

  private WideTable wide() {
    return Objects.requireNonNull(wideTable); // set whenever table is not
  }

  /**
   * The empty cells worth a move: those of the lines either player can still fill ({@code live}),
   * and one of the rest. A mark on a cell of no such line only fills a cell, so on any of them it
   * leads to the same game.
   */
  private static long movesWorthTrying(long empty, long live) {
    long dead = empty & ~live;
    return (empty & live) | (dead & -dead);
  }

  /**
   * {@code moves} in the order to try them, ended by 0: first the cells where the lines the player
   * to move could still fill ({@code myLines}) and the opponent's ({@code theirLines}, a quarter as
   * much) weigh most, a line weighing four times as much for each mark fewer it needs; at equal
   * weight, cells on more lines first ({@link BitGame#order}). Good moves tried first cut the
   * search short; the order never changes a score.
   */
  private long[] ordered(
      long moves, long me, long them, long[] myLines, long[] theirLines, int marks) {
    int[] weight = cellWeights;
    Arrays.fill(weight, 0);
    addWeights(weight, me, them, myLines, 0);
    addWeights(weight, them, me, theirLines, 2);
    long[] list = moveLists[marks];
    int count = 0;
    for (long bit : game.order) {
      if ((moves & bit) != 0) {
        int w = weight[Long.numberOfTrailingZeros(bit)];
        int i = count++;
        for (; i > 0 && weight[Long.numberOfTrailingZeros(list[i - 1])] < w; i--) {
          list[i] = list[i - 1];
        }
        list[i] = bit;
      }
    }
    list[count] = 0; // a list has a slot more than the cells
    return list;
  }

  /**
   * Adds to each empty cell of every line {@code mine} could still fill (one without a mark of
   * {@code theirs}) the line's weight, shifted right by {@code shift}.
   */
  private static void addWeights(int[] weight, long mine, long theirs, long[] lines, int shift) {
    for (long line : lines) {
      if ((line & theirs) == 0) {
        long open = line & ~mine;
        int w = WEIGHT_BY_NEED[Math.min(Long.bitCount(open), WEIGHT_BY_NEED.length - 1)] >> shift;
        for (; open != 0; open &= open - 1) {
          weight[Long.numberOfTrailingZeros(open)] += w;
        }
      }
    }
  }

  private static int[] weights() {
    int[] weights = new int[10]; // a line that needs 9 marks or more weighs 1
    for (int need = 0; need < weights.length; need++) {
      weights[need] = 1 << (2 * (weights.length - 1 - need));
    }
    return weights;
  }
}
