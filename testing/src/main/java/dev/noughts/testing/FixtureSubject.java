package dev.noughts.testing;

import static com.google.common.truth.Fact.fact;
import static com.google.common.truth.Fact.simpleFact;

import com.google.common.truth.Fact;
import com.google.common.truth.FailureMetadata;
import com.google.common.truth.Subject;
import com.google.common.truth.Truth;
import dev.noughts.Fixture;
import dev.noughts.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * Truth assertions on a {@link Fixture}, for the engine tests that {@link EngineFixtures} feeds. A
 * failure names the fixture and shows the engine's move, the fixture's best moves and its board in
 * the notation, so that it reads the same whatever the test runner prints as the case's name:
 *
 * <pre>{@code
 * @ParameterizedTest
 * @EngineFixtures(Tactics.class)
 * void playsABestMove(Position position, Fixture expected) {
 *   assertThat(expected).hasBestMove(engine.move(position));
 * }
 * }</pre>
 *
 * <pre>
 * expected a best move of fixture: stopTheFork
 * but was                        : (1,3), a move the fixture lists to avoid
 * best moves                     : (1,2) (2,1) (2,3) (3,2)
 * moves to avoid                 : (1,3) (3,1)
 * board                          : X - - / - O - / - - X
 * </pre>
 *
 * <p>For fixtures that list moves to avoid, {@link #allowsMove(Square)} fails on a move to avoid or
 * a move that is not legal, with the same facts.
 *
 * <p>The best moves are the fixture's own ({@link Fixture#bestMoves()}), checked by the solver when
 * the fixtures compiled; no solving happens in the test, so a fixture of any size, 15 x 15
 * included, is checked at once. On a board with a win length other than its size, a failure adds
 * the line {@code win length: 5 in a row}.
 *
 * @since 0.1.0
 */
public final class FixtureSubject extends Subject {
  private final @Nullable Fixture actual;

  private FixtureSubject(FailureMetadata metadata, @Nullable Fixture actual) {
    super(metadata, actual);
    this.actual = actual;
  }

  /** The factory, for {@code assertAbout(fixtures())} and {@code expect.about(fixtures())}. */
  public static Subject.Factory<FixtureSubject, Fixture> fixtures() {
    return FixtureSubject::new;
  }

  /** Begins an assertion about {@code fixture}. */
  public static FixtureSubject assertThat(@Nullable Fixture fixture) {
    return Truth.assertAbout(fixtures()).that(fixture);
  }

  /**
   * {@code move} is one of the fixture's {@link Fixture#bestMoves() best moves}. Fails when it is
   * not, saying whether it is not legal, no move at all (null) or a move the fixture lists to
   * avoid; and fails when the fixture lists no best moves (its {@code @Board} has no {@code
   * bestMoves}), since then no move can pass.
   */
  public void hasBestMove(@Nullable Square move) {
    if (actual == null) {
      failWithoutActual(simpleFact("expected a fixture, but was null"));
      return;
    }
    List<Square> best = actual.bestMoves();
    if (best.isEmpty()) {
      failShowingBoard(
          actual,
          fact("expected a best move of fixture", actual.name()),
          simpleFact("but the fixture lists no best moves (its @Board has no bestMoves)"),
          fact("move", String.valueOf(move)));
      return;
    }
    if (move != null && best.contains(move)) {
      return;
    }
    List<Fact> facts = new ArrayList<>();
    facts.add(fact("but was", describe(actual, move)));
    facts.add(fact("best moves", squares(best)));
    if (!actual.avoidMoves().isEmpty()) {
      facts.add(fact("moves to avoid", squares(actual.avoidMoves())));
    }
    failShowingBoard(
        actual, fact("expected a best move of fixture", actual.name()), facts.toArray(new Fact[0]));
  }

  /**
   * {@code move} is a legal move in the fixture's position and not one of its {@link
   * Fixture#avoidMoves() moves to avoid}: for the fixtures that list moves to avoid rather than
   * best moves. Fails when it is not legal, no move at all (null) or a move to avoid.
   */
  public void allowsMove(@Nullable Square move) {
    if (actual == null) {
      failWithoutActual(simpleFact("expected a fixture, but was null"));
      return;
    }
    if (move != null
        && actual.position().getLegalMoves().contains(move)
        && !actual.avoidMoves().contains(move)) {
      return;
    }
    List<Fact> facts = new ArrayList<>();
    facts.add(fact("but was", describe(actual, move)));
    if (!actual.avoidMoves().isEmpty()) {
      facts.add(fact("moves to avoid", squares(actual.avoidMoves())));
    }
    if (!actual.bestMoves().isEmpty()) {
      facts.add(fact("best moves", squares(actual.bestMoves())));
    }
    failShowingBoard(
        actual,
        fact("expected no move to avoid in fixture", actual.name()),
        facts.toArray(new Fact[0]));
  }

  private static String describe(Fixture fixture, @Nullable Square move) {
    if (move == null) {
      return "no move (null)";
    }
    if (!fixture.position().getLegalMoves().contains(move)) {
      return move + ", not a legal move";
    }
    if (fixture.avoidMoves().contains(move)) {
      return move + ", a move the fixture lists to avoid";
    }
    return move.toString();
  }

  private void failShowingBoard(Fixture fixture, Fact first, Fact... rest) {
    failWithoutActual(first, BoardFacts.followedByBoard(List.of(rest), fixture.position()));
  }

  private static String squares(List<Square> squares) {
    return squares.stream().map(Square::toString).collect(Collectors.joining(" "));
  }
}
