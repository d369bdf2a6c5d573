package dev.noughts.gomocup;

import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What a {@link Match} played: its games in the order they finished, the first engine's score, and
 * where its SPRT stands.
 *
 * @param games every finished game, in the order they finished
 * @param score the first engine's wins, losses and draws
 * @param sprt where the match's SPRT stands after them, null for a match without one
 * @param notRun what an engine that could not be run did, which stopped the match: it refused the
 *     board or did not start ({@link Fault#BOARD_REFUSED}, {@link Fault#NOT_STARTED}) before it had
 *     made any move in the match; null when both engines ran
 * @since 0.1.0
 */
public record MatchResult(
    List<MatchGame> games,
    MatchScore score,
    Sprt.@Nullable State sprt,
    Reply.@Nullable Failure notRun) {
  /** Copies the games. */
  public MatchResult {
    games = List.copyOf(games);
    Objects.requireNonNull(score, "score");
  }
}
