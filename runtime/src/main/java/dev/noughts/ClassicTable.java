package dev.noughts;

/**
 * The answers for every classic 3 x 3 board, worked out once by the general rules ({@link Referee}
 * and {@link GameOverRule}) and then looked up. A board's index is its cells' codes read as a
 * base-3 number, cell (1,1) the lowest digit.
 */
final class ClassicTable {
  static final int BOARDS = 19_683; // 3^9

  private ClassicTable() {}

  /** Built on first use, not when Position loads. */
  private static final class Table {
    static final Verdict[] VERDICTS = new Verdict[BOARDS];
    static final boolean[] OVER = new boolean[BOARDS];

    static {
      for (int index = 0; index < BOARDS; index++) {
        int[][] cells = cellsOf(index);
        long marks = BoardArrays.countMarks(cells);
        VERDICTS[index] = Referee.judge(cells, (int) marks, (int) (marks >>> 32));
        OVER[index] = GameOverRule.scan(cells);
      }
    }
  }

  /** The cells of the board with {@code index}. */
  static int[][] cellsOf(int index) {
    int[][] cells = new int[3][3];
    int rest = index;
    for (int i = 0; i < 9; i++) {
      cells[i / 3][i % 3] = rest % 3;
      rest /= 3;
    }
    return cells;
  }

  /** The index of a 3 x 3 board whose codes are all 0, 1 or 2. */
  static int indexOf(int[][] cells) {
    int index = 0;
    for (int r = 2; r >= 0; r--) {
      int[] row = cells[r];
      index = ((index * 3 + row[2]) * 3 + row[1]) * 3 + row[0];
    }
    return index;
  }

  static Verdict verdict(int index) {
    return Table.VERDICTS[index];
  }

  static boolean isOver(int index) {
    return Table.OVER[index];
  }

  /**
   * {@link GameOverRule}'s answer for a 3 x 3 array, after checking that every row is there, 3
   * long, and holds only 0, 1 and 2.
   */
  static boolean isOver(int[][] board) {
    return isOver(indexOf(BoardArrays.checkAll(board)));
  }
}
