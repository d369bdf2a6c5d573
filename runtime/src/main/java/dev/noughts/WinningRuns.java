package dev.noughts;

import java.util.ArrayList;
import java.util.List;

/**
 * The winning lines of a board with a win length k: the maximal runs of k or more of one player's
 * marks in a row, a column or a diagonal of either direction. A run of a single cell (k = 1) is the
 * same cells in every direction: it is one line, of direction {@link Line.Direction#ROW}, when the
 * mark is in no longer run of its player, and none otherwise (it is then part of a longer line).
 *
 * <p>Found in one pass per direction: each run is measured once, from its first cell.
 */
final class WinningRuns {
  private static final Line.Direction[] DIRECTIONS = Line.Direction.values();

  private WinningRuns() {}

  /**
   * A maximal run of one player's marks: the first cell (from 0) and the length, in a direction.
   */
  record Run(Line.Direction direction, int row, int column, int length) {

    /** Where cell ({@code r}, {@code c}) (from 0) lies in the run, from 0; -1 when it does not. */
    int indexOf(int r, int c) {
      int i = direction.rowStep() != 0 ? r - row : c - column;
      boolean on =
          i >= 0
              && i < length
              && r == row + i * direction.rowStep()
              && c == column + i * direction.columnStep();
      return on ? i : -1;
    }

    int rowAt(int i) {
      return row + i * direction.rowStep();
    }

    int columnAt(int i) {
      return column + i * direction.columnStep();
    }

    Line toLine() {
      return Line.run(
          new Square(row + 1, column + 1),
          new Square(rowAt(length - 1) + 1, columnAt(length - 1) + 1));
    }
  }

  /**
   * Adds each winning run of {@code cells} to its owner's list: by direction ({@code ROW}, {@code
   * COLUMN}, {@code DIAGONAL}, {@code ANTI_DIAGONAL}), and within a direction by first cell, row by
   * row from the top, left to right.
   */
  static void find(int[][] cells, int winLength, List<Run> xRuns, List<Run> oRuns) {
    int rows = cells.length;
    int columns = cells[0].length;
    int least = Math.max(2, winLength); // single cells are found below, for k = 1
    for (Line.Direction direction : DIRECTIONS) {
      int dr = direction.rowStep();
      int dc = direction.columnStep();
      for (int r = 0; r < rows; r++) {
        int[] row = cells[r];
        for (int c = 0; c < columns; c++) {
          int mark = row[c];
          if (mark == 0
              || (inside(r - dr, c - dc, rows, columns) && cells[r - dr][c - dc] == mark)) {
            continue; // empty, or not the first cell of its run
          }
          int length = 1;
          while (inside(r + length * dr, c + length * dc, rows, columns)
              && cells[r + length * dr][c + length * dc] == mark) {
            length++;
          }
          if (length >= least
              || (winLength == 1 && direction == Line.Direction.ROW && isAlone(cells, r, c))) {
            (mark == 1 ? xRuns : oRuns).add(new Run(direction, r, c, length));
          }
        }
      }
    }
  }

  private static boolean inside(int r, int c, int rows, int columns) {
    return r >= 0 && r < rows && c >= 0 && c < columns;
  }

  /** Whether no neighbour of cell ({@code r}, {@code c}), in any of the 8 ways, holds its mark. */
  private static boolean isAlone(int[][] cells, int r, int c) {
    int mark = cells[r][c];
    for (int dr = -1; dr <= 1; dr++) {
      for (int dc = -1; dc <= 1; dc++) {
        if ((dr != 0 || dc != 0)
            && inside(r + dr, c + dc, cells.length, cells[0].length)
            && cells[r + dr][c + dc] == mark) {
          return false;
        }
      }
    }
    return true;
  }

  static List<Line> toLines(List<Run> runs) {
    List<Line> lines = new ArrayList<>(runs.size());
    for (Run run : runs) {
      lines.add(run.toLine());
    }
    return lines;
  }
}
