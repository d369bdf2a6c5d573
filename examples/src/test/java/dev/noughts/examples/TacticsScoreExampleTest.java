package dev.noughts.examples;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.engines.TacticsScore;
import dev.noughts.engines.TacticsScore.Grade;
import org.junit.jupiter.api.Test;

/** docs/tactics.md's engine example: a shallow search misses proved tactics, and says where. */
class TacticsScoreExampleTest {

  @Test
  void anEngineThatLooksTwoPliesAheadMissesWinsAndWalksIntoLosses() {
    // tag::tactics-score[]
    KInARowEngine engine = new KInARowEngine(2); // negamax, two plies deep
    TacticsScore score = TacticsScore.of(engine::move, 7, 7, 4); // the bundled 7 x 7 suite
    System.out.println(score.getReport()); // the counts, then each miss with its proof and board
    // end::tactics-score[]
    assertThat(score.getReport())
        .startsWith("250 tactics on 7 x 7, 4 in a row: 41 right, 5 not proved to win, 204 losing\n");
    assertThat(score.getMisses().stream().map(TacticsScore.Result::getGrade))
        .containsAtLeast(Grade.NOT_PROVEN, Grade.LOSING);
    assertThrows(AssertionError.class, score::assertNoMisses);
  }
}
