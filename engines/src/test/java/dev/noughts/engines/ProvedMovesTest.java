package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.engines.TacticExamples.DEFENCE;
import static dev.noughts.engines.TacticExamples.WIN;

import dev.noughts.Fixture;
import dev.noughts.Position;
import dev.noughts.Prover;
import dev.noughts.Square;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link ProvedMoves}: a tactic and a fixture's proved moves as one model, judged by one judge. */
class ProvedMovesTest {
  private static final ProofJudge JUDGE = new ProofJudge(new Prover());

  /** A fixture that lists what {@code tactic} proves, as the processor would check it. */
  private static Fixture fixtureOf(Tactic tactic) {
    boolean win = tactic.getKind().isWin();
    return Fixture.builder()
        .name("sameAsTheTactic")
        .position(tactic.getPosition())
        .winningMoves(win ? tactic.getMoves() : List.of())
        .onlyMoves(win ? List.of() : tactic.getMoves())
        .build();
  }

  @Test
  void aWinsMovesAreWinningMovesAndADefencesTheOnlyMoves() {
    assertThat(ProvedMoves.of(WIN))
        .isEqualTo(new ProvedMoves(WIN.getPosition(), WIN.getMoves(), List.of(), List.of()));
    assertThat(ProvedMoves.of(DEFENCE))
        .isEqualTo(
            new ProvedMoves(DEFENCE.getPosition(), List.of(), DEFENCE.getMoves(), List.of()));
    assertThat(ProvedMoves.of(WIN).isWin()).isTrue();
    assertThat(ProvedMoves.of(DEFENCE).isWin()).isFalse();
  }

  @Test
  void aFixtureListingATacticsMovesIsTheSameModel() {
    assertThat(ProvedMoves.of(fixtureOf(WIN))).isEqualTo(ProvedMoves.of(WIN));
    assertThat(ProvedMoves.of(fixtureOf(DEFENCE))).isEqualTo(ProvedMoves.of(DEFENCE));
  }

  @Test
  void aFixtureThatListsNoProvedMoveIsEmpty() {
    Fixture listsBestMovesOnly =
        Fixture.builder()
            .name("corner")
            .position(Position.of("X - - / - - - / - - -"))
            .bestMoves(List.of(new Square(2, 2)))
            .build();
    assertThat(ProvedMoves.of(listsBestMovesOnly).isEmpty()).isTrue();
    assertThat(ProvedMoves.of(WIN).isEmpty()).isFalse();
  }

  @Test
  void theScoreOfAFixtureCountsWhatTheJudgeGradesInTheTacticOnEveryLegalMove() {
    // The one judge, on one model: a fixture's grade is the tactic's, counted in points.
    Fixture fixture = fixtureOf(WIN);
    for (Square move : WIN.getPosition().getLegalMoves()) {
      ProofGrade byProof = JUDGE.judge(WIN, move).grade();
      assertThat(EngineScore.grade(fixture, move)).isEqualTo(Grade.ofProof(byProof));
    }
  }

  @Test
  void theListsAreCopied() {
    List<Square> moves = new ArrayList<>(List.of(new Square(3, 2)));
    ProvedMoves proved = new ProvedMoves(WIN.getPosition(), moves, List.of(), List.of());
    moves.clear();
    assertThat(proved.winningMoves()).containsExactly(new Square(3, 2));
  }
}
