package dev.noughts.testing;

import dev.noughts.Position;
import dev.noughts.Square;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
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
 * <p>Boards with a win length take their rows, columns and win length: {@code
 * ReachablePositions.inProgress(4, 4, 3)}, {@code ReachablePositions.of(15, 15, 5)}; {@link
 * #all(int, int, int)} lists every reachable position of a board of up to {@value #MAX_ALL_CELLS}
 * cells.
 *
 * <p>jqwik is an optional dependency of noughts-testing: add {@code net.jqwik:jqwik} to your test
 * dependencies to use the arbitraries; nothing else in noughts-testing needs it. {@link #all(int)},
 * every reachable position at once, needs no jqwik.
 */
public final class ReachablePositions {
  /** The most moves a game has by default: every cell, up to this many. */
  static final int DEFAULT_MAX_MOVES = 100;

  /** The largest board {@link #all(int)} lists: 3 x 3, whose 5,478 positions take no time. */
  static final int MAX_ALL_SIZE = 3;

  /** The most cells of a board with a win length that {@link #all(int, int, int)} lists. */
  static final int MAX_ALL_CELLS = 10;

  /**
   * The reachable positions of 4 x 4, which {@link #all(int)} refuses (the runtime's
   * ReachabilityTest counts them against every one of the 43,046,721 boards).
   */
  static final int FOUR_BY_FOUR_COUNT = 9_722_011;

  private ReachablePositions() {}

  /**
   * Every position that legal play reaches on a {@code size} x {@code size} board, each once: the
   * empty board, games in progress, and finished ones (5,478 for 3 x 3, 4,520 of them in progress;
   * 29 for 2 x 2; 2 for 1 x 1). Needs no jqwik.
   *
   * <p>The order is fixed: by the number of marks on the board, and among positions with the same
   * number in the order legal play first reaches them, playing the moves of each position of the
   * number before in {@link Position#getLegalMoves()} order (row by row from the top, left to
   * right). So the list starts with the empty board, then X in (1,1), (1,2), and so on. The moves
   * are those of {@link Position#play(Square)}, the runtime's rules.
   *
   * @return an unmodifiable list
   * @throws IllegalArgumentException when {@code size} is not between 1 and 3: 4 x 4 has 9,722,011
   *     reachable positions, too many to list in memory (and to sweep an engine over); take random
   *     ones with {@link #of(int)} instead
   */
  public static List<Position> all(int size) {
    checkSize(size);
    if (size > MAX_ALL_SIZE) {
      throw new IllegalArgumentException(
          String.format(
              "cannot list every reachable position of %d x %d: %s; all(size) takes 1 x 1 to %d x %d"
                  + " (3 x 3 has 5,478), so take random games with ReachablePositions.of(%d)"
                  + " instead",
              size,
              size,
              size == 4
                  ? String.format("there are %,d", FOUR_BY_FOUR_COUNT)
                  : String.format("there are more than the %,d of 4 x 4", FOUR_BY_FOUR_COUNT),
              MAX_ALL_SIZE,
              MAX_ALL_SIZE,
              size));
    }
    return allFrom(Position.empty(size));
  }

  /**
   * Every position that legal play reaches on a board of {@code rows} x {@code columns} with {@code
   * winLength} in a row to win, each once, in the order of {@link #all(int)}: for example the 605
   * of 2 x 4 with two to win, or the 15,983 of 2 x 5 with three. Needs no jqwik. A square board
   * whose win length is its size is {@link #all(int)}'s.
   *
   * @return an unmodifiable list
   * @throws IllegalArgumentException when a number is out of its range, or the board has more than
   *     {@value #MAX_ALL_CELLS} cells: 3 x 4 has over 100,000 reachable positions, more than a test
   *     lists in passing; take random ones with {@link #of(int, int, int)} instead
   */
  public static List<Position> all(int rows, int columns, int winLength) {
    BoardShape shape = BoardShape.of(rows, columns, winLength);
    if (shape.empty().isClassic()) {
      return all(rows);
    }
    if (shape.cells() > MAX_ALL_CELLS) {
      throw new IllegalArgumentException(
          String.format(
              "cannot list every reachable position of %s: it has %d cells, and all(rows, columns,"
                  + " winLength) takes boards of up to %d (2 x 5 with 3 in a row has 15,983"
                  + " positions; 3 x 4 over 100,000), so take random games with"
                  + " ReachablePositions.of(%d, %d, %d) instead",
              shape, shape.cells(), MAX_ALL_CELLS, rows, columns, winLength));
    }
    return allFrom(shape.empty());
  }

  /** Every position legal play reaches from {@code empty}, level by level. */
  private static List<Position> allFrom(Position empty) {
    List<Position> all = new ArrayList<>();
    List<Position> level = List.of(empty);
    while (!level.isEmpty()) {
      all.addAll(level);
      Set<Position> next = new LinkedHashSet<>();
      for (Position position : level) {
        for (Square move : position.getLegalMoves()) {
          next.add(position.play(move));
        }
      }
      level = List.copyOf(next);
    }
    return List.copyOf(all);
  }

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

  /**
   * Positions of a board of {@code rows} x {@code columns} with {@code winLength} in a row to win,
   * after a random legal game of any length up to every cell (at most {@value #DEFAULT_MAX_MOVES}
   * moves): {@code ReachablePositions.of(15, 15, 5)} for gomoku.
   *
   * @throws IllegalArgumentException when a number is out of its range, as for {@link
   *     Position#empty(int, int, int)}
   */
  public static Arbitrary<Position> of(int rows, int columns, int winLength) {
    BoardShape shape = BoardShape.of(rows, columns, winLength);
    return games(shape.empty(), defaultMaxMoves(shape.cells()), false);
  }

  /**
   * As {@link #of(int, int, int)}, after a random legal game of at most {@code maxMoves} moves; a
   * game that is won earlier stops there.
   *
   * @throws IllegalArgumentException when a number is out of its range, or {@code maxMoves} is
   *     negative
   */
  public static Arbitrary<Position> of(int rows, int columns, int winLength, int maxMoves) {
    return games(BoardShape.of(rows, columns, winLength).empty(), maxMoves, false);
  }

  /**
   * As {@link #of(int, int, int)}, but a player is still to move: a game stops one move before it
   * would end.
   *
   * @throws IllegalArgumentException when a number is out of its range
   */
  public static Arbitrary<Position> inProgress(int rows, int columns, int winLength) {
    BoardShape shape = BoardShape.of(rows, columns, winLength);
    return games(shape.empty(), defaultMaxMoves(shape.cells()), true);
  }

  private static int defaultMaxMoves(int size) {
    checkSize(size);
    return defaultMaxMoves((long) size * size);
  }

  private static int defaultMaxMoves(long cells) {
    return (int) Math.min(cells, DEFAULT_MAX_MOVES);
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
    return games(Position.empty(size), maxMoves, inProgress);
  }

  private static Arbitrary<Position> games(Position empty, int maxMoves, boolean inProgress) {
    if (maxMoves < 0) {
      throw new IllegalArgumentException("maxMoves must be at least 0, not " + maxMoves);
    }
    int cells = empty.getRowCount() * empty.getColumnCount();
    int moves = Math.min(cells, maxMoves);
    return Arbitraries.integers()
        .between(0, cells - 1)
        .list()
        .ofMaxSize(moves)
        .map(choices -> play(empty, choices, inProgress));
  }

  /**
   * Plays from the empty board, each choice picking among the legal moves in row-major order
   * (modulo their number), until the choices run out or the game ends.
   */
  static Position play(int size, List<Integer> choices, boolean inProgress) {
    return play(Position.empty(size), choices, inProgress);
  }

  /** As {@link #play(int, List, boolean)}, from {@code empty}. */
  static Position play(Position empty, List<Integer> choices, boolean inProgress) {
    Position position = empty;
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
