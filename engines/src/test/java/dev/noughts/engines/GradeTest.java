package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.Fixture;
import dev.noughts.Position;
import dev.noughts.Square;
import java.util.List;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** {@link Grade}: one grade for a move, whether a score or a sweep judged it. */
class GradeTest {
  private static final Position CORNER = Position.of("X - - / - - - / - - -");

  private static final Fixture ANSWER_THE_CORNER =
      Fixture.builder()
          .name("answerTheCorner")
          .position(CORNER)
          .bestMoves(List.of(new Square(2, 2)))
          .avoidMoves(List.of(new Square(1, 2)))
          .build();

  private static final Function<Position, @Nullable Square> SILENT = position -> null;

  @Test
  void noMoveIsGradedNoneByAScoreAndBySweepAlike() {
    Result scored = EngineScore.of(SILENT, List.of(ANSWER_THE_CORNER)).getResults().get(0);
    Result swept = EngineSweep.of(SILENT, List.of(CORNER)).getResults().get(0);
    assertThat(scored.grade()).isEqualTo(Grade.NONE);
    assertThat(swept.grade()).isEqualTo(Grade.NONE);
    assertThat(scored.isMiss()).isTrue();
    assertThat(swept.isMiss()).isTrue();
  }

  @Test
  void aMoveOffTheLegalOnesIsGradedIllegalByAScoreAndBySweepAlike() {
    Function<Position, Square> taken = position -> new Square(1, 1);
    assertThat(EngineScore.of(taken, List.of(ANSWER_THE_CORNER)).getResults().get(0).grade())
        .isEqualTo(Grade.ILLEGAL);
    assertThat(EngineSweep.of(taken, List.of(CORNER)).getResults().get(0).grade())
        .isEqualTo(Grade.ILLEGAL);
  }

  @Test
  void onlyIllegalAndMissingMovesAreIllegal() {
    for (Grade grade : Grade.values()) {
      assertThat(grade.isIllegal()).isEqualTo(grade == Grade.ILLEGAL || grade == Grade.NONE);
    }
  }

  @Test
  void onlyBestMovesEarnAndOnlyMovesToAvoidCost() {
    for (Grade grade : Grade.values()) {
      int expected =
          switch (grade) {
            case BEST -> 1;
            case AVOIDED -> -1;
            default -> 0;
          };
      assertThat(grade.getPoints()).isEqualTo(expected);
    }
  }

  @Test
  void anEngineThatGivesNoMoveFailsTheScoreSayingSo() {
    EngineScore score = EngineScore.of(SILENT, List.of(ANSWER_THE_CORNER));
    AssertionError failure = assertThrows(AssertionError.class, () -> score.assertAtLeast(-1));
    assertThat(failure).hasMessageThat().startsWith("the engine played 1 missing move\n");
  }

  @Test
  void aMoveGradedByProofCountsAsABestMoveAMoveToAvoidOrNeither() {
    assertThat(Grade.ofProof(ProofGrade.RIGHT)).isEqualTo(Grade.BEST);
    assertThat(Grade.ofProof(ProofGrade.UNRESOLVED)).isEqualTo(Grade.OTHER);
    assertThat(Grade.ofProof(ProofGrade.LOSING)).isEqualTo(Grade.AVOIDED);
    assertThat(Grade.ofProof(ProofGrade.ILLEGAL)).isEqualTo(Grade.ILLEGAL);
    assertThat(Grade.ofProof(ProofGrade.NONE)).isEqualTo(Grade.NONE);
  }

  @Test
  void aProvedMissIsALosingOrIllegalMoveOrNone() {
    for (ProofGrade grade : ProofGrade.values()) {
      assertThat(grade.isMiss())
          .isEqualTo(grade != ProofGrade.RIGHT && grade != ProofGrade.UNRESOLVED);
    }
  }
}
