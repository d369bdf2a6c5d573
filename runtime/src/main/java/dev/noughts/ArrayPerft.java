package dev.noughts;

/**
 * Perft on boards larger than {@link BitPerft} takes: marks put on and taken off one array, a win
 * found by {@link Referee#completesLine} or, with a win length, {@link RunReferee#completesRun}
 * ({@link RunReferee#completesExactRun} under {@link Rule#EXACTLY_K}; each reads only the lines
 * through the move), and the last level counted, not played.
 */
final class ArrayPerft {
  private ArrayPerft() {}

  /**
   * The count for {@code depth}, 1 or more, from a position in progress with {@code mover} to move
   * and {@code empty} empty cells.
   */
  static long count(
      int[][] cells, int winLength, boolean exactly, int mover, int empty, int depth) {
    if (depth == 1) {
      return empty;
    }
    long total = 0;
    for (int r = 0; r < cells.length; r++) {
      for (int c = 0; c < cells[r].length; c++) {
        if (cells[r][c] == 0) {
          total =
              Math.addExact(
                  total, countAfter(cells, winLength, exactly, r, c, mover, empty, depth));
        }
      }
    }
    return total;
  }

  /**
   * The count for {@code depth}, 1 or more, of the sequences that start with {@code mover} marking
   * the empty cell at {@code r} and {@code c} (from 0); the cell is empty again afterwards.
   */
  static long countAfter(
      int[][] cells,
      int winLength,
      boolean exactly,
      int r,
      int c,
      int mover,
      int empty,
      int depth) {
    if (depth == 1) {
      return 1;
    }
    cells[r][c] = mover;
    try {
      boolean wins =
          exactly
              ? RunReferee.completesExactRun(cells, r, c, winLength)
              : Referee.completes(cells, winLength, r, c);
      return wins ? 0 : count(cells, winLength, exactly, 3 - mover, empty - 1, depth - 1);
    } finally {
      cells[r][c] = 0;
    }
  }
}
