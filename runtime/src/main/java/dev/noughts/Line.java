package dev.noughts;

import java.util.ArrayList;
import java.util.List;

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

  /** Copies {@code squares} into an unmodifiable list. */
  public Line {
    squares = List.copyOf(squares);
  }

  static Line row(int size, int row) {
    List<Square> squares = new ArrayList<>(size);
    for (int column = 1; column <= size; column++) {
      squares.add(new Square(row, column));
    }
    return new Line(Direction.ROW, row, squares);
  }

  static Line column(int size, int column) {
    List<Square> squares = new ArrayList<>(size);
    for (int row = 1; row <= size; row++) {
      squares.add(new Square(row, column));
    }
    return new Line(Direction.COLUMN, column, squares);
  }

  static Line diagonal(int size) {
    List<Square> squares = new ArrayList<>(size);
    for (int i = 1; i <= size; i++) {
      squares.add(new Square(i, i));
    }
    return new Line(Direction.DIAGONAL, 1, squares);
  }

  static Line antiDiagonal(int size) {
    List<Square> squares = new ArrayList<>(size);
    for (int i = 1; i <= size; i++) {
      squares.add(new Square(i, size + 1 - i));
    }
    return new Line(Direction.ANTI_DIAGONAL, 1, squares);
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

  /** The line's name: {@code row 1}, {@code column 2}, {@code diagonal} or {@code anti-diagonal}. */
  @Override
  public String toString() {
    return switch (direction) {
      case ROW -> "row " + index;
      case COLUMN -> "column " + index;
      case DIAGONAL -> "diagonal";
      case ANTI_DIAGONAL -> "anti-diagonal";
    };
  }
}
