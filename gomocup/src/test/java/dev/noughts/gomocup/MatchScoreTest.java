package dev.noughts.gomocup;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class MatchScoreTest {
  /**
   * fastchess's own test, {@code app/tests/elo_test.cpp}, "EloWDL 2": {@code Stats(136, 96, 111)}
   * (wins, losses, draws) has {@code diff() == 40.70} and {@code error() == 30.43}, to 1%.
   */
  @Test
  void eloAndItsErrorAreFastchessFigures() {
    MatchScore score = new MatchScore(136, 96, 111);

    assertThat(score.eloDifference()).isWithin(0.005).of(40.70);
    assertThat(score.eloError()).isWithin(0.005).of(30.43);
  }

  /** The same, worked by hand: s = 191.5 / 343, and the interval's ends from var / N. */
  @Test
  void eloIsTheLogisticModelsOfTheScore() {
    MatchScore score = new MatchScore(136, 96, 111);
    double s = 191.5 / 343;
    double variance =
        (136 * (1 - s) * (1 - s) + 111 * (0.5 - s) * (0.5 - s) + 96 * s * s) / 343 / 343;
    double low = s - 1.959964 * Math.sqrt(variance);
    double high = s + 1.959964 * Math.sqrt(variance);

    assertThat(score.score()).isWithin(1e-12).of(s);
    assertThat(score.eloDifference()).isWithin(1e-9).of(400 * Math.log10(s / (1 - s)));
    assertThat(score.eloError())
        .isWithin(1e-4)
        .of((400 * Math.log10(high / (1 - high)) - 400 * Math.log10(low / (1 - low))) / 2);
  }

  @Test
  void anEvenMatchIsZeroEloAndSeenFromTheOtherSideTheSignTurns() {
    assertThat(new MatchScore(10, 10, 5).eloDifference()).isWithin(1e-12).of(0);
    MatchScore ahead = new MatchScore(30, 20, 10);
    assertThat(ahead.reversed().eloDifference()).isWithin(1e-9).of(-ahead.eloDifference());
    assertThat(ahead.reversed().eloError()).isWithin(1e-9).of(ahead.eloError());
  }

  @Test
  void aClearSweepIsInfiniteAndNoGamesIsNoNumber() {
    assertThat(new MatchScore(4, 0, 0).eloDifference()).isPositiveInfinity();
    assertThat(new MatchScore(0, 4, 0).eloDifference()).isNegativeInfinity();
    assertThat(new MatchScore(4, 0, 0).eloError()).isPositiveInfinity();
    assertThat(MatchScore.none().eloDifference()).isNaN();
  }

  @Test
  void resultsAddUp() {
    MatchScore score = MatchScore.none().plusWin().plusDraw().plusLoss().plusWin();

    assertThat(score).isEqualTo(new MatchScore(2, 1, 1));
    assertThat(score.games()).isEqualTo(4);
    assertThat(score.points()).isEqualTo(2.5);
    assertThat(score.toString()).isEqualTo("W 2, L 1, D 1");
  }

  @Test
  void countsAreNeverNegative() {
    IllegalArgumentException thrown =
        assertThrows(IllegalArgumentException.class, () -> new MatchScore(1, -1, 0));

    assertThat(thrown)
        .hasMessageThat()
        .isEqualTo("wins, losses and draws are counts, at least 0: got 1, -1 and 0");
  }
}
