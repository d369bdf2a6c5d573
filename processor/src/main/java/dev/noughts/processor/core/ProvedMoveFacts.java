package dev.noughts.processor.core;

import dev.noughts.MoveProof;
import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Square;

/**
 * {@link MoveFacts} by the {@link Prover}: a move wins when it completes k in a row, when the
 * position after it is proved lost for the opponent, or when the proof of the position names it
 * among the winning moves; it loses when the position after it is proved won for the opponent.
 */
final class ProvedMoveFacts implements MoveFacts {
  private final Prover prover;
  private final Position position;

  ProvedMoveFacts(Prover prover, Position position) {
    this.prover = prover;
    this.position = position;
  }

  @Override
  public Fact of(Square move) {
    MoveProof judged = prover.judge(position, move);
    Proof proof = judged.getProof();
    if (judged instanceof MoveProof.Wins) {
      return proof == null
          ? new Fact(Kind.WINS, "completes " + position.getWinLength() + " in a row")
          : new Fact(
              Kind.WINS,
              proof instanceof Proof.Loss
                  ? "is proved to win (after it, " + proof + ")"
                  : "is proved to win (" + proof + ")");
    }
    if (judged instanceof MoveProof.Loses loses) {
      return new Fact(
          Kind.LOSES,
          loses.getFoul() != null
              ? "is a foul (X may not make a " + loses.getFoul() + " under renju)"
              : "is proved to lose (after it, " + loses.getProof() + ")");
    }
    return proof instanceof Proof.NotProven notProven
        ? new Fact(Kind.NEITHER, "is not proved to win or lose: " + unproved(notProven))
        : new Fact(Kind.NEITHER, "fills the last cell, a draw");
  }

  /** Why the prover proved nothing after a move, and what would help. */
  private String unproved(Proof.NotProven notProven) {
    return notProven.isBudgetSpent()
        ? "after it, no forced win for either player was found within "
            + ForcedWins.nodes(prover.getBudget())
            + " (raise budget, or pick a position with a shorter win)"
        : "after it, neither player wins by fours and threes (searched through, "
            + ForcedWins.nodes(notProven.getNodes())
            + "), the only wins the prover proves";
  }
}
