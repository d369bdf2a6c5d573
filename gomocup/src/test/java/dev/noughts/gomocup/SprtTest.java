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
  void trinomialRatiosAreFastchessFigures() {
    Sprt first = new Sprt(0.5, 2.5, 0.05, 0.05, Sprt.Model.TRINOMIAL);
    Sprt second = new Sprt(0, 2, 0.05, 0.05, Sprt.Model.TRINOMIAL);

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
  void forManyGamesTheTrinomialRatioIsTheNormalApproximation() {
    MatchScore score = new MatchScore(3100, 2900, 4000);
    Sprt sprt = new Sprt(-5, 5, 0.05, 0.05, Sprt.Model.TRINOMIAL);
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

  /**
   * fastchess's own tests, {@code app/tests/sprt_test.cpp}, "logistic pentanomial 1" and "2":
   * {@code Stats(223, 9863, 20279, 1000, 10037, 246)} (pairs LL, LD, WL, DD, WD, WW) under {@code
   * SPRT(0.05, 0.05, 0.5, 2.5, "logistic")} has a ratio of -3.07, and {@code Stats(871, 26175,
   * 55003, 980, 26678, 821)} under elo 0 to 2 of -4.98, each to 1%.
   */
  @Test
  void pentanomialRatiosAreFastchessFigures() {
    Sprt first = new Sprt(0.5, 2.5, 0.05, 0.05, Sprt.Model.PENTANOMIAL);
    Sprt second = new Sprt(0, 2, 0.05, 0.05, Sprt.Model.PENTANOMIAL);

    assertThat(first.logLikelihoodRatio(paired(new PairScore(223, 9863, 20279, 1000, 10037, 246))))
        .isWithin(0.0307)
        .of(-3.07);
    assertThat(second.logLikelihoodRatio(paired(new PairScore(871, 26175, 55003, 980, 26678, 821))))
        .isWithin(0.0498)
        .of(-4.98);
  }

  /**
   * An independent oracle: for many pairs the ratio tends to the normal approximation on the pairs,
   * {@code N (s1 - s0) (2 s - s0 - s1) / (2 var)}, N the pairs, s and var the mean and variance of
   * a pair's points a game.
   */
  @Test
  void forManyPairsThePentanomialRatioIsTheNormalApproximation() {
    PairScore pairs = new PairScore(300, 1200, 1500, 900, 1300, 350);
    Sprt sprt = new Sprt(-5, 5, 0.05, 0.05, Sprt.Model.PENTANOMIAL);
    double[] points = {0, 0.25, 0.5, 0.75, 1};
    double n = pairs.pairs();
    double mean = 0;
    for (int i = 0; i < 5; i++) {
      mean += points[i] * pairs.byPoints().get(i) / n;
    }
    double variance = 0;
    for (int i = 0; i < 5; i++) {
      variance += (points[i] - mean) * (points[i] - mean) * pairs.byPoints().get(i) / n;
    }
    double s0 = Sprt.scoreOf(-5);
    double s1 = Sprt.scoreOf(5);
    double approximation = n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);

    assertThat(sprt.logLikelihoodRatio(paired(pairs)))
        .isWithin(0.01 * Math.abs(approximation))
        .of(approximation);
  }

  /**
   * cutechess's own tests, {@code projects/lib/tests/sprt/tst_sprt.cpp}, each to 0.01 as there:
   * elo0 0, elo1 10, alpha = beta = 0.01; 1477 wins, 1351 losses, 2942 draws give a ratio of 2.52;
   * 555, 555 and 298 give -0.74; 3, 149 and 1 give -4.69; the bounds are -4.6 and 4.6.
   */
  @Test
  void bayesEloRatiosAreCutechessFigures() {
    Sprt sprt = new Sprt(0, 10, 0.01, 0.01, Sprt.Model.BAYESELO);

    assertThat(sprt.logLikelihoodRatio(new MatchScore(1477, 1351, 2942))).isWithin(0.01).of(2.52);
    assertThat(sprt.logLikelihoodRatio(new MatchScore(555, 555, 298))).isWithin(0.01).of(-0.74);
    assertThat(sprt.logLikelihoodRatio(new MatchScore(3, 149, 1))).isWithin(0.01).of(-4.69);
    assertThat(sprt.lowerBound()).isWithin(0.01).of(-4.6);
    assertThat(sprt.upperBound()).isWithin(0.01).of(4.6);
  }

  @Test
  void thePentanomialModelCountsPairsOnly() {
    Sprt sprt = new Sprt(0, 5, 0.05, 0.05);
    MatchScore oneGame = MatchScore.none().plusWin();
    MatchScore onePair = oneGame.plusLoss().plusPair(1, 0);

    assertThat(sprt.model()).isEqualTo(Sprt.Model.PENTANOMIAL);
    assertThat(sprt.logLikelihoodRatio(new MatchScore(500, 0, 0))).isEqualTo(0);
    assertThat(sprt.logLikelihoodRatio(onePair)).isNotEqualTo(0);
    assertThat(sprt.state(paired(new PairScore(0, 0, 0, 0, 0, 500))))
        .isEqualTo(Sprt.State.H1_ACCEPTED);
    assertThat(sprt.state(paired(new PairScore(500, 0, 0, 0, 0, 0))))
        .isEqualTo(Sprt.State.H0_ACCEPTED);
    // a pair of a win and a loss says the engines are even: the same as two draws
    assertThat(sprt.logLikelihoodRatio(paired(new PairScore(3, 5, 20, 0, 6, 2))))
        .isEqualTo(sprt.logLikelihoodRatio(paired(new PairScore(3, 5, 0, 20, 6, 2))));
  }

  /** A score of {@code pairs} and of the games they hold. */
  private static MatchScore paired(PairScore pairs) {
    int wins = pairs.winLoss() + pairs.winDraw() + 2 * pairs.winWin();
    int losses = pairs.winLoss() + pairs.lossDraw() + 2 * pairs.lossLoss();
    int draws = 2 * pairs.drawDraw() + pairs.lossDraw() + pairs.winDraw();
    return new MatchScore(wins, losses, draws, pairs);
  }

  @Test
  void aMatchStopsWhenABoundIsCrossed() {
    Sprt sprt = new Sprt(0, 5, 0.05, 0.05, Sprt.Model.TRINOMIAL);

    assertThat(sprt.state(MatchScore.none())).isEqualTo(Sprt.State.CONTINUE);
    assertThat(sprt.state(new MatchScore(10, 10, 10))).isEqualTo(Sprt.State.CONTINUE);
    assertThat(sprt.state(new MatchScore(1000, 0, 0))).isEqualTo(Sprt.State.H1_ACCEPTED);
    assertThat(sprt.state(new MatchScore(0, 1000, 0))).isEqualTo(Sprt.State.H0_ACCEPTED);
  }

  @Test
  void winsRaiseTheRatioAndLossesLowerItInEveryModel() {
    for (Sprt.Model model : Sprt.Model.values()) {
      Sprt sprt = new Sprt(0, 5, 0.05, 0.05, model);
      MatchScore score = paired(new PairScore(5, 10, 10, 5, 10, 5));

      assertThat(sprt.logLikelihoodRatio(score.plusWin().plusWin().plusPair(1, 1)))
          .isGreaterThan(sprt.logLikelihoodRatio(score));
      assertThat(sprt.logLikelihoodRatio(score.plusLoss().plusLoss().plusPair(0, 0)))
          .isLessThan(sprt.logLikelihoodRatio(score));
    }
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
        .isEqualTo("elo0=0 elo1=5 alpha=0.05 beta=0.05 model=pentanomial");
    assertThat(new Sprt(-1.5, 2, 0.1, 0.05, Sprt.Model.BAYESELO).toString())
        .isEqualTo("elo0=-1.5 elo1=2 alpha=0.1 beta=0.05 model=bayeselo");
  }
}
