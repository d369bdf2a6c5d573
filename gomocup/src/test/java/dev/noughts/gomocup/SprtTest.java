package dev.noughts.gomocup;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SprtTest {
  /**
   * fastchess's own tests, {@code app/tests/sprt_test.cpp}, "logistic trinomial 1" and "2": {@code
   * Stats(21404, 21184, 40708)} (wins, losses, draws) under {@code SPRT(0.05, 0.05, 0.5, 2.5,
   * "logistic")} has a ratio of -1.57, and {@code Stats(57433, 57030, 106593)} under elo 0 to 2 of
   * -2.59, each to 1%.
   */
  @Test
  void ratiosAreFastchessFigures() {
    Sprt first = new Sprt(0.5, 2.5, 0.05, 0.05);
    Sprt second = new Sprt(0, 2, 0.05, 0.05);

    assertThat(first.logLikelihoodRatio(new MatchScore(21404, 21184, 40708)))
        .isWithin(0.0157)
        .of(-1.57);
    assertThat(second.logLikelihoodRatio(new MatchScore(57433, 57030, 106593)))
        .isWithin(0.0259)
        .of(-2.59);
  }

  /**
   * An independent oracle: for many games the ratio tends to the normal approximation cutechess and
   * the first fastchess used, {@code N (s1 - s0) (2 s - s0 - s1) / (2 var)}.
   */
  @Test
  void forManyGamesTheRatioIsTheNormalApproximation() {
    MatchScore score = new MatchScore(3100, 2900, 4000);
    Sprt sprt = new Sprt(-5, 5, 0.05, 0.05);
    double s0 = Sprt.scoreOf(-5);
    double s1 = Sprt.scoreOf(5);
    double s = score.score();
    double approximation =
        score.games() * (s1 - s0) * (2 * s - s0 - s1) / (2 * score.varianceOfOneGame());

    assertThat(sprt.logLikelihoodRatio(score))
        .isWithin(0.01 * Math.abs(approximation))
        .of(approximation);
  }

  /** Wald's bounds for alpha = beta = 0.05: ln(0.05 / 0.95) and its opposite, +-2.94. */
  @Test
  void boundsAreWalds() {
    Sprt sprt = new Sprt(0, 5, 0.05, 0.05);

    assertThat(sprt.lowerBound()).isWithin(1e-9).of(-2.9444389791664403);
    assertThat(sprt.upperBound()).isWithin(1e-9).of(2.9444389791664403);
    assertThat(new Sprt(0, 5, 0.1, 0.2).lowerBound()).isWithin(1e-12).of(Math.log(0.2 / 0.9));
    assertThat(new Sprt(0, 5, 0.1, 0.2).upperBound()).isWithin(1e-12).of(Math.log(0.8 / 0.1));
  }

  @Test
  void aMatchStopsWhenABoundIsCrossed() {
    Sprt sprt = new Sprt(0, 5, 0.05, 0.05);

    assertThat(sprt.state(MatchScore.none())).isEqualTo(Sprt.State.CONTINUE);
    assertThat(sprt.state(new MatchScore(10, 10, 10))).isEqualTo(Sprt.State.CONTINUE);
    assertThat(sprt.state(new MatchScore(1000, 0, 0))).isEqualTo(Sprt.State.H1_ACCEPTED);
    assertThat(sprt.state(new MatchScore(0, 1000, 0))).isEqualTo(Sprt.State.H0_ACCEPTED);
  }

  @Test
  void winsRaiseTheRatioAndLossesLowerIt() {
    Sprt sprt = new Sprt(0, 5, 0.05, 0.05);
    MatchScore score = new MatchScore(40, 40, 20);

    assertThat(sprt.logLikelihoodRatio(score.plusWin()))
        .isGreaterThan(sprt.logLikelihoodRatio(score));
    assertThat(sprt.logLikelihoodRatio(score.plusLoss()))
        .isLessThan(sprt.logLikelihoodRatio(score));
  }

  @Test
  void everyBadParameterIsNamedWithItsRange() {
    IllegalArgumentException thrown =
        assertThrows(IllegalArgumentException.class, () -> new Sprt(5, 0, 0, 1.5));

    assertThat(thrown)
        .hasMessageThat()
        .isEqualTo(
            "elo0 must be less than elo1, got elo0=5.0 and elo1=0.0; alpha must be between 0 and 1"
                + " (such as 0.05), got 0.0; beta must be between 0 and 1 (such as 0.05), got 1.5");
    assertThat(
            assertThrows(IllegalArgumentException.class, () -> new Sprt(0, 5, 0.6, 0.5))
                .getMessage())
        .isEqualTo("alpha + beta must be less than 1, got 1.1");
  }

  @Test
  void itIsWrittenAsTheCommandLineTakesIt() {
    assertThat(new Sprt(0, 5, 0.05, 0.05).toString())
        .isEqualTo("elo0=0 elo1=5 alpha=0.05 beta=0.05");
  }
}
