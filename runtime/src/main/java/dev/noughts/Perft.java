package dev.noughts;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Perft counts, the classic check of a move generator: the number of sequences of exactly {@code
 * depth} legal moves from a position. A game stops at a win or a full board, so a sequence that
 * ends the game before {@code depth} moves is not counted; one whose last move ends it is.
 *
 * <p>Under {@link Rule#EXACTLY_K} a move wins, and ends the game, only when it makes a run of
 * exactly k; a longer run plays on.
 *
 * <p>From the empty 3 x 3 board the counts for depths 1 to 9 are 9, 72, 504, 3024, 15120, 54720,
 * 148176, 200448 and 127872.
 *
 * @since 0.1.0
 */
public final class Perft {
  private Perft() {}

  /**
   * The number of move sequences of exactly {@code depth} moves from {@code position}: 1 for depth
   * 0, 0 for a finished game at any other depth.
   *
   * @throws IllegalArgumentException when {@code depth} is negative, or the position is impossible
   *     (legal play cannot reach it, so it has no legal moves to count), or judged by {@link
   *     Rule#RENJU}: perft counts free-style and exactly k play
   * @throws ArithmeticException when the count does not fit in a {@code long}
   */
  public static long count(Position position, int depth) {
    check(position, depth);
    if (depth == 0) {
      return 1;
    }
    Player next = position.getNextPlayer();
    if (next == null) {
      return 0;
    }
    if (position.getRowCount() * position.getColumnCount() <= BitPerft.MAX_CELLS) {
      return BitPerft.of(position).count(depth);
    }
    return ArrayPerft.count(
        position.toArray(),
        position.getWinLength(),
        position.byRule(),
        next.code(),
        position.getEmptyCount(),
        depth);
  }

  /**
   * The count under each first move: for every legal move, row by row from the top, left to right,
   * the number of sequences of {@code depth} moves that start with it. The counts add up to {@link
   * #count(Position, int)}. Empty for a finished game.
   *
   * @throws IllegalArgumentException when {@code depth} is less than 1, or the position is
   *     impossible or judged by renju, as {@link #count(Position, int)} says
   * @throws ArithmeticException when a count does not fit in a {@code long}
   */
  public static Map<Square, Long> divide(Position position, int depth) {
    check(position, depth);
    if (depth < 1) {
      throw new IllegalArgumentException(
          "depth is "
              + depth
              + "; divide counts under each first move, so the depth is at least 1");
    }
    List<Square> moves = position.getLegalMoves();
    Player next = position.getNextPlayer();
    Map<Square, Long> counts = new LinkedHashMap<>();
    if (next == null) {
      return Collections.unmodifiableMap(counts);
    }
    int size = position.getColumnCount();
    if (position.getRowCount() * size <= BitPerft.MAX_CELLS) {
      BitPerft bits = BitPerft.of(position);
      for (Square move : moves) {
        counts.put(move, bits.countAfter((move.row() - 1) * size + move.column() - 1, depth));
      }
    } else {
      int[][] cells = position.toArray();
      int empty = position.getEmptyCount();
      for (Square move : moves) {
        counts.put(
            move,
            ArrayPerft.countAfter(
                cells,
                position.getWinLength(),
                position.byRule(),
                move.row() - 1,
                move.column() - 1,
                next.code(),
                empty,
                depth));
      }
    }
    return Collections.unmodifiableMap(counts);
  }

  private static void check(Position position, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("depth is " + depth + "; it must be 0 or more");
    }
    if (position.getRule() == Rule.RENJU) {
      throw new IllegalArgumentException(
          "perft does not count renju play (its forbidden points are not counted): count"
              + " position.withRule(Rule.EXACTLY_K) for exactly five, or Rule.FREE_STYLE");
    }
    if (position.getVerdict() instanceof Verdict.Impossible impossible) {
      throw new IllegalArgumentException(
          "cannot count moves from "
              + (position.getRowCount() <= 8 && position.getColumnCount() <= 8
                  ? position.toString()
                  : "the position")
              + ": legal play cannot reach it, so it has no legal moves ("
              + impossible
              + ")");
    }
  }
}
