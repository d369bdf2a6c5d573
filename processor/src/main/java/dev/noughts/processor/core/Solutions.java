package dev.noughts.processor.core;

import dev.noughts.Position;
import dev.noughts.Solution;
import dev.noughts.Solver;
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

  /**
   * Perfect play from {@code position}, which must be in progress and one the {@link Solver} takes
   * ({@link Solver#whyUnsolvable} empty).
   *
   * @throws dev.noughts.UnsolvableException when the solver's node budget is spent first (a
   *     position of more than {@value Solver#ALWAYS_SOLVED_EMPTY_CELLS} empty cells on a board of
   *     more than {@value Solver#MAX_BOARD_CELLS} cells): not remembered, so asked again it is
   *     searched again, with the same answer
   */
  Solution of(Position position) {
    if (Math.max(position.getRowCount(), position.getColumnCount()) > MAX_REMEMBERED_SIZE) {
      return solver.solve(position);
    }
    return solved.computeIfAbsent(position, solver::solve);
  }
}
