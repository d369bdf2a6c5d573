package dev.noughts;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Boards on which every form of the rule reads everything: about half the cells marked at random, X
 * and O in turn, no player holding k in a row.
 */
final class QuietBoards {
  private QuietBoards() {}

  /** A {@code size} x {@code size} board, k = {@code winLength}, the same for the same seed. */
  static int[][] of(int size, int winLength, long seed) {
    Random random = new Random(seed);
    int[][] cells = new int[size][size];
    List<int[]> free = new ArrayList<>();
    for (int r = 0; r < size; r++) {
      for (int c = 0; c < size; c++) {
        free.add(new int[] {r, c});
      }
    }
    int player = 1;
    for (int placed = 0; placed < size * size / 2 && !free.isEmpty(); ) {
      int[] cell = free.remove(random.nextInt(free.size()));
      cells[cell[0]][cell[1]] = player;
      if (RunReferee.completesRun(cells, cell[0], cell[1], winLength)) {
        cells[cell[0]][cell[1]] = 0; // it would make a line: the cell stays empty
        continue;
      }
      placed++;
      player = 3 - player;
    }
    return cells;
  }

  /** The lenient rule by the referee's run finder: a winning run, or no empty cell. */
  static boolean overByWinningRuns(int[][] cells, int winLength) {
    List<WinningRuns.Run> x = new ArrayList<>();
    List<WinningRuns.Run> o = new ArrayList<>();
    WinningRuns.find(cells, winLength, x, o);
    if (!x.isEmpty() || !o.isEmpty()) {
      return true;
    }
    long marks = BoardArrays.countMarks(cells);
    return (int) marks + (int) (marks >>> 32) == cells.length * cells[0].length;
  }

  /** Throws unless every form given agrees that {@code cells} is in progress and not over. */
  static void checkQuiet(int[][] cells, int winLength, boolean... overs) {
    if (Position.fromArray(cells, winLength).getVerdict().getOutcome() != Outcome.IN_PROGRESS) {
      throw new IllegalStateException("the board is not in progress");
    }
    for (boolean over : overs) {
      if (over) {
        throw new IllegalStateException("a form says the game is over");
      }
    }
  }
}
