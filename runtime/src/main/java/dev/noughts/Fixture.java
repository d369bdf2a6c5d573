package dev.noughts;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * One {@code @Board} fixture as data at run time: its name, its position, and what its annotation
 * expects of it, each checked by the processor when the fixture compiled. The generated class lists
 * them in declaration order ({@code TacticsBoards.fixtures()}, or {@link Fixtures#of(Class)}), so
 * that an engine's test suite iterates them instead of repeating them:
 *
 * <pre>{@code
 * for (Fixture fixture : TacticsBoards.fixtures()) {
 *   Square move = engine.bestMove(fixture.position());
 *   assertThat(fixture.avoidMoves()).doesNotContain(move);
 * }
 * }</pre>
 *
 * @param name the fixture's name, its method's name
 * @param position the fixture's board
 * @param expect the outcomes that {@code expect} allows, in the order of {@link Outcome}; empty
 *     when it allows any legal position
 * @param perfectPlay how the game ends under perfect play, as {@code perfectPlay} says and the
 *     {@link Solver} confirmed; null when the fixture does not say
 * @param bestMoves the moves {@code bestMoves} lists, in its order: every move that keeps the value
 *     of perfect play, or exactly the fastest of them; empty when the fixture does not say
 * @param avoidMoves the moves {@code avoidMoves} lists, in its order, each worse than perfect play;
 *     empty when the fixture lists none
 * @param winningMoves the moves {@code winningMoves} lists, in its order, each proved to win; empty
 *     when the fixture lists none
 * @param losingMoves the moves {@code losingMoves} lists, in its order, each proved to lose; empty
 *     when the fixture lists none
 * @param onlyMoves the moves {@code onlyMoves} lists, in its order: every other legal move was
 *     proved to lose; empty when the fixture lists none
 * @since 0.1.0
 */
public record Fixture(
    String name,
    Position position,
    Set<Outcome> expect,
    @Nullable GameValue perfectPlay,
    List<Square> bestMoves,
    List<Square> avoidMoves,
    List<Square> winningMoves,
    List<Square> losingMoves,
    List<Square> onlyMoves) {

  /** Copies the collections into unmodifiable ones; {@code expect} iterates in enum order. */
  public Fixture {
    EnumSet<Outcome> outcomes = EnumSet.noneOf(Outcome.class);
    outcomes.addAll(expect);
    expect = Collections.unmodifiableSet(outcomes);
    bestMoves = List.copyOf(bestMoves);
    avoidMoves = List.copyOf(avoidMoves);
    winningMoves = List.copyOf(winningMoves);
    losingMoves = List.copyOf(losingMoves);
    onlyMoves = List.copyOf(onlyMoves);
  }

  /**
   * A fixture that lists no proved moves: no {@code winningMoves}, {@code losingMoves} or {@code
   * onlyMoves}, as a fixture of a board within the solver's reach usually is.
   */
  public Fixture(
      String name,
      Position position,
      Set<Outcome> expect,
      @Nullable GameValue perfectPlay,
      List<Square> bestMoves,
      List<Square> avoidMoves) {
    this(
        name,
        position,
        expect,
        perfectPlay,
        bestMoves,
        avoidMoves,
        List.of(),
        List.of(),
        List.of());
  }
}
