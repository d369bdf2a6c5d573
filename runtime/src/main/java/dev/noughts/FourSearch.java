package dev.noughts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Depth-first search for a win by fours (a VCF) of one player, the attacker: each of its moves a
 * four (a move after which it has a winning cell), each of the defender's the block of that cell,
 * until the attacker has two winning cells or k in a row. Where the defender's block makes a four
 * of its own, the attacker's next move is its block, and must be a four too. Under renju, a four of
 * O's whose block is a forbidden point of X's wins at once.
 *
 * <p>A win by fours has one reply a move, so the search is a walk down the attacker's fours, first
 * in row-major order, each position the attacker is to move at being won or lost by the marks on
 * the board alone. It keeps the hashes of the positions it found lost (a table of a bounded size,
 * the newest a slot) and does not search them again; the positions it finds won end the search. Two
 * positions with one hash (a chance of about one in 2^64 a pair) could lose a win, never make one:
 * a proof found is a line of {@link Attack}s that {@link ProofChecker} replays.
 *
 * <p>Budget: each move played is a node, the root one more; the search never makes more than its
 * budget and stops, {@linkplain #spent() spent}, where the next move would pass it. Not
 * thread-safe: one search, one thread. Memory: the board, a list of cells per ply of the line being
 * searched, and the table of lost positions, which grows with the nodes made up to {@value
 * #MAX_LOST_SLOTS} hashes (16 MiB).
 */
final class FourSearch {
  // The most slots of the table of positions found lost: 2 Mi hashes, 16 MiB.
  private static final int MAX_LOST_SLOTS = 1 << 21;

  private final ThreatBoard board; // changed and restored as the search walks
  private final int attacker;
  private final int defender;
  private long limit; // the most nodes the search in progress may reach
  private long nodes;
  private boolean spent;
  // The hashes of positions, the attacker to move, where it has no win by fours; 0 an empty slot.
  private long[] lost = new long[16];
  private int lostCount;
  // The attacker's fours at each ply of the line being searched, made when first reached.
  private int[][] foursAt = new int[8][];

  /**
   * A search for {@code attacker} (1 for X, 2 for O) on a copy of {@code cells} under {@code rule},
   * within {@code budget} nodes (0 or more; a search of 0 is spent at once).
   */
  FourSearch(int[][] cells, int winLength, Rule rule, int attacker, long budget) {
    this(new ThreatBoard(cells, winLength, rule), attacker, budget);
  }

  /**
   * A search for {@code attacker} on {@code board}, which it changes while it searches and leaves
   * as it found it, within {@code budget} nodes.
   */
  FourSearch(ThreatBoard board, int attacker, long budget) {
    this(board, attacker);
    this.limit = budget;
  }

  /**
   * A search for {@code attacker} on {@code board}, another search's, which it changes only while
   * {@link #firstWin} runs; its budget is given to each call.
   */
  FourSearch(ThreatBoard board, int attacker) {
    this.board = board;
    this.attacker = attacker;
    this.defender = 3 - attacker;
  }

  /** The nodes made so far: at most the budget. */
  long nodes() {
    return nodes;
  }

  /**
   * Whether the search stopped at its budget: some move was not played because it would pass it.
   */
  boolean spent() {
    return spent;
  }

  /**
   * The winning moves proved, each with its proof, with the attacker to move; empty when there is
   * none or the budget ran out first. Every cell that makes k in a row at once when there is one;
   * else the first winning four, and when {@code every} is true every other the budget settles.
   */
  List<Attack> proveWin(boolean every) {
    List<Attack> wins = new ArrayList<>();
    if (!fits(1)) {
      return wins;
    }
    if (board.firstWinningCell(attacker) >= 0) {
      for (int cell = 0; cell < board.cellCount(); cell++) {
        if (board.isEmpty(cell) && board.completes(attacker, cell)) {
          wins.add(Attack.finishing(cell));
        }
      }
      return wins;
    }
    int[] fours = candidates(0);
    int count = fours.length;
    for (int i = 0; i < count && !spent && (every || wins.isEmpty()); i++) {
      Attack win = after(fours[i], 0);
      if (win != null) {
        wins.add(win);
      }
    }
    return wins;
  }

  /**
   * The first win by fours found with the attacker to move on the board as it is, within {@code
   * more} nodes more than this search made so far; null when there is none, or the search was
   * {@linkplain #spent() spent} first. The same board gives the same answer: the positions found
   * lost are forgotten from one call to the next.
   */
  @Nullable Attack firstWin(long more) {
    limit = nodes + more;
    spent = false;
    if (lostCount > 0) {
      lost = new long[16];
      lostCount = 0;
    }
    return fits(1) ? win(0) : null;
  }

  /** The proof of a win by fours with the attacker to move, or null when none is found. */
  private @Nullable Attack win(int ply) {
    int finish = board.firstWinningCell(attacker);
    if (finish >= 0) {
      return Attack.finishing(finish);
    }
    long hash = board.hash();
    if (isLost(hash)) {
      return null;
    }
    int[] fours = candidates(ply);
    for (int four : fours) {
      if (four < 0) {
        break;
      }
      Attack win = after(four, ply);
      if (win != null) {
        return win;
      }
      if (spent) {
        return null;
      }
    }
    keepLost(hash);
    return null;
  }

  /**
   * The proof that the attacker's {@code four} wins, the defender's block answered by a win by
   * fours; null when it does not, or the budget ran out.
   */
  private @Nullable Attack after(int four, int ply) {
    if (!fits(1)) {
      return null;
    }
    board.play(four, attacker);
    try {
      if (board.winningCellCountUpToTwo(attacker) >= 2) {
        return Attack.finishing(four);
      }
      int block = board.firstWinningCell(attacker);
      if (!board.isLegal(defender, block)) {
        return Attack.finishing(four); // the defender may not block
      }
      if (!fits(1)) {
        return null;
      }
      board.play(block, defender);
      try {
        Attack next = win(ply + 1);
        return next == null ? null : new Attack(four, Map.of(block, next));
      } finally {
        board.undo(block);
      }
    } finally {
      board.undo(four);
    }
  }

  /**
   * The attacker's moves at ply {@code ply}, the board's: its block when the defender has one
   * winning cell, if it is a four; else its fours; double fours first, each list ended by -1 when
   * shorter than the array.
   */
  private int[] candidates(int ply) {
    if (ply >= foursAt.length) {
      foursAt = java.util.Arrays.copyOf(foursAt, foursAt.length * 2);
    }
    int[] fours = foursAt[ply];
    if (fours == null) {
      fours = new int[board.cellCount() + 1];
      foursAt[ply] = fours;
    }
    int count = 0;
    int blocks = board.winningCellCountUpToTwo(defender);
    if (blocks == 1) {
      int block = board.firstWinningCell(defender);
      if (board.isFour(attacker, block)) {
        fours[count++] = block;
      }
    } else if (blocks == 0) {
      for (int cell = board.nextFour(attacker, 0);
          cell >= 0;
          cell = board.nextFour(attacker, cell + 1)) {
        fours[count++] = cell;
      }
      // Double fours first: each wins at once.
      int doubles = 0;
      for (int i = 0; i < count; i++) {
        int four = fours[i];
        if (board.isDoubleFour(attacker, four)) {
          fours[i] = fours[doubles];
          fours[doubles++] = four;
        }
      }
    }
    fours[count] = -1;
    return ply == 0 ? java.util.Arrays.copyOf(fours, count) : fours;
  }

  private boolean fits(int count) {
    if (count > limit - nodes) {
      spent = true;
      return false;
    }
    nodes += count;
    return true;
  }

  private boolean isLost(long hash) {
    return hash != 0 && lost[slot(hash)] == hash;
  }

  /**
   * Keeps {@code hash} as lost, in the place of the one there; first doubles the table when due.
   */
  private void keepLost(long hash) {
    if (hash == 0) {
      return;
    }
    if (lost.length < MAX_LOST_SLOTS && lostCount > lost.length / 2) {
      long[] kept = lost;
      lost = new long[lost.length * 2];
      for (long old : kept) {
        if (old != 0) {
          lost[slot(old)] = old;
        }
      }
    }
    lost[slot(hash)] = hash;
    lostCount++;
  }

  private int slot(long hash) {
    return (int) (hash ^ (hash >>> 29) ^ (hash >>> 47)) & (lost.length - 1);
  }
}
