package dev.noughts;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The search is a graph: a position reached by another order of the same moves is the node made the
 * first time, not a new one, and the answers do not depend on which order came first.
 */
class ProofSearchTranspositionsTest {
  private static final int X = 1;

  /** Wins by threes on 15 x 15, X to move: an open three, and two twos that cross. */
  private static final List<Position> WINS_BY_THREES =
      List.of(ProofCheckerTest.OPEN_THREE, ProofCheckerTest.CROSSING_TWOS);

  @Test
  void aPositionReachedAgainIsTheNodeMadeBefore() {
    for (Position position : WINS_BY_THREES) {
      ProofSearch search = search(position, 100_000);
      List<Attack> wins = search.proveWin(true);

      assertThat(wins).isNotEmpty();
      assertThat(search.transpositions()).isGreaterThan(0);
      for (Attack win : wins) {
        assertThat(new ProofChecker(position.toArray(), 5, X).attackWins(win)).isTrue();
      }
    }
  }

  @Test
  void theSameSearchGivesTheSameAnswerAndNodes() {
    for (Position position : WINS_BY_THREES) {
      ProofSearch first = search(position, 100_000);
      ProofSearch second = search(position, 100_000);

      assertThat(second.proveWin(true)).isEqualTo(first.proveWin(true));
      assertThat(second.nodes()).isEqualTo(first.nodes());
      assertThat(second.transpositions()).isEqualTo(first.transpositions());
    }
  }

  @Test
  void aNodeFoundInTheTableCostsNoNode() {
    Position position = WINS_BY_THREES.get(1);
    ProofSearch search = search(position, 100_000);
    search.proveWin(true);
    long needed = search.nodes();

    // The same search within exactly the nodes it made is not stopped by its budget.
    ProofSearch within = search(position, needed);
    assertThat(within.proveWin(true)).isNotEmpty();
    assertThat(within.spent()).isFalse();
    assertThat(within.nodes()).isEqualTo(needed);
  }

  private static ProofSearch search(Position position, long budget) {
    return new ProofSearch(
        position.toArray(), 5, Rule.FREE_STYLE, X, ProofSearch.Attacks.FOURS_AND_THREES, budget);
  }
}
