package dev.noughts.gomocup;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Pairs of games, an opening with both colours, counted as fastchess counts them. */
class PairScoreTest {
  @Test
  void eachPairIsCountedByItsTwoResultsInEitherOrder() {
    PairScore pairs =
        PairScore.none()
            .plus(0, 0)
            .plus(0.5, 0)
            .plus(0, 0.5)
            .plus(1, 0)
            .plus(0, 1)
            .plus(0.5, 0.5)
            .plus(1, 0.5)
            .plus(1, 1);

    assertThat(pairs).isEqualTo(new PairScore(1, 2, 2, 1, 1, 1));
    assertThat(pairs.pairs()).isEqualTo(8);
    assertThat(pairs.byPoints()).containsExactly(1, 2, 3, 1, 1).inOrder();
    assertThat(pairs.toString()).isEqualTo("LL 1, LD 2, WL 2, DD 1, WD 1, WW 1");
  }

  @Test
  void theOtherEngineSeesTheWinsAsLosses() {
    assertThat(new PairScore(1, 2, 3, 4, 5, 6).reversed())
        .isEqualTo(new PairScore(6, 5, 3, 4, 2, 1));
  }

  @Test
  void aGameIsWorth0HalfOr1AndACountIsNeverNegative() {
    assertThat(assertThrows(IllegalArgumentException.class, () -> PairScore.none().plus(1, 2)))
        .hasMessageThat()
        .isEqualTo("a game's points are 0 (a loss), 0.5 (a draw) or 1 (a win), got 2.0");
    assertThat(assertThrows(IllegalArgumentException.class, () -> new PairScore(0, -1, 0, 0, 0, 0)))
        .hasMessageThat()
        .isEqualTo("the pairs are counts, at least 0: got LL 0, LD -1, WL 0, DD 0, WD 0, WW 0");
  }

  @Test
  void aMatchScoreKeepsItsPairsAsItCountsGames() {
    MatchScore score = MatchScore.none().plusWin().plusDraw().plusPair(1, 0.5).plusLoss();

    assertThat(score).isEqualTo(new MatchScore(1, 1, 1, new PairScore(0, 0, 0, 0, 1, 0)));
    assertThat(score.reversed().pairs()).isEqualTo(new PairScore(0, 1, 0, 0, 0, 0));
    assertThat(new MatchScore(2, 3, 4).pairs()).isEqualTo(PairScore.none());
  }
}
