package dev.noughts.engines;

import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Square;
import dev.noughts.Verdict;
import dev.noughts.engines.TacticsScore.Grade;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Judges an engine's move in a {@link Tactic} by proof alone. On a win, a move is right when it is
 * one of the proved winning moves, or when the position after it is proved lost for the defender;
 * it is losing when the position after it is proved won for the defender; otherwise it is
 * unresolved. On a defence, a move is right unless the position after it is proved won for the
 * attacker.
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
    Position after = position.play(move);
    Verdict verdict = after.getVerdict();
    if (verdict instanceof Verdict.Win) {
      return new Judgement(Grade.RIGHT, null); // k in a row at once
    }
    if (!(verdict instanceof Verdict.InProgress)) {
      return new Judgement(win ? Grade.UNRESOLVED : Grade.RIGHT, null); // the last cell: a draw
    }
    Proof proof = prover.prove(after);
    if (proof instanceof Proof.Win) {
      return new Judgement(Grade.LOSING, proof);
    }
    if (proof instanceof Proof.Loss) {
      return new Judgement(Grade.RIGHT, proof);
    }
    return new Judgement(win ? Grade.UNRESOLVED : Grade.RIGHT, null);
  }
}
