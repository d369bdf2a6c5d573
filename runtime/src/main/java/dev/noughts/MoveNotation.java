package dev.noughts;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.jspecify.annotations.Nullable;

/**
 * The move notation: a square is {@code row,column} from 1, optionally in parentheses, with spaces
 * around the numbers allowed ({@code 2,3}, {@code (2, 3)}); a game record is squares separated by
 * spaces or {@code ;}, each written so or in {@link GomokuCoordinate gomoku's coordinates}.
 */
final class MoveNotation {
  /** Says what a square looks like; ends every message about a malformed one. */
  static final String HOW_TO_WRITE =
      "write the row and the column from 1, separated by a comma, such as 2,3 or (2, 3)";

  /** Says what a move of a game record looks like; ends every message about a malformed one. */
  static final String HOW_TO_WRITE_A_MOVE = HOW_TO_WRITE + ", or " + GomokuCoordinate.HOW_TO_WRITE;

  private MoveNotation() {}

  /** Reads one square; see {@link Square#parse(String)}. */
  static Square parse(String text) {
    List<String> problems = new ArrayList<>(1);
    Square square = read(text, HOW_TO_WRITE, problems);
    if (square == null) {
      throw new IllegalArgumentException(problems.get(0));
    }
    return square;
  }

  /**
   * The square {@code text} names, or null after adding what is wrong with it to {@code problems},
   * ending with {@code howTo}.
   */
  static @Nullable Square read(String text, String howTo, List<String> problems) {
    String inner = unwrapped(text);
    int comma = inner.indexOf(',');
    if (comma < 0 || inner.indexOf(',', comma + 1) >= 0) {
      problems.add(notASquare(text, howTo));
      return null;
    }
    int row = number(text, inner.substring(0, comma), "row", howTo, problems);
    int column = row == 0 ? 0 : number(text, inner.substring(comma + 1), "column", howTo, problems);
    return column == 0 ? null : new Square(row, column);
  }

  /** {@code text} without the parentheses around it, if any, and the spaces in and around them. */
  static String unwrapped(String text) {
    String inner = text.strip();
    if (inner.startsWith("(") && inner.endsWith(")") && inner.length() >= 2) {
      inner = inner.substring(1, inner.length() - 1).strip();
    }
    return inner;
  }

  /** The number in {@code part}, or 0 after adding what is wrong with it to {@code problems}. */
  private static int number(
      String text, String part, String what, String howTo, List<String> problems) {
    String digits = part.strip();
    if (digits.isEmpty()
        || digits.length() > 9
        || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
      problems.add(notASquare(text, howTo));
      return 0;
    }
    int value = Integer.parseInt(digits);
    if (value == 0) {
      problems.add("'" + text + "': " + what + "s are numbered from 1; " + howTo);
    } else if (value > Position.MAX_SIZE) {
      problems.add(
          "'"
              + text
              + "': there is no "
              + what
              + " "
              + value
              + " on any board; boards have at most "
              + Position.MAX_SIZE
              + " "
              + what
              + "s");
      return 0;
    }
    return value;
  }

  private static String notASquare(String text, String howTo) {
    return "'" + text + "' is not a square; " + howTo;
  }

  /**
   * The text of a game record's moves, one at a time, so that a huge record costs no more memory
   * than its longest move. Moves are separated by spaces or {@code ;}; a move in parentheses runs
   * to the closing one, and spaces next to a comma stay inside the move, so {@code (2, 3)} and
   * {@code 2, 3} are one move each.
   */
  static Iterator<String> moves(String record) {
    return new Iterator<>() {
      private int i = skipSeparators(record, 0);

      @Override
      public boolean hasNext() {
        return i < record.length();
      }

      @Override
      public String next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        int start = i;
        if (record.charAt(i) == '(') {
          int close = record.indexOf(')', i);
          i = close < 0 ? record.length() : close + 1;
        } else {
          i = endOfBareMove(record, i);
        }
        String move = record.substring(start, i);
        i = skipSeparators(record, i);
        return move;
      }
    };
  }

  private static int skipSeparators(String record, int i) {
    while (i < record.length() && isSeparator(record.charAt(i))) {
      i++;
    }
    return i;
  }

  /** Where a move without parentheses that starts at {@code i} ends. */
  private static int endOfBareMove(String record, int start) {
    int length = record.length();
    int i = start;
    while (true) {
      while (i < length && !isSeparator(record.charAt(i)) && record.charAt(i) != '(') {
        i++;
      }
      int next = i;
      while (next < length && Character.isWhitespace(record.charAt(next))) {
        next++;
      }
      boolean joins =
          next < length && next > i && (record.charAt(i - 1) == ',' || record.charAt(next) == ',');
      if (!joins) {
        return i;
      }
      i = next;
    }
  }

  private static boolean isSeparator(char c) {
    return c == ';' || Character.isWhitespace(c);
  }
}
