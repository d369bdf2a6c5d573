package dev.noughts;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The verdict under {@link Rule#EXACTLY_K} and {@link Rule#RENJU}: which runs win, and what ends
 * the game, by the rule.
 *
 * <ul>
 *   <li>Exactly k: a player's winning lines are the runs of exactly k; a longer run is ignored.
 *   <li>Renju: X's winning lines are its runs of exactly five, O's its runs of five or more. An
 *       overline of X without a five of X is a {@link Verdict.Foul}, as is a move of X onto a
 *       forbidden point recorded by {@link Position#play}.
 * </ul>
 *
 * <p>The checks of counts, turns and lines are those of {@link RunReferee}, with the winner's runs
 * counted by the rule: a mark whose removal leaves the winner no win (for X under renju, no five
 * and no overline either) must exist. Under exactly k they are exact on every board of up to 12
 * cells (ExactReachabilityTest, against a search of play); the order in which an overline could be
 * built is not searched, so beyond that they are necessary, not proven sufficient.
 */
final class RuleReferee {
  private RuleReferee() {}

  static Verdict judge(
      int[][] cells, int k, Rule rule, int xCount, int oCount, @Nullable ForbiddenPoint foul) {
    if (foul != null) {
      return new Verdict.Foul(foul.reason(), foul.square(), overlines(cells, k, foul.square()));
    }
    List<WinningRuns.Run> xRuns = new ArrayList<>(2);
    List<WinningRuns.Run> oRuns = new ArrayList<>(2);
    WinningRuns.find(cells, k, xRuns, oRuns);
    List<WinningRuns.Run> xWins = exactly(xRuns, k, true);
    List<WinningRuns.Run> oWins = rule == Rule.RENJU ? oRuns : exactly(oRuns, k, true);
    boolean overline = rule == Rule.RENJU && xWins.isEmpty() && !xRuns.isEmpty();
    List<WinningRuns.Run> xEnds = overline ? xRuns : xWins;
    Verdict verdict =
        Referee.decide(
            cells.length * cells[0].length,
            xCount,
            oCount,
            WinningRuns.toLines(xEnds),
            WinningRuns.toLines(oWins),
            (player, lines, reasons) -> {
              if (player == Player.O && rule == Rule.RENJU) {
                RunReferee.addReasons(player, oRuns, lines, k, reasons);
              } else {
                addReasons(
                    cells,
                    k,
                    rule,
                    player,
                    player == Player.X ? xEnds : oWins,
                    lines,
                    player == Player.X && overline ? "overline" : "winning line",
                    reasons);
              }
            });
    if (overline && verdict instanceof Verdict.Win win) {
      return new Verdict.Foul(Forbidden.OVERLINE, null, win.lines());
    }
    if (overline && verdict instanceof Verdict.Impossible impossible) {
      return overlineReasons(
          impossible,
          WinningRuns.toLines(xRuns),
          WinningRuns.toLines(oWins),
          " (X " + xCount + ", O " + oCount + ")");
    }
    return verdict;
  }

  /**
   * The reasons of a renju position that holds an overline of X, said of the overline: it ended the
   * game as a win would have, but it is no winning line.
   */
  private static Verdict overlineReasons(
      Verdict.Impossible impossible, List<Line> overlines, List<Line> oLines, String counts) {
    List<Reason> reasons = new ArrayList<>();
    for (Reason reason : impossible.reasons()) {
      reasons.add(
          switch (reason.problem()) {
            case BOTH_WON ->
                new Reason(
                    Problem.BOTH_WON,
                    "X has an overline ("
                        + EnglishList.of(overlines)
                        + ") and O a winning line ("
                        + EnglishList.of(oLines)
                        + "), but play stops when either is made");
            case X_WON_OUT_OF_TURN ->
                new Reason(
                    Problem.X_WON_OUT_OF_TURN,
                    "X has an overline ("
                        + EnglishList.of(overlines)
                        + "), which lost the game on X's move, so X moved last and must have one"
                        + " mark more than O"
                        + counts);
            default -> reason;
          });
    }
    return new Verdict.Impossible(reasons);
  }

  /**
   * Whether a player holds a run that ends the game by {@code rule}: exactly k, or under renju a
   * run of five or more of either player (X's overline ends it too, as a foul).
   */
  static boolean isOver(int[][] cells, int k, Rule rule) {
    List<WinningRuns.Run> xRuns = new ArrayList<>(2);
    List<WinningRuns.Run> oRuns = new ArrayList<>(2);
    WinningRuns.find(cells, k, xRuns, oRuns);
    if (rule == Rule.RENJU) {
      return !xRuns.isEmpty() || !oRuns.isEmpty();
    }
    return !exactly(xRuns, k, true).isEmpty() || !exactly(oRuns, k, true).isEmpty();
  }

  /** The runs of exactly {@code k} cells ({@code exact}), or of more. */
  private static List<WinningRuns.Run> exactly(List<WinningRuns.Run> runs, int k, boolean exact) {
    List<WinningRuns.Run> kept = new ArrayList<>(runs.size());
    for (WinningRuns.Run run : runs) {
      if ((run.length() == k) == exact) {
        kept.add(run);
      }
    }
    return kept;
  }

  /** X's overlines through {@code square}, as lines. */
  private static List<Line> overlines(int[][] cells, int k, Square square) {
    List<WinningRuns.Run> xRuns = new ArrayList<>(2);
    WinningRuns.find(cells, k, xRuns, new ArrayList<>());
    List<Line> lines = new ArrayList<>();
    for (WinningRuns.Run run : exactly(xRuns, k, false)) {
      if (run.indexOf(square.row() - 1, square.column() - 1) >= 0) {
        lines.add(run.toLine());
      }
    }
    return lines;
  }

  /**
   * Why no single move of {@code player} can have ended the game with all of {@code runs}: they
   * share no cell, or no shared cell, taken off, leaves the player without a win (for X under
   * renju, without a five or an overline).
   */
  private static void addReasons(
      int[][] cells,
      int k,
      Rule rule,
      Player player,
      List<WinningRuns.Run> runs,
      List<Line> lines,
      String noun,
      List<Reason> reasons) {
    List<int[]> common = new ArrayList<>();
    WinningRuns.Run first = runs.get(0);
    for (int i = 0; i < first.length(); i++) {
      int r = first.rowAt(i);
      int c = first.columnAt(i);
      boolean inAll = true;
      for (WinningRuns.Run run : runs) {
        inAll &= run.indexOf(r, c) >= 0;
      }
      if (inAll) {
        common.add(new int[] {r, c});
      }
    }
    if (common.isEmpty()) {
      reasons.add(
          new Reason(
              Problem.SEPARATE_WINNING_LINES,
              player
                  + (runs.size() == 2
                      ? " has two separate " + noun + "s, "
                      : " has " + runs.size() + " " + noun + "s with no cell common to all, ")
                  + EnglishList.of(lines)
                  + ", but one move can complete only lines that share it"));
      return;
    }
    int[][] copy = new int[cells.length][]; // the position's cells are shared: never written
    for (int r = 0; r < cells.length; r++) {
      copy[r] = cells[r].clone();
    }
    for (int[] cell : common) {
      if (!stillEnded(copy, k, rule, player, cell[0], cell[1])) {
        return;
      }
    }
    String what =
        rule == Rule.RENJU
            ? "exactly " + k + " in a row or an overline"
            : "exactly " + k + " in a row";
    Square at = new Square(common.get(0)[0] + 1, common.get(0)[1] + 1);
    reasons.add(
        new Reason(
            Problem.MEETING_CELL_NOT_LAST,
            common.size() == 1
                ? player
                    + "'s "
                    + noun
                    + "s "
                    + EnglishList.of(lines)
                    + " meet only at "
                    + at
                    + ", but without that mark "
                    + player
                    + " would still have "
                    + what
                    + ", so no single move completed them all"
                : player
                    + "'s "
                    + noun
                    + " "
                    + EnglishList.of(lines)
                    + ": without any one of its marks "
                    + player
                    + " would still have "
                    + what
                    + ", so no single move completed it"));
  }

  /**
   * Whether, without its mark at ({@code r}, {@code c}), {@code player} would still have won;
   * {@code cells} is a copy, changed and restored.
   */
  private static boolean stillEnded(int[][] cells, int k, Rule rule, Player player, int r, int c) {
    int mark = cells[r][c];
    cells[r][c] = 0;
    try {
      List<WinningRuns.Run> xRuns = new ArrayList<>(2);
      List<WinningRuns.Run> oRuns = new ArrayList<>(2);
      WinningRuns.find(cells, k, xRuns, oRuns);
      if (player == Player.X && rule == Rule.RENJU) {
        return !xRuns.isEmpty();
      }
      return !exactly(player == Player.X ? xRuns : oRuns, k, true).isEmpty();
    } finally {
      cells[r][c] = mark;
    }
  }
}
