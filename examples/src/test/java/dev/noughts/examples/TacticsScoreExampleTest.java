package dev.noughts.examples;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.GameRecord;
import dev.noughts.Position;
import dev.noughts.Prover;
import dev.noughts.engines.Tactic;
import dev.noughts.engines.TacticsScore;
import dev.noughts.engines.TacticsScore.Grade;
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
        .startsWith("250 tactics on 7 x 7, 4 in a row: 41 right, 5 unresolved, 204 losing\n");
    assertThat(score.getMisses().stream().map(TacticsScore.Result::getGrade).distinct())
        .containsExactly(Grade.LOSING);
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
}
