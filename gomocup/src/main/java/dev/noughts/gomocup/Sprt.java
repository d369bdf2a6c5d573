package dev.noughts.gomocup;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A sequential probability ratio test, SPRT, of a match: after each game, whether the first engine
 * is shown at most {@code elo0} stronger than the second (H0), at least {@code elo1} stronger (H1),
 * or the match must go on, with false positive rate {@code alpha} and false negative rate {@code
 * beta}. The bounds are Wald's, the same in cutechess and fastchess: the match stops with H0 once
 * the log-likelihood ratio is at most {@code ln(beta / (1 - alpha))}, with H1 once it is at least
 * {@code ln((1 - beta) / alpha)}. The ratio is the {@link Model}'s, three as the two tools compute
 * them:
 *
 * <ul>
 *   <li>{@link Model#PENTANOMIAL}, the default: fastchess's {@code --sprt model=logistic} on pairs
 *       of games ({@code SPRT::getLLR} with six counts in {@code
 *       app/src/matchmaking/sprt/sprt.cpp}), an Elo difference in the logistic model, as {@link
 *       MatchScore#eloDifference()}. Each {@linkplain PairScore pair} is worth 0, 1/4, 1/2, 3/4 or
 *       1 a game (LL, LD, WL or DD, WD, WW); with {@code q} the pairs' distribution over these
 *       points (a count of 0 taken as 0.001, as fastchess does) and {@code s = 1 / (1 + 10^(-elo /
 *       400))} each hypothesis' score, the likeliest distribution with mean {@code s} is {@code p_i
 *       = q_i / (1 + t (a_i - s))}, t the root of {@code sum q_i (a_i - s) / (1 + t (a_i - s)) = 0}
 *       between {@code -1 / (1 - s)} and {@code 1 / s} (M. Van den Bergh, "Comparing the
 *       approximations for the generalized log likelihood ratio of a multinomial distribution",
 *       proposition 1.1, https://www.cantate.be/Fishtest/comparing_approximations.pdf); the ratio
 *       is {@code N sum q_i (ln p1_i - ln p0_i)}, N the pairs. The default because a {@link Match}
 *       plays each opening with both colours: the two games of a pair are not independent (an
 *       opening that favours X gives each engine a win), and counting them alone misjudges the
 *       variance, where the pair is independent of the other pairs. Only pairs both finished count;
 *       before the first, the ratio is 0.
 *   <li>{@link Model#TRINOMIAL}: the same on game results, each game a win, a draw or a loss
 *       (points 0, 1/2, 1; N the games): fastchess's {@code model=logistic} with pentanomial
 *       reports off.
 *   <li>{@link Model#BAYESELO}: cutechess's {@code -sprt} ({@code Sprt::status} in {@code
 *       projects/lib/src/sprt.cpp}), after M. Coulom's BayesElo: half a game added to each of W, L
 *       and D (a Jeffreys prior); from their fractions {@code w, l} the draw Elo {@code drawElo =
 *       200 log10((1 - l) / l * (1 - w) / w)}; each hypothesis' Elo divided by the scale {@code 4x
 *       / (1 + x)^2}, {@code x = 10^(-drawElo / 400)}, to a BayesElo {@code b}, whose win and loss
 *       chances are {@code 1 / (1 + 10^((drawElo - b) / 400))} and {@code 1 / (1 + 10^((drawElo +
 *       b) / 400))}, the draw's the rest; the ratio is {@code W ln(w1 / w0) + L ln(l1 / l0) + D
 *       ln(d1 / d0)} on the counts with their halves. Before any game, 0.
 * </ul>
 *
 * <p>fastchess's {@code normalized} model gives other figures for the same games; noughts does not
 * compute it.
 *
 * @param elo0 the Elo difference of H0
 * @param elo1 the Elo difference of H1, more than {@code elo0}
 * @param alpha the false positive rate, the chance to accept H1 when H0 holds: between 0 and 1
 * @param beta the false negative rate: between 0 and 1, with {@code alpha + beta} under 1
 * @param model how the games give the log-likelihood ratio
 * @since 0.1.0
 */
public record Sprt(double elo0, double elo1, double alpha, double beta, Model model) {
  /** What a count of 0 is taken as, as fastchess does. */
  private static final double EMPTY = 1e-3;

  /** A game's points, a loss, a draw and a win. */
  private static final double[] GAME_POINTS = {0, 0.5, 1};

  /** A pair's points a game: LL, LD, WL or DD, WD, WW. */
  private static final double[] PAIR_POINTS = {0, 0.25, 0.5, 0.75, 1};

  /** How the games give the log-likelihood ratio: the class's Javadoc has each formula. */
  public enum Model {
    /** fastchess's logistic model on game results. */
    TRINOMIAL,
    /** fastchess's logistic model on pairs of games, an opening with both colours: the default. */
    PENTANOMIAL,
    /** cutechess's model: BayesElo, its draw Elo estimated from the games. */
    BAYESELO;

    /** Its name as {@code --sprt model=...} takes it: {@code pentanomial}. */
    @Override
    public String toString() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

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
   * A test of the {@linkplain Model#PENTANOMIAL pentanomial} model.
   *
   * @throws IllegalArgumentException naming every parameter out of its range, and its range
   */
  public Sprt(double elo0, double elo1, double alpha, double beta) {
    this(elo0, elo1, alpha, beta, Model.PENTANOMIAL);
  }

  /**
   * Checks the parameters.
   *
   * @throws IllegalArgumentException naming every parameter out of its range, and its range
   */
  public Sprt {
    Objects.requireNonNull(model, "model");
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

  /**
   * The log-likelihood ratio of H1 to H0 after the games of {@code score}, by the {@link #model()}:
   * 0 before any game (before any pair, for the pentanomial model).
   */
  public double logLikelihoodRatio(MatchScore score) {
    return switch (model) {
      case TRINOMIAL ->
          logistic(
              GAME_POINTS,
              new double[] {
                regularized(score.losses()), regularized(score.draws()), regularized(score.wins())
              },
              score.games());
      case PENTANOMIAL -> {
        PairScore pairs = score.pairs();
        double[] counts = new double[PAIR_POINTS.length];
        for (int i = 0; i < counts.length; i++) {
          counts[i] = regularized(pairs.byPoints().get(i));
        }
        yield logistic(PAIR_POINTS, counts, pairs.pairs());
      }
      case BAYESELO -> bayesElo(score);
    };
  }

  /** fastchess's logistic ratio on {@code counts} of outcomes worth {@code points} a game. */
  private double logistic(double[] points, double[] counts, int played) {
    if (played == 0) {
      return 0;
    }
    double total = 0;
    for (double count : counts) {
      total += count;
    }
    double[] observed = new double[counts.length];
    for (int i = 0; i < counts.length; i++) {
      observed[i] = counts[i] / total;
    }
    double[] p0 = likeliest(points, observed, scoreOf(elo0));
    double[] p1 = likeliest(points, observed, scoreOf(elo1));
    double ratio = 0;
    for (int i = 0; i < counts.length; i++) {
      ratio += observed[i] * (Math.log(p1[i]) - Math.log(p0[i]));
    }
    return total * ratio;
  }

  /** cutechess's ratio: BayesElo with the draw Elo of the games. */
  private double bayesElo(MatchScore score) {
    if (score.games() == 0) {
      return 0;
    }
    double wins = score.wins() + 0.5;
    double losses = score.losses() + 0.5;
    double draws = score.draws() + 0.5;
    double games = wins + losses + draws;
    double win = wins / games;
    double loss = losses / games;
    double drawElo = 200 * Math.log10((1 - loss) / loss * (1 - win) / win);
    double x = Math.pow(10, -drawElo / 400);
    double scale = 4 * x / ((1 + x) * (1 + x));
    double[] p0 = chances(elo0 / scale, drawElo);
    double[] p1 = chances(elo1 / scale, drawElo);
    return wins * Math.log(p1[0] / p0[0])
        + losses * Math.log(p1[1] / p0[1])
        + draws * Math.log(p1[2] / p0[2]);
  }

  /** A win's, a loss's and a draw's chances at {@code bayesElo} and {@code drawElo}. */
  private static double[] chances(double bayesElo, double drawElo) {
    double win = 1 / (1 + Math.pow(10, (drawElo - bayesElo) / 400));
    double loss = 1 / (1 + Math.pow(10, (drawElo + bayesElo) / 400));
    return new double[] {win, loss, 1 - win - loss};
  }

  /** Where the test stands after the games of {@code score}. */
  public State state(MatchScore score) {
    double ratio = logLikelihoodRatio(score);
    if (ratio >= upperBound()) {
      return State.H1_ACCEPTED;
    }
    return ratio <= lowerBound() ? State.H0_ACCEPTED : State.CONTINUE;
  }

  /**
   * For example {@code elo0=0 elo1=5 alpha=0.05 beta=0.05 model=pentanomial}, as the command line
   * takes it.
   */
  @Override
  public String toString() {
    return "elo0="
        + number(elo0)
        + " elo1="
        + number(elo1)
        + " alpha="
        + number(alpha)
        + " beta="
        + number(beta)
        + " model="
        + model;
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
   * The distribution over {@code points} closest to {@code observed} (by likelihood) whose mean is
   * {@code mean}: {@code observed_i / (1 + t (a_i - mean))}, t found by bisection, since the sum it
   * zeroes falls strictly from +infinity to -infinity across its interval.
   */
  private static double[] likeliest(double[] points, double[] observed, double mean) {
    int n = points.length;
    double low = -1 / (points[n - 1] - mean);
    double high = -1 / (points[0] - mean);
    for (int i = 0; i < 200; i++) {
      double middle = (low + high) / 2;
      if (middle <= low || middle >= high) {
        break; // as close as doubles go
      }
      double sum = 0;
      for (int j = 0; j < n; j++) {
        double deviation = points[j] - mean;
        sum += observed[j] * deviation / (1 + middle * deviation);
      }
      if (sum > 0) {
        low = middle;
      } else {
        high = middle;
      }
    }
    double theta = (low + high) / 2;
    double[] likeliest = new double[n];
    for (int j = 0; j < n; j++) {
      likeliest[j] = observed[j] / (1 + theta * (points[j] - mean));
    }
    return likeliest;
  }
}
