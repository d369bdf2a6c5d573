package dev.noughts;

import java.util.Arrays;

/**
 * The threat rules of k in a row, read from a board without changing it: winning cells, fours,
 * double fours and threes. A winning run is k or more in a row, or exactly k for a player for whom
 * only that wins ({@link Rule#winsByExactlyK}); which moves are legal is not its question. Up to
 * three marks may be taken as on the board without being written ({@link #assume}), so that a query
 * about the board after a move or two allocates nothing.
 *
 * <p>Cells are numbered {@code row * columns + column} from 0. Codes are those of {@link Cell}: 0
 * empty, 1 X, 2 O. It answers {@link Position}'s threat queries, reading cells that never change;
 * the prover plays on a {@link ThreatBoard}, which {@code ThreatBoardTest} holds to this class.
 *
 * <p>The local queries ({@link #newWinningCells}, {@link #isFour}, {@link #isDoubleFour}, {@link
 * #isThree}) rest on one fact: when the player has no winning cell, every winning cell a move makes
 * lies in a window of k cells along a line through that move. (A run of k or more through the new
 * winning cell that leaves the move out would have made it a winning cell before.)
 */
final class ThreatScan implements ThreatQueries {
  private static final int[][] DIRECTIONS = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

  private final int[][] cells;
  private final int rows;
  private final int columns;
  private final int winLength;
  // Per player code: whether only a run of exactly k wins for it.
  private final boolean[] exactly = new boolean[3];

  // Marks taken as on the board without being written, the last taken first: at most three.
  private final int[] extraCells = {-1, -1, -1};
  private final int[] extraCodes = new int[3];
  private int extras;

  ThreatScan(int[][] cells, int winLength) {
    this(cells, winLength, Rule.FREE_STYLE);
  }

  ThreatScan(int[][] cells, int winLength, Rule rule) {
    this.cells = cells;
    this.rows = cells.length;
    this.columns = cells[0].length;
    this.winLength = winLength;
    for (int player = 1; player <= 2; player++) {
      exactly[player] = rule.winsByExactlyK(player) && winLength > 1; // k = 1: the first mark wins
    }
  }

  /** Whether a run of {@code run} of {@code player}'s marks wins. */
  private boolean wins(int player, int run) {
    return run >= winLength && (run == winLength || !exactly[player]);
  }

  @Override
  public int columns() {
    return columns;
  }

  @Override
  public int cellCount() {
    return rows * columns;
  }

  /**
   * Fills {@code first} with the first of {@code player}'s winning cells in row-major order, in
   * that order, among those that make k in a row along a row, column or diagonal through {@code
   * cell}, at most k - 1 cells from it; -1 past the last there is. Where a mark on {@code cell}
   * made winning cells, they are all there.
   */
  void firstWinningCellsInLineWith(int player, int cell, int[] first) {
    Arrays.fill(first, -1);
    int row = cell / columns;
    int column = cell % columns;
    for (int[] d : DIRECTIONS) {
      for (int step = 1 - winLength; step < winLength; step++) {
        int r = row + step * d[0];
        int c = column + step * d[1];
        int at = r * columns + c;
        if (step != 0
            && r >= 0
            && r < rows
            && c >= 0
            && c < columns
            && (first[first.length - 1] < 0 || at < first[first.length - 1])
            && code(r, c) == 0
            && wins(player, 1 + run(player, r, c, d[0], d[1]) + run(player, r, c, -d[0], -d[1]))) {
          insert(first, at);
        }
      }
    }
  }

  /**
   * Puts {@code cell}, not in {@code sorted} and before its last cell, into it (ascending, -1 past
   * its last cell): the last cell drops out.
   */
  private static void insert(int[] sorted, int cell) {
    int at = sorted.length - 1;
    while (at > 0 && (sorted[at - 1] < 0 || sorted[at - 1] > cell)) {
      sorted[at] = sorted[at - 1];
      at--;
    }
    sorted[at] = cell;
  }

  /** As {@link #assume}: at most three marks at once. */
  @Override
  public void play(int cell, int player) {
    assume(player, cell);
  }

  /** As {@link #forget}: {@code cell} must be the mark last played. */
  @Override
  public void undo(int cell) {
    forget();
  }

  @Override
  public int winningCellCountUpToTwo(int player) {
    return winningCellCount(player, 2);
  }

  /**
   * Whether {@code player}'s mark on the empty {@code cell} leaves two or more winning cells after
   * the other's mark on the empty {@code blocked} (-1 for none). Only for a player without winning
   * cells.
   */
  @Override
  public boolean isDoubleFourDespite(int player, int cell, int blocked) {
    if (blocked < 0) {
      return isDoubleFour(player, cell);
    }
    assume(3 - player, blocked);
    try {
      return isDoubleFour(player, cell);
    } finally {
      forget();
    }
  }

  /** Every empty cell: the scan knows no forbidden points. */
  @Override
  public boolean isLegal(int player, int cell) {
    return true;
  }

  @Override
  public boolean winsByExactlyK(int player) {
    return exactly[player];
  }

  /** Never: renju asks for a {@link ThreatBoard}. */
  @Override
  public boolean isRenju() {
    return false;
  }

  /** Takes {@code player}'s mark as on the empty {@code cell} until {@link #forget}. */
  void assume(int player, int cell) {
    extraCells[extras] = cell;
    extraCodes[extras++] = player;
  }

  /** Forgets the mark last {@linkplain #assume assumed}. */
  void forget() {
    extraCells[--extras] = -1;
  }

  /** The code at a cell, with the assumed marks. */
  int code(int cell) {
    for (int i = 0; i < extras; i++) {
      if (extraCells[i] == cell) {
        return extraCodes[i];
      }
    }
    return cells[cell / columns][cell % columns];
  }

  @Override
  public boolean isEmpty(int cell) {
    return code(cell) == 0;
  }

  private int code(int row, int column) {
    // Without assumed marks, the board's own: no cell number made and divided back.
    return extras == 0 ? cells[row][column] : code(row * columns + column);
  }

  /** Whether {@code player}'s mark on the empty {@code cell} makes a winning run. */
  @Override
  public boolean completes(int player, int cell) {
    int row = cell / columns;
    int column = cell % columns;
    if (winLength > 1 && !touches(player, row, column)) {
      return false; // k in a row through the cell needs a mark of the player's beside it
    }
    for (int[] d : DIRECTIONS) {
      int run = 1 + run(player, row, column, d[0], d[1]) + run(player, row, column, -d[0], -d[1]);
      if (wins(player, run)) {
        return true;
      }
    }
    return false;
  }

  /** Whether one of the eight cells around (row, column) holds {@code player}'s mark. */
  private boolean touches(int player, int row, int column) {
    for (int r = Math.max(0, row - 1); r <= Math.min(rows - 1, row + 1); r++) {
      for (int c = Math.max(0, column - 1); c <= Math.min(columns - 1, column + 1); c++) {
        if (code(r, c) == player && (r != row || c != column)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether {@code a} and {@code b} lie on one row, column or diagonal, at most k - 1 cells apart:
   * whether a mark on one can be in a window of k cells with the other.
   */
  @Override
  public boolean aligned(int a, int b) {
    return aligned(a, b, columns, winLength);
  }

  /** {@link #aligned(int, int)} on a board of {@code columns} columns with win length k. */
  static boolean aligned(int a, int b, int columns, int winLength) {
    return alignedApart(a / columns - b / columns, a % columns - b % columns, winLength);
  }

  /**
   * Whether two cells {@code dRow} rows and {@code dColumn} columns apart lie on one row, column or
   * diagonal, at most k - 1 cells apart.
   */
  static boolean alignedApart(int dRow, int dColumn, int winLength) {
    int rows = Math.abs(dRow);
    int columns = Math.abs(dColumn);
    return (rows == 0 || columns == 0 || rows == columns) && Math.max(rows, columns) < winLength;
  }

  /**
   * How many of {@code player}'s marks follow (row, column) in one direction, the cell itself not
   * counted.
   */
  private int run(int player, int row, int column, int dRow, int dColumn) {
    int count = 0;
    int r = row + dRow;
    int c = column + dColumn;
    while (r >= 0 && r < rows && c >= 0 && c < columns && code(r, c) == player) {
      count++;
      r += dRow;
      c += dColumn;
    }
    return count;
  }

  /** The first of {@code player}'s winning cells in row-major order, or -1 when there is none. */
  @Override
  public int firstWinningCell(int player) {
    return firstWinningCell(player, 0);
  }

  /**
   * The first of {@code player}'s winning cells from cell {@code from} on in row-major order, or -1
   * when there is none.
   */
  int firstWinningCell(int player, int from) {
    for (int cell = from; cell < cellCount(); cell++) {
      if (isEmpty(cell) && completes(player, cell)) {
        return cell;
      }
    }
    return -1;
  }

  /** How many winning cells {@code player} has, counted up to {@code limit}. */
  int winningCellCount(int player, int limit) {
    int count = 0;
    for (int cell = 0; cell < cellCount() && count < limit; cell++) {
      if (isEmpty(cell) && completes(player, cell)) {
        count++;
      }
    }
    return count;
  }

  /**
   * How many of {@code player}'s winning cells lie within k - 1 cells of {@code center} along its
   * four lines, the center left out, counted up to {@code limit}. When the player had no winning
   * cell before a mark on the center, these are all the winning cells it has after.
   */
  int newWinningCells(int player, int center, int limit) {
    int count = 0;
    for (int[] d : DIRECTIONS) {
      for (int step = -(winLength - 1); step <= winLength - 1; step++) {
        int cell = inLine(center, d, step);
        if (cell >= 0 && isEmpty(cell) && completes(player, cell) && ++count >= limit) {
          return count;
        }
      }
    }
    return count;
  }

  /**
   * The cell {@code step} cells from {@code center} in direction {@code d}; -1 for the center
   * itself or off the board.
   */
  private int inLine(int center, int[] d, int step) {
    int r = center / columns + step * d[0];
    int c = center % columns + step * d[1];
    return step == 0 || r < 0 || r >= rows || c < 0 || c >= columns ? -1 : r * columns + c;
  }

  /**
   * The most of {@code player}'s marks in one window of k cells through {@code cell} that holds no
   * mark of the opponent, the cell itself not counted; -1 when every such window is blocked.
   */
  int bestWindow(int player, int cell) {
    int row = cell / columns;
    int column = cell % columns;
    int best = -1;
    for (int[] d : DIRECTIONS) {
      for (int start = -(winLength - 1); start <= 0; start++) {
        int mine = 0;
        boolean open = true;
        for (int i = start; i < start + winLength && open; i++) {
          int r = row + i * d[0];
          int c = column + i * d[1];
          if (r < 0 || r >= rows || c < 0 || c >= columns) {
            open = false;
          } else if (i != 0) {
            int code = code(r, c);
            if (code == player) {
              mine++;
            } else if (code != 0) {
              open = false;
            }
          }
        }
        if (open) {
          best = Math.max(best, mine);
        }
      }
    }
    return best;
  }

  /**
   * Whether {@code player}'s mark on the empty {@code cell}, which does not complete k, leaves at
   * least one winning cell. Only for a player without winning cells.
   */
  @Override
  public boolean isFour(int player, int cell) {
    return winningCellsAfter(player, cell, 1) >= 1;
  }

  /**
   * Whether {@code player}'s mark on the empty {@code cell}, which does not complete k, leaves two
   * or more winning cells. Only for a player without winning cells.
   */
  @Override
  public boolean isDoubleFour(int player, int cell) {
    return winningCellsAfter(player, cell, 2) >= 2;
  }

  private int winningCellsAfter(int player, int cell, int limit) {
    if (bestWindow(player, cell) < winLength - 2) {
      return 0;
    }
    assume(player, cell);
    int count = newWinningCells(player, cell, limit);
    forget();
    return count;
  }

  /**
   * Whether {@code player}'s mark on the empty {@code cell} makes a three: afterwards the player
   * has a move that leaves two or more winning cells. Only for a player without winning cells and
   * without such a move before, and for a cell that is not a four.
   */
  @Override
  public boolean isThree(int player, int cell) {
    if (winLength < 3 || bestWindow(player, cell) < winLength - 3) {
      return false;
    }
    assume(player, cell);
    try {
      for (int[] d : DIRECTIONS) {
        for (int step = -(winLength - 1); step <= winLength - 1; step++) {
          int next = inLine(cell, d, step);
          if (next >= 0 && isEmpty(next) && isDoubleFour(player, next)) {
            return true;
          }
        }
      }
      return false;
    } finally {
      forget();
    }
  }
}
