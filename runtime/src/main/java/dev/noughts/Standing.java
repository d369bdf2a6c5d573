package dev.noughts;

/**
 * What is known of a position for its player to move, as {@link GameAnalysis} finds it: proved won,
 * proved lost, drawn under perfect play (within the exact solver's reach), or nothing proved.
 *
 * @since 0.1.0
 */
public enum Standing {
  /** The player to move wins by force: by the solver, or by the prover's proof. */
  WON,
  /** The player to move loses whatever they play: by the solver, or by the prover's proof. */
  LOST,
  /** Perfect play draws: only the exact solver says so. */
  DRAWN,
  /** Neither a win nor a loss is proved within the prover's budget; not a draw. */
  NOT_PROVEN;

  /** The same position as the opponent sees it. */
  Standing forOpponent() {
    return switch (this) {
      case WON -> LOST;
      case LOST -> WON;
      case DRAWN, NOT_PROVEN -> this;
    };
  }
}
