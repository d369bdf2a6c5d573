package dev.noughts;

/**
 * For the {@link ProofChecker}'s scan of winning cells: the cells where a mark of a player's may
 * make k in a row, told by counts kept as marks come and go, so that the scan probes only those.
 *
 * <p>A cell where a mark makes k in a row has at least {@code reach} marks of its kind within
 * {@code reach} cells of it along one direction, for any {@code reach} up to k - 1: the row's other
 * k - 1 marks lie on both sides of it, as many as the row has room for. The counts use 4 where k is
 * 5 or more, else k - 1 or 2, whichever is less: a count of 4 to 8 is told by two of its four bits
 * (one mask for every count of a cell), where one of 3 is not; reaching 4 cells costs twice the
 * upkeep of 2, and leaves far fewer cells to probe.
 *
 * <p>The board is the checker's: codes 0 empty, 1 X, 2 O, and a border of one cell all round whose
 * code is {@link ProofChecker#BORDER}; {@code steps} are the four directions along it.
 */
final class ProofCheckerNearMarks {
  private static final int BORDER = ProofChecker.BORDER;

  private final int[] board;
  private final int[] steps;
  private final int reach;
  // For each cell, how many marks of each player are within reach of it along each direction: at
  // most 8, in four bits, direction d's X marks in bits 8d to 8d + 3, its O marks in the next four.
  private final int[] near;
  // The bits of near that hold a count of reach or more, for X's marks (O's are 4 bits higher):
  // with reach 1, any of a count's three low bits; with reach 2, its bits 1 and 2 (2 to 4); with
  // reach 4, its bits 2 and 3 (4 to 8).
  private final int xCrowded;
  // Bit at % 64 of word at / 64 set where near[at] has a count of reach or more for either player:
  // the cells mayWin does not answer 0 for, found a word at a time.
  private final long[] crowded;

  /**
   * The counts of the marks on {@code board} now, all inside its border; {@link #add} and {@link
   * #remove} keep them.
   */
  ProofCheckerNearMarks(int[] board, int[] steps, int winLength) {
    this.board = board;
    this.steps = steps;
    this.reach = winLength >= 5 ? 4 : Math.min(winLength - 1, 2);
    this.near = new int[board.length];
    this.xCrowded =
        switch (reach) {
          case 1 -> 0b111 * 0x01010101;
          case 2 -> 0b110 * 0x01010101;
          case 4 -> 0b1100 * 0x01010101;
          default -> 0; // k = 1: every cell may win, and no count is kept
        };
    this.crowded = new long[(board.length + 63) >>> 6];
    for (int at = 0; at < board.length; at++) {
      if (board[at] == 1 || board[at] == 2) {
        count(at, board[at], 1, false);
      }
    }
    for (int at = 0; at < board.length; at++) { // once each, not at each count as it grows
      keepCrowded(at);
    }
  }

  /**
   * The codes of the players, OR'ed (1 for X, 2 for O), whose mark on {@code at} may make k in a
   * row: every player when k is 1.
   */
  int mayWin(int at) {
    if (reach <= 0) {
      return 1 | 2;
    }
    int counts = near[at];
    return ((counts & xCrowded) != 0 ? 1 : 0) | ((counts & xCrowded << 4) != 0 ? 2 : 0);
  }

  /**
   * The first cell from {@code at} on where {@link #mayWin} is not 0 (every cell when k is 1), or
   * -1 when there is none.
   */
  int nextMayWin(int at) {
    if (reach <= 0) {
      return at < board.length ? at : -1;
    }
    int word = at >>> 6;
    if (word >= crowded.length) {
      return -1;
    }
    long left = crowded[word] & (-1L << at);
    while (left == 0) {
      if (++word == crowded.length) {
        return -1;
      }
      left = crowded[word];
    }
    return word << 6 | Long.numberOfTrailingZeros(left);
  }

  /** Counts {@code mark}, just put on the board at {@code at}. */
  void add(int at, int mark) {
    count(at, mark, 1, true);
  }

  /** Stops counting {@code mark}, just taken off the board at {@code at}. */
  void remove(int at, int mark) {
    count(at, mark, -1, true);
  }

  /**
   * Adds {@code change} (1 or -1) to the count of {@code mark}s near each cell within {@code reach}
   * of {@code at} along each direction; and when {@code andCrowded}, which of them are crowded.
   */
  private void count(int at, int mark, int change, boolean andCrowded) {
    for (int direction = 0; direction < steps.length; direction++) {
      int unit = change << (8 * direction + 4 * (mark - 1));
      for (int step = steps[direction], side = 0; side < 2; side++, step = -step) {
        int next = at + step;
        for (int distance = 1; distance <= reach && board[next] != BORDER; distance++) {
          near[next] += unit;
          if (andCrowded) {
            keepCrowded(next);
          }
          next += step;
        }
      }
    }
  }

  /** Sets or clears the bit of {@code at} in crowded, as its counts now say. */
  private void keepCrowded(int at) {
    if ((near[at] & (xCrowded | xCrowded << 4)) != 0) {
      crowded[at >>> 6] |= 1L << at;
    } else {
      crowded[at >>> 6] &= ~(1L << at);
    }
  }
}
