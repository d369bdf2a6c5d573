package dev.noughts.engines;

import dev.noughts.Solver;

/**
 * The one {@link Solver} that noughts' test support shares: the Truth subject, the kotest matchers
 * and the engine sweep all solve with it, so that its tables (up to 32 MiB) exist once.
 *
 * @since 0.1.0
 */
public final class Solvers {
  /** Thread-safe, and remembers the 4 x 4 positions it solved. */
  private static final Solver SHARED = new Solver();

  private Solvers() {}

  /** The shared solver. */
  public static Solver shared() {
    return SHARED;
  }
}
