package dev.noughts;

/**
 * The verdict of every classic 3 x 3 board, worked out once by the {@link Referee} and then looked
 * up: a board's index is its cells' codes read as a base-3 number, cell (1,1) the lowest digit.
 */
final class ClassicVerdicts {
  private static final int BOARDS = 19_683; // 3^9

  private ClassicVerdicts() {}

  /** Built on first use, not when Position loads. */
  private static final class Table {
    static final Verdict[] VERDICTS = build();

    private static Verdict[] build() {
      Verdict[] verdicts = new Verdict[BOARDS];
      for (int index = 0; index < BOARDS; index++) {
        int[][] cells = new int[3][3];
        int x = 0;
        int o = 0;
        int rest = index;
        for (int i = 0; i < 9; i++) {
          int code = rest % 3;
          rest /= 3;
          cells[i / 3][i % 3] = code;
          x += code & 1;
          o += code >>> 1;
        }
        verdicts[index] = Referee.judge(cells, x, o);
      }
      return verdicts;
    }
  }

  /** The index of a 3 x 3 board of codes 0, 1 and 2. */
  static int indexOf(int[][] cells) {
    int index = 0;
    for (int r = 2; r >= 0; r--) {
      int[] row = cells[r];
      index = ((index * 3 + row[2]) * 3 + row[1]) * 3 + row[0];
    }
    return index;
  }

  static Verdict of(int index) {
    return Table.VERDICTS[index];
  }
}
