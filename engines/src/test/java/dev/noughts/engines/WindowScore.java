package dev.noughts.engines;

/**
 * A pattern evaluation of one empty cell for gomoku-like games: every window of k cells in a row
 * through the cell, in the four directions, that holds marks of one player only. A window where the
 * player has n marks and the opponent none is worth {@code WEIGHTS[n]}: a lone mark little, two (a
 * two) more, three (a three) much more, k - 1 (a four) most. An open three lies in more such
 * windows than a closed one, so it scores higher, and so on for twos and fours. Boards are the
 * codes of {@link dev.noughts.Position#toArray()}: 0 empty, 1 X, 2 O.
 */
final class WindowScore {
  /** The worth of a window with n of one player's marks and none of the other's, for k = 5. */
  private static final long[] WEIGHTS = {0, 1, 12, 150, 2_000, 1_000_000};

  private static final int[][] DIRECTIONS = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

  private WindowScore() {}

  /**
   * What {@code player} (1 or 2) gains by marking the empty cell ({@code row}, {@code column}),
   * from 0: the worth its windows gain ({@code attack}) and the worth of the opponent's windows it
   * closes ({@code block}), the latter weighed by {@code blockPercent} / 100.
   */
  static long of(int[][] board, int winLength, int row, int column, int player, int blockPercent) {
    int rows = board.length;
    int columns = board[0].length;
    long attack = 0;
    long block = 0;
    for (int[] direction : DIRECTIONS) {
      int dr = direction[0];
      int dc = direction[1];
      for (int start = -(winLength - 1); start <= 0; start++) {
        int firstRow = row + start * dr;
        int firstColumn = column + start * dc;
        int lastRow = firstRow + (winLength - 1) * dr;
        int lastColumn = firstColumn + (winLength - 1) * dc;
        if (firstRow < 0
            || lastRow >= rows
            || Math.min(firstColumn, lastColumn) < 0
            || Math.max(firstColumn, lastColumn) >= columns) {
          continue;
        }
        int own = 0;
        int other = 0;
        for (int i = 0; i < winLength; i++) {
          int cell = board[firstRow + i * dr][firstColumn + i * dc];
          if (cell == player) {
            own++;
          } else if (cell != 0) {
            other++;
          }
        }
        if (other == 0) {
          attack += weight(own + 1, winLength) - weight(own, winLength);
        } else if (own == 0) {
          block += weight(other, winLength);
        }
      }
    }
    return attack + block * blockPercent / 100;
  }

  /** The worth of n marks in a window of k, scaled so that k - 1 weighs as a four does at 5. */
  private static long weight(int marks, int winLength) {
    int index = Math.max(0, WEIGHTS.length - 1 - (winLength - marks));
    return marks == 0 ? 0 : WEIGHTS[index];
  }
}
