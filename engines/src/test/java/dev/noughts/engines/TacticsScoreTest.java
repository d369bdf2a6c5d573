package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.engines.TacticExamples.DEFENCE;
import static dev.noughts.engines.TacticExamples.WIN;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.Cell;
import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Square;
import dev.noughts.engines.internal.FailureLayout;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class TacticsScoreTest {

  @Test
  void anEngineThatPlaysTheProvedMovesMissesNothing() {
    List<Tactic> suite = TacticsSuite.bundled(7, 7, 4);
    Map<Position, Square> proved = new HashMap<>();
    suite.forEach(tactic -> proved.put(tactic.getPosition(), tactic.getMoves().get(0)));
    TacticsScore score = TacticsScore.of(proved::get, 7, 7, 4);
    assertThat(score.getMisses()).isEmpty();
    assertThat(score.getReport())
        .isEqualTo(suite.size() + " tactics on 7 x 7, 4 in a row: " + suite.size() + " right\n");
    score.assertNoMisses();
  }

  @Test
  void eachMissIsReportedWithTheProofAgainstItAndTheBoard() {
    TacticsScore score =
        TacticsScore.of(position -> new Square(7, 7), List.of(WIN, DEFENCE), Prover.DEFAULT_BUDGET);
    assertThat(score.getResults().stream().map(TacticsScore.Result::getGrade))
        .containsExactly(ProofGrade.LOSING, ProofGrade.LOSING)
        .inOrder();
    TacticsScore.Result lost = score.getResults().get(0);
    assertThat(lost.getNumber()).isEqualTo(1);
    assertThat(lost.getMove()).isEqualTo(new Square(7, 7));
    assertThat(lost.getProof()).isInstanceOf(Proof.Win.class);
    String report = score.getReport();
    assertThat(report).startsWith("2 tactics on 7 x 7, 4 in a row: 2 losing\n");
    assertThat(report)
        .contains("tactic 1: X wins by fours: (3,2); played (7,7), which loses: O wins by force: ");
    assertThat(report)
        .contains(
            "tactic 2: O must defend: (3,2); played (7,7), which loses: X wins by force: (3,2) (3,6);"
                + " line (3,2), 1 ply at most\n  - - - - - - -\n");
    AssertionError failure = assertThrows(AssertionError.class, score::assertNoMisses);
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo("expected no miss in 2 tactics, but the engine missed 2\n" + report);
  }

  @Test
  void aMoveProvedNeitherWayIsUnresolvedShownApartAndNoMiss() {
    Tactic claim = TacticExamples.unprovedClaim();
    TacticsScore score = TacticsScore.of(position -> new Square(15, 1), List.of(claim), 1_000);
    TacticsScore.Result unresolved = score.getResults().get(0);
    assertThat(unresolved.getGrade()).isEqualTo(ProofGrade.UNRESOLVED);
    assertThat(unresolved.getSummary())
        .isEqualTo(
            "tactic 1: X wins by threes: (8,7); played (15,1), unresolved: not proved to keep the"
                + " win nor to lose; a proved win: line (8,7) (1,2) (8,10) (1,3) (8,11), 5 plies at most");
    assertThat(score.getMisses()).isEmpty();
    assertThat(score.getUnresolved()).containsExactly(unresolved);
    assertThat(score.getReport())
        .isEqualTo(
            "1 tactic on 15 x 15, 5 in a row: 1 unresolved\n"
                + "unresolved, not misses (a larger budget may settle them):\n"
                + unresolved.getSummary()
                + "\n"
                + FailureLayout.drawn(claim.getPosition()));
    assertThat(unresolved.toString())
        .isEqualTo(
            unresolved.getSummary()
                + "\n"
                + FailureLayout.drawn(claim.getPosition()).stripTrailing());
    score.assertNoMisses();
  }

  @Test
  void missesComeFirstAndUnresolvedMovesAfterThemEachUpToTenShown() {
    Tactic claim = TacticExamples.unprovedClaim();
    List<Tactic> tactics = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      tactics.add(claim);
      tactics.add(WIN);
    }
    TacticsScore score =
        TacticsScore.of(
            position -> position.getRowCount() == 15 ? new Square(15, 1) : new Square(7, 7),
            tactics,
            1_000);
    assertThat(score.getMisses()).hasSize(12);
    assertThat(score.getUnresolved()).hasSize(12);
    String report = score.getReport();
    assertThat(report).startsWith("24 tactics on 2 boards: 12 unresolved, 12 losing\n");
    int notShownMisses = report.indexOf("and 2 more misses not shown\n");
    int apart = report.indexOf("unresolved, not misses (a larger budget may settle them):\n");
    int notShownUnresolved = report.indexOf("and 2 more unresolved moves not shown\n");
    assertThat(notShownMisses).isGreaterThan(report.indexOf("tactic 22: X wins by fours"));
    assertThat(apart).isGreaterThan(notShownMisses);
    assertThat(report.indexOf("tactic 1: X wins by threes")).isGreaterThan(apart);
    assertThat(notShownUnresolved).isGreaterThan(report.indexOf("tactic 19: X wins by threes"));
    assertThat(report).doesNotContain("tactic 21: X wins by threes");
    assertThat(report).doesNotContain("tactic 24: X wins by fours");
    AssertionError failure = assertThrows(AssertionError.class, score::assertNoMisses);
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo("expected no miss in 24 tactics, but the engine missed 12\n" + report);
    String all = score.getReport(Integer.MAX_VALUE);
    assertThat(all).contains("tactic 24: X wins by fours");
    assertThat(all).contains("tactic 23: X wins by threes");
    assertThat(all).doesNotContain("not shown");
    assertThat(score.getReport(0))
        .isEqualTo(
            "24 tactics on 2 boards: 12 unresolved, 12 losing\n"
                + "and 12 more misses not shown\n"
                + "unresolved, not misses (a larger budget may settle them):\n"
                + "and 12 more unresolved moves not shown\n");
    assertThat(assertThrows(IllegalArgumentException.class, () -> score.getReport(-1)))
        .hasMessageThat()
        .isEqualTo("shown is -1; give 0 or more");
  }

  @Test
  void illegalAndMissingMovesAreMisses() {
    TacticsScore score =
        TacticsScore.of(
            position -> position.get(3, 3) == Cell.EMPTY ? null : new Square(3, 3),
            List.of(WIN),
            100);
    assertThat(score.getResults().get(0).getGrade()).isEqualTo(ProofGrade.ILLEGAL);
    assertThat(score.getReport()).startsWith("1 tactic on 7 x 7, 4 in a row: 1 illegal move\n");
    assertThat(score.getResults().get(0).getSummary())
        .endsWith("played (3,3), which is not a legal move");
    TacticsScore none = TacticsScore.of(position -> null, List.of(WIN), 100);
    assertThat(none.getResults().get(0).getSummary()).endsWith("played no move (null)");
  }

  @Test
  void anEngineThatThrowsFailsNamingTheTactic() {
    Function<Position, Square> broken =
        position -> {
          throw new IllegalStateException("no idea");
        };
    AssertionError failure =
        assertThrows(AssertionError.class, () -> TacticsScore.of(broken, List.of(WIN), 100));
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            "the engine failed on tactic 1, " + WIN + ": java.lang.IllegalStateException: no idea");
  }

  @Test
  void noTacticsOrAnUnbundledBoardOrABadBudgetIsRefused() {
    assertThat(
            assertThrows(
                    IllegalArgumentException.class,
                    () -> TacticsScore.of(position -> null, List.of(), 100))
                .getMessage())
        .isEqualTo("no tactics to score: the list given is empty");
    assertThrows(IllegalArgumentException.class, () -> TacticsScore.of(position -> null, 8, 8, 4));
    assertThrows(
        IllegalArgumentException.class, () -> TacticsScore.of(position -> null, List.of(WIN), 0));
  }

  @Test
  void theProgressIsToldOfEachTacticAsItIsJudgedInOrderOnTheCallersThread() {
    List<Tactic> suite = TacticsSuite.Bundled.TACTICS_7.tactics().subList(0, 30);
    List<String> told = new ArrayList<>();
    Thread caller = Thread.currentThread();
    TacticsScore score =
        TacticsScore.of(
            position -> position.getLegalMoves().get(0),
            TacticsSelection.of(suite),
            Prover.DEFAULT_BUDGET,
            (result, judged, total) ->
                told.add(
                    result.getNumber()
                        + " "
                        + judged
                        + "/"
                        + total
                        + " "
                        + result.getGrade()
                        + (Thread.currentThread() == caller ? "" : " elsewhere")));
    List<String> expected = new ArrayList<>();
    for (TacticsScore.Result result : score.getResults()) {
      expected.add(result.getNumber() + " " + result.getNumber() + "/30 " + result.getGrade());
    }
    assertThat(told).containsExactlyElementsIn(expected).inOrder();
  }

  @Test
  void whatTheProgressThrowsReachesTheCaller() {
    IllegalStateException stop = new IllegalStateException("stop");
    IllegalStateException thrown =
        assertThrows(
            IllegalStateException.class,
            () ->
                TacticsScore.of(
                    position -> position.getLegalMoves().get(0),
                    TacticsSelection.of(List.of(WIN, DEFENCE)),
                    100,
                    (result, judged, total) -> {
                      throw stop;
                    }));
    assertThat(thrown).isSameInstanceAs(stop);
  }

  @Test
  void partOfASuiteIsScoredWithEachTacticNamedByItsNumberInTheSuite() {
    List<Tactic> suite = TacticsSuite.Bundled.TACTICS_7.tactics();
    TacticsSelection defences =
        TacticsSelection.of(suite).ofKind(Tactic.Kind.DEFENCE).numbered(141, 170);
    TacticsScore score =
        TacticsScore.of(
            position -> position.getLegalMoves().get(0), defences, Prover.DEFAULT_BUDGET);
    assertThat(score.getResults().stream().map(TacticsScore.Result::getNumber).toList())
        .isEqualTo(defences.getNumbers());
    assertThat(score.getResults().stream().map(TacticsScore.Result::getTactic).toList())
        .isEqualTo(defences.getTactics());
    assertThat(defences.getNumbers().get(0)).isEqualTo(151); // the first defence of the suite
    assertThat(defences.getNumbers()).hasSize(20);
    TacticsScore.Result first = score.getResults().get(0);
    assertThat(first.getTactic()).isSameInstanceAs(suite.get(150));
    assertThat(first.getSummary()).startsWith("tactic " + first.getNumber() + ": ");
    assertThat(score.getReport())
        .startsWith(defences.getTactics().size() + " tactics on 7 x 7, 4 in a row: ");
  }

  @Test
  void anEmptySelectionIsRefused() {
    TacticsSelection none = TacticsSelection.of(List.of(WIN)).ofKind(Tactic.Kind.DEFENCE);
    assertThat(
            assertThrows(
                    IllegalArgumentException.class,
                    () -> TacticsScore.of(position -> null, none, 100))
                .getMessage())
        .isEqualTo("no tactics to score: the selection is empty");
  }

  @Test
  void judgedAgainWithAnotherBudgetTheEngineIsNotAskedAgain() {
    List<Tactic> suite = TacticsSuite.Bundled.TACTICS_7.tactics();
    Map<Position, Integer> asked = new HashMap<>();
    Function<Position, Square> firstFree =
        position -> {
          asked.merge(position, 1, Integer::sum);
          return position.getLegalMoves().get(0);
        };
    TacticsScore small = TacticsScore.of(firstFree, suite, 100);
    TacticsScore large = small.judgedWith(Prover.DEFAULT_BUDGET);
    assertThat(asked.values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(suite.size());
    assertThat(asked.values()).doesNotContain(2);
    assertThat(large.getMoves()).isEqualTo(small.getMoves());
    assertThat(large.getMoves()).hasSize(suite.size());
    // The same as scoring with the larger budget from the start, which a smaller one is not.
    TacticsScore direct =
        TacticsScore.of(position -> position.getLegalMoves().get(0), suite, Prover.DEFAULT_BUDGET);
    assertThat(large.getReport()).isEqualTo(direct.getReport());
    assertThat(small.getReport()).isNotEqualTo(direct.getReport());
  }

  @Test
  void aPartJudgedAgainKeepsItsNumbers() {
    TacticsSelection part = TacticsSelection.of(List.of(WIN, DEFENCE, WIN)).numbered(2, 3);
    TacticsScore score = TacticsScore.of(position -> new Square(7, 7), part, 100);
    TacticsScore again = score.judgedWith(Prover.DEFAULT_BUDGET);
    assertThat(again.getResults().stream().map(TacticsScore.Result::getNumber).toList())
        .containsExactly(2, 3)
        .inOrder();
    assertThat(again.getMoves()).containsExactly(new Square(7, 7), new Square(7, 7));
  }

  @Test
  void theFullReportDrawsEveryMiss() {
    List<Tactic> tactics = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      tactics.add(WIN);
    }
    TacticsScore score = TacticsScore.of(position -> new Square(7, 7), tactics, 1_000);
    String full = score.getFullReport();
    assertThat(full).isEqualTo(score.getReport(Integer.MAX_VALUE));
    assertThat(full).contains("tactic 12: X wins by fours");
    assertThat(full).doesNotContain("not shown");
    assertThat(score.getReport()).contains("and 2 more misses not shown\n");
  }

  @Test
  void anEngineThatThrowsOnPartOfASuiteFailsNamingTheTacticByItsNumberInTheSuite() {
    TacticsSelection second = TacticsSelection.of(List.of(WIN, DEFENCE)).numbered(2, 2);
    AssertionError failure =
        assertThrows(
            AssertionError.class,
            () ->
                TacticsScore.of(
                    position -> {
                      throw new IllegalStateException("no idea");
                    },
                    second,
                    100));
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            "the engine failed on tactic 2, "
                + DEFENCE
                + ": java.lang.IllegalStateException: no idea");
  }

  @Test
  void movesAlreadyMadeAreJudgedAsTheEnginesMovesAre() {
    TacticsSelection part = TacticsSelection.of(List.of(WIN, DEFENCE, WIN)).numbered(2, 3);
    TacticsScore asked = TacticsScore.of(position -> new Square(7, 7), part, 1_000);
    TacticsScore made = TacticsScore.ofMoves(part, asked.getMoves(), 1_000);
    assertThat(made.getFullReport()).isEqualTo(asked.getFullReport());
    assertThat(made.getResults().stream().map(TacticsScore.Result::getNumber).toList())
        .containsExactly(2, 3)
        .inOrder();
    List<Square> none = new ArrayList<>();
    none.add(null);
    TacticsScore missing = TacticsScore.ofMoves(TacticsSelection.of(List.of(WIN)), none, 100);
    assertThat(missing.getResults().get(0).getGrade()).isEqualTo(ProofGrade.NONE);
  }

  @Test
  void movesAlreadyMadeAreOneForEachTactic() {
    TacticsSelection two = TacticsSelection.of(List.of(WIN, DEFENCE));
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> TacticsScore.ofMoves(two, List.of(new Square(7, 7)), 100)))
        .hasMessageThat()
        .isEqualTo("1 move for 2 tactics: give one move for each tactic, in order, null for none");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> TacticsScore.ofMoves(two.numbered(5, 9), List.of(), 100)))
        .hasMessageThat()
        .isEqualTo("no tactics to judge: the selection is empty");
  }
}
