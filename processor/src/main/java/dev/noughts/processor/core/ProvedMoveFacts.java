package dev.noughts.processor.core;

import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Square;
import dev.noughts.Verdict;
import org.jspecify.annotations.Nullable;

/**
 * {@link MoveFacts} by the {@link Prover}: a move wins when it completes k in a row, when the
 * position after it is proved lost for the opponent, or when the proof of the position names it
 * among the winning moves; it loses when the position after it is proved won for the opponent.
 */
final class ProvedMoveFacts implements MoveFacts {
  private final Prover prover;
  private final Position position;
  private @Nullable Proof proof; // of the position itself, proved on first need

  ProvedMoveFacts(Prover prover, Position position) {
    this.prover = prover;
    this.position = position;
  }

  @Override
  public Fact of(Square move) {
    Position after = position.play(move);
    Verdict verdict = after.getVerdict();
    if (verdict instanceof Verdict.Win) {
      return new Fact(Kind.WINS, "completes " + position.getWinLength() + " in a row");
    }
    if (!(verdict instanceof Verdict.InProgress)) {
      return new Fact(Kind.NEITHER, "fills the last cell, a draw");
    }
    Proof next = prover.prove(after);
    if (next instanceof Proof.Loss loss) {
      return new Fact(Kind.WINS, "is proved to win (after it, " + loss + ")");
    }
    if (next instanceof Proof.Win win) {
      return new Fact(Kind.LOSES, "is proved to lose (after it, " + win + ")");
    }
    // The loser's every reply may be more than the budget allows where the winner's threats are
    // not: the proof of the position itself may name the move.
    if (proofOfPosition() instanceof Proof.Win win && win.getWinningMoves().contains(move)) {
      return new Fact(Kind.WINS, "is proved to win (" + win + ")");
    }
    return new Fact(
        Kind.NEITHER, "is not proved to win or lose: " + unproved((Proof.NotProven) next));
  }

  private Proof proofOfPosition() {
    Proof current = proof;
    if (current == null) {
      current = prover.proveEveryWinningMove(position); // a fixture may claim any of them
      proof = current;
    }
    return current;
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
