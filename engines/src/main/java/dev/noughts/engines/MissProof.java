package dev.noughts.engines;

import dev.noughts.Proof;
import dev.noughts.engines.internal.FailureLayout;
import dev.noughts.engines.internal.ReportWords;

/**
 * The proof behind a move that missed a fixture with proved moves, kept from the judging of the
 * move ({@link EngineScore#judge}, {@link Result#missProof()}): either the move {@linkplain
 * Kind#LOSES loses} (the proof is the opponent's win after it) or it {@linkplain
 * Kind#GIVES_UP_A_WIN gives up a win} (the proof is the mover's win from the fixture's position,
 * which the move did not keep). Data only: the reports word it, and so does its {@link
 * #toString()}:
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

  /**
   * The proof as a report words it: {@code which loses: O wins by force: (9,2); line (9,2) (9,1)
   * (9,6), 3 plies at most} for a losing move, {@code a proved win: line (1,4) (1,1) (1,5), 3 plies
   * at most} for a win given up.
   */
  @Override
  public String toString() {
    FailureLayout.Fact fact = ReportWords.missFact(this);
    return fact.key() + ": " + fact.value();
  }
}
