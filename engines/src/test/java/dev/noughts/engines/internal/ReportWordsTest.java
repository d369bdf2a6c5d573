package dev.noughts.engines.internal;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Square;
import dev.noughts.engines.MissProof;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link ReportWords}: the one place that words moves and proofs for every report. */
class ReportWordsTest {
  /** X to move with four in a row open at (1,5): a win in one ply. */
  private static final Proof.Win FOUR =
      (Proof.Win) new Prover().prove(Position.of(5, "X X X X - - / O O O - - - / O - - - - -"));

  @Test
  void squaresAreListedWithSpacesAndALineWithItsPlies() {
    assertThat(ReportWords.squares(List.of(new Square(1, 2), new Square(2, 1))))
        .isEqualTo("(1,2) (2,1)");
    assertThat(ReportWords.plies(1)).isEqualTo("1 ply at most");
    assertThat(ReportWords.plies(3)).isEqualTo("3 plies at most");
    assertThat(ReportWords.lineAndPlies(List.of(new Square(1, 4), new Square(1, 1))))
        .isEqualTo("line (1,4) (1,1), 2 plies at most");
  }

  @Test
  void aMissProofIsOneFactNamedByWhatItShows() {
    assertThat(ReportWords.missFact(new MissProof(MissProof.Kind.LOSES, FOUR)))
        .isEqualTo(new FailureLayout.Fact("which loses", FOUR + ", 1 ply at most"));
    assertThat(ReportWords.missFact(new MissProof(MissProof.Kind.GIVES_UP_A_WIN, FOUR)))
        .isEqualTo(new FailureLayout.Fact("a proved win", "line (1,5), 1 ply at most"));
    assertThat(new MissProof(MissProof.Kind.GIVES_UP_A_WIN, FOUR).toString())
        .isEqualTo("a proved win: line (1,5), 1 ply at most");
  }
}
