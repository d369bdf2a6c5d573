package dev.noughts;

import java.io.Serializable;

/**
 * The place of one cell, numbered from 1: row 1 is the top row, column 1 the leftmost column.
 *
 * @param row the row, from 1
 * @param column the column, from 1
 * @since 0.1.0
 */
public record Square(int row, int column) implements Serializable {

  /** Checks that both numbers are at least 1. */
  public Square {
    if (row < 1 || column < 1) {
      throw new IllegalArgumentException(
          "rows and columns are numbered from 1, got (" + row + "," + column + ")");
    }
  }

  /**
   * Reads a square in the move notation: the row and the column, from 1, separated by a comma,
   * optionally in parentheses and with spaces around the numbers: {@code 2,3}, {@code (2, 3)}, or
   * {@code (2,3)} as {@link #toString()} writes it.
   *
   * @throws IllegalArgumentException when {@code text} is not a square in that notation, or a
   *     number is 0 or larger than any board ({@value Position#MAX_SIZE}); the message says which
   *     and shows the notation
   */
  public static Square parse(String text) {
    return MoveNotation.parse(text);
  }

  /** The place as {@code (row,column)}, for example {@code (1,3)}. */
  @Override
  public String toString() {
    return "(" + row + "," + column + ")";
  }
}
