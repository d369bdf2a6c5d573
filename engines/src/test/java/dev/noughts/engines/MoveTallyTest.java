package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Fixture;
import dev.noughts.Position;
import dev.noughts.Square;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link MoveTally}: counts in words, singular for one and plural for any other count. */
class MoveTallyTest {
  private static final Fixture FIXTURE =
      Fixture.builder()
          .name("answerTheCorner")
          .position(Position.of("X - - / - - - / - - -"))
          .bestMoves(List.of(new Square(2, 2)))
          .avoidMoves(List.of(new Square(1, 2)))
          .build();

  private static List<Result> results(Grade... grades) {
    return List.of(grades).stream().map(grade -> new Result(FIXTURE, null, grade)).toList();
  }

  @Test
  void oneOfAGradeIsSingularAndAnyOtherCountPlural() {
    assertThat(MoveTally.of(results(Grade.AVOIDED), "none")).isEqualTo("1 move to avoid");
    assertThat(MoveTally.of(results(Grade.AVOIDED, Grade.AVOIDED), "none"))
        .isEqualTo("2 moves to avoid");
    assertThat(MoveTally.of(results(Grade.NONE, Grade.WORSE, Grade.NONE), "none"))
        .isEqualTo("1 worse move, 2 missing moves");
  }

  @Test
  void everyGradeHasBothForms() {
    for (Grade grade : Grade.values()) {
      assertThat(MoveTally.of(results(grade), "none")).startsWith("1 ");
      assertThat(MoveTally.of(results(grade), "none")).doesNotContain("moves");
      assertThat(MoveTally.of(results(grade, grade), "none")).contains("moves");
    }
  }

  @Test
  void proofGradesAreCountedAsATacticsReportCountsThem() {
    List<ProofGrade> grades =
        List.of(ProofGrade.NONE, ProofGrade.RIGHT, ProofGrade.LOSING, ProofGrade.RIGHT);
    assertThat(MoveTally.of(ProofGrade.class, grades, ProofGrade::noun, "none"))
        .isEqualTo("2 right, 1 losing, 1 missing move");
    assertThat(
            MoveTally.of(
                ProofGrade.class,
                List.of(ProofGrade.ILLEGAL, ProofGrade.ILLEGAL, ProofGrade.UNRESOLVED),
                ProofGrade::noun,
                "none"))
        .isEqualTo("1 unresolved, 2 illegal moves");
  }

  @Test
  void largeCountsAreGroupedAndNoneIsSaid() {
    assertThat(new MoveTally.Noun("position", "positions").count(4520))
        .isEqualTo("4,520 positions");
    assertThat(new MoveTally.Noun("position", "positions").count(0)).isEqualTo("0 positions");
    assertThat(MoveTally.of(List.of(), "none to sweep")).isEqualTo("none to sweep");
  }
}
