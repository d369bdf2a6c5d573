package dev.noughts;

/**
 * The lenient game-over rule on boards that arrive as {@code int[][]} arrays of 0 (empty), 1 (X)
 * and 2 (O), read in place, with no {@link Position} made and no legality checks. To judge a board
 * by the rules, make a position and ask for its verdict: {@code
 * Position.ofClassic(text).getVerdict()}, {@code Position.fromArray(board).getVerdict()}.
 *
 * @since 0.1.0
 */
public final class Noughts {
  private Noughts() {}

  /**
   * The lenient n x n rule, with no legality checks: true when some row, column, the diagonal
   * {@code (i, i)} or the anti-diagonal {@code (i, n-1-i)} is all 1 or all 2, or when no cell is 0.
   * Unequal counts, or both players holding lines, are fine. For n = 1 the game is over exactly
   * when the cell is not 0.
   *
   * <p>Not every cell need be read: rows after the first winning row are not, and once a 0 has been
   * seen a cell that cannot change the answer may be skipped. Every row up to the first winning row
   * is checked to be there and as long as the board, and every cell read in them to hold 0, 1 or 2;
   * the first problem in row order is reported. On a 3 x 3 board every row and cell is checked.
   * (What it costs: docs/PERFORMANCE.md; how it is done: benchmarks/README.md.)
   *
   * @throws IllegalArgumentException when {@code board} is null or not 1 to 1000 rows, or a row up
   *     to the first winning row is null or not as long as the board, or a cell read in those rows
   *     holds a value other than 0, 1 or 2
   */
  public static boolean gameOver(int[][] board) {
    BoardArrays.checkSize(board);
    return board.length == 3 ? ClassicTable.isOver(board) : GameOverRule.scan(board);
  }

  /**
   * The lenient rule with a win length, with no legality checks: true when some {@code winLength}
   * cells in a row, a column or a diagonal of either direction (any diagonal) all hold 1 or all
   * hold 2, or when no cell is 0. The board may be rectangular, 1 to 1000 rows of 1 to 1000 cells,
   * every row as long as the first; the win length is 1 to the longer side. A square board with the
   * win length of its size is decided by {@link #gameOver(int[][])}, with its checks; a board with
   * a row missing or of another length is not square, and is checked as any board is here.
   *
   * <p>Reads the board row by row from the top, in extra space that does not grow with the number
   * of rows. Row 1 and the win length are checked first; then every row up to the first in which
   * some run reaches {@code winLength} (every row, when none does) is checked to be there and as
   * long as row 1, and all its cells to hold 0, 1 or 2, and the first problem in row order is
   * reported. Rows after that first row with a run may be read or not, but they do not change the
   * answer: a problem in them is never reported. (What it costs: docs/PERFORMANCE.md; how it is
   * done: benchmarks/README.md.)
   *
   * @throws IllegalArgumentException when {@code board} is null or not 1 to 1000 rows, row 1 is
   *     null or not 1 to 1000 cells, {@code winLength} is not 1 to the longer side, or a row up to
   *     the first with a run is null, not as long as row 1, or holds a value other than 0, 1 or 2
   */
  public static boolean gameOver(int[][] board, int winLength) {
    BoardArrays.checkSize(board);
    if (winLength == board.length && BoardArrays.isSquare(board)) {
      return gameOver(board);
    }
    return RunRule.scan(board, winLength);
  }
}
