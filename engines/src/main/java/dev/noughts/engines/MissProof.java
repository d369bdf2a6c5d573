package dev.noughts.engines;

import dev.noughts.Proof;

/**
 * The proof behind a move that missed a fixture with proved moves, as {@link
 * EngineScore#proofOfMiss} finds it: either the move {@linkplain Kind#LOSES loses} (the proof is
 * the opponent's win after it) or it {@linkplain Kind#GIVES_UP_A_WIN gives up a win} (the proof is
 * the mover's win from the fixture's position, which the move did not keep).
 *
 * <pre>{@code
 * which loses: O wins by force: (9,2); line (9,2) (9,1) (9,6), 3 plies at most
 * a proved win: line (1,4) (1,1) (1,5), 3 plies at most
 * }</pre>
 *
 * @param kind what the proof shows about the move
 * @param proof the opponent's win after the move ({@link Kind#LOSES}), or the mover's win before it
 *     ({@link Kind#GIVES_UP_A_WIN})
 * @since 0.1.0
 */
public record MissProof(Kind kind, Proof.Win proof) {

  /**
   * What a {@link MissProof} shows about the move.
   *
   * @since 0.1.0
   */
  public enum Kind {
    /** The move is proved to lose: the opponent wins by force after it. */
    LOSES,
    /**
     * The fixture's position is a proved win for the mover, and the move was not proved to keep it.
     */
    GIVES_UP_A_WIN
  }

  /** What the proof shows, as a report's label: {@code which loses} or {@code a proved win}. */
  public String label() {
    return switch (kind) {
      case LOSES -> "which loses";
      case GIVES_UP_A_WIN -> "a proved win";
    };
  }

  /**
   * The proof and its plies: {@code O wins by force: (9,2); line (9,2) (9,1) (9,6), 3 plies at
   * most} for a losing move, {@code line (1,4) (1,1) (1,5), 3 plies at most} for a win given up.
   */
  public String detail() {
    return switch (kind) {
      case LOSES -> proof + ", " + Reports.plies(proof.getLine().size());
      case GIVES_UP_A_WIN -> Reports.lineAndPlies(proof.getLine());
    };
  }

  /** The {@link #label} and the {@link #detail}: {@code which loses: O wins by force: ...}. */
  @Override
  public String toString() {
    return label() + ": " + detail();
  }
}
