package dev.noughts;

import java.util.HashSet;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Renju's forbidden points written plainly from the RIF definitions, as an oracle for {@code
 * RenjuBoard}: slow and obvious, on a grid of characters, sharing no code with the runtime.
 *
 * <ul>
 *   <li>five: exactly five black stones in an unbroken row; a move that makes one is never
 *       forbidden;
 *   <li>overline: six or more in an unbroken row;
 *   <li>four: five cells of a line holding four black stones (the new one among them) and one empty
 *       cell, whose filling makes exactly five; fours are told apart by their four stones, so a
 *       straight four (two ways to five, the same four stones) is one four;
 *   <li>three: in a line where the move forms no four, some empty cell of that line which, taken
 *       too, leaves four stones in an unbroken row, the new one among them, with an empty cell at
 *       each end that would make exactly five, a straight four; and that cell must not itself be
 *       forbidden with the move on the board.
 * </ul>
 */
final class PlainRenju {
  private static final int N = 15;
  private static final int[][] DIRECTIONS = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

  private PlainRenju() {}

  /** The grid of {@code cells}: '.' empty, 'B' black (code 1), 'W' white (code 2). */
  static char[][] grid(int[][] cells) {
    char[][] grid = new char[N][N];
    for (int r = 0; r < N; r++) {
      for (int c = 0; c < N; c++) {
        grid[r][c] = cells[r][c] == 1 ? 'B' : cells[r][c] == 2 ? 'W' : '.';
      }
    }
    return grid;
  }

  /** Why black may not play empty ({@code r}, {@code c}) (from 0), or null when it may. */
  static @Nullable Forbidden forbidden(char[][] grid, int r, int c) {
    grid[r][c] = 'B';
    try {
      boolean five = false;
      boolean overline = false;
      for (int[] d : DIRECTIONS) {
        int run = 1 + count(grid, r, c, d[0], d[1]) + count(grid, r, c, -d[0], -d[1]);
        five |= run == 5;
        overline |= run >= 6;
      }
      if (five) {
        return null;
      }
      if (overline) {
        return Forbidden.OVERLINE;
      }
      int fours = 0;
      for (int[] d : DIRECTIONS) {
        fours += foursIn(grid, r, c, d).size();
      }
      if (fours >= 2) {
        return Forbidden.DOUBLE_FOUR;
      }
      int threes = 0;
      for (int[] d : DIRECTIONS) {
        if (foursIn(grid, r, c, d).isEmpty() && isThree(grid, r, c, d)) {
          threes++;
        }
      }
      return threes >= 2 ? Forbidden.DOUBLE_THREE : null;
    } finally {
      grid[r][c] = '.';
    }
  }

  private static boolean on(int r, int c) {
    return r >= 0 && r < N && c >= 0 && c < N;
  }

  private static boolean black(char[][] grid, int r, int c) {
    return on(r, c) && grid[r][c] == 'B';
  }

  private static int count(char[][] grid, int r, int c, int dr, int dc) {
    int n = 0;
    while (black(grid, r + (n + 1) * dr, c + (n + 1) * dc)) {
      n++;
    }
    return n;
  }

  /** The fours through black ({@code r}, {@code c}) in direction {@code d}, by their stones. */
  private static Set<Set<Integer>> foursIn(char[][] grid, int r, int c, int[] d) {
    Set<Set<Integer>> fours = new HashSet<>();
    for (int start = -4;
        start <= 0;
        start++) { // the window of five cells r + start .. r + start + 4
      Set<Integer> stones = new HashSet<>();
      int empties = 0;
      int er = -1;
      int ec = -1;
      boolean fits = true;
      for (int i = start; i < start + 5; i++) {
        int rr = r + i * d[0];
        int cc = c + i * d[1];
        if (!on(rr, cc) || grid[rr][cc] == 'W') {
          fits = false;
        } else if (grid[rr][cc] == 'B') {
          stones.add(rr * N + cc);
        } else {
          empties++;
          er = rr;
          ec = cc;
        }
      }
      if (!fits || empties != 1) {
        continue;
      }
      grid[er][ec] = 'B';
      int run = 1 + count(grid, r, c, d[0], d[1]) + count(grid, r, c, -d[0], -d[1]);
      grid[er][ec] = '.';
      if (run == 5) {
        fours.add(stones);
      }
    }
    return fours;
  }

  private static boolean isThree(char[][] grid, int r, int c, int[] d) {
    for (int i = -N; i <= N; i++) {
      int qr = r + i * d[0];
      int qc = c + i * d[1];
      if (i == 0 || !on(qr, qc) || grid[qr][qc] != '.') {
        continue;
      }
      grid[qr][qc] = 'B';
      boolean straight = isStraightFour(grid, r, c, qr, qc, d);
      grid[qr][qc] = '.';
      if (straight && forbidden(grid, qr, qc) == null) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether six cells of the line, from some start, are: empty, four black stones among which (r,
   * c) and (qr, qc), empty; and each empty end, filled, makes exactly five.
   */
  private static boolean isStraightFour(char[][] grid, int r, int c, int qr, int qc, int[] d) {
    for (int start = -5; start <= 0; start++) {
      boolean holdsBoth = false;
      boolean holdsQ = false;
      boolean shape = true;
      for (int i = 0; i < 6 && shape; i++) {
        int rr = r + (start + i) * d[0];
        int cc = c + (start + i) * d[1];
        boolean end = i == 0 || i == 5;
        shape = on(rr, cc) && grid[rr][cc] == (end ? '.' : 'B');
        holdsBoth |= start + i == 0;
        holdsQ |= rr == qr && cc == qc;
      }
      if (!shape || !holdsBoth || !holdsQ) {
        continue;
      }
      int br = r + (start - 1) * d[0];
      int bc = c + (start - 1) * d[1];
      int ar = r + (start + 6) * d[0];
      int ac = c + (start + 6) * d[1];
      if (!black(grid, br, bc) && !black(grid, ar, ac)) {
        return true;
      }
    }
    return false;
  }
}
