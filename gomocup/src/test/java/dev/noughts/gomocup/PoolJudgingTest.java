package dev.noughts.gomocup;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.Square;
import dev.noughts.engines.ProofGrade;
import dev.noughts.engines.Tactic;
import dev.noughts.engines.TacticsScore;
import dev.noughts.engines.TacticsSuite;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link PoolJudging}, told of replies by hand: no engine process. */
class PoolJudgingTest {
  private static final List<Tactic> TACTICS =
      TacticsSuite.Bundled.TACTICS_7.tactics().subList(0, 4);

  private static final long BUDGET = 1_000;

  private static EnginePool.Answer first(int index) {
    Square move = TACTICS.get(index).getPosition().getLegalMoves().get(0);
    return new EnginePool.Answer(index, new Reply.Move(move), false, Duration.ofMillis(5));
  }

  @Test
  void eachTacticIsHandedOnInTheOrderAskedAndTheScoreIsTheEnginesInTurn() throws Exception {
    List<Integer> handedOn = new ArrayList<>();
    int[] order = {2, 0, 3, 1};
    PoolJudging judging =
        PoolJudging.of(
            TACTICS, BUDGET, order, judged -> handedOn.add(judged.result().getNumber() - 1));
    for (int index : new int[] {3, 1, 0, 2}) { // answered out of the order asked
      judging.answered(first(index));
    }
    PoolJudging.Scored scored = judging.finish();
    assertThat(handedOn).containsExactly(2, 0, 3, 1).inOrder();
    TacticsScore inTurn =
        TacticsScore.of(position -> position.getLegalMoves().get(0), TACTICS, BUDGET);
    assertThat(scored.score().getFullReport()).isEqualTo(inTurn.getFullReport());
    assertThat(scored.judged()).hasSize(4);
    assertThat(scored.judged().get(0).time()).isEqualTo(Duration.ofMillis(5));
  }

  @Test
  void aFailureIsJudgedAsNoMoveAndKeptWithItsTactic() throws Exception {
    PoolJudging judging = PoolJudging.of(TACTICS.subList(0, 1), BUDGET, new int[] {0}, j -> {});
    Reply.Failure crash = new Reply.Failure(Fault.CRASH, "exited with code 3");
    judging.answered(new EnginePool.Answer(0, crash, true, Duration.ofSeconds(1)));
    PoolJudging.Judged judged = judging.finish().judged().get(0);
    assertThat(judged.result().getGrade()).isEqualTo(ProofGrade.NONE);
    assertThat(judged.failure()).isEqualTo(crash);
    assertThat(judged.restarted()).isTrue();
  }

  /** Judging of the tactics asked in their order, the number of each handed on to {@code to}. */
  private static PoolJudging inOrder(List<Integer> to) {
    return PoolJudging.of(
        TACTICS, BUDGET, new int[] {0, 1, 2, 3}, judged -> to.add(judged.result().getNumber()));
  }

  @Test
  void aTacticHeldBackForOneAskedBeforeItIsHandedOnWhenTheRunEnds() throws Exception {
    List<Integer> handedOn = new ArrayList<>();
    PoolJudging judging = inOrder(handedOn);
    judging.answered(first(1)); // tactic 1 never answers: tactic 2 waits for it
    PoolJudging.Scored scored = judging.finish();
    assertThat(handedOn).containsExactly(2);
    assertThat(scored.score().getResults()).hasSize(1);
    assertThat(scored.score().getResults().get(0).getNumber()).isEqualTo(2);
    assertThat(judging.interrupt()).isSameInstanceAs(scored);
  }

  @Test
  void anInterruptedRunTakesNoLaterReply() throws Exception {
    List<Integer> handedOn = new ArrayList<>();
    PoolJudging judging = inOrder(handedOn);
    PoolJudging.Scored scored = judging.interrupt();
    judging.answered(first(0)); // too late: not taken
    assertThat(scored.score().getResults()).isEmpty();
    assertThat(judging.finish()).isSameInstanceAs(scored);
    assertThat(handedOn).isEmpty();
  }

  @Test
  void anOrderThatIsNotOneOfTheTacticsIsRefused() {
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> PoolJudging.of(TACTICS, BUDGET, new int[] {0, 1, 1, 3}, j -> {})))
        .hasMessageThat()
        .isEqualTo("the order is not one of the indices 0 to 3, each once");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> PoolJudging.of(TACTICS, BUDGET, new int[] {0, 1}, j -> {})))
        .hasMessageThat()
        .isEqualTo("the order has 2 indices for 4 tactics");
  }
}
