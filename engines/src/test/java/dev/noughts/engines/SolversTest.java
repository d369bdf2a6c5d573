package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/** {@link Solvers}: one solver for every caller. */
class SolversTest {
  @Test
  void everyCallerGetsTheSameSolver() {
    assertThat(Solvers.shared()).isSameInstanceAs(Solvers.shared());
  }
}
