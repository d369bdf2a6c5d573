package dev.noughts.examples;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.GameRecord;
import dev.noughts.Position;
import dev.noughts.Prover;
import dev.noughts.engines.Tactic;
import dev.noughts.engines.TacticsScore;
import dev.noughts.engines.ProofGrade;
import dev.noughts.engines.TacticsSelection;
import dev.noughts.engines.TacticsSuite;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** docs/tactics.md's engine example: a shallow search misses proved tactics, and says where. */
class TacticsScoreExampleTest {

  @Test
  void anEngineThatLooksTwoPliesAheadMissesWinsAndWalksIntoLosses() {
    // tag::tactics-score[]
    KInARowEngine engine = new KInARowEngine(2); // negamax, two plies deep
    TacticsScore score = TacticsScore.of(engine::move, 7, 7, 4); // the bundled 7 x 7 suite
    System.out.println(score.getReport()); // the counts, then each miss with its proof and board
    // end::tactics-score[]
    assertThat(score.getReport())
        .startsWith("250 tactics on 7 x 7, 4 in a row: 43 right, 5 unresolved, 202 losing\n");
    assertThat(score.getMisses().stream().map(TacticsScore.Result::getGrade).distinct())
        .containsExactly(ProofGrade.LOSING);
    assertThat(score.getUnresolved()).hasSize(5); // counted apart: no misses
    assertThrows(AssertionError.class, score::assertNoMisses);
  }

  /** Every position of a game the engine plays against one that looks four plies ahead. */
  private static List<Position> gameAgainstADeeperEngine(KInARowEngine engine, String opening) {
    KInARowEngine deeper = new KInARowEngine(4);
    List<Position> positions = new ArrayList<>();
    Position position = GameRecord.play(7, 7, 4, opening);
    while (!position.isOver()) {
      positions.add(position);
      KInARowEngine mover = positions.size() % 2 == 1 ? engine : deeper;
      position = position.play(mover.move(position));
    }
    return positions;
  }

  @Test
  void positionsOfYourOwnBecomeTacticsToScoreAnEngineOn() {
    KInARowEngine engine = new KInARowEngine(2);
    List<Position> positions = new ArrayList<>();
    for (String opening : List.of("4,4 3,3", "4,4 4,5", "3,3 5,5", "1,1 4,4")) {
      positions.addAll(gameAgainstADeeperEngine(engine, opening));
    }
    // tag::tactics-of-your-own[]
    Prover prover = new Prover();
    List<Tactic> mine = positions.stream().flatMap(p -> Tactic.prove(p, prover).stream()).toList();
    TacticsScore score = TacticsScore.of(engine::move, mine, Prover.DEFAULT_BUDGET);
    // end::tactics-of-your-own[]
    assertThat(positions).hasSize(75);
    assertThat(mine).hasSize(46);
    assertThat(score.getReport())
        .startsWith("46 tactics on 7 x 7, 4 in a row: 12 right, 8 unresolved, 26 losing\n");
  }

  @Test
  void partOfASuiteIsScoredTellingHowFarItIsAndJudgedAgainWithoutTheEngine() {
    KInARowEngine engine = new KInARowEngine(2);
    // tag::tactics-selection[]
    TacticsSelection winsByThrees =
        TacticsSelection.of(TacticsSuite.Bundled.TACTICS_7.tactics())
            .ofKind(Tactic.Kind.WIN_BY_THREES)
            .numbered(1, 120); // tactics 101 to 120, named by their numbers in the suite
    // end::tactics-selection[]
    List<String> told = new ArrayList<>();
    // tag::tactics-progress[]
    TacticsScore score =
        TacticsScore.of(
            engine::move,
            winsByThrees,
            1_000, // nodes a proof
            (result, judged, total) -> told.add(judged + " of " + total + ": " + result.getGrade()));
    System.out.println(score.getFullReport()); // every miss drawn, none left out
    // end::tactics-progress[]
    // tag::tactics-judged-again[]
    TacticsScore settled = score.judgedWith(Prover.DEFAULT_BUDGET); // the engine is not asked
    // end::tactics-judged-again[]
    assertThat(told).hasSize(20);
    assertThat(told.get(0)).isEqualTo("1 of 20: LOSING"); // tactic 101, the first of the 20
    assertThat(told.get(5)).isEqualTo("6 of 20: UNRESOLVED"); // tactic 106
    assertThat(score.getResults().get(0).getNumber()).isEqualTo(101);
    assertThat(score.getFullReport())
        .startsWith("20 tactics on 7 x 7, 4 in a row: 3 unresolved, 17 losing\n");
    assertThat(score.getFullReport()).contains("tactic 120: O wins by threes: (4,4) (6,4)");
    assertThat(score.getFullReport()).doesNotContain("not shown");
    assertThat(settled.getReport())
        .startsWith("20 tactics on 7 x 7, 4 in a row: 1 right, 19 losing\n");
    assertThat(settled.getMoves()).isEqualTo(score.getMoves());
  }
}
