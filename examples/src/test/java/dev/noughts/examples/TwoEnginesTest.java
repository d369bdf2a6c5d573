package dev.noughts.examples;

// tag::two-engines[]
import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.testing.FixtureSubject.assertThat;

import dev.noughts.Fixture;
import dev.noughts.Position;
import dev.noughts.Square;
import dev.noughts.engines.EngineScore;
import dev.noughts.engines.EngineSweep;
import dev.noughts.testing.EngineFixtures;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/** One suite, every engine: each test runs once per engine, named "[1] minimax", "[2] rules". */
@ParameterizedClass
@FieldSource("ENGINES")
class TwoEnginesTest {
  static final List<Named<Function<Position, Square>>> ENGINES =
      List.of(
          Named.of("minimax", MinimaxEngine::move), // perfect
          Named.of("rules", RulesEngine::move)); // Newell and Simon's rules: not quite

  @Parameter Function<Position, Square> engine;

  @ParameterizedTest
  @EngineFixtures(Tactics.class)
  void playsNoMoveToAvoid(Position position, Fixture expected) {
    assertThat(expected).allowsMove(engine.apply(position));
  }

  @Test
  void scoresAtLeastFourOfFive() {
    EngineScore.of(engine, Tactics.class).assertAtLeast(4);
  }

  @Test
  void playsALegalMoveInEveryPositionInProgress() {
    assertThat(EngineSweep.of(engine, 3).getIllegalMoves()).isEmpty();
  }
}
// end::two-engines[]
