package dev.noughts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * An immutable n x n tic-tac-toe board, 1 &lt;= n &lt;= 1000, each cell {@linkplain Cell#EMPTY
 * empty}, {@linkplain Cell#X X} or {@linkplain Cell#O O}. Rows and columns are numbered from 1.
 *
 * <p>Build one from the notation, one string per row or one string with rows separated by {@code /}
 * or line breaks:
 *
 * <pre>{@code
 * Position p = Position.of("X O X / - O - / - - -");
 * Position q = Position.of("X O X", "- O -", "- - -");
 * Position r = Position.empty(3).play(1, 1).play(2, 2);
 * }</pre>
 *
 * <p>then ask for its {@link #getVerdict()}. {@link #toString()} gives the canonical one-line
 * notation, which {@link #of(String...)} reads back to an equal position.
 */
public final class Position {
  /** The largest board: {@value} rows of {@value} cells. */
  public static final int MAX_SIZE = 1000;

  private final int[][] cells; // codes 0, 1, 2; never shared with callers
  private final int xCount;
  private final int oCount;
  private final int classicIndex; // for 3 x 3 boards, the index of their verdict; else -1
  private int hash;

  private Position(int[][] cells, int xCount, int oCount) {
    this.cells = cells;
    this.xCount = xCount;
    this.oCount = oCount;
    this.classicIndex = cells.length == 3 ? ClassicTable.indexOf(cells) : -1;
  }

  /** Wraps {@code cells}, as {@link #trusted(int[][])} does, with their marks already counted. */
  static Position trusted(int[][] cells, int xCount, int oCount) {
    return new Position(cells, xCount, oCount);
  }

  /** Wraps {@code cells}, which must be square, hold only 0, 1 and 2, and not be shared. */
  static Position trusted(int[][] cells) {
    long marks = BoardArrays.countMarks(cells);
    return new Position(cells, (int) marks, (int) (marks >>> 32));
  }

  /**
   * Reads a board of any size from the notation: rows separated by line breaks or {@code /}, or one
   * string per row; cells {@code X}, {@code O} and {@code -} (empty), lowercase {@code x} and
   * {@code o} too; whitespace inside a row ignored; blank lines before the first row and after the
   * last ignored. The board has as many columns as it has rows.
   *
   * @throws NotationException with every mistake found (the first 100, then how many more), when
   *     the notation is malformed
   */
  public static Position of(String... rows) {
    return NotationParser.parse(rows, 0);
  }

  /**
   * Reads a classic 3 x 3 board from the notation, as {@link #of(String...)} does; any other size
   * is a mistake.
   *
   * @throws NotationException with every mistake found (the first 100, then how many more), when
   *     the notation is malformed or the board is not 3 x 3
   */
  public static Position ofClassic(String... rows) {
    return NotationParser.parse(rows, 3);
  }

  /**
   * Builds a position from a square array of 0 (empty), 1 (X) and 2 (O). The array is copied.
   *
   * @throws IllegalArgumentException when {@code board} is null, has a null row, is not square, is
   *     not 1 to 1000 rows, or holds any other value (the message names the row and cell)
   */
  public static Position fromArray(int[][] board) {
    BoardArrays.checkAll(board);
    int[][] copy = new int[board.length][];
    for (int row = 0; row < board.length; row++) {
      copy[row] = board[row].clone();
    }
    return trusted(copy);
  }

  /** An empty board of {@code size} x {@code size}, 1 to 1000. */
  public static Position empty(int size) {
    return new Position(new int[checkSize(size)][size], 0, 0);
  }

  /**
   * Returns {@code size} when a board can be that wide, 1 to {@link #MAX_SIZE}.
   *
   * @throws IllegalArgumentException otherwise
   */
  static int checkSize(int size) {
    if (size < 1 || size > MAX_SIZE) {
      throw new IllegalArgumentException(
          "size is " + size + "; boards are 1 to " + MAX_SIZE + " cells wide");
    }
    return size;
  }

  /** The number of rows, which is also the number of columns. */
  public int getSize() {
    return cells.length;
  }

  /**
   * The cell at {@code row} and {@code column}, both from 1. In Kotlin: {@code position[1, 2]}.
   *
   * @throws IndexOutOfBoundsException when either is not between 1 and the size
   */
  public Cell get(int row, int column) {
    checkSquare(row, column);
    return Cell.ofCode(cells[row - 1][column - 1]);
  }

  /**
   * The cell at {@code square}; the same as {@link #get(int, int)}. In Kotlin: {@code
   * position[square]}.
   *
   * @throws IndexOutOfBoundsException when the square is off the board
   */
  public Cell get(Square square) {
    return get(square.row(), square.column());
  }

  /** For 3 x 3 boards, the board's index in {@link ClassicTable}; else -1. */
  int classicIndex() {
    return classicIndex;
  }

  /** How many X marks the board holds. */
  public int getXCount() {
    return xCount;
  }

  /** How many O marks the board holds. */
  public int getOCount() {
    return oCount;
  }

  /** How many cells are empty. */
  public int getEmptyCount() {
    return cells.length * cells.length - xCount - oCount;
  }

  /**
   * What the rules of play say about this position: who won and with which lines, a draw, whose
   * turn it is, or every reason why legal play cannot reach it.
   */
  public Verdict getVerdict() {
    return classicIndex >= 0
        ? ClassicTable.verdict(classicIndex)
        : Referee.judge(cells, xCount, oCount);
  }

  /**
   * The lenient rule, with no legality checks: true when some row, column, the diagonal or the
   * anti-diagonal holds one player's marks only, or when no cell is empty. The same rule as {@link
   * Noughts#gameOver(int[][])}.
   */
  public boolean isOver() {
    return classicIndex >= 0 ? ClassicTable.isOver(classicIndex) : GameOverRule.scan(cells);
  }

  /**
   * Who moves next, or null when nobody does because the game is over or the position is
   * impossible. In Kotlin: {@code position.nextPlayer}.
   */
  public @Nullable Player getNextPlayer() {
    return getVerdict() instanceof Verdict.InProgress inProgress ? inProgress.next() : null;
  }

  /**
   * Every square the next player may mark, row by row from the top, left to right in a row; empty
   * when the game is over or the position is impossible.
   */
  public List<Square> getLegalMoves() {
    if (getNextPlayer() == null) {
      return List.of();
    }
    List<Square> moves = new ArrayList<>(getEmptyCount());
    for (int row = 0; row < cells.length; row++) {
      for (int column = 0; column < cells.length; column++) {
        if (cells[row][column] == 0) {
          moves.add(new Square(row + 1, column + 1));
        }
      }
    }
    return Collections.unmodifiableList(moves);
  }

  /**
   * This position after the next player marks {@code square}; the same as {@link #play(int, int)}.
   *
   * @throws IndexOutOfBoundsException when the square is off the board
   * @throws IllegalArgumentException when the square is already marked
   * @throws IllegalStateException when the game is over or the position is impossible, so no player
   *     is next
   */
  public Position play(Square square) {
    return play(square.row(), square.column());
  }

  /**
   * This position after the next player marks the cell at {@code row} and {@code column}.
   *
   * @throws IndexOutOfBoundsException when the cell is off the board
   * @throws IllegalArgumentException when the cell is already marked
   * @throws IllegalStateException when the game is over or the position is impossible, so no player
   *     is next
   */
  public Position play(int row, int column) {
    checkSquare(row, column);
    if (cells[row - 1][column - 1] != 0) {
      throw new IllegalArgumentException(
          "cannot play ("
              + row
              + ","
              + column
              + "): it already holds "
              + Cell.ofCode(cells[row - 1][column - 1]));
    }
    Verdict verdict = getVerdict();
    if (!(verdict instanceof Verdict.InProgress inProgress)) {
      throw new IllegalStateException(
          "cannot play ("
              + row
              + ","
              + column
              + "): nobody is to move, the position is "
              + verdict);
    }
    return with(row, column, inProgress.next().getMark());
  }

  /**
   * This position with the cell at {@code row} and {@code column} set to {@code mark}, whatever the
   * rules say: for building impossible positions on purpose.
   *
   * @throws IndexOutOfBoundsException when the cell is off the board
   */
  public Position with(int row, int column, Cell mark) {
    checkSquare(row, column);
    int[][] copy = toArray();
    int old = copy[row - 1][column - 1];
    copy[row - 1][column - 1] = mark.getCode();
    int x = xCount - (old & 1) + (mark == Cell.X ? 1 : 0);
    int o = oCount - (old >>> 1) + (mark == Cell.O ? 1 : 0);
    return new Position(copy, x, o);
  }

  /** A new array of the cells' codes: 0 empty, 1 X, 2 O; {@code [row - 1][column - 1]}. */
  public int[][] toArray() {
    int[][] copy = new int[cells.length][];
    for (int row = 0; row < cells.length; row++) {
      copy[row] = cells[row].clone();
    }
    return copy;
  }

  /** The rows in notation, top to bottom, such as {@code ["X O X", "- O -", "- - -"]}. */
  public List<String> toRows() {
    List<String> rows = new ArrayList<>(cells.length);
    StringBuilder text = new StringBuilder(cells.length * 2);
    for (int[] row : cells) {
      text.setLength(0);
      appendRow(text, row);
      rows.add(text.toString());
    }
    return Collections.unmodifiableList(rows);
  }

  /** The canonical one-line notation, such as {@code X O X / - O - / - - -}. */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder(cells.length * cells.length * 2 + cells.length * 2);
    for (int row = 0; row < cells.length; row++) {
      if (row > 0) {
        text.append(" / ");
      }
      appendRow(text, cells[row]);
    }
    return text.toString();
  }

  private static void appendRow(StringBuilder text, int[] row) {
    for (int column = 0; column < row.length; column++) {
      if (column > 0) {
        text.append(' ');
      }
      text.append(Cell.ofCode(row[column]).getSymbol());
    }
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof Position that && Arrays.deepEquals(cells, that.cells);
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = Arrays.deepHashCode(cells);
      hash = h;
    }
    return h;
  }

  private void checkSquare(int row, int column) {
    int size = cells.length;
    if (row < 1 || row > size || column < 1 || column > size) {
      throw new IndexOutOfBoundsException(
          "(" + row + "," + column + ") is off the board: rows and columns go from 1 to " + size);
    }
  }
}
