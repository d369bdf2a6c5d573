package dev.noughts.processor.core;

import dev.noughts.GameValue;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * {@code perfectPlay = X_WINS} or {@code O_WINS} beyond the exact solver, checked by the runtime's
 * {@link Prover} within the fixture's budget, for every front end alike, on a board the prover
 * takes ({@link Prover#whyUnprovable} empty).
 */
final class ForcedWins {
  private ForcedWins() {}

  /**
   * Null when the prover proves that {@code claim}'s winner wins by force; else why not, such as
   * {@code O wins by force: (8,9); line ..., so X cannot win} or {@code no forced win for X was
   * found within 200,000 nodes ...}.
   */
  static @Nullable String whyNotProved(Prover prover, Position position, GameValue claim) {
    Player winner = claim == GameValue.X_WINS ? Player.X : Player.O;
    Proof proof = prover.prove(position);
    if (!(proof instanceof Proof.NotProven notProven)) {
      return proof.getWinner() == winner ? null : proof + ", so " + winner + " cannot win";
    }
    return notProven.isBudgetSpent()
        ? "no forced win for "
            + winner
            + " was found within "
            + nodes(prover.getBudget())
            + "; raise budget, or pick a position with a shorter win"
        : winner
            + " has no forced win by fours and threes (searched through, "
            + nodes(proof.getNodes())
            + "), the only wins the prover proves";
  }

  /** {@code 1 node}, {@code 200,000 nodes}. */
  static String nodes(long count) {
    return count == 1 ? "1 node" : String.format(Locale.ROOT, "%,d nodes", count);
  }
}
