package dev.noughts.gomocup;

import java.util.ArrayList;
import java.util.List;

/**
 * A sequential probability ratio test, SPRT, of a match: after each game, whether the first engine
 * is shown at most {@code elo0} stronger than the second (H0), at least {@code elo1} stronger (H1),
 * or the match must go on, with false positive rate {@code alpha} and false negative rate {@code
 * beta}. It is fastchess's {@code --sprt} with {@code model=logistic} on game results (the
 * trinomial model; {@code SPRT::getLLR} in {@code app/src/matchmaking/sprt/sprt.cpp}), an Elo
 * difference in the logistic model, as {@link MatchScore#eloDifference()}:
 *
 * <ul>
 *   <li>the bounds: the match stops with H0 once the log-likelihood ratio is at most {@code ln(beta
 *       / (1 - alpha))}, with H1 once it is at least {@code ln((1 - beta) / alpha)} (Wald's, the
 *       same in cutechess and fastchess);
 *   <li>the ratio, the generalized SPRT of M. Van den Bergh, "Comments on Normalized Elo",
 *       proposition 1.1 (https://www.cantate.be/Fishtest/normalized_elo_practical.pdf): the games'
 *       distribution over the points {@code a = 0, 1/2, 1} is {@code q} (a count of 0 taken as
 *       0.001, as fastchess does, so that a match of wins alone has a ratio); for each hypothesis'
 *       score {@code s = 1 / (1 + 10^(-elo / 400))} the likeliest distribution with mean {@code s}
 *       is {@code p_i = q_i / (1 + t (a_i - s))}, t the root of {@code sum q_i (a_i - s) / (1 + t
 *       (a_i - s)) = 0} between {@code -1 / (1 - s)} and {@code 1 / s}; the ratio is {@code N sum
 *       q_i (ln p1_i - ln p0_i)}, N the games.
 * </ul>
 *
 * <p>cutechess's {@code Sprt} (BayesElo, a draw-Elo estimated from the games) and fastchess's
 * {@code normalized} and pentanomial models give other figures for the same games; this is the one
 * model noughts computes.
 *
 * @param elo0 the Elo difference of H0
 * @param elo1 the Elo difference of H1, more than {@code elo0}
 * @param alpha the false positive rate, the chance to accept H1 when H0 holds: between 0 and 1
 * @param beta the false negative rate: between 0 and 1, with {@code alpha + beta} under 1
 * @since 0.1.0
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {
  /** What a count of 0 is taken as, as fastchess does. */
  private static final double EMPTY = 1e-3;

  /** The games' points, a loss, a draw and a win. */
  private static final double[] POINTS = {0, 0.5, 1};

  /** Where a test stands. */
  public enum State {
    /** Neither bound crossed: play on. */
    CONTINUE,
    /** The lower bound crossed: the first engine is not {@code elo1} stronger. */
    H0_ACCEPTED,
    /** The upper bound crossed: the first engine is at least {@code elo1} stronger. */
    H1_ACCEPTED
  }

  /**
   * Checks the parameters.
   *
   * @throws IllegalArgumentException naming every parameter out of its range, and its range
   */
  public Sprt {
    List<String> problems = problems(elo0, elo1, alpha, beta);
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(String.join("; ", problems));
    }
  }

  /** What is wrong with these parameters, one sentence each; empty when they make a test. */
  static List<String> problems(double elo0, double elo1, double alpha, double beta) {
    List<String> problems = new ArrayList<>();
    if (!Double.isFinite(elo0) || !Double.isFinite(elo1)) {
      problems.add("elo0 and elo1 must be numbers, got " + elo0 + " and " + elo1);
    } else if (elo0 >= elo1) {
      problems.add("elo0 must be less than elo1, got elo0=" + elo0 + " and elo1=" + elo1);
    }
    if (!(alpha > 0 && alpha < 1)) {
      problems.add("alpha must be between 0 and 1 (such as 0.05), got " + alpha);
    }
    if (!(beta > 0 && beta < 1)) {
      problems.add("beta must be between 0 and 1 (such as 0.05), got " + beta);
    }
    if (alpha > 0 && beta > 0 && alpha + beta >= 1) {
      problems.add("alpha + beta must be less than 1, got " + (alpha + beta));
    }
    return problems;
  }

  /** The lower bound, {@code ln(beta / (1 - alpha))}: H0 at or below it. */
  public double lowerBound() {
    return Math.log(beta / (1 - alpha));
  }

  /** The upper bound, {@code ln((1 - beta) / alpha)}: H1 at or above it. */
  public double upperBound() {
    return Math.log((1 - beta) / alpha);
  }

  /** The log-likelihood ratio of H1 to H0 after the games of {@code score}: 0 before any. */
  public double logLikelihoodRatio(MatchScore score) {
    if (score.games() == 0) {
      return 0;
    }
    double[] counts = {
      regularized(score.losses()), regularized(score.draws()), regularized(score.wins())
    };
    double total = counts[0] + counts[1] + counts[2];
    double[] observed = new double[3];
    for (int i = 0; i < 3; i++) {
      observed[i] = counts[i] / total;
    }
    double[] p0 = likeliest(observed, scoreOf(elo0));
    double[] p1 = likeliest(observed, scoreOf(elo1));
    double ratio = 0;
    for (int i = 0; i < 3; i++) {
      ratio += observed[i] * (Math.log(p1[i]) - Math.log(p0[i]));
    }
    return total * ratio;
  }

  /** Where the test stands after the games of {@code score}. */
  public State state(MatchScore score) {
    double ratio = logLikelihoodRatio(score);
    if (ratio >= upperBound()) {
      return State.H1_ACCEPTED;
    }
    return ratio <= lowerBound() ? State.H0_ACCEPTED : State.CONTINUE;
  }

  /** For example {@code elo0=0 elo1=5 alpha=0.05 beta=0.05}, as the command line takes it. */
  @Override
  public String toString() {
    return "elo0="
        + number(elo0)
        + " elo1="
        + number(elo1)
        + " alpha="
        + number(alpha)
        + " beta="
        + number(beta);
  }

  private static String number(double value) {
    return value == Math.rint(value) && Math.abs(value) < 1e15
        ? Long.toString((long) value)
        : Double.toString(value);
  }

  private static double regularized(int count) {
    return count == 0 ? EMPTY : count;
  }

  /** The expected score of an Elo difference in the logistic model. */
  static double scoreOf(double elo) {
    return 1 / (1 + Math.pow(10, -elo / 400));
  }

  /**
   * The distribution over {@link #POINTS} closest to {@code observed} (by likelihood) whose mean is
   * {@code mean}: {@code observed_i / (1 + t (a_i - mean))}, t found by bisection, since the sum it
   * zeroes falls strictly from +infinity to -infinity across its interval.
   */
  private static double[] likeliest(double[] observed, double mean) {
    double low = -1 / (POINTS[2] - mean);
    double high = -1 / (POINTS[0] - mean);
    for (int i = 0; i < 200; i++) {
      double middle = (low + high) / 2;
      if (middle <= low || middle >= high) {
        break; // as close as doubles go
      }
      double sum = 0;
      for (int j = 0; j < 3; j++) {
        double deviation = POINTS[j] - mean;
        sum += observed[j] * deviation / (1 + middle * deviation);
      }
      if (sum > 0) {
        low = middle;
      } else {
        high = middle;
      }
    }
    double theta = (low + high) / 2;
    double[] likeliest = new double[3];
    for (int j = 0; j < 3; j++) {
      likeliest[j] = observed[j] / (1 + theta * (POINTS[j] - mean));
    }
    return likeliest;
  }
}
