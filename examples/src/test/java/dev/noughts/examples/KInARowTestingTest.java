package dev.noughts.examples;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Position;
import dev.noughts.Solver;
import dev.noughts.Square;
import dev.noughts.engines.EngineSweep;
import dev.noughts.engines.Reachable;
import dev.noughts.testing.PositionSubject;
import dev.noughts.testing.ReachablePositions;
import java.util.List;
import java.util.function.Function;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The noughts-testing snippets of docs/k-in-a-row.md, compiled and run. */
class KInARowTestingTest {
  private static final Solver SOLVER = new Solver();
  private static final Function<Position, Square> ENGINE =
      position -> SOLVER.solve(position).bestMoves().get(0);

  // tag::k-testing[]
  @Provide
  Arbitrary<Position> fourByFourGames() {
    return ReachablePositions.inProgressOnBoard(4, 4, 3); // 4 x 4, three to win
  }

  @Property(tries = 50)
  void theEnginePlaysALegalMove(@ForAll("fourByFourGames") Position position) {
    PositionSubject.assertThat(position).hasLegalMove(ENGINE.apply(position));
  }

  @Property(tries = 1)
  void theEnginePlaysPerfectlyOnEverySmallBoard() {
    EngineSweep.of(ENGINE, 2, 4, 2).assertBestMoves(); // every position in progress of 2 x 4
    List<Position> all = Reachable.all(2, 5, 3); // 15,983 positions, no jqwik needed
    PositionSubject.assertThat(all.get(all.size() - 1)).isOver();
  }
  // end::k-testing[]

  @Property(tries = 1)
  void theListsAreWhatTheSnippetSays() {
    assertThat(Reachable.all(2, 5, 3)).hasSize(15_983);
  }
}
