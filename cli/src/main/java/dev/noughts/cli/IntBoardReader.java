package dev.noughts.cli;

import com.fasterxml.jackson.jr.ob.JSON;
import com.fasterxml.jackson.jr.ob.JSONObjectException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a board of numbers for {@code game-over}: JSON ({@code [[0,0,2],[1,2,1],[2,1,0]]}) or
 * whitespace-separated rows of numbers, one row per line. It checks the syntax only; the shape and
 * the values are the rule's to check.
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
      throw new BadInput("no board: give JSON such as [[0,0,2],[1,2,1],[2,1,0]] or rows of numbers");
    }
    return trimmed.startsWith("[") ? readJson(trimmed) : readRows(trimmed);
  }

  private static int[][] readJson(String text) {
    Object value;
    try {
      value = JSON.std.anyFrom(text);
    } catch (JSONObjectException e) {
      throw new BadInput("not valid JSON: " + e.getOriginalMessage());
    } catch (IOException e) {
      throw new BadInput("not valid JSON: " + e.getMessage());
    }
    if (!(value instanceof List)) {
      throw new BadInput("expected a JSON array of rows");
    }
    List<?> rows = (List<?>) value;
    int[][] board = new int[rows.size()][];
    for (int r = 0; r < rows.size(); r++) {
      if (!(rows.get(r) instanceof List)) {
        throw new BadInput("row " + (r + 1) + " is not an array: " + rows.get(r));
      }
      List<?> cells = (List<?>) rows.get(r);
      board[r] = new int[cells.size()];
      for (int c = 0; c < cells.size(); c++) {
        Object cell = cells.get(c);
        if (!(cell instanceof Integer)) {
          throw new BadInput(
              "row " + (r + 1) + ", cell " + (c + 1) + ": " + cell + " is not 0, 1 or 2");
        }
        board[r][c] = (Integer) cell;
      }
    }
    return board;
  }

  private static int[][] readRows(String text) {
    List<int[]> rows = new ArrayList<>();
    for (String line : (Iterable<String>) text.lines()::iterator) {
      String[] tokens = line.strip().isEmpty() ? new String[0] : line.strip().split("\\s+");
      int[] row = new int[tokens.length];
      for (int c = 0; c < tokens.length; c++) {
        try {
          row[c] = Integer.parseInt(tokens[c]);
        } catch (NumberFormatException e) {
          throw new BadInput(
              "row " + (rows.size() + 1) + ", cell " + (c + 1) + ": '" + tokens[c]
                  + "' is not 0, 1 or 2");
        }
      }
      rows.add(row);
    }
    return rows.toArray(new int[0][]);
  }
}
