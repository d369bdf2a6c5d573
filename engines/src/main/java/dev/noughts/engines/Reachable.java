package dev.noughts.engines;

import dev.noughts.Position;
import dev.noughts.Square;
import dev.noughts.engines.internal.BoardShape;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Positions that legal play reaches, by the runtime's rules ({@link Position#getLegalMoves()} and
 * {@link Position#play(Square)}): every one of a small board ({@link #all(int)}, {@link #all(int,
 * int, int)}), or the one a game of given choices reaches ({@link #afterChoices}), which the random
 * generators of noughts-testing (jqwik) and noughts-kotest draw their choices for.
 *
 * @since 0.1.0
 */
public final class Reachable {
  /** The most moves a random game has by default: every cell, up to this many. */
  public static final int DEFAULT_MAX_MOVES = 100;

  /**
   * The largest square board {@link #all(int)} lists: 3 x 3, whose 5,478 positions take no time.
   */
  public static final int MAX_ALL_SIZE = 3;

  /**
   * The most cells of a board with a win length that {@link #all(int, int, int)} lists: 2 x 5 with
   * 3 in a row has 15,983 reachable positions, 3 x 4 over 100,000.
   */
  public static final int MAX_ALL_CELLS = 10;

  /**
   * The reachable positions of 4 x 4, which {@link #all(int)} refuses (the runtime's
   * ReachabilityTest counts them against every one of the 43,046,721 boards).
   */
  static final int FOUR_BY_FOUR_COUNT = 9_722_011;

  private Reachable() {}

  /**
   * Every position that legal play reaches on a {@code size} x {@code size} board, each once: the
   * empty board, games in progress, and finished ones (5,478 for 3 x 3, 4,520 of them in progress;
   * 29 for 2 x 2; 2 for 1 x 1).
   *
   * <p>The order is fixed: by the number of marks on the board, and among positions with the same
   * number in the order legal play first reaches them, playing the moves of each position of the
   * number before in {@link Position#getLegalMoves()} order (row by row from the top, left to
   * right). So the list starts with the empty board, then X in (1,1), (1,2), and so on.
   *
   * @return an unmodifiable list
   * @throws IllegalArgumentException when {@code size} is not between 1 and 3: 4 x 4 has 9,722,011
   *     reachable positions, too many to list in memory (and to sweep an engine over); take random
   *     games instead
   */
  public static List<Position> all(int size) {
    Position empty = Position.empty(size);
    if (size > MAX_ALL_SIZE) {
      throw new IllegalArgumentException(
          String.format(
              "cannot list every reachable position of %d x %d: %s; only 1 x 1 to %d x %d are listed"
                  + " (3 x 3 has 5,478), so take random games instead: ReachablePositions.of(%d)"
                  + " with jqwik, Arb.reachablePosition(%<d) with kotest",
              size,
              size,
              size == 4
                  ? String.format("there are %,d", FOUR_BY_FOUR_COUNT)
                  : String.format("there are more than the %,d of 4 x 4", FOUR_BY_FOUR_COUNT),
              MAX_ALL_SIZE,
              MAX_ALL_SIZE,
              size));
    }
    return allFrom(empty);
  }

  /**
   * Every position that legal play reaches on a board of {@code rows} x {@code columns} with {@code
   * winLength} in a row to win, each once, in the order of {@link #all(int)}: for example the 605
   * of 2 x 4 with two to win, or the 15,983 of 2 x 5 with three. A square board whose win length is
   * its size is {@link #all(int)}'s.
   *
   * @return an unmodifiable list
   * @throws IllegalArgumentException when a number is out of its range, or the board has more than
   *     {@value #MAX_ALL_CELLS} cells: 3 x 4 has over 100,000 reachable positions, more than a test
   *     lists in passing; take random games instead
   */
  public static List<Position> all(int rows, int columns, int winLength) {
    BoardShape shape = BoardShape.of(rows, columns, winLength);
    if (shape.empty().isClassic()) {
      return all(rows);
    }
    if (!isListable(shape)) {
      throw new IllegalArgumentException(
          String.format(
              "cannot list every reachable position of %s: it has %d cells, and only boards of up to"
                  + " %d are listed (2 x 5 with 3 in a row has 15,983"
                  + " positions; 3 x 4 over 100,000), so take random games instead:"
                  + " ReachablePositions.onBoard(%4$d, %5$d, %6$d) with jqwik,"
                  + " Arb.reachablePosition(%4$d, %5$d, %6$d) with kotest",
              shape, shape.cells(), MAX_ALL_CELLS, rows, columns, winLength));
    }
    return allFrom(shape.empty());
  }

  /**
   * Whether {@link #all(int, int, int)} lists the reachable positions of the board of {@code rows}
   * x {@code columns} with {@code winLength} to win: it has at most {@value #MAX_ALL_CELLS} cells
   * (or is a square board of at most {@value #MAX_ALL_SIZE}, won by a whole line).
   *
   * @throws IllegalArgumentException when a number is out of its range, with the runtime's message
   */
  public static boolean isListable(int rows, int columns, int winLength) {
    return isListable(BoardShape.of(rows, columns, winLength));
  }

  private static boolean isListable(BoardShape shape) {
    Position empty = shape.empty();
    return empty.isClassic() ? empty.getRowCount() <= MAX_ALL_SIZE : shape.cells() <= MAX_ALL_CELLS;
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
   * {@code count} positions in progress that random legal games reach on a board of {@code rows} x
   * {@code columns} with {@code winLength} in a row, for tests without jqwik or kotest: the same
   * list for the same arguments on every JVM, since each game's length (0 to {@link
   * #defaultMaxMoves} moves) and choices come from a {@link SplittableRandom} of {@code seed},
   * whose sequence is specified. Each game stops before the move that would end it, as {@link
   * #afterChoices} does; the empty board may come, and a position may come more than once.
   *
   * <pre>{@code
   * for (Position position : Reachable.random(15, 15, 5, 200, 42)) {
   *   assertThat(position).hasLegalMove(engine.move(position));
   * }
   * }</pre>
   *
   * @return an unmodifiable list
   * @throws IllegalArgumentException when a number is out of its range, as for {@link
   *     Position#empty(int, int, int)}, or {@code count} is negative
   */
  public static List<Position> random(int rows, int columns, int winLength, int count, long seed) {
    Position empty = Position.empty(rows, columns, winLength);
    if (count < 0) {
      throw new IllegalArgumentException("count must be at least 0, not " + count);
    }
    int cells = rows * columns;
    SplittableRandom random = new SplittableRandom(seed);
    List<Position> positions = new ArrayList<>(count);
    for (int game = 0; game < count; game++) {
      int length = random.nextInt(defaultMaxMoves(empty) + 1);
      List<Integer> choices = new ArrayList<>(length);
      for (int move = 0; move < length; move++) {
        choices.add(random.nextInt(cells));
      }
      positions.add(afterChoices(empty, choices, true));
    }
    return Collections.unmodifiableList(positions);
  }

  /**
   * The most moves a random game on {@code empty}'s board has by default: every cell, up to {@value
   * #DEFAULT_MAX_MOVES}.
   */
  public static int defaultMaxMoves(Position empty) {
    return (int) Math.min((long) empty.getRowCount() * empty.getColumnCount(), DEFAULT_MAX_MOVES);
  }

  /**
   * Checks the most moves a random game may have.
   *
   * @throws IllegalArgumentException when {@code maxMoves} is negative
   */
  public static void checkMaxMoves(int maxMoves) {
    if (maxMoves < 0) {
      throw new IllegalArgumentException("maxMoves must be at least 0, not " + maxMoves);
    }
  }

  /**
   * Plays from {@code empty}, each choice picking among the legal moves in row-major order (modulo
   * their number), until the choices run out or the game ends; with {@code inProgress}, it stops
   * before the move that would end the game. A generator of random games draws the choices, each
   * between 0 and the number of cells, so that shrinking them shrinks the game: toward shorter
   * games and, move by move, toward the first legal move.
   */
  public static Position afterChoices(Position empty, List<Integer> choices, boolean inProgress) {
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
