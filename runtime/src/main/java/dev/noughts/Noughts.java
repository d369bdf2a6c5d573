package dev.noughts;

/**
 * Entry points for boards that arrive as text or as {@code int[][]} arrays of 0 (empty), 1 (X)
 * and 2 (O).
 */
public final class Noughts {
  private Noughts() {}

  /**
   * The classic checker: judges a 3 x 3 board written in the notation.
   *
   * @throws NotationException with every mistake, when the text is not a well-formed 3 x 3 board
   */
  public static Verdict check(String notation) {
    return Position.ofClassic(notation).getVerdict();
  }

  /**
   * The classic checker: judges a 3 x 3 array of 0 (empty), 1 (X) and 2 (O).
   *
   * @throws IllegalArgumentException when the array is null, not 3 x 3, or holds another value
   */
  public static Verdict check(int[][] board) {
    BoardArrays.checkShape(board);
    if (board.length != 3) {
      throw new IllegalArgumentException(
          "board has " + board.length + " rows; the classic checker takes 3 x 3 boards");
    }
    return Position.fromArray(board).getVerdict();
  }

  /**
   * The lenient n x n rule, with no legality checks: true when some row, column, the diagonal
   * {@code (i, i)} or the anti-diagonal {@code (i, n-1-i)} is all 1 or all 2, or when no cell is 0.
   * Unequal counts, or both players holding lines, are fine. For n = 1 the game is over exactly
   * when the cell is not 0.
   *
   * <p>Runs in one row-major pass with O(n) extra space. It stops at the first winning row; once
   * only a few columns could still be full it follows just those, checks each later row only up to
   * its first differing cell, and stops looking for a 0 once it has found one. Every row it reads is
   * checked to be there and as long as the board, and every cell it reads to hold 0, 1 or 2; on a
   * 3 x 3 board that is every row and cell.
   *
   * @throws IllegalArgumentException when {@code board} is null or not 1 to 1000 rows, or a row that
   *     is read is null or not as long as the board, or a cell that is read holds a value other than
   *     0, 1 or 2
   */
  public static boolean gameOver(int[][] board) {
    BoardArrays.checkSize(board);
    return board.length == 3 ? ClassicTable.isOver(board) : GameOverRule.scan(board);
  }
}
