package dev.noughts.cli;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.jr.ob.JSON;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Reads a board of numbers for {@code game-over}: JSON ({@code [[0,0,2],[1,2,1],[2,1,0]]}) or
 * whitespace-separated rows of numbers, one row per line. A number is written as in JSON, in ASCII
 * digits ({@code 0}, {@code 2}, {@code -1}; not {@code +1}, {@code 01} or {@code ３}): the rule of
 * {@link WholeNumber}, that of the command line's numbers too. It checks the syntax only, and that
 * the input holds one board and nothing after it; the shape and the values are the rule's to check.
 */
final class IntBoardReader {
  private IntBoardReader() {}

  /** Thrown for input that is not a board of integers; the message says where. */
  static final class BadInput extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BadInput(String message) {
      super(message);
    }
  }

  static int[][] read(String text) {
    String trimmed = text.strip();
    if (trimmed.isEmpty()) {
      throw new BadInput(
          "no board: give JSON such as [[0,0,2],[1,2,1],[2,1,0]] or rows of numbers");
    }
    return trimmed.startsWith("[") ? readJson(text) : readRows(trimmed);
  }

  private static int[][] readJson(String text) {
    Object value;
    try (JsonParser parser = JSON.std.createParser(text)) {
      value = JSON.std.anyFrom(parser);
      rejectTrailing(text, (int) parser.currentLocation().getCharOffset());
    } catch (JsonProcessingException e) {
      throw new BadInput(notJson(text, e));
    } catch (IOException e) {
      throw new BadInput("not valid JSON"); // not thrown for a string, whose reading cannot fail
    }
    if (!(value instanceof List<?> rows)) {
      throw new BadInput("expected a JSON array of rows");
    }
    int[][] board = new int[rows.size()][];
    for (int r = 0; r < rows.size(); r++) {
      if (rows.get(r) == null) {
        continue; // a null row, for the rule to report in its place among the others
      }
      if (!(rows.get(r) instanceof List<?> cells)) {
        throw new BadInput("row " + (r + 1) + " is not an array: " + asJson(rows.get(r)));
      }
      board[r] = new int[cells.size()];
      for (int c = 0; c < cells.size(); c++) {
        Object cell = cells.get(c);
        if (!(cell instanceof Integer code)) {
          throw new BadInput(
              "row "
                  + (r + 1)
                  + ", cell "
                  + (c + 1)
                  + ": "
                  + asJson(cell)
                  + " is not 0, 1 or 2"
                  + (cell instanceof String quoted && WholeNumber.hasForm(quoted)
                      ? " (a string: write the number without quotes)"
                      : ""));
        }
        board[r][c] = code;
      }
    }
    return board;
  }

  /** Characters of a bare JSON token (a number, {@code true}, or a misspelling of one). */
  private static final String TOKEN_CHARACTERS = "+-.";

  /** The longest token an error quotes; the rest is left out, so an error stays one short line. */
  private static final int QUOTED_TOKEN = 20;

  /**
   * Why {@code text} is not JSON, in noughts' words: where (line and column, from 1) and what is
   * there, not the JSON reader's own message.
   */
  static String notJson(String text, JsonProcessingException e) {
    if (e instanceof StreamConstraintsException) {
      return "not valid JSON for a board: "
          + (String.valueOf(e.getOriginalMessage()).startsWith("Number")
              ? "a number longer than " + StreamReadConstraints.DEFAULT_MAX_NUM_LEN + " characters"
              : "arrays nested more than " + StreamReadConstraints.DEFAULT_MAX_DEPTH + " deep");
    }
    JsonLocation location = e.getLocation();
    if (location == null || location.getLineNr() < 1 || location.getColumnNr() < 1) {
      return "not valid JSON";
    }
    String where =
        "not valid JSON at line " + location.getLineNr() + ", column " + location.getColumnNr();
    long offset = location.getCharOffset();
    if (e instanceof JsonEOFException || offset < 0 || offset >= text.length()) {
      return where + ": the input ends before the board is closed";
    }
    // After NaN or Infinity, the reader says where the token ends, not where it starts.
    boolean afterToken = String.valueOf(e.getOriginalMessage()).startsWith("Non-standard token");
    return where + ": unexpected " + quoted(text, (int) offset, afterToken);
  }

  /**
   * What stands at {@code offset} of {@code text}: the bare token there (such as {@code '01'} or
   * {@code 'tru'}), or just before it when {@code afterToken}, or the character, a space or control
   * character by code point.
   */
  private static String quoted(String text, int offset, boolean afterToken) {
    int c = text.codePointAt(offset);
    if (Character.isISOControl(c) || Character.isWhitespace(c) || Character.isSpaceChar(c)) {
      return String.format("U+%04X", c);
    }
    int start = offset;
    if (afterToken && start > 0 && isTokenCharacter(text.charAt(start - 1))) {
      start--;
    }
    if (!isTokenCharacter(text.charAt(start))) {
      return "'" + Character.toString(c) + "'";
    }
    while (start > 0 && isTokenCharacter(text.charAt(start - 1))) {
      start--;
    }
    int end = start;
    while (end < text.length() && isTokenCharacter(text.charAt(end))) {
      end++;
    }
    return end - start > QUOTED_TOKEN
        ? "'" + text.substring(start, start + QUOTED_TOKEN) + "...'"
        : "'" + text.substring(start, end) + "'";
  }

  private static boolean isTokenCharacter(char c) {
    return (c >= '0' && c <= '9')
        || (c >= 'a' && c <= 'z')
        || (c >= 'A' && c <= 'Z')
        || TOKEN_CHARACTERS.indexOf(c) >= 0;
  }

  /** A value as the JSON input wrote it, such as {@code "1"} for a string, not {@code 1}. */
  private static String asJson(@Nullable Object value) {
    try {
      return JSON.std.asString(value);
    } catch (IOException e) {
      return String.valueOf(value);
    }
  }

  /** Fails unless only JSON whitespace follows {@code end}, where the board ends. */
  private static void rejectTrailing(String text, int end) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (i >= end && c != ' ' && c != '\t' && c != '\n' && c != '\r') {
        throw new BadInput(
            "more after the board at line "
                + line
                + ", column "
                + (i - lineStart + 1)
                + "; give one board per input");
      }
      if (c == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
  }

  private static int[][] readRows(String text) {
    List<int[]> rows = new ArrayList<>();
    for (String line : (Iterable<String>) text.lines()::iterator) {
      String[] tokens = line.strip().isEmpty() ? new String[0] : line.strip().split("\\s+");
      int[] row = new int[tokens.length];
      for (int c = 0; c < tokens.length; c++) {
        row[c] = number(tokens[c], rows.size() + 1, c + 1);
      }
      rows.add(row);
    }
    return rows.toArray(new int[0][]);
  }

  private static int number(String token, int row, int cell) {
    Integer number = WholeNumber.parse(token);
    if (number != null) {
      return number;
    }
    throw new BadInput("row " + row + ", cell " + cell + ": '" + token + "' is not 0, 1 or 2");
  }
}
