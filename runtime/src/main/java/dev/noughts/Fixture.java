package dev.noughts;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
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
 * <p>To make one of your own, name what it expects with a {@linkplain #builder() builder}, as the
 * generated classes do; what is not set is empty (null for {@code perfectPlay}):
 *
 * <pre>{@code
 * Fixture corner =
 *     Fixture.builder()
 *         .name("answerTheCorner")
 *         .position(Position.of("X - - / - - - / - - -"))
 *         .bestMoves(List.of(new Square(2, 2)))
 *         .build();
 * }</pre>
 *
 * <p>The record's constructors stay for code compiled against them, but a new component will only
 * be added to the builder with a default: code that builds fixtures should use the builder.
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

  /**
   * A builder with nothing set: {@link Builder#name} and {@link Builder#position} must be set
   * before {@link Builder#build()}; every list, and {@code expect}, is empty until set, and {@code
   * perfectPlay} null.
   *
   * @since 0.1.0
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * A builder holding this fixture's every component, to make a fixture that differs in a few:
   * {@code fixture.toBuilder().bestMoves(List.of(move)).build()}.
   *
   * @since 0.1.0
   */
  public Builder toBuilder() {
    return builder()
        .name(name)
        .position(position)
        .expect(expect)
        .perfectPlay(perfectPlay)
        .bestMoves(bestMoves)
        .avoidMoves(avoidMoves)
        .winningMoves(winningMoves)
        .losingMoves(losingMoves)
        .onlyMoves(onlyMoves);
  }

  /**
   * Builds a {@link Fixture} component by name, in AutoValue's way: each setter sets one component
   * (the last value set wins) and returns this builder; {@link #build()} makes the record. Not
   * thread-safe, and reusable: each {@code build()} makes a fixture of what is set then.
   *
   * @since 0.1.0
   */
  public static final class Builder {
    private @Nullable String name;
    private @Nullable Position position;
    private Set<Outcome> expect = Set.of();
    private @Nullable GameValue perfectPlay;
    private List<Square> bestMoves = List.of();
    private List<Square> avoidMoves = List.of();
    private List<Square> winningMoves = List.of();
    private List<Square> losingMoves = List.of();
    private List<Square> onlyMoves = List.of();

    private Builder() {}

    /** Sets {@link Fixture#name()}: required. */
    public Builder name(String name) {
      this.name = Objects.requireNonNull(name, "name");
      return this;
    }

    /** Sets {@link Fixture#position()}: required. */
    public Builder position(Position position) {
      this.position = Objects.requireNonNull(position, "position");
      return this;
    }

    /** Sets {@link Fixture#expect()}: empty unless set. */
    public Builder expect(Set<Outcome> expect) {
      this.expect = Set.copyOf(Objects.requireNonNull(expect, "expect"));
      return this;
    }

    /** Sets {@link Fixture#perfectPlay()}: null unless set, and null for none. */
    public Builder perfectPlay(@Nullable GameValue perfectPlay) {
      this.perfectPlay = perfectPlay;
      return this;
    }

    /** Sets {@link Fixture#bestMoves()}: empty unless set. */
    public Builder bestMoves(List<Square> bestMoves) {
      this.bestMoves = List.copyOf(Objects.requireNonNull(bestMoves, "bestMoves"));
      return this;
    }

    /** Sets {@link Fixture#avoidMoves()}: empty unless set. */
    public Builder avoidMoves(List<Square> avoidMoves) {
      this.avoidMoves = List.copyOf(Objects.requireNonNull(avoidMoves, "avoidMoves"));
      return this;
    }

    /** Sets {@link Fixture#winningMoves()}: empty unless set. */
    public Builder winningMoves(List<Square> winningMoves) {
      this.winningMoves = List.copyOf(Objects.requireNonNull(winningMoves, "winningMoves"));
      return this;
    }

    /** Sets {@link Fixture#losingMoves()}: empty unless set. */
    public Builder losingMoves(List<Square> losingMoves) {
      this.losingMoves = List.copyOf(Objects.requireNonNull(losingMoves, "losingMoves"));
      return this;
    }

    /** Sets {@link Fixture#onlyMoves()}: empty unless set. */
    public Builder onlyMoves(List<Square> onlyMoves) {
      this.onlyMoves = List.copyOf(Objects.requireNonNull(onlyMoves, "onlyMoves"));
      return this;
    }

    /**
     * The fixture of what is set.
     *
     * @throws IllegalStateException when a required component is not set, naming every one missing:
     *     {@code a Fixture needs a name and a position; not set: name, position}
     */
    public Fixture build() {
      String name = this.name;
      Position position = this.position;
      if (name == null || position == null) {
        List<String> missing = new ArrayList<>();
        if (name == null) {
          missing.add("name");
        }
        if (position == null) {
          missing.add("position");
        }
        throw new IllegalStateException(
            "a Fixture needs a name and a position; not set: " + String.join(", ", missing));
      }
      return new Fixture(
          name,
          position,
          expect,
          perfectPlay,
          bestMoves,
          avoidMoves,
          winningMoves,
          losingMoves,
          onlyMoves);
    }
  }
}
