package dev.noughts.examples;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.testing.FixtureSubject.assertThat;

import dev.noughts.Fixture;
import dev.noughts.Position;
import dev.noughts.Square;
import dev.noughts.engines.EngineScore;
import dev.noughts.engines.Grade;
import dev.noughts.engines.Result;
import dev.noughts.testing.EngineFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;

/**
 * {@link KInARowEngine}, an engine for k in a row on any board, against the fixtures of {@link
 * KInARowTactics}: the example of docs/k-in-a-row.md.
 */
class KInARowEngineTest {

  // tag::k-engine-suite[]
  private static final KInARowEngine ENGINE = new KInARowEngine(4); // four plies ahead

  // One case per fixture, on 4 x 4 boards with three to win and 15 x 15 with five.
  @ParameterizedTest
  @EngineFixtures(KInARowTactics.class)
  void playsABestMove(Position position, Fixture expected) {
    Square move = ENGINE.move(position);
    assertThat(expected).hasBestMove(move); // on failure: the fixture, the move, the board
  }

  @Test
  void scoresFiveOfFive() {
    EngineScore score = EngineScore.of(ENGINE::move, KInARowTactics.class);
    score.assertAtLeast(5);
    assertThat(score.getMaximum()).isEqualTo(5);
  }
  // end::k-engine-suite[]

  /**
   * The fixtures tell engines apart: looking one ply ahead, the engine finishes its own lines but
   * walks into every loss, and plays a move to avoid in each fork.
   */
  @Test
  void anEngineThatLooksOnePlyAheadPlaysAMoveToAvoidInEveryFork() {
    EngineScore score = EngineScore.of(new KInARowEngine(1)::move, KInARowTactics.class);
    assertThat(score.getMisses().stream().map(miss -> miss.fixture().name()).toList())
        .containsExactly("blockAndFork", "forkOnFourByFour", "forkOnFifteenByFifteen")
        .inOrder();
    assertThat(score.getMisses().stream().map(Result::grade).toList())
        .containsExactly(Grade.AVOIDED, Grade.AVOIDED, Grade.AVOIDED);
    assertThat(score.getPoints()).isEqualTo(-1); // two best moves, three moves to avoid
  }
}
