package dev.noughts.engines;

import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Square;
import dev.noughts.Verdict;
import org.jspecify.annotations.Nullable;

/**
 * Judges an engine's move in a {@link Tactic} by proof alone. On a win, a move is right when it is
 * one of the proved winning moves, or when the position after it is proved lost for the defender;
 * it is losing when the position after it is proved won for the defender; otherwise it is not
 * proved to keep the win. On a defence, a move is right unless the position after it is proved won
 * for the attacker.
 */
final class TacticJudge {

  /** What a move was, and the proof that says so when a proof was needed. */
  enum Call {
    /** A proved win kept, or a defence that is not proved to lose. */
    RIGHT,
    /** A win given up: the move is not proved to keep it (nor proved to lose). */
    NOT_PROVEN,
    /** The move is proved to lose. */
    LOSING,
    /** A square that is not empty or not on the board. */
    ILLEGAL,
    /** No move. */
    NONE
  }

  /**
   * @param call what the move was
   * @param proof what the prover found after the move, when it was asked: a loss for the defender
   *     on a kept win, a win for the opponent on a losing move
   */
  record Judgement(Call call, @Nullable Proof proof) {}

  private final Prover prover;

  TacticJudge(Prover prover) {
    this.prover = prover;
  }

  Judgement judge(Tactic tactic, @Nullable Square move) {
    Position position = tactic.getPosition();
    if (move == null) {
      return new Judgement(Call.NONE, null);
    }
    if (!position.getLegalMoves().contains(move)) {
      return new Judgement(Call.ILLEGAL, null);
    }
    if (tactic.getMoves().contains(move)) {
      return new Judgement(Call.RIGHT, null); // proved to win, or a defence not proved to lose
    }
    boolean win = tactic.getKind().isWin();
    Position after = position.play(move);
    Verdict verdict = after.getVerdict();
    if (verdict instanceof Verdict.Win made && made.winner() == tactic.getPlayer()) {
      return new Judgement(Call.RIGHT, null); // k in a row at once
    }
    if (!(verdict instanceof Verdict.InProgress)) {
      return new Judgement(win ? Call.NOT_PROVEN : Call.RIGHT, null); // the last cell: a draw
    }
    Proof proof = prover.prove(after);
    if (proof instanceof Proof.Win) {
      return new Judgement(Call.LOSING, proof);
    }
    if (proof instanceof Proof.Loss) {
      return new Judgement(Call.RIGHT, proof);
    }
    return new Judgement(win ? Call.NOT_PROVEN : Call.RIGHT, null);
  }
}
