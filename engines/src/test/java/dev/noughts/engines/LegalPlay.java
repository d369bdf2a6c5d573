package dev.noughts.engines;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The independent oracle for boards with a win length: a breadth-first search of legal play with
 * its own win check (k or more in a row through the last move, counted cell by cell), written
 * without the runtime's rules. Boards are strings in the notation, rows joined by {@code " / "}.
 */
final class LegalPlay {
  private LegalPlay() {}

  /** Every board legal play reaches on {@code rows} x {@code columns}, k to win. */
  static Set<String> reachable(int rows, int columns, int k) {
    Set<String> seen = new LinkedHashSet<>();
    Deque<char[][]> queue = new ArrayDeque<>();
    char[][] empty = new char[rows][columns];
    for (char[] row : empty) {
      Arrays.fill(row, '-');
    }
    queue.add(empty);
    seen.add(notation(empty));
    while (!queue.isEmpty()) {
      char[][] board = queue.remove();
      int marks = 0;
      for (char[] row : board) {
        for (char cell : row) {
          marks += cell == '-' ? 0 : 1;
        }
      }
      char mark = marks % 2 == 0 ? 'X' : 'O';
      for (int r = 0; r < rows; r++) {
        for (int c = 0; c < columns; c++) {
          if (board[r][c] != '-') {
            continue;
          }
          char[][] next = new char[rows][];
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

  /** Whether the mark at (r, c) has k or more in a row through it. */
  static boolean wins(char[][] board, int k, int r, int c) {
    int[][] directions = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int[] d : directions) {
      int run = 1;
      for (int sign = -1; sign <= 1; sign += 2) {
        int i = r + sign * d[0];
        int j = c + sign * d[1];
        while (i >= 0
            && i < board.length
            && j >= 0
            && j < board[0].length
            && board[i][j] == board[r][c]) {
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

  private static String notation(char[][] board) {
    StringBuilder text = new StringBuilder();
    for (char[] row : board) {
      if (text.length() > 0) {
        text.append(" / ");
      }
      text.append(String.valueOf(row).replace("", " ").strip());
    }
    return text.toString();
  }
}
