package dev.noughts;

import org.jspecify.annotations.Nullable;

/**
 * How a game ends when both players play perfectly from a position: one of the three endings, and
 * nothing else, so a {@code switch} over it needs no default. {@link #getOutcome()} gives the
 * matching {@link Outcome}, to compare with a finished game's verdict.
 *
 * @since 0.1.0
 */
public enum GameValue {
  /** X wins, however O plays. */
  X_WINS,
  /** O wins, however X plays. */
  O_WINS,
  /** Neither player can force a win. */
  DRAW;

  /**
   * The outcome of a finished game that ends this way: {@code X_WINS}, {@code O_WINS} or {@code
   * DRAW}.
   */
  public Outcome getOutcome() {
    return switch (this) {
      case X_WINS -> Outcome.X_WINS;
      case O_WINS -> Outcome.O_WINS;
      case DRAW -> Outcome.DRAW;
    };
  }

  /** The player who wins, or null for a draw. */
  public @Nullable Player getWinner() {
    return switch (this) {
      case X_WINS -> Player.X;
      case O_WINS -> Player.O;
      case DRAW -> null;
    };
  }

  static GameValue wonBy(Player winner) {
    return winner == Player.X ? X_WINS : O_WINS;
  }

  /** As a sentence with the plies it takes: {@code X wins in 3}, {@code draw in 6}. */
  String inPlies(int plies) {
    return switch (this) {
      case X_WINS -> "X wins in " + plies;
      case O_WINS -> "O wins in " + plies;
      case DRAW -> "draw in " + plies;
    };
  }
}
