package dev.noughts.testing;

import static com.google.common.truth.Fact.fact;
import static com.google.common.truth.Fact.simpleFact;

import com.google.common.truth.Fact;
import com.google.common.truth.FailureMetadata;
import com.google.common.truth.Subject;
import com.google.common.truth.Truth;
import dev.noughts.Fixture;
import dev.noughts.Square;
import dev.noughts.engines.EngineScore;
import dev.noughts.engines.Grade;
import dev.noughts.engines.MissProof;
import dev.noughts.engines.Result;
import dev.noughts.engines.internal.FailureLayout;
import dev.noughts.engines.internal.ReportWords;
import java.util.ArrayList;
import java.util.List;
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
 * <p>The best moves are the fixture's own ({@link Fixture#bestMoves()}, {@link
 * Fixture#winningMoves()}, {@link Fixture#onlyMoves()}), checked by the solver or proved by the
 * prover when the fixtures compiled; nothing is solved in the test, so a fixture of any size, 15 x
 * 15 included, is checked at once. Only a move that a fixture listing moves proved to win does not
 * list is proved in the test, as {@link EngineScore#judge} judges it, once: a failure shows the
 * proof kept from that judging. On a board with a win length other than its size, a failure adds
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
   * {@code move} is a best move of the fixture, as {@link EngineScore#grade} grades it: one of its
   * {@link Fixture#bestMoves() best moves}, {@link Fixture#winningMoves() moves proved to win} or
   * {@link Fixture#onlyMoves() only moves}, or, where it lists moves proved to win, another move
   * the prover proves to win. Fails when it is not, saying whether it is not legal, no move at all
   * (null) or a move to avoid; and fails when the fixture names no right moves (its {@code @Board}
   * has no {@code bestMoves}, {@code winningMoves} or {@code onlyMoves}), since then no move can
   * pass.
   */
  public void hasBestMove(@Nullable Square move) {
    if (actual == null) {
      failWithoutActual(simpleFact("expected a fixture, but was null"));
      return;
    }
    if (actual.bestMoves().isEmpty()
        && actual.winningMoves().isEmpty()
        && actual.onlyMoves().isEmpty()) {
      failShowingBoard(
          actual,
          fact("expected a best move of fixture", actual.name()),
          simpleFact(
              "but the fixture lists no best moves (its @Board has no bestMoves, winningMoves or"
                  + " onlyMoves)"),
          fact("move", String.valueOf(move)));
      return;
    }
    Result judged = EngineScore.judge(actual, move);
    if (judged.grade() == Grade.BEST) {
      return;
    }
    failShowingBoard(
        actual, fact("expected a best move of fixture", actual.name()), expectations(judged));
  }

  /**
   * {@code move} is a legal move in the fixture's position and not a move to avoid, as {@link
   * EngineScore#grade} grades it: none of its {@link Fixture#avoidMoves() moves to avoid} or {@link
   * Fixture#losingMoves() moves proved to lose}, and, where it lists {@link Fixture#onlyMoves()
   * only moves}, one of them; for the fixtures that list moves to avoid rather than best moves.
   * Fails when it is not legal, no move at all (null) or a move to avoid.
   */
  public void allowsMove(@Nullable Square move) {
    if (actual == null) {
      failWithoutActual(simpleFact("expected a fixture, but was null"));
      return;
    }
    Result judged = EngineScore.judge(actual, move);
    if (judged.grade() == Grade.BEST || judged.grade() == Grade.OTHER) {
      return;
    }
    failShowingBoard(
        actual, fact("expected no move to avoid in fixture", actual.name()), expectations(judged));
  }

  /**
   * What the move was, the proof behind its miss where the fixture has proved moves ({@code which
   * loses: ...} or {@code a proved win: ...}, kept from its judging: {@link Result#missProof()}),
   * then each list of moves the fixture gives.
   */
  private static Fact[] expectations(Result judged) {
    Fixture fixture = judged.fixture();
    List<Fact> facts = new ArrayList<>();
    facts.add(fact("but was", describe(fixture, judged.move(), judged.grade())));
    MissProof proof = judged.missProof();
    if (proof != null) {
      FailureLayout.Fact words = ReportWords.missFact(proof);
      facts.add(fact(words.key(), words.value()));
    }
    addMoves(facts, "best moves", fixture.bestMoves());
    addMoves(facts, "moves to avoid", fixture.avoidMoves());
    addMoves(facts, "moves proved to win", fixture.winningMoves());
    addMoves(facts, "moves proved to lose", fixture.losingMoves());
    addMoves(facts, "the only moves that do not lose", fixture.onlyMoves());
    return facts.toArray(new Fact[0]);
  }

  private static void addMoves(List<Fact> facts, String key, List<Square> moves) {
    if (!moves.isEmpty()) {
      facts.add(fact(key, ReportWords.squares(moves)));
    }
  }

  private static String describe(Fixture fixture, @Nullable Square move, Grade grade) {
    return switch (grade) {
      case NONE -> "no move (null)";
      case ILLEGAL -> move + ", not a legal move";
      case AVOIDED ->
          fixture.avoidMoves().contains(move)
              ? move + ", a move the fixture lists to avoid"
              : move + ", a move proved to lose";
      default -> String.valueOf(move);
    };
  }

  private void failShowingBoard(Fixture fixture, Fact first, Fact... rest) {
    failWithoutActual(first, BoardFacts.followedByBoard(List.of(rest), fixture.position()));
  }
}
