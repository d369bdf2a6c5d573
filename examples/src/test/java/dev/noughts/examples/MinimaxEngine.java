package dev.noughts.examples;

import dev.noughts.Position;
import dev.noughts.Square;
import dev.noughts.Verdict;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A perfect engine for small boards by plain minimax (negamax) over the runtime's moves, with every
 * value remembered: a second engine for the suite that tests two, and one that the sweep passes.
 */
final class MinimaxEngine {
  /** +1 when the player to move wins under perfect play, 0 for a draw, -1 for a loss. */
  private static final Map<Position, Integer> VALUES = new ConcurrentHashMap<>();

  private MinimaxEngine() {}

  /**
   * The first move, row by row, of those with the best value.
   *
   * @throws IllegalArgumentException when nobody is to move
   */
  static Square move(Position position) {
    Square best = null;
    int bestValue = -2;
    for (Square square : position.getLegalMoves()) {
      int value = -value(position.play(square));
      if (value > bestValue) {
        best = square;
        bestValue = value;
      }
    }
    if (best == null) {
      throw new IllegalArgumentException("nobody is to move in " + position);
    }
    return best;
  }

  private static int value(Position position) {
    Integer known = VALUES.get(position);
    if (known != null) {
      return known;
    }
    int value;
    if (position.getVerdict() instanceof Verdict.Win) {
      value = -1; // the player who just moved won
    } else if (position.getLegalMoves().isEmpty()) {
      value = 0;
    } else {
      value = -1;
      for (Square square : position.getLegalMoves()) {
        value = Math.max(value, -value(position.play(square)));
      }
    }
    VALUES.put(position, value);
    return value;
  }
}
