package dev.noughts.examples;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Verdict;
import dev.noughts.engines.EngineScore;
import org.junit.jupiter.api.Test;

/** What {@link RulesEngine} gets right and wrong, beyond the suite of docs/engines.md. */
class RulesEngineTest {

  @Test
  void theOneMissIsTheQuietWinAndTheReportDrawsIt() {
    EngineScore score = EngineScore.of(RulesEngine::move, TacticsBoards.fixtures());
    assertThat(score.getPoints()).isEqualTo(4);
    assertThat(score.getReport())
        .isEqualTo(
            """
            score: 4 of 5 (4 best moves, 1 other move)
            setUpTheFork: played (2,2), neither a best move nor one to avoid; best moves: (1,3) (3,1); moves to avoid: (2,3) (3,2)
              O - -
              - - -
              - - X
            """);
    AssertionError failure = assertThrows(AssertionError.class, () -> score.assertAtLeast(5));
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo("expected a score of at least 5, but was 4\n" + score.getReport());
  }

  @Test
  void fromTheEmptyBoardNoOpponentBeatsTheEngine() {
    for (Player engine : Player.values()) {
      assertThat(canBeat(Position.empty(3), engine)).isFalse();
    }
  }

  /** Whether the engine's opponent can win from {@code position}, trying every move it has. */
  private static boolean canBeat(Position position, Player engine) {
    if (position.isOver()) {
      return position.getVerdict() instanceof Verdict.Win win && win.winner() != engine;
    }
    if (position.getNextPlayer() == engine) {
      return canBeat(position.play(RulesEngine.move(position)), engine);
    }
    return position.getLegalMoves().stream().anyMatch(move -> canBeat(position.play(move), engine));
  }
}
