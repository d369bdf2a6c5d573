package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.engines.TacticExamples.DEFENCE;
import static dev.noughts.engines.TacticExamples.WIN;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.Prover;
import dev.noughts.Square;
import java.util.List;
import org.junit.jupiter.api.Test;

class TacticsJudgingTest {

  @Test
  void movesJudgedOneAtATimeGradeAsTheWholeScoreDoes() {
    TacticsJudging judging = TacticsJudging.of(List.of(WIN, DEFENCE), Prover.DEFAULT_BUDGET);
    TacticsScore.Result second = judging.judge(2, new Square(7, 7));
    TacticsScore.Result first = judging.judge(1, new Square(7, 7));
    TacticsScore whole =
        TacticsScore.of(position -> new Square(7, 7), List.of(WIN, DEFENCE), Prover.DEFAULT_BUDGET);
    assertThat(first.toString()).isEqualTo(whole.getResults().get(0).toString());
    assertThat(second.toString()).isEqualTo(whole.getResults().get(1).toString());
    assertThat(second.getNumber()).isEqualTo(2);
    assertThat(judging.getScore().getReport()).isEqualTo(whole.getReport());
  }

  @Test
  void theScoreHoldsTheTacticsJudgedSoFarWithTheirNumbersInTheSuite() {
    TacticsJudging judging = TacticsJudging.of(List.of(WIN, DEFENCE), Prover.DEFAULT_BUDGET);
    assertThat(judging.getScore().getReport()).isEqualTo("0 tactics on 7 x 7, 4 in a row: none\n");
    judging.judge(2, null);
    TacticsScore score = judging.getScore();
    assertThat(score.getResults()).hasSize(1);
    assertThat(score.getResults().get(0).getNumber()).isEqualTo(2);
    assertThat(score.getResults().get(0).getGrade()).isEqualTo(ProofGrade.NONE);
    assertThat(score.getReport())
        .startsWith("1 tactic on 7 x 7, 4 in a row: 1 missing move\ntactic 2: O must defend: ");
  }

  @Test
  void aNumberOutsideTheSuiteOrJudgedTwiceIsRefused() {
    TacticsJudging judging = TacticsJudging.of(List.of(WIN), Prover.DEFAULT_BUDGET);
    assertThat(assertThrows(IllegalArgumentException.class, () -> judging.judge(2, null)))
        .hasMessageThat()
        .isEqualTo("tactic 2 is not in the suite, whose tactics are 1 to 1");
    assertThat(assertThrows(IllegalArgumentException.class, () -> judging.judge(0, null)))
        .hasMessageThat()
        .isEqualTo("tactic 0 is not in the suite, whose tactics are 1 to 1");
    judging.judge(1, null);
    assertThat(assertThrows(IllegalStateException.class, () -> judging.judge(1, null)))
        .hasMessageThat()
        .isEqualTo("tactic 1 was judged already");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> TacticsJudging.of(List.of(), Prover.DEFAULT_BUDGET)))
        .hasMessageThat()
        .isEqualTo("no tactics to judge: the list given is empty");
  }

  @Test
  void theParallelismIsAtLeastOneAndAtMostTheCores() {
    int parallelism = TacticsJudging.of(List.of(WIN), Prover.DEFAULT_BUDGET).getParallelism();
    assertThat(parallelism).isAtLeast(1);
    assertThat(parallelism).isAtMost(Runtime.getRuntime().availableProcessors());
  }
}
