package dev.noughts;

/**
 * The solution of every legal 3 x 3 position in progress, worked out once by {@link Solver}'s
 * search and then looked up by the position's {@link ClassicTable} index.
 */
final class ClassicSolutions {
  private ClassicSolutions() {}

  /** Built on first use, not when the solver loads. */
  private static final class Table {
    static final Solution[] SOLUTIONS = new Solution[ClassicTable.BOARDS];

    static {
      TranspositionTable table = new TranspositionTable(14);
      for (int index = 0; index < ClassicTable.BOARDS; index++) {
        if (ClassicTable.verdict(index) instanceof Verdict.InProgress) {
          Position position = Position.trusted(ClassicTable.cellsOf(index), 3);
          SOLUTIONS[index] = Solver.search(position, BitGame.wholeBoard(3), table);
        }
      }
    }
  }

  /** The solution of a 3 x 3 position in progress. */
  static Solution of(Position position) {
    return Table.SOLUTIONS[position.classicIndex()];
  }
}
