package dev.noughts;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A square in gomoku's coordinates, as gomoku players and the Gomocup tools write them: the
 * column's letter, {@code a} for the leftmost column, then the row counted from the bottom row, 1.
 * {@code h8} is the centre of 15 x 15. Every letter from {@code a} to {@code z} is a column, so
 * they name up to 26 columns (no letter is skipped, unlike Go's {@code i}); upper case reads as
 * lower case.
 *
 * <p>Which square a coordinate names depends on the board's height, so only a game record played on
 * a known board reads them ({@link GameRecord#play(int, int, int, String)}), not {@link
 * Square#parse(String)}.
 *
 * @param column the column, from 1 for {@code a}
 * @param row the row, from 1 for the bottom row
 */
record GomokuCoordinate(int column, int row) {
  /** The most columns letters name, {@code a} to {@code z}. */
  static final int MAX_COLUMNS = 26;

  /** Says what a coordinate looks like; ends the messages about a malformed one. */
  static final String HOW_TO_WRITE =
      "the column's letter, a from the left, and the row from 1 at the bottom, such as h8";

  /**
   * Whether {@code text} is written in these coordinates, not as {@code row,column}: it starts with
   * an ASCII letter, once spaces and an opening parenthesis are set aside.
   */
  static boolean isWrittenSo(String text) {
    String inner = MoveNotation.unwrapped(text);
    return !inner.isEmpty() && isLetter(inner.charAt(0));
  }

  /**
   * The coordinate {@code text} names, or null after adding what is wrong with it to {@code
   * problems}: anything but one letter then a row number, a row 0, a row beyond every board.
   */
  static @Nullable GomokuCoordinate read(String text, List<String> problems) {
    String inner = MoveNotation.unwrapped(text);
    int letters = 0;
    while (letters < inner.length() && isLetter(inner.charAt(letters))) {
      letters++;
    }
    String digits = inner.substring(letters).strip();
    if (letters > 1 && !digits.isEmpty() && digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
      problems.add(
          "'"
              + text
              + "': a column is one letter, a to z, so letters name at most "
              + MAX_COLUMNS
              + " columns; write a square of a wider board as the row and the column from 1,"
              + " such as 8,27");
      return null;
    }
    if (letters != 1
        || digits.isEmpty()
        || digits.length() > 9
        || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
      problems.add("'" + text + "' is not a square; " + MoveNotation.HOW_TO_WRITE_A_MOVE);
      return null;
    }
    int column = Character.toLowerCase(inner.charAt(0)) - 'a' + 1;
    int row = Integer.parseInt(digits);
    if (row == 0) {
      problems.add(
          "'" + text + "': rows are numbered from 1, the bottom row; write " + HOW_TO_WRITE);
      return null;
    }
    if (row > Position.MAX_SIZE) {
      problems.add(
          "'"
              + text
              + "': there is no row "
              + row
              + " on any board; boards have at most "
              + Position.MAX_SIZE
              + " rows");
      return null;
    }
    return new GomokuCoordinate(column, row);
  }

  /** Whether the coordinate is on a board of {@code rows} x {@code columns}. */
  boolean isOn(int rows, int columns) {
    return row <= rows && column <= columns;
  }

  /** The square it names on a board of {@code rows} rows, numbered from the top-left. */
  Square on(int rows) {
    return new Square(rows - row + 1, column);
  }

  /**
   * What would be on the board: {@code columns go from a to o and rows from 1 (the bottom) to 15},
   * or, on a board wider than letters reach, that a square beyond {@code z} is written {@code
   * row,column}.
   */
  static String range(int rows, int columns) {
    String lastColumn = String.valueOf((char) ('a' + Math.min(columns, MAX_COLUMNS) - 1));
    return "columns go from a to "
        + lastColumn
        + " and rows from 1 (the bottom) to "
        + rows
        + (columns > MAX_COLUMNS ? "; columns beyond z are written row,column from 1" : "");
  }

  /** The coordinate as gomoku writes it, in lower case: {@code h8}. */
  @Override
  public String toString() {
    return (char) ('a' + column - 1) + String.valueOf(row);
  }

  private static boolean isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }
}
