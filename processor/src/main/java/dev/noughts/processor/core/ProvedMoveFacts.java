package dev.noughts.processor.core;

import dev.noughts.MoveProof;
import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Rule;
import dev.noughts.Square;
import dev.noughts.Verdict;

/**
 * {@link MoveFacts} by the {@link Prover}: a move wins when it completes k in a row, when the
 * position after it is proved lost for the opponent, or when the proof of the position names it
 * among the winning moves; it loses when the position after it is proved won for the opponent, or
 * when it is X's move onto a point forbidden under renju (a foul: O wins).
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
              ? "is forbidden to X under renju ("
                  + loses.getFoul()
                  + "), a foul that ends the game, O winning"
              : "is proved to lose (after it, " + loses.getProof() + ")");
    }
    return proof instanceof Proof.NotProven notProven
        ? new Fact(
            Kind.NEITHER, "is not proved to win or lose: " + tooLong(move) + unproved(notProven))
        : new Fact(Kind.NEITHER, "fills the last cell, a draw");
  }

  /**
   * Under exactly k, when {@code move} makes a run longer than k (a win under free-style): {@code
   * it makes (8,4)-(8,9), longer than 5 in a row, which wins for neither player under exactly k; };
   * else empty.
   */
  private String tooLong(Square move) {
    if (position.getRule() != Rule.EXACTLY_K) {
      return "";
    }
    Position freeStyle = position.withRule(Rule.FREE_STYLE);
    if (!(freeStyle.getVerdict() instanceof Verdict.InProgress)
        || !(freeStyle.play(move).getVerdict() instanceof Verdict.Win win)) {
      return "";
    }
    StringBuilder runs = new StringBuilder();
    for (int i = 0; i < win.lines().size(); i++) {
      String separator = i == 0 ? "" : i == win.lines().size() - 1 ? " and " : ", ";
      runs.append(separator).append(win.lines().get(i));
    }
    return "it makes "
        + runs
        + ", longer than "
        + position.getWinLength()
        + " in a row, which wins for neither player under exactly k; ";
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
