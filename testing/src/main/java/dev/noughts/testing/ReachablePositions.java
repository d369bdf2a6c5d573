package dev.noughts.testing;

import dev.noughts.Position;
import dev.noughts.engines.Reachable;
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
 * <p>A square board takes its size: {@code of(3)}, {@code upTo(3, maxMoves)}, {@code
 * inProgress(3)}. A board with a win length takes its rows, columns and win length, in factories
 * named {@code onBoard}: {@code onBoard(15, 15, 5)} for gomoku, {@code inProgressOnBoard(4, 4, 3)}.
 * Every reachable position of a small board at once is noughts-engines' {@link Reachable#all(int)},
 * which needs no jqwik.
 *
 * <p>jqwik is an optional dependency of noughts-testing: add {@code net.jqwik:jqwik} to your test
 * dependencies to use the arbitraries; nothing else in noughts-testing needs it.
 *
 * @since 0.1.0
 */
public final class ReachablePositions {
  private ReachablePositions() {}

  /**
   * Positions of {@code size} x {@code size} after a random legal game of any length up to every
   * cell (at most {@value Reachable#DEFAULT_MAX_MOVES} moves): the empty board, games in progress,
   * and finished ones.
   *
   * @throws IllegalArgumentException when {@code size} is not between 1 and {@link
   *     Position#MAX_SIZE}, with the runtime's message
   */
  public static Arbitrary<Position> of(int size) {
    Position empty = Position.empty(size);
    return games(empty, Reachable.defaultMaxMoves(empty), false);
  }

  /**
   * Positions of {@code size} x {@code size} after a random legal game of up to {@code maxMoves}
   * moves; a game that is won earlier stops there.
   *
   * @throws IllegalArgumentException when {@code size} is not between 1 and {@link
   *     Position#MAX_SIZE}, or {@code maxMoves} is negative
   */
  public static Arbitrary<Position> upTo(int size, int maxMoves) {
    return games(Position.empty(size), maxMoves, false);
  }

  /**
   * Positions of {@code size} x {@code size} in which a player is still to move, after a random
   * legal game (at most {@value Reachable#DEFAULT_MAX_MOVES} moves): a game stops one move before
   * it would end.
   *
   * @throws IllegalArgumentException when {@code size} is not between 1 and {@link
   *     Position#MAX_SIZE}
   */
  public static Arbitrary<Position> inProgress(int size) {
    Position empty = Position.empty(size);
    return games(empty, Reachable.defaultMaxMoves(empty), true);
  }

  /**
   * Positions of a board of {@code rows} x {@code columns} with {@code winLength} in a row to win,
   * after a random legal game of any length up to every cell (at most {@value
   * Reachable#DEFAULT_MAX_MOVES} moves): {@code ReachablePositions.onBoard(15, 15, 5)} for gomoku.
   *
   * @throws IllegalArgumentException when a number is out of its range, as for {@link
   *     Position#empty(int, int, int)}
   */
  public static Arbitrary<Position> onBoard(int rows, int columns, int winLength) {
    Position empty = Position.empty(rows, columns, winLength);
    return games(empty, Reachable.defaultMaxMoves(empty), false);
  }

  /**
   * As {@link #onBoard(int, int, int)}, after a random legal game of up to {@code maxMoves} moves;
   * a game that is won earlier stops there.
   *
   * @throws IllegalArgumentException when a number is out of its range, or {@code maxMoves} is
   *     negative
   */
  public static Arbitrary<Position> onBoardUpTo(
      int rows, int columns, int winLength, int maxMoves) {
    return games(Position.empty(rows, columns, winLength), maxMoves, false);
  }

  /**
   * As {@link #onBoard(int, int, int)}, but a player is still to move: a game stops one move before
   * it would end.
   *
   * @throws IllegalArgumentException when a number is out of its range
   */
  public static Arbitrary<Position> inProgressOnBoard(int rows, int columns, int winLength) {
    Position empty = Position.empty(rows, columns, winLength);
    return games(empty, Reachable.defaultMaxMoves(empty), true);
  }

  private static Arbitrary<Position> games(Position empty, int maxMoves, boolean inProgress) {
    Reachable.checkMaxMoves(maxMoves);
    int cells = empty.getRowCount() * empty.getColumnCount();
    return Arbitraries.integers()
        .between(0, cells - 1)
        .list()
        .ofMaxSize(Math.min(cells, maxMoves))
        .map(choices -> Reachable.afterChoices(empty, choices, inProgress));
  }
}
