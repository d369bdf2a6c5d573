package dev.noughts;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The strict rules of play: X moves first, the players alternate, and nobody moves after a win. A
 * position is accepted exactly when legal play can reach it.
 */
final class Referee {
  private Referee() {}

  /** Judges a well-formed square board of codes 0, 1 and 2 with the given mark counts. */
  static Verdict judge(int[][] cells, int xCount, int oCount) {
    List<Line> xLines = new ArrayList<>(2);
    List<Line> oLines = new ArrayList<>(2);
    collectWinningLines(cells, xLines, oLines);
    return decide(
        cells.length * cells.length, xCount, oCount, xLines, oLines, Referee::addIfSeparate);
  }

  /** What the lines of one player say against the position, beyond the counts and the winner. */
  interface LineCheck {
    /** Adds to {@code reasons} why no single last move can have completed all of {@code lines}. */
    void addReasons(Player player, List<Line> lines, List<Reason> reasons);
  }

  /**
   * The verdict of a board of {@code cellCount} cells with these mark counts and winning lines: the
   * counts, the winners and {@code check} (for each player with a winning line) give every reason
   * why it is impossible, in the order of {@link Problem}; else a win, a draw or a game in
   * progress.
   */
  static Verdict decide(
      int cellCount,
      int xCount,
      int oCount,
      List<Line> xLines,
      List<Line> oLines,
      LineCheck check) {
    if (xLines.isEmpty() && oLines.isEmpty() && xCount >= oCount && xCount <= oCount + 1) {
      return undecided(cellCount, xCount, oCount);
    }
    List<Reason> reasons = new ArrayList<>(2);
    String counts = " (X " + xCount + ", O " + oCount + ")";
    if (oCount > xCount) {
      reasons.add(
          new Reason(
              Problem.O_MORE_THAN_X, "O has more marks than X" + counts + ", but X moves first"));
    }
    if (xCount > oCount + 1) {
      reasons.add(
          new Reason(
              Problem.X_TOO_FAR_AHEAD,
              "X has "
                  + (xCount - oCount)
                  + " marks more than O"
                  + counts
                  + ", but the players alternate, so X leads by one at most"));
    }
    if (!xLines.isEmpty() && !oLines.isEmpty()) {
      reasons.add(
          new Reason(
              Problem.BOTH_WON,
              "both players have a winning line (X: "
                  + EnglishList.of(xLines)
                  + "; O: "
                  + EnglishList.of(oLines)
                  + "), but play stops at the first win"));
    }
    if (!xLines.isEmpty() && xCount != oCount + 1) {
      reasons.add(
          new Reason(
              Problem.X_WON_OUT_OF_TURN,
              "X has a winning line ("
                  + EnglishList.of(xLines)
                  + "), so X moved last and must have one mark more than O"
                  + counts));
    }
    if (!oLines.isEmpty() && xCount != oCount) {
      reasons.add(
          new Reason(
              Problem.O_WON_OUT_OF_TURN,
              "O has a winning line ("
                  + EnglishList.of(oLines)
                  + "), so O moved last and must have as many marks as X"
                  + counts));
    }
    if (!xLines.isEmpty()) {
      check.addReasons(Player.X, xLines, reasons);
    }
    if (!oLines.isEmpty()) {
      check.addReasons(Player.O, oLines, reasons);
    }

    if (!reasons.isEmpty()) {
      return new Verdict.Impossible(reasons);
    }
    if (!xLines.isEmpty()) {
      return new Verdict.Win(Player.X, xLines);
    }
    return new Verdict.Win(Player.O, oLines);
  }

  /**
   * Whether the mark at {@code row} and {@code column} (from 0) fills one of the lines through that
   * cell: its row, its column, and the diagonal or anti-diagonal when it is on them. After a move,
   * that is whether the move won; it reads only those lines, each up to its first other cell.
   */
  static boolean completesLine(int[][] cells, int row, int column) {
    int mark = cells[row][column];
    int size = cells.length;
    if (mark == 0) {
      return false;
    }
    int i = 0;
    while (i < size && cells[row][i] == mark) {
      i++;
    }
    if (i == size) {
      return true;
    }
    i = 0;
    while (i < size && cells[i][column] == mark) {
      i++;
    }
    if (i == size) {
      return true;
    }
    if (row == column) {
      i = 0;
      while (i < size && cells[i][i] == mark) {
        i++;
      }
      if (i == size) {
        return true;
      }
    }
    if (row + column == size - 1) {
      i = 0;
      while (i < size && cells[i][size - 1 - i] == mark) {
        i++;
      }
      return i == size;
    }
    return false;
  }

  /**
   * Whether the mark at {@code row} and {@code column} (from 0) wins on a board with win length
   * {@code winLength}: {@link #completesLine} on a square board whose win length is its size, else
   * {@link RunReferee#completesRun}.
   */
  static boolean completes(int[][] cells, int winLength, int row, int column) {
    return cells.length == cells[0].length && winLength == cells.length
        ? completesLine(cells, row, column)
        : RunReferee.completesRun(cells, row, column, winLength);
  }

  /** A legal position without a winner: a draw when full, else in progress. */
  private static Verdict undecided(int cellCount, int xCount, int oCount) {
    if (xCount + oCount == cellCount) {
      return new Verdict.Draw();
    }
    return new Verdict.InProgress(xCount == oCount ? Player.X : Player.O);
  }

  /** Adds each full line to its owner's list: rows, columns, diagonal, anti-diagonal. */
  private static void collectWinningLines(int[][] cells, List<Line> xLines, List<Line> oLines) {
    int size = cells.length;
    for (int row = 0; row < size; row++) {
      int owner = cells[row][0];
      for (int column = 1; column < size && owner != 0; column++) {
        if (cells[row][column] != owner) {
          owner = 0;
        }
      }
      int number = row + 1;
      add(owner, n -> Line.row(n, number), size, xLines, oLines);
    }
    for (int column = 0; column < size; column++) {
      int owner = cells[0][column];
      for (int row = 1; row < size && owner != 0; row++) {
        if (cells[row][column] != owner) {
          owner = 0;
        }
      }
      int number = column + 1;
      add(owner, n -> Line.column(n, number), size, xLines, oLines);
    }
    int owner = cells[0][0];
    for (int i = 1; i < size && owner != 0; i++) {
      if (cells[i][i] != owner) {
        owner = 0;
      }
    }
    add(owner, Line::diagonal, size, xLines, oLines);
    owner = cells[0][size - 1];
    for (int i = 1; i < size && owner != 0; i++) {
      if (cells[i][size - 1 - i] != owner) {
        owner = 0;
      }
    }
    add(owner, Line::antiDiagonal, size, xLines, oLines);
  }

  private static void add(
      int owner, IntFunction<Line> line, int size, List<Line> xLines, List<Line> oLines) {
    if (owner == 1) {
      xLines.add(line.apply(size));
    } else if (owner == 2) {
      oLines.add(line.apply(size));
    }
  }

  /** The last move completes every winning line at once, so a winner's lines share a cell. */
  private static void addIfSeparate(Player player, List<Line> lines, List<Reason> reasons) {
    if (lines.size() < 2 || shareASquare(lines)) {
      return;
    }
    reasons.add(
        new Reason(
            Problem.SEPARATE_WINNING_LINES,
            player
                + "'s winning lines ("
                + EnglishList.of(lines)
                + ") share no cell, but the last move must complete every winning line at once"));
  }

  private static boolean shareASquare(List<Line> lines) {
    for (Square square : lines.get(0).squares()) {
      if (lines.stream().allMatch(line -> line.contains(square))) {
        return true;
      }
    }
    return false;
  }
}
