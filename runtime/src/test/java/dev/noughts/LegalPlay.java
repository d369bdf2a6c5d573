package dev.noughts;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * An independent model of legal play, written plainly for tests: X moves first, the players
 * alternate, and play stops at a win or a full board. It shares no code with the rules it checks.
 * Boards are numbered in base 3, cell {@code i} (row-major) being digit {@code i}.
 */
final class LegalPlay {
  final int size;
  final int cellCount;
  final int boardCount;
  private final int[] powers;
  private final List<int[]> lines = new ArrayList<>();
  final BitSet reachable;

  LegalPlay(int size) {
    this.size = size;
    this.cellCount = size * size;
    this.powers = new int[cellCount];
    int power = 1;
    for (int i = 0; i < cellCount; i++) {
      powers[i] = power;
      power *= 3;
    }
    this.boardCount = power;
    for (int r = 0; r < size; r++) {
      int[] row = new int[size];
      int[] column = new int[size];
      for (int c = 0; c < size; c++) {
        row[c] = r * size + c;
        column[c] = c * size + r;
      }
      lines.add(row);
      lines.add(column);
    }
    int[] diagonal = new int[size];
    int[] antiDiagonal = new int[size];
    for (int i = 0; i < size; i++) {
      diagonal[i] = i * size + i;
      antiDiagonal[i] = i * size + (size - 1 - i);
    }
    lines.add(diagonal);
    lines.add(antiDiagonal);
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

  /** 1 or 2 if that player holds a full line (the first found), else 0. */
  int winner(int board) {
    for (int[] line : lines) {
      int owner = digit(board, line[0]);
      boolean full = owner != 0;
      for (int cell : line) {
        full &= digit(board, cell) == owner;
      }
      if (full) {
        return owner;
      }
    }
    return 0;
  }

  boolean isFull(int board) {
    for (int i = 0; i < cellCount; i++) {
      if (digit(board, i) == 0) {
        return false;
      }
    }
    return true;
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

  int[][] toArray(int board) {
    int[][] cells = new int[size][size];
    for (int i = 0; i < cellCount; i++) {
      cells[i / size][i % size] = digit(board, i);
    }
    return cells;
  }
}
