package dev.noughts.processor.core;

import dev.noughts.Position;
import dev.noughts.Solution;
import dev.noughts.Solver;
import dev.noughts.UnsolvableException;
import java.util.HashMap;
import java.util.Map;

/**
 * The runtime's {@link Solver}, remembering what it solved: the processor keeps one for a whole
 * compilation, so that each distinct position (its cells and its win length) is solved once however
 * many fixtures share it. Boards of up to {@value #MAX_REMEMBERED_SIZE} rows and columns are
 * remembered; a larger board (an endgame with few empty cells) is solved each time, so that its
 * million cells are not kept for the rest of the compilation.
 *
 * <p>Not API: public only for the front ends in {@code dev.noughts.processor.javac} and {@code
 * dev.noughts.processor.ksp}.
 */
public final class Solutions {
  /** The largest boards remembered: at most 256 cells a key. */
  static final int MAX_REMEMBERED_SIZE = 16;

  private final Solver solver = new Solver();
  private final Map<Position, Solution> solved = new HashMap<>();
  private final Map<Position, UnsolvableException> refused = new HashMap<>();

  /**
   * Perfect play from {@code position}, which must be in progress and one the {@link Solver} takes
   * ({@link Solver#whyUnsolvable} empty).
   *
   * @throws UnsolvableException when the solver's node budget is spent first (a position of more
   *     than {@value Solver#ALWAYS_SOLVED_EMPTY_CELLS} empty cells on a board of more than {@value
   *     Solver#MAX_BOARD_CELLS} cells); remembered as a solution is, so a position shared by
   *     several fixtures spends the budget once
   */
  Solution of(Position position) {
    if (Math.max(position.getRowCount(), position.getColumnCount()) > MAX_REMEMBERED_SIZE) {
      return solver.solve(position);
    }
    UnsolvableException known = refused.get(position);
    if (known != null) {
      throw known;
    }
    try {
      return solved.computeIfAbsent(position, solver::solve);
    } catch (UnsolvableException spent) {
      refused.put(position, spent);
      throw spent;
    }
  }
}
