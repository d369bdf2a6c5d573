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
import dev.noughts.engines.TacticsScore.Grade;
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
        .containsExactly(Grade.LOSING, Grade.LOSING)
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
                + " line (3,2), 1 ply\n  - - - - - - -\n");
    AssertionError failure = assertThrows(AssertionError.class, score::assertNoMisses);
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            "expected a right move in each of 2 tactics, but the engine missed 2\n" + report);
  }

  @Test
  void aWinGivenUpIsNotProvenWithTheProvedLine() {
    Tactic claim = TacticExamples.unprovedClaim();
    TacticsScore score = TacticsScore.of(position -> new Square(15, 1), List.of(claim), 1_000);
    assertThat(score.getResults().get(0).toString())
        .isEqualTo(
            "tactic 1: X wins by threes: (8,7); played (15,1), not proved to keep the win; a proved"
                + " win: line (8,7) (1,2) (8,10) (1,3) (8,11), 5 plies");
  }

  @Test
  void illegalAndMissingMovesAreMisses() {
    TacticsScore score =
        TacticsScore.of(
            position -> position.get(3, 3) == Cell.EMPTY ? null : new Square(3, 3),
            List.of(WIN),
            100);
    assertThat(score.getResults().get(0).getGrade()).isEqualTo(Grade.ILLEGAL);
    assertThat(score.getReport()).startsWith("1 tactic on 7 x 7, 4 in a row: 1 illegal move\n");
    assertThat(score.getResults().get(0).toString())
        .endsWith("played (3,3), which is not a legal move");
    TacticsScore none = TacticsScore.of(position -> null, List.of(WIN), 100);
    assertThat(none.getResults().get(0).toString()).endsWith("played no move (null)");
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
}
