package dev.noughts.gomocup;

import java.time.Duration;
import java.util.Objects;

/**
 * The time of a game on a clock, each player's: {@code perGame} for the whole game, {@code
 * increment} added after each move, as c-gomoku-cli's {@code tc=match_time+increment}. A player's
 * clock runs while its engine thinks, measured by noughts around each question; a move that comes
 * after the clock ran out but within the engine's tolerance counts, the clock then at 0 before its
 * increment; a clock at 0 when its player is to move loses the game on time.
 *
 * @param perGame each player's time for the whole game, more than 0
 * @param increment the time added to a player's clock after each of its moves, 0 or more
 * @since 0.1.0
 */
public record GameClock(Duration perGame, Duration increment) {
  /** Checks both times. */
  public GameClock {
    Objects.requireNonNull(perGame, "perGame");
    Objects.requireNonNull(increment, "increment");
    if (perGame.isNegative() || perGame.isZero() || increment.isNegative()) {
      throw new IllegalArgumentException(
          "a game's time is more than 0 and its increment 0 or more, got "
              + perGame.toMillis()
              + " ms and "
              + increment.toMillis()
              + " ms");
    }
  }

  /** For example {@code 60,000 ms + 500 ms a move}. */
  @Override
  public String toString() {
    return String.format(
        java.util.Locale.ROOT, "%,d ms + %,d ms a move", perGame.toMillis(), increment.toMillis());
  }
}
