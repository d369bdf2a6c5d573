package dev.noughts;

import static com.google.common.truth.Truth.assertWithMessage;

import java.util.List;

/**
 * What an independent solver of the tests says of a position in progress: its value and plies, and
 * every legal move's, in the order of the legal moves, as a {@link Solution} has them.
 */
record OracleSolution(GameValue value, int plies, List<Solution.Move> moves) {
  /** Asserts that {@code solver} solves {@code position} as {@code expected} says. */
  static void assertSolves(Solver solver, Position position, OracleSolution expected) {
    Solution solution = solver.solve(position);
    assertWithMessage("%s", position)
        .that(new OracleSolution(solution.value(), solution.plies(), solution.moves()))
        .isEqualTo(expected);
  }
}
