package dev.noughts;

import java.io.Serializable;
import java.util.Locale;
import java.util.Objects;

/**
 * Why the {@link Solver} refuses a position: exactly one of {@link Impossible}, {@link
 * TooManyEmptyCells} (both as {@link Solver#whyUnsolvable(Position)} gives them, before searching)
 * and {@link BudgetSpent} (as {@link UnsolvableException#getReason()} gives it, after). Sealed, so
 * a {@code switch} over it in Java, or a {@code when} in Kotlin, is exhaustive. {@link #message()}
 * (and {@code toString()}) is one sentence that follows "cannot solve the position: ".
 * Serializable, as {@link UnsolvableException}, which carries one, is.
 */
public sealed interface Unsolvable extends Serializable {

  /**
   * For people: one sentence, such as {@code it has 81 empty cells; the solver takes at most 64 on
   * a board of more than 25 cells ...}.
   */
  String message();

  /**
   * Legal play cannot reach the position, so there is no perfect play from it.
   *
   * @param verdict the position's verdict, with every reason
   */
  record Impossible(Verdict.Impossible verdict) implements Unsolvable {

    /** Checks that the verdict is given. */
    public Impossible {
      Objects.requireNonNull(verdict, "verdict");
    }

    /**
     * For example {@code legal play cannot reach this position, so there is no perfect play from it
     * (impossible: O has more marks than X (X 1, O 2), but X moves first)}.
     */
    @Override
    public String message() {
      return "legal play cannot reach this position, so there is no perfect play from it ("
          + verdict
          + ")";
    }

    /** The message. */
    @Override
    public String toString() {
      return message();
    }
  }

  /**
   * The game is not over, has more than {@value Solver#MAX_EMPTY_CELLS} empty cells, and is played
   * on a board of more than {@value Solver#MAX_BOARD_CELLS} cells (every position of a smaller
   * board solves).
   *
   * @param emptyCells how many cells are empty, more than {@value Solver#MAX_EMPTY_CELLS}
   */
  record TooManyEmptyCells(int emptyCells) implements Unsolvable {

    /**
     * Checks that there are too many.
     *
     * @throws IllegalArgumentException when {@code emptyCells} is {@value Solver#MAX_EMPTY_CELLS}
     *     or fewer
     */
    public TooManyEmptyCells {
      if (emptyCells <= Solver.MAX_EMPTY_CELLS) {
        throw new IllegalArgumentException(
            emptyCells
                + " empty cells are not too many: the solver takes up to "
                + Solver.MAX_EMPTY_CELLS);
      }
    }

    /**
     * For example {@code it has 81 empty cells; the solver takes at most 64 on a board of more than
     * 25 cells (every position of a board up to 25 cells, such as 5 x 5, and endgames of larger
     * boards)}.
     */
    @Override
    public String message() {
      return String.format(
          Locale.ROOT,
          "it has %,d empty cells; the solver takes at most %d on a board of more than %d cells"
              + " (every position of a board up to %d cells, such as 5 x 5, and endgames of larger"
              + " boards)",
          emptyCells,
          Solver.MAX_EMPTY_CELLS,
          Solver.MAX_BOARD_CELLS,
          Solver.MAX_BOARD_CELLS);
    }

    /** The message. */
    @Override
    public String toString() {
      return message();
    }
  }

  /**
   * The game is not over, is played on a board of more than {@value Solver#MAX_BOARD_CELLS} cells
   * with more than {@value Solver#ALWAYS_SOLVED_EMPTY_CELLS} empty cells, and the solver's search
   * needed more positions than its {@linkplain Solver#getBudget() node budget}. A solver with a
   * larger budget ({@link Solver#Solver(long)}) may solve it; the same budget never does, on any
   * machine.
   *
   * @param emptyCells how many cells are empty: more than {@value
   *     Solver#ALWAYS_SOLVED_EMPTY_CELLS}, at most {@value Solver#MAX_EMPTY_CELLS}
   * @param budget the budget spent, 1 or more
   */
  record BudgetSpent(int emptyCells, long budget) implements Unsolvable {

    /**
     * Checks the numbers.
     *
     * @throws IllegalArgumentException when {@code emptyCells} is not more than {@value
     *     Solver#ALWAYS_SOLVED_EMPTY_CELLS} and at most {@value Solver#MAX_EMPTY_CELLS}, or {@code
     *     budget} is less than 1
     */
    public BudgetSpent {
      if (emptyCells <= Solver.ALWAYS_SOLVED_EMPTY_CELLS || emptyCells > Solver.MAX_EMPTY_CELLS) {
        throw new IllegalArgumentException(
            emptyCells
                + " empty cells are not searched within a budget: only "
                + (Solver.ALWAYS_SOLVED_EMPTY_CELLS + 1)
                + " to "
                + Solver.MAX_EMPTY_CELLS
                + " are");
      }
      if (budget < 1) {
        throw new IllegalArgumentException(budget + " is not a node budget: give 1 or more");
      }
    }

    /**
     * For example {@code it has 20 empty cells, and the solver's budget of 2,000,000 nodes was
     * spent before it found perfect play (a solver with a larger node budget may solve it; on a
     * board of more than 25 cells, positions with at most 16 empty cells always solve)}.
     */
    @Override
    public String message() {
      return String.format(
          Locale.ROOT,
          "it has %,d empty cells, and the solver's budget of %,d %s was spent before it found"
              + " perfect play (a solver with a larger node budget may solve it; on a board of more"
              + " than %d cells, positions with at most %d empty cells always solve)",
          emptyCells,
          budget,
          budget == 1 ? "node" : "nodes",
          Solver.MAX_BOARD_CELLS,
          Solver.ALWAYS_SOLVED_EMPTY_CELLS);
    }

    /** The message. */
    @Override
    public String toString() {
      return message();
    }
  }
}
