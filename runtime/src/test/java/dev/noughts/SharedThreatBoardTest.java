package dev.noughts;

import static com.google.common.truth.Truth.assertWithMessage;

import dev.noughts.ProofSearch.Attacks;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The stages of a proof share one {@link ThreatBoard}: each search leaves it as it found it, its
 * budget spent or not, and answers as a search on a board of its own does, with the same nodes.
 */
class SharedThreatBoardTest {
  private static final int X = 1;
  private static final int O = 2;

  @Test
  void everyStageLeavesTheBoardAsItFoundItAndAnswersAsOnABoardOfItsOwn() {
    for (Rule rule : Rule.values()) {
      Random random = new Random(7 + rule.ordinal());
      int spent = 0;
      for (int trial = 0; trial < 15; trial++) {
        int[][] cells = RandomPositions.stonesNearTheCentre(random);
        ThreatBoard shared = new ThreatBoard(cells, 5, rule);
        List<String> before = fingerprint(shared);
        String where = rule + " " + Arrays.deepToString(cells);
        for (long budget : new long[] {50, 5_000}) {
          FourSearch fours = new FourSearch(shared, X, budget);
          FourSearch foursAlone = new FourSearch(cells, 5, rule, X, budget);
          assertWithMessage(where)
              .that(fours.proveWin(true).size())
              .isEqualTo(foursAlone.proveWin(true).size());
          assertWithMessage(where).that(fours.nodes()).isEqualTo(foursAlone.nodes());
          assertWithMessage(where).that(fingerprint(shared)).isEqualTo(before);
          for (Attacks attacks : Attacks.values()) {
            for (int attacker : new int[] {X, O}) {
              for (boolean attackerToMove : new boolean[] {true, false}) {
                ProofSearch search = new ProofSearch(shared, attacker, attacks, budget);
                ProofSearch alone = new ProofSearch(cells, 5, rule, attacker, attacks, budget);
                assertWithMessage(where)
                    .that(answer(search, attackerToMove))
                    .isEqualTo(answer(alone, attackerToMove));
                assertWithMessage(where).that(search.nodes()).isEqualTo(alone.nodes());
                assertWithMessage(where).that(fingerprint(shared)).isEqualTo(before);
                spent += search.spent() ? 1 : 0;
              }
            }
          }
        }
      }
      // Searches stopped by their budget in the middle of a line leave the board as well.
      assertWithMessage("%s", rule).that(spent).isAtLeast(20);
    }
  }

  /** The first moves proved to win, or the defender's replies proved to lose. */
  private static String answer(ProofSearch search, boolean attackerToMove) {
    if (attackerToMove) {
      return search.proveWin(false).stream().map(Attack::move).toList().toString();
    }
    @Nullable Map<Integer, Attack> replies = search.proveDefenderLoses();
    return replies == null ? "not proved" : replies.keySet().toString();
  }

  /** What the board answers about each empty cell for each player, and its hash. */
  private static List<String> fingerprint(ThreatBoard board) {
    List<String> facts = new ArrayList<>();
    facts.add("hash " + board.hash());
    for (int player : new int[] {X, O}) {
      facts.add(player + "'s first winning cell " + board.firstWinningCell(player));
      List<Integer> fours = new ArrayList<>();
      for (int cell = board.nextFour(player, 0);
          cell >= 0;
          cell = board.nextFour(player, cell + 1)) {
        fours.add(cell);
      }
      facts.add(player + "'s fours " + fours);
      boolean foursAsked = board.winningCellCountUpToTwo(player) == 0;
      for (int cell = 0; cell < board.cellCount(); cell++) {
        if (!board.isEmpty(cell)) {
          continue;
        }
        String who = (player == X ? "X" : "O") + " at " + cell + ": ";
        if (board.completes(player, cell)) {
          facts.add(who + "wins");
        }
        if (!board.isLegal(player, cell)) {
          facts.add(who + "forbidden");
        }
        if (foursAsked && board.isFour(player, cell)) {
          facts.add(who + (board.isDoubleFour(player, cell) ? "double four" : "four"));
        }
      }
    }
    return facts;
  }
}
