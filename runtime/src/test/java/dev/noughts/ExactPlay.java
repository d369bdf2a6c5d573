package dev.noughts;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Legal play under exactly k, written plainly for tests: X moves first, the players alternate, and
 * play stops when a player holds k cells in a row (a window of k cells of a row, a column or a
 * diagonal) with neither cell just beyond the window, in its line, being that player's: exactly k,
 * not more. Boards are numbered in base 3, cell {@code i} (row-major) being digit {@code i}; every
 * board that play reaches is found by a search from the empty board. Shares no code with the
 * runtime's rules.
 */
final class ExactPlay {
  final int rows;
  final int columns;
  final int winLength;
  final int cellCount;
  final int boardCount;
  private final int[] powers;
  private final int[][] steps = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
  final BitSet reachable;

  ExactPlay(int rows, int columns, int winLength) {
    this.rows = rows;
    this.columns = columns;
    this.winLength = winLength;
    this.cellCount = rows * columns;
    this.powers = new int[cellCount];
    int power = 1;
    for (int i = 0; i < cellCount; i++) {
      powers[i] = power;
      power *= 3;
    }
    this.boardCount = power;
    this.reachable = new BitSet(boardCount);
    explore(0, 1);
  }

  private void explore(int board, int mover) {
    if (reachable.get(board)) {
      return;
    }
    reachable.set(board);
    if (!exactRuns(board, 1).isEmpty() || !exactRuns(board, 2).isEmpty()) {
      return;
    }
    for (int i = 0; i < cellCount; i++) {
      if (at(board, i / columns, i % columns) == 0) {
        explore(board + mover * powers[i], 3 - mover);
      }
    }
  }

  /** The mark at ({@code r}, {@code c}) (from 0), or -1 off the board. */
  int at(int board, int r, int c) {
    if (r < 0 || r >= rows || c < 0 || c >= columns) {
      return -1;
    }
    return (board / powers[r * columns + c]) % 3;
  }

  /**
   * Each window of exactly k of {@code player}'s marks, as a line from its first cell to its last.
   * For k = 1 a lone mark is one line however many directions it is alone in.
   */
  List<Line> exactRuns(int board, int player) {
    List<Line> lines = new ArrayList<>();
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        for (int[] s : steps) {
          boolean all = at(board, r - s[0], c - s[1]) != player;
          for (int i = 0; i < winLength && all; i++) {
            all = at(board, r + i * s[0], c + i * s[1]) == player;
          }
          all &= at(board, r + winLength * s[0], c + winLength * s[1]) != player;
          if (all) {
            Line line =
                Line.run(
                    new Square(r + 1, c + 1),
                    new Square(r + (winLength - 1) * s[0] + 1, c + (winLength - 1) * s[1] + 1));
            if (!lines.contains(line)) {
              lines.add(line);
            }
          }
        }
      }
    }
    return lines;
  }

  /** Whether some player holds more than k in a row. */
  boolean hasOverline(int board) {
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        int player = at(board, r, c);
        for (int[] s : steps) {
          boolean all = player > 0;
          for (int i = 1; i <= winLength && all; i++) {
            all = at(board, r + i * s[0], c + i * s[1]) == player;
          }
          if (all) {
            return true;
          }
        }
      }
    }
    return false;
  }

  int count(int board, int player) {
    int n = 0;
    for (int i = 0; i < cellCount; i++) {
      n += at(board, i / columns, i % columns) == player ? 1 : 0;
    }
    return n;
  }

  int[][] toArray(int board) {
    int[][] cells = new int[rows][columns];
    for (int i = 0; i < cellCount; i++) {
      cells[i / columns][i % columns] = at(board, i / columns, i % columns);
    }
    return cells;
  }
}
