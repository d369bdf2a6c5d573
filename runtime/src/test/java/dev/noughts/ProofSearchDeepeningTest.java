package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.noughts.ProofSearch.Attacks;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The proof-number search in iterations of a growing depth limit, each keeping the graph of the one
 * before, finds what one search without a limit finds: whether the attacker wins by the moves it
 * searches is a property of the position, not of the order the search takes. A limit only decides
 * nodes for the iteration under way; what it decided is searched again in the next, so a position
 * the iterations call searched through is one the search without a limit searches through too.
 */
class ProofSearchDeepeningTest {
  private static final int X = 1;
  private static final int O = 2;

  @Test
  void iterationsProveAndSearchThroughExactlyWhatOneSearchWithoutALimitDoes() {
    for (Rule rule : List.of(Rule.FREE_STYLE, Rule.RENJU)) {
      Random random = new Random(52 + rule.ordinal());
      Tally tally = new Tally();
      for (int trial = 0; trial < 60; trial++) {
        int[][] cells = RandomPositions.stonesNearTheCentre(random);
        for (int attacker : new int[] {X, O}) {
          tally.add(compare(tally, cells, rule, attacker, true));
          tally.add(compare(tally, cells, rule, attacker, false));
        }
      }
      // The comparison meets both answers, not only the budget spent.
      assertWithMessage("%s", rule).that(tally.wins).isAtLeast(60);
      assertWithMessage("%s", rule).that(tally.searchedThrough).isAtLeast(80);
      // And the iterations spend fewer nodes in all: short wins found before long lines.
      assertWithMessage("%s", rule).that(tally.deepeningNodes).isLessThan(tally.plainNodes);
    }
  }

  @Test
  void aProofFoundUnderALimitIsAProof() {
    Random random = new Random(49);
    int checked = 0;
    for (int trial = 0; trial < 60; trial++) {
      int[][] cells = RandomPositions.stonesNearTheCentre(random);
      ProofSearch search = search(cells, Rule.FREE_STYLE, X, true);
      for (Attack win : search.proveWin(false)) {
        assertWithMessage("%s", Arrays.deepToString(cells))
            .that(new ProofChecker(cells, 5, X).attackWins(win))
            .isTrue();
        checked++;
      }
      Map<Integer, Attack> replies = search(cells, Rule.FREE_STYLE, X, true).proveDefenderLoses();
      if (replies != null) {
        assertWithMessage("%s", Arrays.deepToString(cells))
            .that(new ProofChecker(cells, 5, X).everyReplyLoses(replies))
            .isTrue();
        checked++;
      }
    }
    assertThat(checked).isAtLeast(30);
  }

  @Test
  void theSameSearchGivesTheSameAnswerAndNodesAndNeedsNoMoreThanItsNodes() {
    Random random = new Random(23);
    int proved = 0;
    for (int trial = 0; trial < 40; trial++) {
      int[][] cells = RandomPositions.stonesNearTheCentre(random);
      ProofSearch first = search(cells, Rule.FREE_STYLE, X, true);
      List<Attack> wins = first.proveWin(false);
      if (first.spent()) {
        continue;
      }
      ProofSearch again = search(cells, Rule.FREE_STYLE, X, true);
      assertThat(again.proveWin(false)).isEqualTo(wins);
      assertThat(again.nodes()).isEqualTo(first.nodes());

      // Within exactly the nodes it made, the same search is not stopped by its budget.
      ProofSearch within =
          new ProofSearch(
              cells, 5, Rule.FREE_STYLE, X, Attacks.FOURS_AND_THREES, first.nodes(), true);
      assertThat(within.proveWin(false)).isEqualTo(wins);
      assertThat(within.spent()).isFalse();
      proved += wins.isEmpty() ? 0 : 1;
    }
    assertThat(proved).isAtLeast(10);
  }

  /**
   * Asserts that the search in iterations and the one without agree on the root given (the attacker
   * to move when {@code attackerToMove}, else the defender), counting their nodes in {@code tally};
   * returns their answer when neither is spent, null when one is.
   */
  private static @Nullable Boolean compare(
      Tally tally, int[][] cells, Rule rule, int attacker, boolean attackerToMove) {
    ProofSearch deepening = search(cells, rule, attacker, true);
    ProofSearch plain = search(cells, rule, attacker, false);
    boolean deepWins = wins(deepening, attackerToMove);
    boolean plainWins = wins(plain, attackerToMove);
    tally.deepeningNodes += deepening.nodes();
    tally.plainNodes += plain.nodes();
    if (deepening.spent() || plain.spent()) {
      // A win proved is a win, however the other search ended.
      if (deepWins && !plain.spent() || plainWins && !deepening.spent()) {
        assertWithMessage("%s %s attacker %s", rule, Arrays.deepToString(cells), attacker)
            .that(deepWins)
            .isEqualTo(plainWins);
      }
      return null;
    }
    assertWithMessage("%s %s attacker %s", rule, Arrays.deepToString(cells), attacker)
        .that(deepWins)
        .isEqualTo(plainWins);
    return deepWins;
  }

  private static boolean wins(ProofSearch search, boolean attackerToMove) {
    return attackerToMove ? !search.proveWin(false).isEmpty() : search.proveDefenderLoses() != null;
  }

  private static ProofSearch search(int[][] cells, Rule rule, int attacker, boolean deepening) {
    return new ProofSearch(cells, 5, rule, attacker, Attacks.FOURS_AND_THREES, 20_000, deepening);
  }

  private static final class Tally {
    int wins;
    int searchedThrough;
    long deepeningNodes;
    long plainNodes;

    void add(@Nullable Boolean answer) {
      if (answer != null) {
        wins += answer ? 1 : 0;
        searchedThrough += answer ? 0 : 1;
      }
    }
  }
}
