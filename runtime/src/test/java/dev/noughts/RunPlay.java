package dev.noughts;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.stream.IntStream;

/**
 * An independent model of legal play on an m x n board with win length k, written plainly for
 * tests: X moves first, the players alternate, and play stops when a move fills k cells in a row (a
 * window of k cells of a row, a column or a diagonal) or the board. It shares no code with the
 * rules it checks: no runs, no removal test. Boards are numbered in base 3, cell {@code i}
 * (row-major) being digit {@code i}; every board legal play reaches is found by a search from the
 * empty board, and solved by retrograde analysis (children before parents, by number).
 */
final class RunPlay {
  final int rows;
  final int columns;
  final int winLength;
  final int cellCount;
  final int boardCount;
  final int[] powers;
  private final List<int[]> windows = new ArrayList<>();
  final BitSet reachable;

  RunPlay(int rows, int columns, int winLength) {
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
    int[][] steps = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        for (int[] step : steps) {
          int lastRow = r + (winLength - 1) * step[0];
          int lastColumn = c + (winLength - 1) * step[1];
          if (lastRow < rows && lastColumn >= 0 && lastColumn < columns) {
            int[] window = new int[winLength];
            for (int i = 0; i < winLength; i++) {
              window[i] = (r + i * step[0]) * columns + c + i * step[1];
            }
            windows.add(window);
          }
        }
      }
    }
    this.reachable = new BitSet(boardCount);
    explore(0, 1);
  }

  private void explore(int board, int mover) {
    if (reachable.get(board)) {
      return;
    }
    reachable.set(board);
    if (winner(board) != 0) {
      return;
    }
    for (int i = 0; i < cellCount; i++) {
      if (digit(board, i) == 0) {
        explore(board + mover * powers[i], 3 - mover);
      }
    }
  }

  int digit(int board, int cell) {
    return (board / powers[cell]) % 3;
  }

  /** 1 or 2 if that player fills a window of k cells (the first found), else 0. */
  int winner(int board) {
    for (int[] window : windows) {
      int owner = digit(board, window[0]);
      boolean full = owner != 0;
      for (int i = 1; i < window.length && full; i++) {
        full = digit(board, window[i]) == owner;
      }
      if (full) {
        return owner;
      }
    }
    return 0;
  }

  int count(int board, int player) {
    int count = 0;
    for (int i = 0; i < cellCount; i++) {
      if (digit(board, i) == player) {
        count++;
      }
    }
    return count;
  }

  boolean isFull(int board) {
    return count(board, 0) == 0;
  }

  int[][] toArray(int board) {
    int[][] cells = new int[rows][columns];
    for (int i = 0; i < cellCount; i++) {
      cells[i / columns][i % columns] = digit(board, i);
    }
    return cells;
  }

  Position position(int board) {
    return Position.fromArray(toArray(board), winLength);
  }

  /** Every reachable board in progress, by number, smallest first. */
  IntStream inProgress() {
    return reachable.stream().filter(board -> outcome(board) == Outcome.IN_PROGRESS);
  }

  /** The outcome legal play gives a reachable board. */
  Outcome outcome(int board) {
    int winner = winner(board);
    if (winner != 0) {
      return winner == 1 ? Outcome.X_WINS : Outcome.O_WINS;
    }
    return isFull(board) ? Outcome.DRAW : Outcome.IN_PROGRESS;
  }

  /** Perfect play of every reachable board: winner (0 for a draw) and plies to the end. */
  final class Retrograde {
    private final byte[] winner = new byte[boardCount];
    private final byte[] plies = new byte[boardCount];

    Retrograde() {
      for (int board = reachable.previousSetBit(boardCount - 1);
          board >= 0;
          board = reachable.previousSetBit(board - 1)) {
        int won = RunPlay.this.winner(board);
        if (won != 0 || isFull(board)) {
          winner[board] = (byte) won;
          continue;
        }
        int mover = mover(board);
        int bestRank = Integer.MIN_VALUE;
        for (int i = 0; i < cellCount; i++) {
          if (digit(board, i) == 0) {
            int child = board + mover * powers[i];
            int rank = rank(winner[child], plies[child] + 1, mover);
            if (rank > bestRank) {
              bestRank = rank;
              winner[board] = winner[child];
              plies[board] = (byte) (plies[child] + 1);
            }
          }
        }
      }
    }

    /** A win, the sooner the better; then a draw; then a loss, the later the better. */
    private int rank(int winner, int plies, int mover) {
      if (winner == 0) {
        return 0;
      }
      return winner == mover ? 1000 - plies : -1000 + plies;
    }

    int mover(int board) {
      return count(board, 1) == count(board, 2) ? 1 : 2;
    }

    /** The solution of a reachable board in progress, as the solver should give it. */
    Solution solution(int board) {
      GameValue value = valueOf(winner[board]);
      List<Solution.Move> moves = new ArrayList<>();
      List<Square> best = new ArrayList<>();
      int mover = mover(board);
      for (int i = 0; i < cellCount; i++) {
        if (digit(board, i) == 0) {
          int child = board + mover * powers[i];
          Square square = new Square(i / columns + 1, i % columns + 1);
          moves.add(new Solution.Move(square, valueOf(winner[child]), plies[child] + 1));
          if (valueOf(winner[child]) == value) {
            best.add(square);
          }
        }
      }
      return new Solution(value, plies[board], best, moves);
    }

    private GameValue valueOf(int winner) {
      return winner == 0 ? GameValue.DRAW : winner == 1 ? GameValue.X_WINS : GameValue.O_WINS;
    }
  }
}
