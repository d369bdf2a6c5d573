package dev.noughts;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A line of a board that wins when one player fills it: a row, a column, the diagonal or the
 * anti-diagonal.
 *
 * @param direction which kind of line this is
 * @param index the row or column number (from 1); 1 for the two diagonals
 * @param squares the line's cells in order: a row left to right, a column top to bottom, the
 *     diagonal from (1,1) down to (n,n), the anti-diagonal from (1,n) down to (n,1)
 */
public record Line(Direction direction, int index, List<Square> squares) {

  /** The four kinds of line. */
  public enum Direction {
    ROW,
    COLUMN,
    /** From the top-left corner to the bottom-right corner. */
    DIAGONAL,
    /** From the top-right corner to the bottom-left corner. */
    ANTI_DIAGONAL
  }

  /**
   * Checks that {@code squares} are exactly the cells of this line on a board as wide as the line
   * is long, in the order given above, and copies them into an unmodifiable list. The factories
   * {@link #row}, {@link #column}, {@link #diagonal} and {@link #antiDiagonal} build them for you.
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
    return switch (direction) {
      case ROW -> square.row() == index && square.column() <= squares.size();
      case COLUMN -> square.column() == index && square.row() <= squares.size();
      case DIAGONAL -> square.row() == square.column() && square.row() <= squares.size();
      case ANTI_DIAGONAL -> square.row() + square.column() == squares.size() + 1;
    };
  }

  /**
   * The line's name: {@code row 1}, {@code column 2}, {@code diagonal} or {@code anti-diagonal}.
   */
  @Override
  public String toString() {
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
