package test;

import dev.noughts.Position;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.annotation.processing.Generated;
import org.jspecify.annotations.NullMarked;

/**
 * The {@code @Board} fixtures of {@link Openings}, checked when it was compiled.
 */
@NullMarked
@Generated("dev.noughts.processor.javac.BoardProcessor")
public final class OpeningsBoards implements Openings {
  /**
   * Fixture {@code corner}:
   * <pre>
   * X - -
   * - - -
   * - - -
   * </pre>
   * <p>In progress: O to move.
   */
  public static final Position CORNER = Position.of("X - -", "- - -", "- - -");

  /**
   * Fixture {@code topRow}:
   * <pre>
   * X X X
   * O O -
   * - - -
   * </pre>
   * <p>X wins: row 1.
   */
  public static final Position TOP_ROW = Position.of("X X X", "O O -", "- - -");

  /**
   * Fixture {@code oWentFirst}:
   * <pre>
   * O O O
   * X X -
   * - - -
   * </pre>
   * <p>Impossible: O has more marks than X (X 2, O 3), but X moves first; O has a winning line (row 1), so O moved last and must have as many marks as X (X 2, O 3).
   */
  public static final Position O_WENT_FIRST = Position.of("O O O", "X X -", "- - -");

  /**
   * Fixture {@code draw}:
   * <pre>
   * X O X
   * X O O
   * O X X
   * </pre>
   * <p>Draw.
   */
  public static final Position DRAW = Position.of("X O X", "X O O", "O X X");

  /**
   * Fixture {@code answerTheCorner}:
   * <pre>
   * X - -
   * - - -
   * - - -
   * </pre>
   * <p>In progress: O to move.
   * <p>Perfect play: DRAW; best moves: (2,2); moves to avoid: (1,2) (1,3).
   */
  public static final Position ANSWER_THE_CORNER = Position.of("X - -", "- - -", "- - -");

  /**
   * Implements {@link Openings}: each fixture method returns its constant.
   */
  public static final OpeningsBoards INSTANCE = new OpeningsBoards();

  /**
   * Only {@link #INSTANCE} is made.
   */
  private OpeningsBoards() {
  }

  @Override
  public Position corner() {
    return CORNER;
  }

  @Override
  public Position topRow() {
    return TOP_ROW;
  }

  @Override
  public Position oWentFirst() {
    return O_WENT_FIRST;
  }

  @Override
  public Position draw() {
    return DRAW;
  }

  @Override
  public Position answerTheCorner() {
    return ANSWER_THE_CORNER;
  }

  /**
   * Every fixture by its name, in declaration order; unmodifiable. For JUnit's {@code @MethodSource} and {@code @FieldSource}.
   *
   * @return every fixture by its name
   */
  public static Map<String, Position> all() {
    return All.FIXTURES;
  }

  /**
   * Every fixture with what its {@code @Board} expects of it, in declaration order; unmodifiable. For test suites of engines.
   *
   * @return every fixture with what it expects
   */
  public static java.util.List<dev.noughts.Fixture> fixtures() {
    return FixtureList.LIST;
  }

  /**
   * Holds the map of {@link #all()}, built when it is first asked for.
   */
  private static final class All {
    /**
     * Every fixture by its name, in declaration order; unmodifiable.
     */
    static final Map<String, Position> FIXTURES = byName();

    /**
     * Not made: only static members.
     */
    private All() {
    }

    /**
     * Builds the map of every fixture.
     *
     * @return every fixture by its name, in declaration order; unmodifiable
     */
    private static Map<String, Position> byName() {
      Map<String, Position> fixtures = new LinkedHashMap<>();
      fixtures.put("corner", OpeningsBoards.CORNER);
      fixtures.put("topRow", OpeningsBoards.TOP_ROW);
      fixtures.put("oWentFirst", OpeningsBoards.O_WENT_FIRST);
      fixtures.put("draw", OpeningsBoards.DRAW);
      fixtures.put("answerTheCorner", OpeningsBoards.ANSWER_THE_CORNER);
      return Collections.unmodifiableMap(fixtures);
    }
  }

  /**
   * Holds the list of {@link #fixtures()}, built when it is first asked for.
   */
  private static final class FixtureList {
    /**
     * Every fixture with what it expects, in declaration order; unmodifiable.
     */
    static final java.util.List<dev.noughts.Fixture> LIST = list();

    /**
     * Not made: only static members.
     */
    private FixtureList() {
    }

    /**
     * Builds the list of every fixture with what it expects.
     *
     * @return every fixture, in declaration order; unmodifiable
     */
    private static java.util.List<dev.noughts.Fixture> list() {
      java.util.List<dev.noughts.Fixture> fixtures = new java.util.ArrayList<>(5);
      fixtures.add(dev.noughts.Fixture.builder().name("corner").position(OpeningsBoards.CORNER).build());
      fixtures.add(dev.noughts.Fixture.builder().name("topRow").position(OpeningsBoards.TOP_ROW).expect(java.util.Set.of(dev.noughts.Outcome.X_WINS)).build());
      fixtures.add(dev.noughts.Fixture.builder().name("oWentFirst").position(OpeningsBoards.O_WENT_FIRST).expect(java.util.Set.of(dev.noughts.Outcome.IMPOSSIBLE)).build());
      fixtures.add(dev.noughts.Fixture.builder().name("draw").position(OpeningsBoards.DRAW).build());
      fixtures.add(dev.noughts.Fixture.builder().name("answerTheCorner").position(OpeningsBoards.ANSWER_THE_CORNER).perfectPlay(dev.noughts.GameValue.DRAW).bestMoves(java.util.List.of(new dev.noughts.Square(2, 2))).avoidMoves(java.util.List.of(new dev.noughts.Square(1, 2), new dev.noughts.Square(1, 3))).build());
      return Collections.unmodifiableList(fixtures);
    }
  }
}
