package dev.noughts.examples;

// tag::engine-suite-imports[]
import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.testing.FixtureSubject.assertThat;
import static dev.noughts.testing.PositionSubject.assertThat;

import dev.noughts.Fixture;
import dev.noughts.GameValue;
import dev.noughts.Position;
import dev.noughts.Square;
import dev.noughts.engines.EngineScore;
import dev.noughts.testing.EngineFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
// end::engine-suite-imports[]

/** {@link RulesEngine} against the fixtures of {@link Tactics}, the example of docs/engines.md. */
class EngineSuiteTest {

  // tag::engine-suite[]
  // One case per fixture, named after it, with what the fixture expects.
  @ParameterizedTest
  @EngineFixtures(Tactics.class)
  void playsALegalMoveAndNoMoveToAvoid(Position position, Fixture expected) {
    Square move = RulesEngine.move(position);
    assertThat(expected).allowsMove(move); // legal, and not a move to avoid
  }

  // EPD style: +1 for a best move, -1 for a move to avoid; an illegal move fails.
  @Test
  void scoresFourOfFive() {
    EngineScore score = EngineScore.of(RulesEngine::move, Tactics.class);
    score.assertAtLeast(4); // on failure: the score, then every missed board and its moves
    assertThat(score.getMaximum()).isEqualTo(5);
  }

  // The subject solves the position: perfect play, best moves, legal moves.
  @Test
  void blocksTheRow() {
    Position position = TacticsBoards.BLOCK_THE_ROW;
    assertThat(position).hasPerfectPlay(GameValue.DRAW);
    assertThat(position).hasBestMove(RulesEngine.move(position));
    assertThat(position).bestMoves().containsExactly(Square.parse("1,3"));
  }
  // end::engine-suite[]
}
