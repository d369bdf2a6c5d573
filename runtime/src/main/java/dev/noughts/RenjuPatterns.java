package dev.noughts;

/**
 * What a black stone makes in one line under renju, looked up by the ten cells around it: five
 * before and five after, each empty, black, or blocked (white, or off the board). That window holds
 * everything the stone's line can tell: a five or a four through the stone ends at most four cells
 * away, and whether it is exactly five is read one cell further.
 *
 * <p>An entry is an {@code int}: {@link #FIVE}, {@link #OVERLINE}, the number of fours the stone
 * forms in the line (0 to 2, {@link #fours(int)}), and up to two empty cells that would turn the
 * line into a straight four through the stone, the candidates for a three ({@link #threeOffset}).
 * Threes are recorded only in a line without a five, an overline or a four. Built once, 3^10
 * entries.
 */
final class RenjuPatterns {
  static final int EMPTY = 0;
  static final int BLACK = 1;
  static final int BLOCKED = 2;

  static final int FIVE = 1;
  static final int OVERLINE = 2;
  private static final int FOURS_SHIFT = 2;
  private static final int THREE_SHIFT = 4;

  /** The entry of each window, indexed by {@link #index(int, int)}. */
  private static final int[] TABLE = build();

  /** The base-3 value of each 10-bit mask: bit j stands for 3^j. */
  private static final int[] TERNARY = ternary();

  private RenjuPatterns() {}

  /**
   * The entry for a window whose black and blocked cells are the 10-bit masks given: bit j is the
   * j-th cell of offsets -5 to -1 then 1 to 5 from the stone.
   */
  static int lookup(int black, int blocked) {
    return TABLE[TERNARY[black] + 2 * TERNARY[blocked]];
  }

  /** How many fours the stone forms in the line, 0 to 2. */
  static int fours(int entry) {
    return (entry >>> FOURS_SHIFT) & 3;
  }

  /** The offset from the stone (-4 to 4, never 0) of three candidate {@code i} (0 or 1), or 0. */
  static int threeOffset(int entry, int i) {
    int code = (entry >>> (THREE_SHIFT + 4 * i)) & 15;
    return code == 0 ? 0 : code - 8;
  }

  /** Whether the line has a candidate for a three. */
  static boolean hasThree(int entry) {
    return entry >>> THREE_SHIFT != 0;
  }

  private static int[] ternary() {
    int[] values = new int[1 << 10];
    for (int mask = 0; mask < values.length; mask++) {
      int value = 0;
      int power = 1;
      for (int j = 0; j < 10; j++) {
        if ((mask & (1 << j)) != 0) {
          value += power;
        }
        power *= 3;
      }
      values[mask] = value;
    }
    return values;
  }

  private static int[] build() {
    int[] table = new int[59049];
    int[] line = new int[11]; // offsets -5 to 5 at indices 0 to 10; the stone at 5
    for (int index = 0; index < table.length; index++) {
      int rest = index;
      for (int j = 0; j < 10; j++) {
        line[j < 5 ? j : j + 1] = rest % 3;
        rest /= 3;
      }
      line[5] = BLACK;
      table[index] = entry(line);
    }
    return table;
  }

  /** The entry of one window, {@code line[5]} black. */
  static int entry(int[] line) {
    int length = runLength(line, 5);
    if (length == 5) {
      return FIVE;
    }
    if (length > 5) {
      return OVERLINE;
    }
    int first = 0;
    int second = 0;
    for (int i = 1; i <= 9; i++) {
      if (line[i] == EMPTY && makesFive(line, i)) {
        if (first == 0) {
          first = i;
        } else {
          second = i;
        }
      }
    }
    if (first != 0) {
      boolean straight = second - first == 5 && runLength(line, 5) == 4 && isEnd(line, first);
      int fours = second == 0 || straight ? 1 : 2;
      return fours << FOURS_SHIFT;
    }
    int entry = 0;
    int shift = THREE_SHIFT;
    for (int i = 2; i <= 8; i++) {
      if (line[i] == EMPTY) {
        line[i] = BLACK;
        if (isStraightFour(line)) {
          entry |= (i - 5 + 8) << shift;
          shift += 4;
        }
        line[i] = EMPTY;
      }
    }
    return entry;
  }

  /** Whether the run through index 5 starts right after {@code i}. */
  private static boolean isEnd(int[] line, int i) {
    return line[i + 1] == BLACK && runStart(line, 5) == i + 1;
  }

  /** Whether a black stone at empty {@code i} would make exactly five through index 5. */
  private static boolean makesFive(int[] line, int i) {
    line[i] = BLACK;
    boolean five = runLength(line, 5) == 5;
    line[i] = EMPTY;
    return five;
  }

  /**
   * Whether the run through index 5 is four stones with an empty cell at each end, each of which
   * would make exactly five.
   */
  private static boolean isStraightFour(int[] line) {
    if (runLength(line, 5) != 4) {
      return false;
    }
    int before = runStart(line, 5) - 1;
    int after = before + 5;
    return before >= 0
        && after <= 10
        && line[before] == EMPTY
        && line[after] == EMPTY
        && makesFive(line, before)
        && makesFive(line, after);
  }

  private static int runStart(int[] line, int i) {
    int start = i;
    while (start > 0 && line[start - 1] == BLACK) {
      start--;
    }
    return start;
  }

  private static int runLength(int[] line, int i) {
    int end = i;
    while (end < 10 && line[end + 1] == BLACK) {
      end++;
    }
    return end - runStart(line, i) + 1;
  }
}
