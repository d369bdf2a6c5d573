package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import org.junit.jupiter.api.Test;

/**
 * The budget is a bound the prover keeps: {@link Proof#getNodes()} is never more than {@link
 * Prover#getBudget()}, whatever the budget, and a proof that fits a budget is the proof, with the
 * same nodes, under every larger one.
 */
class ProverBudgetTest {
  /** X to move on 15 x 15: an open three against O's three, won by fours (the first stage). */
  private static final Position OPEN_THREE =
      GameRecord.play(15, 15, 5, "8,7 9,3 8,8 9,4 8,9 9,5 1,1 15,15");

  /** X to move: two crossing twos, won by threes (the second stage). */
  private static final Position DOUBLE_THREE =
      GameRecord.play(15, 15, 5, "8,6 1,1 8,7 1,15 6,8 15,1 7,8 15,15");

  /** X to move against O's open four: a loss whatever X plays (the third stage, the defence's). */
  private static final Position LOSS =
      GameRecord.play(15, 15, 5, "9,3 8,6 9,4 8,7 9,5 8,8 1,1 8,9");

  private static final Position[] PROVED = {OPEN_THREE, DOUBLE_THREE, LOSS};

  @Test
  void noBudgetFromOneToTwoHundredIsPassedOnAnyStage() {
    Position busy = GameRecord.play(15, 15, 5, ProverMemoryTest.BUSY);
    for (Position position : new Position[] {OPEN_THREE, DOUBLE_THREE, LOSS, busy}) {
      for (long budget = 1; budget <= 200; budget++) {
        Proof proof = new Prover(budget).prove(position);
        assertWithMessage("budget %s on %s", budget, position)
            .that(proof.getNodes())
            .isAtMost(budget);
      }
    }
  }

  @Test
  void theDefaultBudgetSpentInFullIsNotPassed() {
    Proof proof = new Prover().prove(GameRecord.play(15, 15, 5, ProverMemoryTest.BUSY));
    assertThat(proof).isInstanceOf(Proof.NotProven.class);
    assertThat(((Proof.NotProven) proof).isBudgetSpent()).isTrue();
    assertThat(proof.getNodes()).isAtMost(Prover.DEFAULT_BUDGET);
    // Short of it by less than one expansion: fewer nodes than the board's 225 cells.
    assertThat(proof.getNodes()).isGreaterThan(Prover.DEFAULT_BUDGET - 225);
    assertThat(proof.toString()).isEqualTo("not proven within 200,000 nodes");
  }

  @Test
  void aProofThatFitsABudgetIsTheSameProofUnderEveryLargerOne() {
    assertThat(new Prover().prove(OPEN_THREE)).isInstanceOf(Proof.Win.class);
    assertThat(((Proof.Win) new Prover().prove(DOUBLE_THREE)).isByFours()).isFalse();
    assertThat(new Prover().prove(LOSS)).isInstanceOf(Proof.Loss.class);
    for (Position position : PROVED) {
      Proof full = new Prover().prove(position);
      long needed = full.getNodes();
      for (long budget = needed; budget <= needed + 50; budget++) {
        Proof proof = new Prover(budget).prove(position);
        assertWithMessage("budget %s", budget).that(proof.toString()).isEqualTo(full.toString());
        assertWithMessage("budget %s", budget).that(proof.getNodes()).isEqualTo(needed);
      }
    }
  }

  @Test
  void aBudgetTooSmallForTheFirstMoveIsSpentWithoutPassingIt() {
    // The root is the one node: the open four that wins would be a second.
    Proof proof = new Prover(1).prove(OPEN_THREE);
    assertThat(proof).isInstanceOf(Proof.NotProven.class);
    assertThat(((Proof.NotProven) proof).isBudgetSpent()).isTrue();
    assertThat(proof.getNodes()).isEqualTo(1);
    assertThat(proof.toString()).isEqualTo("not proven within 1 node");
    assertThat(new Prover(2).prove(OPEN_THREE)).isInstanceOf(Proof.Win.class);
  }
}
