package dev.noughts;

import java.util.ArrayList;
import java.util.List;

/**
 * The threat vocabulary of {@link Position} for any player on any board, from {@link ThreatScan}:
 * each query answers with the squares in row-major order, as its Javadoc on {@link Position}
 * defines them.
 */
final class Threats {
  private Threats() {}

  static List<Square> winningCells(int[][] cells, int winLength, Player player) {
    ThreatScan scan = new ThreatScan(cells, winLength);
    int code = player.getMark().getCode();
    List<Square> found = new ArrayList<>();
    for (int cell = 0; cell < scan.cellCount(); cell++) {
      if (scan.isEmpty(cell) && scan.completes(code, cell)) {
        found.add(square(scan, cell));
      }
    }
    return found;
  }

  static List<Square> fours(int[][] cells, int winLength, Player player) {
    ThreatScan scan = new ThreatScan(cells, winLength);
    int code = player.getMark().getCode();
    boolean canWin = scan.firstWinningCell(code) >= 0;
    List<Square> found = new ArrayList<>();
    for (int cell = 0; cell < scan.cellCount(); cell++) {
      // With a winning cell already, every other move keeps it (a mark of one's own takes nothing
      // away), so every move that does not win at once is a four.
      if (scan.isEmpty(cell)
          && !scan.completes(code, cell)
          && (canWin || scan.isFour(code, cell))) {
        found.add(square(scan, cell));
      }
    }
    return found;
  }

  static List<Square> threes(int[][] cells, int winLength, Player player) {
    ThreatScan scan = new ThreatScan(cells, winLength);
    int code = player.getMark().getCode();
    List<Square> found = new ArrayList<>();
    if (scan.firstWinningCell(code) >= 0) {
      return found; // every move that does not win is a four
    }
    // A move that leaves two winning cells stays one after any other move that is not a four: so
    // when there is one, every move that is neither a four nor a double four is a three.
    boolean hasDoubleFour = scan.firstDoubleFour(code) >= 0;
    for (int cell = 0; cell < scan.cellCount(); cell++) {
      if (scan.isEmpty(cell)
          && !scan.completes(code, cell)
          && !scan.isFour(code, cell)
          && (hasDoubleFour || scan.isThree(code, cell))) {
        found.add(square(scan, cell));
      }
    }
    return found;
  }

  static List<Square> defences(int[][] cells, int winLength, Player attacker) {
    ThreatScan scan = new ThreatScan(cells, winLength);
    int code = attacker.getMark().getCode();
    List<Square> found = new ArrayList<>();
    int winningCells = scan.winningCellCount(code, 2);
    if (winningCells == 1) {
      found.add(square(scan, scan.firstWinningCell(code)));
      return found;
    }
    if (winningCells >= 2 || scan.firstDoubleFour(code) < 0) {
      return found; // nothing stops two winning cells; without a threat there is nothing to stop
    }
    // A reply can only take double fours away (a mark of the defender's adds no window to the
    // attacker), and only those it is in line with: so only the double fours found now are asked
    // about again, and only when in line.
    List<Integer> doubleFours = new ArrayList<>();
    for (int cell = 0; cell < scan.cellCount(); cell++) {
      if (scan.isEmpty(cell) && scan.isDoubleFour(code, cell)) {
        doubleFours.add(cell);
      }
    }
    for (int reply = 0; reply < scan.cellCount(); reply++) {
      if (scan.isEmpty(reply) && stopsAll(scan, code, reply, doubleFours)) {
        found.add(square(scan, reply));
      }
    }
    return found;
  }

  /** Whether the defender's mark on {@code reply} leaves none of {@code doubleFours} one. */
  private static boolean stopsAll(
      ThreatScan scan, int attacker, int reply, List<Integer> doubleFours) {
    for (int doubleFour : doubleFours) {
      if (doubleFour != reply && !scan.aligned(reply, doubleFour)) {
        return false;
      }
    }
    scan.assume(3 - attacker, reply);
    try {
      for (int doubleFour : doubleFours) {
        if (doubleFour != reply && scan.isDoubleFour(attacker, doubleFour)) {
          return false;
        }
      }
      return true;
    } finally {
      scan.forget();
    }
  }

  private static Square square(ThreatScan scan, int cell) {
    return new Square(cell / scan.columns() + 1, cell % scan.columns() + 1);
  }
}
