package dev.noughts;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The forbidden points of black (X) on a 15 x 15 board under renju, found with {@link
 * RenjuPatterns}: each line of the board is kept as two bit masks (black cells, and blocked cells:
 * white or off the board, with five blocked cells of padding at each end), so the window of ten
 * cells around a point in a direction is two shifts and one table lookup.
 *
 * <p>A point with a five in some line is not forbidden; else an overline, then two fours, are read
 * from the entries. Only when two lines or more have candidates for a three is the rule's recursion
 * needed: the stone is placed, and a line is a three when one of its candidates is not itself
 * forbidden.
 */
final class RenjuBoard {
  static final int SIZE = 15;
  private static final int PAD = 5;
  private static final int NONE = -1;
  private static final Forbidden[] REASONS = Forbidden.values();

  // Directions: row (0, 1), column (1, 0), diagonal (1, 1), anti-diagonal (1, -1).
  private static final int[] ROW_STEP = {0, 1, 1, 1};
  private static final int[] COLUMN_STEP = {1, 0, 1, -1};

  /** Per direction, per line: the black cells and the blocked cells, cell i at bit i + 5. */
  private final long[][] black = new long[4][2 * SIZE - 1];

  private final long[][] blocked = new long[4][2 * SIZE - 1];

  private RenjuBoard(int[][] cells) {
    for (int d = 0; d < 4; d++) {
      for (int line = 0; line < black[d].length; line++) {
        blocked[d][line] = (1L << (SIZE + 2 * PAD)) - 1; // every cell off the board until seen
      }
    }
    for (int r = 0; r < SIZE; r++) {
      for (int c = 0; c < SIZE; c++) {
        for (int d = 0; d < 4; d++) {
          long bit = 1L << (position(d, r, c) + PAD);
          int line = line(d, r, c);
          blocked[d][line] &= ~bit;
          if (cells[r][c] == 1) {
            black[d][line] |= bit;
          } else if (cells[r][c] == 2) {
            blocked[d][line] |= bit;
          }
        }
      }
    }
  }

  /**
   * A board of {@code cells} (15 x 15, codes 0, 1, 2, row by row; not kept), for a search that
   * plays on it with {@link #set} and asks {@link #isForbidden}.
   */
  static RenjuBoard of(int[][] cells) {
    return new RenjuBoard(cells);
  }

  /** Puts {@code code} (0 empty, 1 black, 2 white) on ({@code row}, {@code column}) (from 0). */
  void set(int row, int column, int code) {
    for (int d = 0; d < 4; d++) {
      long bit = 1L << (position(d, row, column) + PAD);
      int line = line(d, row, column);
      black[d][line] = code == 1 ? black[d][line] | bit : black[d][line] & ~bit;
      blocked[d][line] = code == 2 ? blocked[d][line] | bit : blocked[d][line] & ~bit;
    }
  }

  /** Whether black may not take the empty ({@code row}, {@code column}) (from 0). */
  boolean isForbidden(int row, int column) {
    return forbidden(row, column) != NONE;
  }

  /** The forbidden points of black on {@code cells}, 15 x 15 codes 0, 1, 2, row by row. */
  static List<ForbiddenPoint> find(int[][] cells) {
    RenjuBoard board = new RenjuBoard(cells);
    List<ForbiddenPoint> points = new ArrayList<>();
    for (int r = 0; r < SIZE; r++) {
      for (int c = 0; c < SIZE; c++) {
        if (cells[r][c] == 0) {
          int reason = board.forbidden(r, c);
          if (reason != NONE) {
            points.add(new ForbiddenPoint(new Square(r + 1, c + 1), REASONS[reason]));
          }
        }
      }
    }
    return points;
  }

  /**
   * Why black may not take empty ({@code row}, {@code column}) (from 0) of {@code cells}, if so.
   */
  static @Nullable Forbidden at(int[][] cells, int row, int column) {
    int reason = new RenjuBoard(cells).forbidden(row, column);
    return reason == NONE ? null : REASONS[reason];
  }

  private static int line(int d, int r, int c) {
    return switch (d) {
      case 0 -> r;
      case 1 -> c;
      case 2 -> c - r + SIZE - 1;
      default -> r + c;
    };
  }

  private static int position(int d, int r, int c) {
    return d == 0 ? c : r;
  }

  /** The pattern entry of empty ({@code r}, {@code c}) in direction {@code d}. */
  private int entry(int d, int r, int c) {
    int line = line(d, r, c);
    int shift = position(d, r, c);
    return RenjuPatterns.lookup(ten(black[d][line] >>> shift), ten(blocked[d][line] >>> shift));
  }

  /** Bits 0 to 10 of {@code window} without bit 5, the centre. */
  private static int ten(long window) {
    int w = (int) window;
    return (w & 0x1F) | ((w >>> 1) & 0x3E0);
  }

  /** The ordinal of the first reason empty ({@code r}, {@code c}) is forbidden for, or NONE. */
  private int forbidden(int r, int c) {
    int e0 = entry(0, r, c);
    int e1 = entry(1, r, c);
    int e2 = entry(2, r, c);
    int e3 = entry(3, r, c);
    int all = e0 | e1 | e2 | e3;
    if ((all & RenjuPatterns.FIVE) != 0) {
      return NONE;
    }
    if ((all & RenjuPatterns.OVERLINE) != 0) {
      return Forbidden.OVERLINE.ordinal();
    }
    int fours =
        RenjuPatterns.fours(e0)
            + RenjuPatterns.fours(e1)
            + RenjuPatterns.fours(e2)
            + RenjuPatterns.fours(e3);
    if (fours >= 2) {
      return Forbidden.DOUBLE_FOUR.ordinal();
    }
    int[] entries = {e0, e1, e2, e3};
    int candidates = 0;
    for (int entry : entries) {
      if (RenjuPatterns.hasThree(entry)) {
        candidates++;
      }
    }
    if (candidates < 2) {
      return NONE;
    }
    place(r, c, true);
    int threes = 0;
    for (int d = 0; d < 4 && threes < 2 && threes + candidates >= 2; d++) {
      if (RenjuPatterns.hasThree(entries[d])) {
        candidates--;
        if (isThree(r, c, d, entries[d])) {
          threes++;
        }
      }
    }
    place(r, c, false);
    return threes >= 2 ? Forbidden.DOUBLE_THREE.ordinal() : NONE;
  }

  /** Whether one of the three candidates of {@code entry} is not itself forbidden. */
  private boolean isThree(int r, int c, int d, int entry) {
    for (int i = 0; i < 2; i++) {
      int offset = RenjuPatterns.threeOffset(entry, i);
      if (offset != 0 && forbidden(r + offset * ROW_STEP[d], c + offset * COLUMN_STEP[d]) == NONE) {
        return true;
      }
    }
    return false;
  }

  /** Puts a black stone on ({@code r}, {@code c}), or takes it off. */
  private void place(int r, int c, boolean on) {
    for (int d = 0; d < 4; d++) {
      long bit = 1L << (position(d, r, c) + PAD);
      int line = line(d, r, c);
      black[d][line] = on ? black[d][line] | bit : black[d][line] & ~bit;
    }
  }
}
