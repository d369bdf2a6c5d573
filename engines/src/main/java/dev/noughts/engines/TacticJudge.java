package dev.noughts.engines;

import dev.noughts.MoveProof;
import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Square;
import dev.noughts.engines.TacticsScore.Grade;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Judges an engine's move in a {@link Tactic} by proof alone, the tactic's proved moves first and
 * then {@link Prover#judge}. On a win, a move is right when it is one of the proved winning moves,
 * or when the prover judges it to win; it is losing when the prover judges it to lose; otherwise it
 * is unresolved. On a defence, a move is right unless the prover judges it to lose.
 */
final class TacticJudge {

  /**
   * @param grade what the move was
   * @param proof what the prover found after the move, when it was asked: a loss for the defender
   *     on a kept win, a win for the opponent on a losing move
   */
  record Judgement(Grade grade, @Nullable Proof proof) {}

  private final Prover prover;

  TacticJudge(Prover prover) {
    this.prover = prover;
  }

  /** The prover that judges. */
  Prover prover() {
    return prover;
  }

  Judgement judge(Tactic tactic, @Nullable Square move) {
    return judge(tactic.getPosition(), tactic.getKind().isWin(), tactic.getMoves(), move);
  }

  /**
   * Judges {@code move} in {@code position}: on a win ({@code win}), {@code proved} are moves
   * proved to win; on a defence, the only moves not proved to lose.
   */
  Judgement judge(Position position, boolean win, List<Square> proved, @Nullable Square move) {
    if (move == null) {
      return new Judgement(Grade.NONE, null);
    }
    if (!position.getLegalMoves().contains(move)) {
      return new Judgement(Grade.ILLEGAL, null);
    }
    if (proved.contains(move)) {
      return new Judgement(Grade.RIGHT, null); // proved to win, or a defence not proved to lose
    }
    MoveProof judged = prover.judge(position, move);
    if (judged instanceof MoveProof.Loses loses) {
      return new Judgement(Grade.LOSING, loses.getProof());
    }
    if (judged instanceof MoveProof.Wins) {
      // Kept with the opponent's loss after it; a win the position's proof lists needs no proof
      // here.
      Proof proof = judged.getProof();
      return new Judgement(Grade.RIGHT, proof instanceof Proof.Loss ? proof : null);
    }
    return new Judgement(win ? Grade.UNRESOLVED : Grade.RIGHT, null); // not proved, or a draw
  }
}
