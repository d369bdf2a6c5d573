package dev.noughts.examples;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.Fixture;
import dev.noughts.Square;
import dev.noughts.engines.EngineScore;
import org.junit.jupiter.api.Test;

/**
 * docs/tactics.md's proved fixtures, and the examples' engine scored on them: two plies ahead, and
 * three plies ahead with a win scored right and below its own heuristic.
 */
class ProvedTacticsTest {

  @Test
  void theProvedMovesAreListedWithEachFixture() {
    Fixture openTheThree = ProvedTacticsBoards.fixtures().get(0);
    assertThat(openTheThree.winningMoves()).containsExactly(new Square(1, 4));
    assertThat(openTheThree.losingMoves()).isEmpty();
    assertThat(ProvedTacticsBoards.fixtures().get(1).onlyMoves()).containsExactly(new Square(1, 4));
    assertThat(ProvedTacticsBoards.fixtures().get(2).onlyMoves())
        .containsExactly(new Square(1, 2), new Square(1, 5))
        .inOrder();
  }

  @Test
  void anEngineThatLooksTwoPliesAheadMissesTheOpenThreeAndBlocksTheFarEnd() {
    // tag::proved-score[]
    EngineScore score = EngineScore.of(new KInARowEngine(2)::move, ProvedTactics.class);
    System.out.println(score.getReport()); // the score, then each miss with its proof and board
    // end::proved-score[]
    assertThat(score.getReport())
        .isEqualTo(
            "score: 0 of 3 (1 best move, 1 other move, 1 move to avoid)\n"
                + "openTheThree (4 in a row): played (1,1), neither a best move nor one to avoid;"
                + " a proved win: line (1,4) (1,1) (1,5), 3 plies at most; moves proved to win: (1,4)\n"
                + "  - X X - - - - - -\n"
                + "  O O - - - - - - -\n"
                + "  - - - - - - - - -\n"
                + "blockTheOpenTwo (4 in a row): played (1,1), a move to avoid, which loses: X wins"
                + " by force: (1,5); line (1,5) (1,2) (1,6), 3 plies at most; the only moves that do not"
                + " lose: (1,2) (1,5)\n"
                + "  - - X X - - - - -\n"
                + "  O - - - - - - - -\n"
                + "  - - - - - - - - -\n");
    assertThrows(AssertionError.class, () -> score.assertAtLeast(3));
  }

  @Test
  void anEngineThatScoresAWinBelowItsOwnHeuristicThrowsAwayAWinInsideItsHorizon() {
    // tag::win-below-heuristic[]
    // Three plies ahead, a position still open there weighed by its open lines (up to 18 here).
    KInARowEngine sound = KInARowEngine.weighingLines(3, 1_000); // a win: 1,000 less its plies
    KInARowEngine buggy = KInARowEngine.weighingLines(3, 5); // a win: 5 less its plies
    EngineScore score = EngineScore.of(buggy::move, ProvedTactics.class);
    System.out.println(score.getReport());
    // end::win-below-heuristic[]
    assertThat(EngineScore.of(sound::move, ProvedTactics.class).getReport())
        .isEqualTo("score: 3 of 3 (3 best moves)\n");
    assertThat(score.getReport())
        .isEqualTo(
            "score: 2 of 3 (2 best moves, 1 other move)\n"
                + "openTheThree (4 in a row): played (2,4), neither a best move nor one to avoid;"
                + " a proved win: line (1,4) (1,1) (1,5), 3 plies at most; moves proved to win: (1,4)\n"
                + "  - X X - - - - - -\n"
                + "  O O - - - - - - -\n"
                + "  - - - - - - - - -\n");
  }
}
