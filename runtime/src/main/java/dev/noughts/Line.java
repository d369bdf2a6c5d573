package dev.noughts;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A winning line: either a whole line of a square board under the classic rules (a row, a column,
 * the diagonal or the anti-diagonal, which a player wins by filling), or a <b>run</b>, a winning
 * line of a board with a {@linkplain Position#getWinLength() win length}: consecutive cells of one
 * player anywhere on the board, in a row, a column or a diagonal of either direction.
 *
 * <p>The verdict of a square board whose win length is its size (every board of {@link
 * Position#of(String...)}) names whole lines, such as {@code row 1} ({@link #row}, {@link #column},
 * {@link #diagonal}, {@link #antiDiagonal}); the verdict of any other board names runs, such as
 * {@code (2,3)-(2,7)} ({@link #run(Square, Square)}). The two kinds are never equal to each other,
 * even on the same cells.
 *
 * @param direction which way the line runs
 * @param index for a whole line, the row or column number (from 1), 1 for the two diagonals; 0 for
 *     a run
 * @param squares the line's cells in order: a row left to right, a column top to bottom, a diagonal
 *     from the top left down to the bottom right (the whole diagonal from (1,1) to (n,n)), an
 *     anti-diagonal from the top right down to the bottom left (the whole one from (1,n) to (n,1))
 * @since 0.1.0
 */
public record Line(Direction direction, int index, List<Square> squares) implements Serializable {

  /**
   * The four kinds of line.
   *
   * @since 0.1.0
   */
  public enum Direction {
    /** Left to right; also a run of a single cell, which has no direction of its own. */
    ROW(0, 1),
    /** Top to bottom. */
    COLUMN(1, 0),
    /** From the top-left corner to the bottom-right corner: down and to the right. */
    DIAGONAL(1, 1),
    /** From the top-right corner to the bottom-left corner: down and to the left. */
    ANTI_DIAGONAL(1, -1);

    private final int rowStep;
    private final int columnStep;

    Direction(int rowStep, int columnStep) {
      this.rowStep = rowStep;
      this.columnStep = columnStep;
    }

    /** How far the row goes from one cell of such a line to the next: 0 or 1. */
    int rowStep() {
      return rowStep;
    }

    /** How far the column goes from one cell of such a line to the next: -1, 0 or 1. */
    int columnStep() {
      return columnStep;
    }
  }

  /**
   * Checks that {@code squares} are exactly the cells of this line, in the order given above, and
   * copies them into an unmodifiable list: for a whole line (index 1 or more), the cells of that
   * line on a board as wide as the line is long; for a run (index 0), consecutive cells in the
   * direction (a single cell is a run of direction {@link Direction#ROW}). The factories {@link
   * #row}, {@link #column}, {@link #diagonal}, {@link #antiDiagonal} and {@link #run(Square,
   * Square)} build them for you.
   *
   * @throws IllegalArgumentException when the index or the squares do not match the direction
   */
  public Line {
    Objects.requireNonNull(direction, "direction");
    squares = List.copyOf(squares);
    int size = squares.size();
    if (size < 1 || size > Position.MAX_SIZE) {
      throw new IllegalArgumentException(
          "a line has 1 to " + Position.MAX_SIZE + " squares, got " + size);
    }
    if (index == 0) {
      if (!isRun(direction, squares)) {
        throw new IllegalArgumentException(
            "the squares of a run in the direction "
                + direction
                + " are consecutive cells that way"
                + (size == 1 ? " (a single cell is a run of direction ROW)" : "")
                + ", got "
                + squares);
      }
    } else {
      checkWholeLine(direction, index, squares);
    }
  }

  private static void checkWholeLine(Direction direction, int index, List<Square> squares) {
    int size = squares.size();
    checkIndex(direction, index, size);
    List<Square> expected = squaresOf(direction, index, size);
    if (!squares.equals(expected)) {
      throw new IllegalArgumentException(
          "the squares of "
              + describe(direction, index)
              + " on a board of size "
              + size
              + " are "
              + expected
              + ", got "
              + squares);
    }
  }

  /** Row {@code row} (from 1, top to bottom) of a {@code size} x {@code size} board. */
  public static Line row(int size, int row) {
    return of(Direction.ROW, row, size);
  }

  /** Column {@code column} (from 1, left to right) of a {@code size} x {@code size} board. */
  public static Line column(int size, int column) {
    return of(Direction.COLUMN, column, size);
  }

  /** The diagonal from (1,1) to (size,size) of a {@code size} x {@code size} board. */
  public static Line diagonal(int size) {
    return of(Direction.DIAGONAL, 1, size);
  }

  /** The anti-diagonal from (1,size) to (size,1) of a {@code size} x {@code size} board. */
  public static Line antiDiagonal(int size) {
    return of(Direction.ANTI_DIAGONAL, 1, size);
  }

  /**
   * The run from {@code from} to {@code to}, both included: a part of a row, a column or a diagonal
   * of either direction, such as {@code run(new Square(2, 3), new Square(2, 7))} or {@code run(new
   * Square(4, 1), new Square(1, 4))}. The ends may come in either order; the squares are listed in
   * the order of the class comment ({@code (1,4)} to {@code (4,1)} for the second). A single square
   * ({@code from} equal to {@code to}) is a run of direction {@link Direction#ROW}.
   *
   * @throws IllegalArgumentException when the two squares are not in one row, column or diagonal,
   *     or the run would be longer than {@value Position#MAX_SIZE} cells
   */
  public static Line run(Square from, Square to) {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
    int rows = to.row() - from.row();
    int columns = to.column() - from.column();
    if (rows < 0 || (rows == 0 && columns < 0)) { // list it from its top (then leftmost) end
      return run(to, from);
    }
    Direction direction;
    if (rows == 0) {
      direction = Direction.ROW;
    } else if (columns == 0) {
      direction = Direction.COLUMN;
    } else if (columns == rows) {
      direction = Direction.DIAGONAL;
    } else if (columns == -rows) {
      direction = Direction.ANTI_DIAGONAL;
    } else {
      throw new IllegalArgumentException(
          "a run goes along a row, a column or a diagonal, but "
              + from
              + " and "
              + to
              + " are in none of them together");
    }
    int length = Math.max(rows, Math.abs(columns)) + 1;
    if (length > Position.MAX_SIZE) {
      throw new IllegalArgumentException(
          "a line has 1 to "
              + Position.MAX_SIZE
              + " squares, but "
              + from
              + " to "
              + to
              + " has "
              + length);
    }
    List<Square> squares = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      squares.add(
          new Square(from.row() + i * direction.rowStep, from.column() + i * direction.columnStep));
    }
    return new Line(direction, 0, squares);
  }

  /**
   * The run from ({@code fromRow}, {@code fromColumn}) to ({@code toRow}, {@code toColumn}), all
   * from 1; the same as {@link #run(Square, Square)}.
   *
   * @throws IllegalArgumentException as {@link #run(Square, Square)} does, or when a number is less
   *     than 1
   */
  public static Line run(int fromRow, int fromColumn, int toRow, int toColumn) {
    return run(new Square(fromRow, fromColumn), new Square(toRow, toColumn));
  }

  /** Whether {@code squares} are consecutive cells in {@code direction}, as a run lists them. */
  private static boolean isRun(Direction direction, List<Square> squares) {
    if (squares.size() == 1) {
      return direction == Direction.ROW;
    }
    for (int i = 1; i < squares.size(); i++) {
      Square before = squares.get(i - 1);
      Square square = squares.get(i);
      if (square.row() != before.row() + direction.rowStep
          || square.column() != before.column() + direction.columnStep) {
        return false;
      }
    }
    return true;
  }

  /** Whether this is a run (index 0) rather than a whole line of a square board. */
  public boolean isRun() {
    return index == 0;
  }

  private static Line of(Direction direction, int index, int size) {
    Position.checkSize(size);
    checkIndex(direction, index, size);
    return new Line(direction, index, squaresOf(direction, index, size));
  }

  private static void checkIndex(Direction direction, int index, int size) {
    boolean straight = direction == Direction.ROW || direction == Direction.COLUMN;
    if (index < 1 || index > (straight ? size : 1)) {
      throw new IllegalArgumentException(
          straight
              ? "the index of a "
                  + direction
                  + " on a board of size "
                  + size
                  + " is 1 to "
                  + size
                  + ", got "
                  + index
              : "the index of the " + direction + " is always 1, got " + index);
    }
  }

  private static List<Square> squaresOf(Direction direction, int index, int size) {
    List<Square> squares = new ArrayList<>(size);
    for (int i = 1; i <= size; i++) {
      squares.add(
          switch (direction) {
            case ROW -> new Square(index, i);
            case COLUMN -> new Square(i, index);
            case DIAGONAL -> new Square(i, i);
            case ANTI_DIAGONAL -> new Square(i, size + 1 - i);
          });
    }
    return squares;
  }

  /** Whether {@code square} is one of this line's cells. */
  boolean contains(Square square) {
    if (isRun()) {
      return squares.contains(square);
    }
    return switch (direction) {
      case ROW -> square.row() == index && square.column() <= squares.size();
      case COLUMN -> square.column() == index && square.row() <= squares.size();
      case DIAGONAL -> square.row() == square.column() && square.row() <= squares.size();
      case ANTI_DIAGONAL -> square.row() + square.column() == squares.size() + 1;
    };
  }

  /**
   * The line's name: {@code row 1}, {@code column 2}, {@code diagonal} or {@code anti-diagonal} for
   * a whole line; its two ends for a run, such as {@code (2,3)-(2,7)}, or the one square of a run
   * of one cell, such as {@code (2,2)}.
   */
  @Override
  public String toString() {
    if (isRun()) {
      Square first = squares.get(0);
      return squares.size() == 1 ? first.toString() : first + "-" + squares.get(squares.size() - 1);
    }
    return describe(direction, index);
  }

  private static String describe(Direction direction, int index) {
    return switch (direction) {
      case ROW -> "row " + index;
      case COLUMN -> "column " + index;
      case DIAGONAL -> "diagonal";
      case ANTI_DIAGONAL -> "anti-diagonal";
    };
  }
}
