package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Prover;
import org.junit.jupiter.api.Test;

class ParallelJudgingTest {
  private static final long GIB = 1L << 30;

  @Test
  void oneProofACoreWhenTheyFitInHalfTheHeap() {
    assertThat(ParallelJudging.threads(Prover.DEFAULT_BUDGET, 8, 6 * GIB)).isEqualTo(8);
    assertThat(ParallelJudging.threads(Prover.DEFAULT_BUDGET, 1, 6 * GIB)).isEqualTo(1);
  }

  @Test
  void fewerWhenTheBudgetIsLargeAndAtLeastOne() {
    // 20,000,000 nodes count for 2.4 GiB a proof.
    assertThat(ParallelJudging.threads(Prover.MAX_BUDGET, 8, 16 * GIB)).isEqualTo(3);
    assertThat(ParallelJudging.threads(Prover.MAX_BUDGET, 8, 6 * GIB)).isEqualTo(1);
    assertThat(ParallelJudging.threads(Prover.MAX_BUDGET, 8, 64L << 20)).isEqualTo(1);
  }
}
