package dev.noughts.oracles;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The independent oracle of k in a row: legal play searched plainly, with its own win check (k or
 * more in a row through the last move, counted cell by cell), written without the runtime's rules.
 * A board is an {@code int[rows][columns]} of 0 (empty), 1 (X) and 2 (O); as text, the notation,
 * rows joined by {@code " / "}.
 */
public final class LegalPlay {
  private LegalPlay() {}

  /**
   * Every board legal play reaches on {@code rows} x {@code columns}, k to win, in the notation.
   */
  public static Set<String> reachable(int rows, int columns, int k) {
    Set<String> seen = new LinkedHashSet<>();
    Deque<int[][]> queue = new ArrayDeque<>();
    int[][] empty = new int[rows][columns];
    queue.add(empty);
    seen.add(notation(empty));
    while (!queue.isEmpty()) {
      int[][] board = queue.remove();
      int marks = 0;
      for (int[] row : board) {
        for (int cell : row) {
          marks += cell == 0 ? 0 : 1;
        }
      }
      int mark = marks % 2 == 0 ? 1 : 2;
      for (int r = 0; r < rows; r++) {
        for (int c = 0; c < columns; c++) {
          if (board[r][c] != 0) {
            continue;
          }
          int[][] next = new int[rows][];
          for (int i = 0; i < rows; i++) {
            next[i] = board[i].clone();
          }
          next[r][c] = mark;
          if (seen.add(notation(next)) && !wins(next, k, r, c)) {
            queue.add(next);
          }
        }
      }
    }
    return seen;
  }

  /**
   * The move sequences of {@code depth} moves from {@code cells}, {@code mark} (1 or 2) to move:
   * each legal move, play stopping at a win; {@code cells} is left as it was.
   */
  public static long sequences(int[][] cells, int k, int mark, int depth) {
    if (depth == 0) {
      return 1;
    }
    long count = 0;
    for (int r = 0; r < cells.length; r++) {
      for (int c = 0; c < cells[0].length; c++) {
        if (cells[r][c] == 0) {
          cells[r][c] = mark;
          if (depth == 1) {
            count++;
          } else if (!wins(cells, k, r, c)) {
            count += sequences(cells, k, 3 - mark, depth - 1);
          }
          cells[r][c] = 0;
        }
      }
    }
    return count;
  }

  /** Whether the mark at (r, c) has k or more in a row through it, counted cell by cell. */
  public static boolean wins(int[][] cells, int k, int r, int c) {
    int[][] directions = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int[] d : directions) {
      int run = 1;
      for (int sign = -1; sign <= 1; sign += 2) {
        int i = r + sign * d[0];
        int j = c + sign * d[1];
        while (i >= 0
            && i < cells.length
            && j >= 0
            && j < cells[0].length
            && cells[i][j] == cells[r][c]) {
          run++;
          i += sign * d[0];
          j += sign * d[1];
        }
      }
      if (run >= k) {
        return true;
      }
    }
    return false;
  }

  private static String notation(int[][] board) {
    StringBuilder text = new StringBuilder();
    for (int[] row : board) {
      if (text.length() > 0) {
        text.append(" / ");
      }
      for (int c = 0; c < row.length; c++) {
        text.append(c == 0 ? "" : " ").append("-XO".charAt(row[c]));
      }
    }
    return text.toString();
  }
}
