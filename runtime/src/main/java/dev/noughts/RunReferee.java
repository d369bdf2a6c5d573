package dev.noughts;

import java.util.ArrayList;
import java.util.List;

/**
 * The strict rules of play on a board of m x n cells with a win length k, for every board but the
 * square ones whose k is their size ({@link Referee} keeps those): X moves first, the players
 * alternate, and nobody moves after a win, which is k or more of one player's marks in a row, a
 * column or a diagonal of either direction.
 *
 * <p><b>Why the test is exact.</b> A position is accepted when X has as many marks as O or one
 * more, at most one player has a winning line, that player moved last (X one mark more, O as many),
 * and the winner has a mark whose removal leaves no winning line on the board. Legal play reaches
 * exactly these. Without a winning line, play the marks in any order, X and O in turn: removing
 * marks never makes a line, so no position on the way has one, and the game has not ended. With
 * one, play stops at the first win, so the last move made every winning line at once: the position
 * without that mark has none, and by the first case it is reached with the winner to move. The mark
 * is found, not assumed to be at a line's end: removing the i-th cell (from 0) of a run of L cells
 * leaves runs of i and L - 1 - i, so a run is broken exactly by its cells with both below k, and
 * the mark must be such a cell of every winning line at once.
 */
final class RunReferee {
  private RunReferee() {}

  /** Judges a well-formed board of codes 0, 1 and 2 with win length k and these mark counts. */
  static Verdict judge(int[][] cells, int winLength, int xCount, int oCount) {
    List<WinningRuns.Run> xRuns = new ArrayList<>(2);
    List<WinningRuns.Run> oRuns = new ArrayList<>(2);
    WinningRuns.find(cells, winLength, xRuns, oRuns);
    return Referee.decide(
        cells.length * cells[0].length,
        xCount,
        oCount,
        WinningRuns.toLines(xRuns),
        WinningRuns.toLines(oRuns),
        (player, lines, reasons) ->
            addReasons(player, player == Player.X ? xRuns : oRuns, lines, winLength, reasons));
  }

  /** Why no single move of {@code player} can have completed all of its runs, if it cannot. */
  static void addReasons(
      Player player,
      List<WinningRuns.Run> runs,
      List<Line> lines,
      int winLength,
      List<Reason> reasons) {
    List<int[]> common = commonCells(runs);
    if (runs.size() > 1 && common.isEmpty()) {
      reasons.add(
          new Reason(
              Problem.SEPARATE_WINNING_LINES,
              player
                  + (runs.size() == 2
                      ? " has two separate winning lines, "
                      : " has " + runs.size() + " winning lines with no cell common to all, ")
                  + EnglishList.of(lines)
                  + ", but one move can complete only lines that share it"));
    }
    List<Integer> tooLong = new ArrayList<>();
    for (int i = 0; i < runs.size(); i++) {
      if (runs.get(i).length() >= 2 * winLength) {
        tooLong.add(i);
      }
    }
    if (!tooLong.isEmpty()) {
      reasons.add(
          new Reason(
              Problem.WINNING_LINE_TOO_LONG, tooLong(player, runs, lines, tooLong, winLength)));
    }
    if (!common.isEmpty() && tooLong.isEmpty() && !hasCompletingCell(runs, common, winLength)) {
      int[] cell = common.get(0); // lines in two directions or more share one cell at most
      reasons.add(
          new Reason(
              Problem.MEETING_CELL_NOT_LAST,
              player
                  + "'s winning lines "
                  + EnglishList.of(lines)
                  + " meet only at "
                  + new Square(cell[0] + 1, cell[1] + 1)
                  + ", but without that mark "
                  + player
                  + " would still have "
                  + winLength
                  + " in a row, so no single move completed them all"));
    }
  }

  private static String tooLong(
      Player player,
      List<WinningRuns.Run> runs,
      List<Line> lines,
      List<Integer> tooLong,
      int winLength) {
    StringBuilder text = new StringBuilder(player + "'s winning line");
    if (tooLong.size() == 1) {
      int i = tooLong.get(0);
      text.append(' ').append(lines.get(i)).append(" has ").append(runs.get(i).length());
      text.append(" cells");
    } else {
      List<String> each = new ArrayList<>();
      for (int i : tooLong) {
        each.add(lines.get(i) + " (" + runs.get(i).length() + " cells)");
      }
      text.append("s ").append(EnglishList.of(each)).append(" are too long");
    }
    return text.append(", but with ")
        .append(winLength)
        .append(" to win one move completes a run of at most ")
        .append(2 * winLength - 1)
        .append(" (it joins two runs of at most ")
        .append(winLength - 1)
        .append(")")
        .toString();
  }

  /** The cells (from 0) that every run holds, in the order of the first run. */
  private static List<int[]> commonCells(List<WinningRuns.Run> runs) {
    WinningRuns.Run first = runs.get(0);
    List<int[]> common = new ArrayList<>();
    for (int i = 0; i < first.length(); i++) {
      int r = first.rowAt(i);
      int c = first.columnAt(i);
      boolean inAll = true;
      for (int j = 1; j < runs.size() && inAll; j++) {
        inAll = runs.get(j).indexOf(r, c) >= 0;
      }
      if (inAll) {
        common.add(new int[] {r, c});
      }
    }
    return common;
  }

  /**
   * Whether one of {@code common} breaks every run: removing the i-th cell of a run of L cells
   * leaves runs of i and L - 1 - i, both shorter than k.
   */
  private static boolean hasCompletingCell(
      List<WinningRuns.Run> runs, List<int[]> common, int winLength) {
    for (int[] cell : common) {
      boolean breaksAll = true;
      for (WinningRuns.Run run : runs) {
        int i = run.indexOf(cell[0], cell[1]);
        breaksAll &= i < winLength && run.length() - 1 - i < winLength;
      }
      if (breaksAll) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the mark at {@code row} and {@code column} (from 0) is in k or more in a row of its
   * player, in one of the four directions through it. After a move, that is whether the move won;
   * it reads at most k - 1 cells each way in each direction.
   */
  static boolean completesRun(int[][] cells, int row, int column, int winLength) {
    return completes(cells, row, column, winLength, false);
  }

  /**
   * Whether the mark at {@code row} and {@code column} (from 0) is in a run of exactly k of its
   * player, in one of the four directions through it: after a move, whether the move won under
   * {@link Rule#EXACTLY_K}. It reads at most k cells each way in each direction.
   */
  static boolean completesExactRun(int[][] cells, int row, int column, int winLength) {
    return completes(cells, row, column, winLength, true);
  }

  /**
   * Whether the mark at {@code row} and {@code column} is in a run of k or more ({@code exact}:
   * exactly k) in one of the four directions: runs are counted up to k (k + 1 when exact), the
   * longest that tells.
   */
  private static boolean completes(
      int[][] cells, int row, int column, int winLength, boolean exact) {
    int mark = cells[row][column];
    if (mark == 0) {
      return false;
    }
    int most = exact ? winLength + 1 : winLength;
    for (Line.Direction direction : Line.Direction.values()) {
      int dr = direction.rowStep();
      int dc = direction.columnStep();
      int length = 1 + count(cells, row, column, dr, dc, mark, most - 1);
      if (length < most) {
        length += count(cells, row, column, -dr, -dc, mark, most - length);
      }
      if (exact ? length == winLength : length >= winLength) {
        return true;
      }
    }
    return false;
  }

  /**
   * How many cells from ({@code row}, {@code column}) on hold {@code mark}, at most {@code most}.
   */
  private static int count(int[][] cells, int row, int column, int dr, int dc, int mark, int most) {
    int n = 0;
    int r = row + dr;
    int c = column + dc;
    while (n < most
        && r >= 0
        && r < cells.length
        && c >= 0
        && c < cells[0].length
        && cells[r][c] == mark) {
      n++;
      r += dr;
      c += dc;
    }
    return n;
  }
}
