package dev.noughts.examples;

// tag::engine-properties[]
import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.testing.PositionSubject.assertThat;

import dev.noughts.Position;
import dev.noughts.Symmetry;
import dev.noughts.testing.ReachablePositions;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Properties of {@link RulesEngine} over random legal games (jqwik). */
class EnginePropertiesTest {
  @Provide
  Arbitrary<Position> games() {
    return ReachablePositions.inProgress(3);
  }

  @Provide
  Arbitrary<Position> largerGames() {
    return ReachablePositions.inProgress(4);
  }

  @Property
  void playsOnlyLegalMoves(@ForAll("games") Position position) {
    assertThat(position).hasLegalMove(RulesEngine.move(position));
  }

  @Property
  void playsOnlyLegalMovesOnLargerBoardsToo(@ForAll("largerGames") Position position) {
    assertThat(position).hasLegalMove(RulesEngine.move(position));
  }

  @Property
  void evaluatesEveryMirrorImageAlike(@ForAll("games") Position position) {
    for (Symmetry symmetry : Symmetry.values()) {
      assertThat(RulesEngine.evaluate(symmetry.apply(position)))
          .isEqualTo(RulesEngine.evaluate(position));
    }
  }
}
// end::engine-properties[]
