package dev.noughts.testing;

import dev.noughts.Position;
import dev.noughts.Square;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * jqwik arbitraries of positions that legal play reaches: each is a random legal game from the
 * empty board, so it shrinks toward shorter games and, move by move, toward the first legal move in
 * row-major order. For properties of an engine:
 *
 * <pre>{@code
 * @Provide
 * Arbitrary<Position> games() {
 *   return ReachablePositions.inProgress(3);
 * }
 *
 * @Property
 * void playsOnlyLegalMoves(@ForAll("games") Position position) {
 *   assertThat(position).hasLegalMove(engine.move(position));
 * }
 * }</pre>
 *
 * <p>jqwik is an optional dependency of noughts-testing: add {@code net.jqwik:jqwik} to your test
 * dependencies to use this class; nothing else in noughts-testing needs it.
 */
public final class ReachablePositions {
  /** The most moves a game has by default: every cell, up to this many. */
  static final int DEFAULT_MAX_MOVES = 100;

  private ReachablePositions() {}

  /**
   * Positions of {@code size} x {@code size} after a random legal game of any length up to every
   * cell (at most {@value #DEFAULT_MAX_MOVES} moves): the empty board, games in progress, and
   * finished ones.
   *
   * @throws IllegalArgumentException when {@code size} is not between 1 and {@link
   *     Position#MAX_SIZE}
   */
  public static Arbitrary<Position> of(int size) {
    return of(size, defaultMaxMoves(size));
  }

  /**
   * Positions of {@code size} x {@code size} after a random legal game of at most {@code maxMoves}
   * moves; a game that is won earlier stops there.
   *
   * @throws IllegalArgumentException when {@code size} is not between 1 and {@link
   *     Position#MAX_SIZE}, or {@code maxMoves} is negative
   */
  public static Arbitrary<Position> of(int size, int maxMoves) {
    return games(size, maxMoves, false);
  }

  /**
   * Positions of {@code size} x {@code size} in which a player is still to move, after a random
   * legal game (at most {@value #DEFAULT_MAX_MOVES} moves): a game stops one move before it would
   * end.
   *
   * @throws IllegalArgumentException when {@code size} is not between 1 and {@link
   *     Position#MAX_SIZE}
   */
  public static Arbitrary<Position> inProgress(int size) {
    return games(size, defaultMaxMoves(size), true);
  }

  private static int defaultMaxMoves(int size) {
    checkSize(size);
    return (int) Math.min((long) size * size, DEFAULT_MAX_MOVES);
  }

  private static void checkSize(int size) {
    if (size < 1 || size > Position.MAX_SIZE) {
      throw new IllegalArgumentException(
          "boards are 1 x 1 to "
              + Position.MAX_SIZE
              + " x "
              + Position.MAX_SIZE
              + ", not "
              + size
              + " x "
              + size);
    }
  }

  private static Arbitrary<Position> games(int size, int maxMoves, boolean inProgress) {
    checkSize(size);
    if (maxMoves < 0) {
      throw new IllegalArgumentException("maxMoves must be at least 0, not " + maxMoves);
    }
    int moves = (int) Math.min((long) size * size, maxMoves);
    int cells = (int) Math.min((long) size * size, Integer.MAX_VALUE);
    return Arbitraries.integers()
        .between(0, cells - 1)
        .list()
        .ofMaxSize(moves)
        .map(choices -> play(size, choices, inProgress));
  }

  /**
   * Plays from the empty board, each choice picking among the legal moves in row-major order
   * (modulo their number), until the choices run out or the game ends.
   */
  static Position play(int size, List<Integer> choices, boolean inProgress) {
    Position position = Position.empty(size);
    for (int choice : choices) {
      List<Square> legal = position.getLegalMoves();
      if (legal.isEmpty()) {
        break;
      }
      Position next = position.play(legal.get(choice % legal.size()));
      if (inProgress && next.getNextPlayer() == null) {
        break;
      }
      position = next;
    }
    return position;
  }
}
