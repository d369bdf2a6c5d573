package dev.noughts.gomocup;

import java.util.List;

/**
 * A match's pairs of games from the first engine's side: a {@link Match} plays each opening twice,
 * once with each colour, and a pair's result is the first engine's two results, counted as
 * fastchess counts them ({@code Stats}' {@code penta_LL} to {@code penta_WW} in {@code
 * app/src/matchmaking/stats.hpp}): two losses (LL), a loss and a draw (LD), a win and a loss (WL),
 * two draws (DD), a win and a draw (WD), two wins (WW), in either order. By its points, 0 to 2, a
 * pair is one of five outcomes, the pentanomial model's, WL and DD both worth 1.
 *
 * <p>The two games of a pair share their opening, so their results are not independent: an opening
 * that favours X gives each engine a win. Counting pairs takes that into account, where the
 * trinomial model of {@link MatchScore} counts each game alone.
 *
 * @param lossLoss pairs of two losses, at least 0
 * @param lossDraw pairs of a loss and a draw, at least 0
 * @param winLoss pairs of a win and a loss, at least 0
 * @param drawDraw pairs of two draws, at least 0
 * @param winDraw pairs of a win and a draw, at least 0
 * @param winWin pairs of two wins, at least 0
 * @since 0.1.0
 */
public record PairScore(
    int lossLoss, int lossDraw, int winLoss, int drawDraw, int winDraw, int winWin) {
  /** Checks that no count is negative. */
  public PairScore {
    if (lossLoss < 0 || lossDraw < 0 || winLoss < 0 || drawDraw < 0 || winDraw < 0 || winWin < 0) {
      throw new IllegalArgumentException(
          "the pairs are counts, at least 0: got "
              + text(lossLoss, lossDraw, winLoss, drawDraw, winDraw, winWin));
    }
  }

  /** No pair played. */
  public static PairScore none() {
    return new PairScore(0, 0, 0, 0, 0, 0);
  }

  /**
   * This score with one more pair, whose games gave the first engine {@code first} and {@code
   * second} points: each 0 (a loss), 0.5 (a draw) or 1 (a win).
   *
   * @throws IllegalArgumentException when a game's points are not 0, 0.5 or 1
   */
  public PairScore plus(double first, double second) {
    int halves = halves(first) + halves(second);
    boolean drawn = first == 0.5;
    return switch (halves) {
      case 0 -> new PairScore(lossLoss + 1, lossDraw, winLoss, drawDraw, winDraw, winWin);
      case 1 -> new PairScore(lossLoss, lossDraw + 1, winLoss, drawDraw, winDraw, winWin);
      case 2 ->
          drawn
              ? new PairScore(lossLoss, lossDraw, winLoss, drawDraw + 1, winDraw, winWin)
              : new PairScore(lossLoss, lossDraw, winLoss + 1, drawDraw, winDraw, winWin);
      case 3 -> new PairScore(lossLoss, lossDraw, winLoss, drawDraw, winDraw + 1, winWin);
      default -> new PairScore(lossLoss, lossDraw, winLoss, drawDraw, winDraw, winWin + 1);
    };
  }

  private static int halves(double points) {
    if (points != 0 && points != 0.5 && points != 1) {
      throw new IllegalArgumentException(
          "a game's points are 0 (a loss), 0.5 (a draw) or 1 (a win), got " + points);
    }
    return (int) (points * 2);
  }

  /** The same pairs seen from the other engine: its two wins are these two losses. */
  public PairScore reversed() {
    return new PairScore(winWin, winDraw, winLoss, drawDraw, lossDraw, lossLoss);
  }

  /** The pairs played. */
  public int pairs() {
    return lossLoss + lossDraw + winLoss + drawDraw + winDraw + winWin;
  }

  /**
   * The pairs by the first engine's points, 0, 1/2, 1, 3/2 and 2: LL, LD, WL + DD, WD, WW, the five
   * counts fastchess prints as {@code Ptnml(0-2)}.
   */
  public List<Integer> byPoints() {
    return List.of(lossLoss, lossDraw, winLoss + drawDraw, winDraw, winWin);
  }

  /** For example {@code LL 1, LD 11, WL 30, DD 17, WD 25, WW 16}. */
  @Override
  public String toString() {
    return text(lossLoss, lossDraw, winLoss, drawDraw, winDraw, winWin);
  }

  private static String text(int ll, int ld, int wl, int dd, int wd, int ww) {
    return "LL " + ll + ", LD " + ld + ", WL " + wl + ", DD " + dd + ", WD " + wd + ", WW " + ww;
  }
}
