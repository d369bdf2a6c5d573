package dev.noughts;

import java.util.ArrayList;
import java.util.List;

/**
 * The threat vocabulary of {@link Position} for any player on any board, by the position's rule,
 * from {@link ThreatQueries}: each query answers with the squares in row-major order, as its
 * Javadoc on {@link Position} defines them. A move the rule forbids its player (X's onto a
 * forbidden point under renju) is no threat and no defence.
 */
final class Threats {
  private Threats() {}

  static List<Square> winningCells(int[][] cells, int winLength, Rule rule, Player player) {
    ThreatQueries board = of(cells, winLength, rule);
    int code = player.getMark().getCode();
    List<Square> found = new ArrayList<>();
    for (int cell = 0; cell < board.cellCount(); cell++) {
      if (board.isEmpty(cell) && board.completes(code, cell)) {
        found.add(square(board, cell));
      }
    }
    return found;
  }

  static List<Square> fours(int[][] cells, int winLength, Rule rule, Player player) {
    ThreatQueries board = of(cells, winLength, rule);
    int code = player.getMark().getCode();
    boolean canWin = board.firstWinningCell(code) >= 0;
    List<Square> found = new ArrayList<>();
    for (int cell = 0; cell < board.cellCount(); cell++) {
      // With a winning cell already, every other move keeps it (a mark of one's own takes nothing
      // away) where k or more wins, so every move that does not win at once is a four; where only
      // exactly k wins, a mark beyond a run's end may take it away.
      if (board.isEmpty(cell)
          && !board.completes(code, cell)
          && (!canWin
              ? board.isFour(code, cell)
              : board.isLegal(code, cell)
                  && (isPlain(board, code) || leavesWinningCell(board, code, cell)))) {
        found.add(square(board, cell));
      }
    }
    return found;
  }

  static List<Square> threes(int[][] cells, int winLength, Rule rule, Player player) {
    ThreatQueries board = of(cells, winLength, rule);
    int code = player.getMark().getCode();
    List<Square> found = new ArrayList<>();
    boolean plain = isPlain(board, code);
    if (!plain) {
      for (int cell = 0; cell < board.cellCount(); cell++) {
        if (board.isEmpty(cell)
            && board.isLegal(code, cell)
            && !board.completes(code, cell)
            && leavesDoubleFour(board, code, cell)) {
          found.add(square(board, cell));
        }
      }
      return found;
    }
    if (board.firstWinningCell(code) >= 0) {
      return found; // every move that does not win is a four
    }
    // A move that leaves two winning cells stays one after any other move that is not a four: so
    // when there is one, every move that is neither a four nor a double four is a three.
    boolean hasDoubleFour = firstDoubleFour(board, code) >= 0;
    for (int cell = 0; cell < board.cellCount(); cell++) {
      if (board.isEmpty(cell)
          && !board.completes(code, cell)
          && !board.isFour(code, cell)
          && (hasDoubleFour || board.isThree(code, cell))) {
        found.add(square(board, cell));
      }
    }
    return found;
  }

  static List<Square> defences(int[][] cells, int winLength, Rule rule, Player attacker) {
    ThreatQueries board = of(cells, winLength, rule);
    int code = attacker.getMark().getCode();
    int defender = 3 - code;
    List<Square> found = new ArrayList<>();
    int winningCells = board.winningCellCountUpToTwo(code);
    if (winningCells == 1) {
      int block = board.firstWinningCell(code);
      if (board.isLegal(defender, block)) {
        found.add(square(board, block));
      }
      return found;
    }
    if (winningCells >= 2 || firstDoubleFour(board, code) < 0) {
      return found; // nothing stops two winning cells; without a threat there is nothing to stop
    }
    // A reply can only take double fours away (a mark of the defender's adds no window to the
    // attacker), and only those it is in line with: so only the double fours found now are asked
    // about again. Not under renju: the reply may change what is forbidden.
    List<Integer> doubleFours = new ArrayList<>();
    for (int cell = 0; cell < board.cellCount(); cell++) {
      if (board.isEmpty(cell) && board.isDoubleFour(code, cell)) {
        doubleFours.add(cell);
      }
    }
    for (int reply = 0; reply < board.cellCount(); reply++) {
      if (board.isEmpty(reply)
          && board.isLegal(defender, reply)
          && (board.isRenju()
              ? !leavesDoubleFour(board, defender, reply, code)
              : stopsAll(board, code, reply, doubleFours))) {
        found.add(square(board, reply));
      }
    }
    return found;
  }

  /**
   * Whether k or more wins for {@code player}, and the rule is not renju (where marks change what
   * is forbidden): its own marks then take none of its threats away, which the queries' shortcuts
   * rest on. Elsewhere each move is played out.
   */
  private static boolean isPlain(ThreatQueries board, int player) {
    return !board.winsByExactlyK(player) && !board.isRenju();
  }

  /** Whether {@code player} has a winning cell after its mark on {@code cell}. */
  private static boolean leavesWinningCell(ThreatQueries board, int player, int cell) {
    board.play(cell, player);
    try {
      return board.firstWinningCell(player) >= 0;
    } finally {
      board.undo(cell);
    }
  }

  /** Whether the defender's mark on {@code reply} leaves none of {@code doubleFours} one. */
  private static boolean stopsAll(
      ThreatQueries board, int attacker, int reply, List<Integer> doubleFours) {
    for (int doubleFour : doubleFours) {
      if (doubleFour != reply && !board.aligned(reply, doubleFour)) {
        return false; // out of line with it, the reply leaves its windows as they were
      }
    }
    for (int doubleFour : doubleFours) {
      if (doubleFour != reply && board.isDoubleFourDespite(attacker, doubleFour, reply)) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code player} has a move that leaves two winning cells after its mark on cell. */
  private static boolean leavesDoubleFour(ThreatQueries board, int player, int cell) {
    return leavesDoubleFour(board, player, cell, player);
  }

  /**
   * Whether {@code whose} has a move that leaves two winning cells after {@code player}'s mark on
   * {@code cell}, and no winning cell.
   */
  private static boolean leavesDoubleFour(ThreatQueries board, int player, int cell, int whose) {
    board.play(cell, player);
    try {
      return board.firstWinningCell(whose) < 0 && firstDoubleFour(board, whose) >= 0;
    } finally {
      board.undo(cell);
    }
  }

  /** The first move of {@code player}'s that leaves two or more winning cells, or -1. */
  private static int firstDoubleFour(ThreatQueries board, int player) {
    for (int cell = 0; cell < board.cellCount(); cell++) {
      if (board.isEmpty(cell) && board.isDoubleFour(player, cell)) {
        return cell;
      }
    }
    return -1;
  }

  /**
   * Who answers the questions: under free-style the scan, which allocates nothing that grows with
   * the board; under the other rules the board of windows, which knows them.
   */
  private static ThreatQueries of(int[][] cells, int winLength, Rule rule) {
    return rule == Rule.FREE_STYLE
        ? new ThreatScan(cells, winLength)
        : new ThreatBoard(cells, winLength, rule);
  }

  private static Square square(ThreatQueries board, int cell) {
    return new Square(cell / board.columns() + 1, cell % board.columns() + 1);
  }
}
