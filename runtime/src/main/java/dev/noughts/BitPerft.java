package dev.noughts;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Perft on boards of up to 64 cells (8 x 8 and smaller), as bitboards: a move that completes one of
 * the lines through its cell wins and ends the game, and at the last two levels the sequences are
 * counted, not played. With a win length, the lines are every k cells in a row; under {@link
 * Rule#EXACTLY_K} a line wins only with neither cell just beyond it the player's. The lines and the
 * tests on them are {@link BitGame}'s, the solver's: only the counting is this class's own.
 */
final class BitPerft {
  /** The largest board: 64 cells, one bit each. */
  static final int MAX_CELLS = 64;

  private final long[] lines; // every line of the board as a mask, rows, columns and diagonals
  private final long @Nullable [] ends; // under exactly k, the cells just beyond each line
  private final long full;
  private final long me; // the player to move
  private final long them;

  private BitPerft(long[] lines, long @Nullable [] ends, long full, long me, long them) {
    this.lines = lines;
    this.ends = ends;
    this.full = full;
    this.me = me;
    this.them = them;
  }

  /** The position, which is in progress, as bitboards of the player to move and the other. */
  static BitPerft of(Position position) {
    int rows = position.getRowCount();
    int size = position.getColumnCount(); // cell i is at (i / size, i % size)
    List<int[]> windows = BitGame.windows(rows, size, position.getWinLength());
    long[] lines = BitGame.masks(windows);
    long[] ends = position.byRule() ? BitGame.masks(BitGame.ends(windows, rows, size)) : null;
    int mover = position.getNextPlayer() == Player.X ? 1 : 2;
    int[][] cells = position.toArray();
    long me = 0;
    long them = 0;
    for (int i = 0; i < rows * size; i++) {
      int code = cells[i / size][i % size];
      me |= code == mover ? 1L << i : 0;
      them |= code != 0 && code != mover ? 1L << i : 0;
    }
    long full = rows * size == MAX_CELLS ? -1L : (1L << (rows * size)) - 1;
    return new BitPerft(lines, ends, full, me, them);
  }

  /** The count for {@code depth}, 1 or more. */
  long count(int depth) {
    return count(me, them, depth);
  }

  /**
   * The count for {@code depth}, 1 or more, of the sequences that start with the player to move
   * marking {@code cell} (row-major, from 0), which is empty.
   */
  long countAfter(int cell, int depth) {
    if (depth == 1) {
      return 1;
    }
    long mine = me | (1L << cell);
    if (ends != null ? BitGame.hasExactLine(mine, lines, ends) : BitGame.hasLine(mine, lines)) {
      return 0; // the move wins: the game ends
    }
    return count(them, mine, depth - 1);
  }

  private long count(long me, long them, int depth) {
    long empty = full & ~(me | them);
    if (depth == 1) {
      return Long.bitCount(empty);
    }
    // Moves that win end the game: no sequence goes on after them.
    long[] ends = this.ends;
    long wins =
        ends != null
            ? BitGame.exactWinningCells(me, them, lines, ends)
            : BitGame.winningCells(me, them, lines);
    long goOn = empty & ~wins;
    if (depth == 2) {
      return Math.multiplyExact(Long.bitCount(goOn), Long.bitCount(empty) - 1);
    }
    long total = 0;
    for (long rest = goOn; rest != 0; rest &= rest - 1) {
      total = Math.addExact(total, count(them, me | (rest & -rest), depth - 1));
    }
    return total;
  }
}
