package dev.noughts;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/** Positions for tests, sampled by random legal play from a start. */
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
}
