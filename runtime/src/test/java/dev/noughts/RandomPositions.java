package dev.noughts;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/** Positions for tests: sampled by random legal play from a start, or marks at random. */
final class RandomPositions {
  private RandomPositions() {}

  /**
   * {@code count} different positions in progress, each with exactly {@code empty} empty cells,
   * reached by legal play at random from {@code start}: the same for the same seed.
   */
  static List<Position> of(Position start, int count, int empty, long seed) {
    Random random = new Random(seed);
    Set<Position> positions = new HashSet<>();
    while (positions.size() < count) {
      Position position = start;
      while (position.getEmptyCount() > empty && position.getNextPlayer() != null) {
        List<Square> moves = position.getLegalMoves();
        position = position.play(moves.get(random.nextInt(moves.size())));
      }
      if (position.getEmptyCount() == empty && position.getNextPlayer() != null) {
        positions.add(position);
      }
    }
    return new ArrayList<>(positions);
  }

  /**
   * A 15 x 15 board (codes 0, 1, 2) of 10 to 24 marks, X's and O's alike in number, at random in
   * its middle 7 x 7 cells: a game's opening, where fours and threes are many.
   */
  static int[][] stonesNearTheCentre(Random random) {
    int[][] cells = new int[15][15];
    int stones = 2 * (5 + random.nextInt(8));
    for (int placed = 0; placed < stones; ) {
      int row = 4 + random.nextInt(7);
      int column = 4 + random.nextInt(7);
      if (cells[row][column] == 0) {
        cells[row][column] = placed % 2 == 0 ? 1 : 2;
        placed++;
      }
    }
    return cells;
  }
}
