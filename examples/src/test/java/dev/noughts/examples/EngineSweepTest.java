package dev.noughts.examples;

// tag::engine-sweep-imports[]
import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.engines.EngineSweep;
import dev.noughts.engines.Reachable;
import java.util.List;
import org.junit.jupiter.api.Test;
// end::engine-sweep-imports[]

/** {@link MinimaxEngine} and {@link RulesEngine} over every position in progress of 3 x 3. */
class EngineSweepTest {

  // tag::engine-sweep[]
  @Test
  void theMinimaxEnginePlaysABestMoveEverywhere() {
    EngineSweep.of(MinimaxEngine::move, 3).assertBestMoves(); // all 4,520 positions in progress
  }

  @Test
  void theRulesEngineMissesSomeQuietWins() {
    EngineSweep sweep = EngineSweep.of(RulesEngine::move, 3, Player.X); // X to move only
    assertThat(sweep.getIllegalMoves()).isEmpty();
    assertThat(sweep.getMisses()).hasSize(20);
    assertThat(sweep.getReport())
        .startsWith(
            """
            2,423 positions in progress with X to move on 3 x 3: 2,403 best moves, 20 worse moves
            X - O / - - - / - - -, X to move: played (2,2): draw in 7; X wins in 5: best moves (2,1) (3,1) (3,3)
              X - O
              - - -
              - - -
            """);
  }

  @Test
  void everyReachablePositionInAFixedOrder() {
    List<Position> all = Reachable.all(3); // by the number of marks, then as first reached
    assertThat(all).hasSize(5478);
    assertThat(all.get(0)).isEqualTo(Position.empty(3));
    assertThat(all.get(1)).isEqualTo(Position.of("X - - / - - - / - - -"));
  }
  // end::engine-sweep[]
}
