package dev.noughts;

/**
 * Perft on boards larger than {@link BitPerft} takes: marks put on and taken off one array, a win
 * found by {@link Referee#completesLine}, and the last level counted, not played.
 */
final class ArrayPerft {
  private ArrayPerft() {}

  /** The count for {@code depth}, 1 or more, from a position in progress with {@code mover} to move. */
  static long count(int[][] cells, int mover, int depth) {
    int size = cells.length;
    int empty = 0;
    for (int[] row : cells) {
      for (int cell : row) {
        empty += cell == 0 ? 1 : 0;
      }
    }
    if (depth == 1) {
      return empty;
    }
    long total = 0;
    for (int r = 0; r < size; r++) {
      for (int c = 0; c < size; c++) {
        if (cells[r][c] != 0) {
          continue;
        }
        cells[r][c] = mover;
        if (!Referee.completesLine(cells, r, c)) {
          total = Math.addExact(total, count(cells, 3 - mover, depth - 1));
        }
        cells[r][c] = 0;
      }
    }
    return total;
  }
}
