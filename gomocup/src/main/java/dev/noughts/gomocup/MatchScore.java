package dev.noughts.gomocup;

import java.util.Objects;

/**
 * A match's result from the first engine's side: its wins, losses and draws, and what they say of
 * the two engines' strength: the score, the Elo difference and its 95% interval, computed as
 * cutechess ({@code Elo} in {@code projects/lib/src/elo.cpp}) and fastchess ({@code EloWDL} in
 * {@code app/src/elo/elo_wdl.cpp}) compute them, from the games alone (the trinomial model: each
 * game a win, a draw or a loss, independent of the others).
 *
 * <ul>
 *   <li>the score {@code s = (W + D / 2) / N}, N the games;
 *   <li>the Elo difference {@code elo(s) = -400 log10(1 / s - 1)}, the logistic model's;
 *   <li>the interval: the variance of one game's points {@code var = w (1 - s)^2 + d (1/2 - s)^2 +
 *       l s^2} (w, d, l the fractions of wins, draws and losses), the score's standard error {@code
 *       sqrt(var / N)}, the score's 95% interval {@code s +- 1.959964 sqrt(var / N)}, and the Elo
 *       error half the distance between the Elo of its ends.
 * </ul>
 *
 * <p>A score of 0 or 1 has an infinite Elo difference, and a match of no games none at all (NaN).
 * Beside the games, the {@linkplain PairScore pairs} they make (an opening played with both
 * colours), for {@link Sprt.Model#PENTANOMIAL}.
 *
 * @param wins the first engine's wins, at least 0
 * @param losses its losses, at least 0
 * @param draws the draws, at least 0
 * @param pairs the pairs of games both finished, each game of them also counted in the others
 * @since 0.1.0
 */
public record MatchScore(int wins, int losses, int draws, PairScore pairs) {
  /** The standard normal quantile of 0.975: a 95% interval is the mean +- this many errors. */
  static final double Z_95 = 1.959963984540054;

  /** Games without pairs: a score of games alone. */
  public MatchScore(int wins, int losses, int draws) {
    this(wins, losses, draws, PairScore.none());
  }

  /** Checks that no count is negative. */
  public MatchScore {
    Objects.requireNonNull(pairs, "pairs");
    if (wins < 0 || losses < 0 || draws < 0) {
      throw new IllegalArgumentException(
          "wins, losses and draws are counts, at least 0: got "
              + wins
              + ", "
              + losses
              + " and "
              + draws);
    }
  }

  /** No game played. */
  public static MatchScore none() {
    return new MatchScore(0, 0, 0);
  }

  /** This score with one more win. */
  public MatchScore plusWin() {
    return new MatchScore(wins + 1, losses, draws, pairs);
  }

  /** This score with one more loss. */
  public MatchScore plusLoss() {
    return new MatchScore(wins, losses + 1, draws, pairs);
  }

  /** This score with one more draw. */
  public MatchScore plusDraw() {
    return new MatchScore(wins, losses, draws + 1, pairs);
  }

  /**
   * This score with one more pair of the games already counted, which gave the first engine {@code
   * first} and {@code second} points (0, 0.5 or 1 each), as {@link PairScore#plus} counts it.
   */
  public MatchScore plusPair(double first, double second) {
    return new MatchScore(wins, losses, draws, pairs.plus(first, second));
  }

  /** The same games seen from the other engine: its wins are these losses. */
  public MatchScore reversed() {
    return new MatchScore(losses, wins, draws, pairs.reversed());
  }

  /** The games played. */
  public int games() {
    return wins + losses + draws;
  }

  /** The points won: a win 1, a draw 1/2. */
  public double points() {
    return wins + draws / 2.0;
  }

  /** The points won per game, from 0 to 1; NaN before any game. */
  public double score() {
    return points() / games();
  }

  /**
   * The variance of one game's points about the {@linkplain #score() score}: {@code w (1 - s)^2 + d
   * (1/2 - s)^2 + l s^2}; NaN before any game.
   */
  double varianceOfOneGame() {
    double n = games();
    double s = score();
    return wins / n * (1 - s) * (1 - s) + draws / n * (0.5 - s) * (0.5 - s) + losses / n * s * s;
  }

  /**
   * The first engine's Elo advantage in the logistic model, {@code -400 log10(1 / s - 1)}: positive
   * when it scored more than half the points; infinite for a score of 0 or 1; NaN before any game.
   */
  public double eloDifference() {
    return elo(score());
  }

  /**
   * Half the width of the 95% interval of the {@linkplain #eloDifference() Elo difference}, the
   * {@code +-} figure cutechess and fastchess print: the Elo of the score's interval's ends, {@code
   * s +- 1.959964 sqrt(var / N)}, halved apart. Infinite when an end reaches 0 or 1 (as after a
   * single game), NaN before any game.
   */
  public double eloError() {
    double s = score();
    if (s <= 0 || s >= 1) {
      return Double.POSITIVE_INFINITY;
    }
    double error = Z_95 * Math.sqrt(varianceOfOneGame() / games());
    return (elo(s + error) - elo(s - error)) / 2;
  }

  /** The Elo difference of a score: {@code -400 log10(1 / s - 1)}, infinite outside (0, 1). */
  static double elo(double score) {
    if (score >= 1) {
      return Double.POSITIVE_INFINITY;
    }
    if (score <= 0) {
      return Double.NEGATIVE_INFINITY;
    }
    return -400 * Math.log10(1 / score - 1);
  }

  /** For example {@code W 136, L 96, D 111}. */
  @Override
  public String toString() {
    return "W " + wins + ", L " + losses + ", D " + draws;
  }
}
