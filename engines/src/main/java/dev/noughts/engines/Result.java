package dev.noughts.engines;

import dev.noughts.Fixture;
import dev.noughts.Position;
import dev.noughts.Square;
import org.jspecify.annotations.Nullable;

/**
 * One position an engine was asked about, with what was expected of it and what its move was. In an
 * {@link EngineScore} the fixture is one of the suite's; in an {@link EngineSweep} it is the
 * position swept, named by its notation, with the solver's value and best moves.
 *
 * @param fixture the position and what it expects
 * @param move the engine's move, or null when it gave none
 * @param grade what the move was
 * @param missProof in a score, the proof behind a miss in a fixture with proved moves, kept from
 *     the judging of the move ({@link EngineScore#judge}); null for a move that is no miss, for a
 *     miss with no proof against it, and in a sweep
 * @since 0.1.0
 */
public record Result(
    Fixture fixture, @Nullable Square move, Grade grade, @Nullable MissProof missProof) {

  /** A result with no proof behind it: a sweep's, or a score's move judged by lists alone. */
  public Result(Fixture fixture, @Nullable Square move, Grade grade) {
    this(fixture, move, grade, null);
  }

  /** The position the engine was asked about. */
  public Position position() {
    return fixture.position();
  }

  /**
   * Whether the move is a miss: a move to avoid, a worse or illegal move, no move, or a move that
   * is not a best one where the fixture lists best moves or moves proved to win. A fine move in a
   * fixture that lists only moves to avoid is not a miss.
   */
  public boolean isMiss() {
    return switch (grade) {
      case BEST -> false;
      case OTHER -> !fixture.bestMoves().isEmpty() || !fixture.winningMoves().isEmpty();
      case AVOIDED, WORSE, ILLEGAL, NONE -> true;
    };
  }
}
