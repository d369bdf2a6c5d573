package dev.noughts;

/**
 * The place of one cell, numbered from 1: row 1 is the top row, column 1 the leftmost column.
 *
 * @param row the row, from 1
 * @param column the column, from 1
 */
public record Square(int row, int column) {

  /** Checks that both numbers are at least 1. */
  public Square {
    if (row < 1 || column < 1) {
      throw new IllegalArgumentException(
          "rows and columns are numbered from 1, got (" + row + "," + column + ")");
    }
  }

  /** The place as {@code (row,column)}, for example {@code (1,3)}. */
  @Override
  public String toString() {
    return "(" + row + "," + column + ")";
  }
}
