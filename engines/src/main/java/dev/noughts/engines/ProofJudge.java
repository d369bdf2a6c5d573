package dev.noughts.engines;

import dev.noughts.MoveProof;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Square;
import org.jspecify.annotations.Nullable;

/**
 * The one judge of a move in a position with proved expectations ({@link ProvedMoves}), by proof
 * alone: the listed moves first, then {@link Prover#judge}; the one place where a proof becomes a
 * {@link ProofGrade}. A listed winning or only move is right. Any other move is asked of the prover
 * (a listed losing move too, so that its proof is at hand): it is losing when the prover judges it
 * to lose, or at once, with no proof, when it is a forbidden point of X's under renju, right when
 * it judges it to win; otherwise, where a win is proved, unresolved, and where none is (a defence),
 * right.
 */
final class ProofJudge {

  /**
   * @param grade what the move was
   * @param proof what the prover found after the move, when it was asked: a loss for the defender
   *     on a kept win, a win for the opponent on a losing move
   */
  record Judgement(ProofGrade grade, @Nullable Proof proof) {}

  private final Prover prover;

  ProofJudge(Prover prover) {
    this.prover = prover;
  }

  /** The prover that judges. */
  Prover prover() {
    return prover;
  }

  /** Judges {@code move} in {@code tactic}, as its {@link ProvedMoves}. */
  Judgement judge(Tactic tactic, @Nullable Square move) {
    return judge(ProvedMoves.of(tactic), move);
  }

  /** Judges {@code move}, or no move (null), in the position of {@code proved}. */
  Judgement judge(ProvedMoves proved, @Nullable Square move) {
    if (move == null) {
      return new Judgement(ProofGrade.NONE, null);
    }
    if (!proved.position().getLegalMoves().contains(move)) {
      return new Judgement(ProofGrade.ILLEGAL, null);
    }
    if (proved.winningMoves().contains(move) || proved.onlyMoves().contains(move)) {
      return new Judgement(
          ProofGrade.RIGHT, null); // proved to win, or a defence not proved to lose
    }
    MoveProof judged = prover.judge(proved.position(), move);
    if (judged instanceof MoveProof.Loses loses) {
      // A foul (X onto a forbidden point under renju) loses by the rule, with no proof to show.
      return new Judgement(ProofGrade.LOSING, loses.getProof());
    }
    if (judged instanceof MoveProof.Wins) {
      // Kept with the opponent's loss after it; a win the position's proof lists needs no proof
      // here.
      Proof proof = judged.getProof();
      return new Judgement(ProofGrade.RIGHT, proof instanceof Proof.Loss ? proof : null);
    }
    // Not proved, or a draw.
    return new Judgement(proved.isWin() ? ProofGrade.UNRESOLVED : ProofGrade.RIGHT, null);
  }
}
