package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.common.collect.Range;
import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Rule;
import dev.noughts.Square;
import dev.noughts.Verdict;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The bundled suites: what they hold, and a sample of them proved again. The whole of each was
 * proved, each proof replayed by the prover's checker, when it was built.
 */
class BundledTacticsTest {
  /** Every this many tactics, one is proved again here. */
  private static final int SAMPLE_EVERY = 25;

  @Test
  void theBundledSuitesHoldMoreThanFifteenHundredTactics() {
    long tactics =
        Stream.of(TacticsSuite.Bundled.values()).mapToLong(suite -> suite.tactics().size()).sum();
    assertThat(tactics).isAtLeast(1_500);
  }

  @Test
  void eachBundledSuiteIsNamedAsTheCommandLineNamesIt() {
    assertThat(TacticsSuite.Bundled.names())
        .isEqualTo(
            "tactics-20, tactics-15, tactics-15-standard, tactics-15-renju, tactics-9, tactics-7");
    assertThat(TacticsSuite.Bundled.named("tactics-15-renju"))
        .hasValue(TacticsSuite.Bundled.TACTICS_15_RENJU);
    assertThat(TacticsSuite.Bundled.TACTICS_15_STANDARD.getRule()).isEqualTo(Rule.EXACTLY_K);
    assertThat(TacticsSuite.Bundled.TACTICS_15.getRule()).isEqualTo(Rule.FREE_STYLE);
    assertThat(TacticsSuite.Bundled.named("tactics-9")).hasValue(TacticsSuite.Bundled.TACTICS_9);
    assertThat(TacticsSuite.Bundled.named("tactics-20")).hasValue(TacticsSuite.Bundled.TACTICS_20);
    assertThat(TacticsSuite.Bundled.named("tactics-8")).isEmpty();
    assertThat(TacticsSuite.Bundled.TACTICS_15.tactics())
        .isEqualTo(TacticsSuite.bundled(15, 15, 5));
    assertThat(assertThrows(IllegalArgumentException.class, () -> TacticsSuite.bundled(8, 8, 5)))
        .hasMessageThat()
        .isEqualTo(
            "no tactics suite is bundled for 8 x 8 with 5 in a row; the bundled ones are 20 x 20"
                + " with 5, 15 x 15 with 5, 9 x 9 with 4 and 7 x 7 with 4 (or read a suite file of your own with"
                + " TacticsSuite.read)");
  }

  @Test
  void theTwentyByTwentySuiteHoldsFiveHundredTacticsItsWinsOfFiveToTwentyFivePlies() {
    List<Tactic> suite = TacticsSuite.Bundled.TACTICS_20.tactics();
    assertThat(suite.size()).isAtLeast(500);
    for (Tactic tactic : suite) {
      if (tactic.getKind().isWin()) {
        assertWithMessage("%s", tactic)
            .that(tactic.getLine().size())
            .isAtLeast(EngineGamesSuiteBuilder.MIN_PLIES);
        assertWithMessage("%s", tactic)
            .that(tactic.getLine().size())
            .isAtMost(EngineGamesSuiteBuilder.MAX_PLIES);
      }
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = TacticsSuite.Bundled.class,
      names = {"TACTICS_15_STANDARD", "TACTICS_15_RENJU"})
  void eachSuiteOfAnotherRuleHoldsThreeHundredTacticsOfItsRuleItsWinsOfFiveToTwentyFivePlies(
      TacticsSuite.Bundled bundled) {
    List<Tactic> suite = bundled.tactics();
    assertThat(suite.size()).isAtLeast(300);
    for (Tactic tactic : suite) {
      assertThat(tactic.getPosition().getRule()).isEqualTo(bundled.getRule());
      assertThat(tactic.toString())
          .contains("; k 5 " + (bundled.getRule() == Rule.RENJU ? "renju;" : "standard;"));
      if (tactic.getKind().isWin()) {
        assertWithMessage("%s", tactic)
            .that(tactic.getLine().size())
            .isIn(
                Range.closed(EngineGamesSuiteBuilder.MIN_PLIES, EngineGamesSuiteBuilder.MAX_PLIES));
      }
    }
  }

  /**
   * Under renju X never moves onto a forbidden point: neither in a listed move (the reading refuses
   * one) nor in the games the positions came from, whose X stones therefore hold no overline.
   */
  @Test
  void theRenjuSuiteListsNoForbiddenMoveOfXs() {
    for (Tactic tactic : TacticsSuite.Bundled.TACTICS_15_RENJU.tactics()) {
      Set<Square> forbidden = new HashSet<>();
      tactic.getPosition().getForbiddenPoints().forEach(point -> forbidden.add(point.square()));
      assertWithMessage("%s", tactic).that(forbidden).containsNoneIn(tactic.getMoves());
      assertThat(tactic.getPosition().getVerdict()).isInstanceOf(Verdict.InProgress.class);
    }
  }

  @ParameterizedTest
  @EnumSource(TacticsSuite.Bundled.class)
  void eachSuiteHoldsWinsByFoursWinsByThreesAndDefencesOfDistinctPositions(
      TacticsSuite.Bundled bundled) {
    int rows = bundled.getRows();
    int columns = bundled.getColumns();
    int winLength = bundled.getWinLength();
    List<Tactic> suite = bundled.tactics();
    for (Tactic.Kind kind : Tactic.Kind.values()) {
      assertThat(suite.stream().filter(tactic -> tactic.getKind() == kind).count()).isAtLeast(50);
    }
    Set<Position> positions = new HashSet<>();
    for (Tactic tactic : suite) {
      Position position = tactic.getPosition();
      assertThat(position.getRowCount()).isEqualTo(rows);
      assertThat(position.getColumnCount()).isEqualTo(columns);
      assertThat(position.getWinLength()).isEqualTo(winLength);
      assertThat(position.getRule()).isEqualTo(bundled.getRule());
      assertThat(positions.add(position)).isTrue();
    }
  }

  @ParameterizedTest
  @EnumSource(TacticsSuite.Bundled.class)
  void aSampleOfEachSuiteIsProvedAgainExactlyAsStored(TacticsSuite.Bundled bundled) {
    List<Tactic> suite = bundled.tactics();
    Prover prover = new Prover(TacticsSuiteBuilder.BUDGET);
    for (int i = 0; i < suite.size(); i += SAMPLE_EVERY) {
      Tactic stored = suite.get(i);
      assertThat(Tactic.prove(stored.getPosition(), prover)).hasValue(stored);
    }
  }

  /**
   * Every move a defence lists holds, as far as fours and threes go: after it, the opponent's
   * search is exhausted within the building budget, not stopped by it. The search is the same
   * whatever the budget until it stops, so a larger one finds nothing more.
   */
  @ParameterizedTest
  @EnumSource(TacticsSuite.Bundled.class)
  void everyDefenceIsSharp(TacticsSuite.Bundled bundled) {
    assertEveryDefenceSharp(bundled, new Prover(TacticsSuiteBuilder.BUDGET));
  }

  /** The same at the largest budget, 1,000 times the building one (run by hand: -Dgroups=slow). */
  @ParameterizedTest
  @EnumSource(TacticsSuite.Bundled.class)
  @Tag("slow")
  void everyDefenceIsSharpAtTheLargestBudget(TacticsSuite.Bundled bundled) {
    assertEveryDefenceSharp(bundled, new Prover(Prover.MAX_BUDGET));
  }

  private static void assertEveryDefenceSharp(TacticsSuite.Bundled bundled, Prover prover) {
    int checked = 0;
    for (Tactic tactic : bundled.tactics()) {
      if (tactic.getKind() == Tactic.Kind.DEFENCE) {
        for (Square move : tactic.getMoves()) {
          Proof after = prover.prove(tactic.getPosition().play(move));
          assertWithMessage("%s: after %s", tactic, move)
              .that(
                  after instanceof Proof.Win
                      || after instanceof Proof.NotProven spent && spent.isBudgetSpent())
              .isFalse();
          checked++;
        }
      }
    }
    assertThat(checked).isAtLeast(50);
  }
}
