package dev.noughts;

import java.util.Objects;

/**
 * One move of a game as {@link GameAnalysis} judged it: what was known for its player before it and
 * after it.
 *
 * @param number the move's number in the game, from 1
 * @param player who played it
 * @param square where
 * @param before what was proved for the player before the move, with the player to move
 * @param after what was proved for the player after it, the opponent to move: {@link Standing#WON}
 *     when the move made k in a row, or kept a proved win ({@link Prover#judge} proved it to win)
 * @param exact whether the exact solver judged the position before the move (it reaches every board
 *     of at most 25 cells, and the endgames with at most 16 empty cells), not the prover
 * @since 0.1.0
 */
public record AnalysedMove(
    int number, Player player, Square square, Standing before, Standing after, boolean exact) {

  /** Checks that every part is given and the move is numbered from 1. */
  public AnalysedMove {
    Objects.requireNonNull(player, "player");
    Objects.requireNonNull(square, "square");
    Objects.requireNonNull(before, "before");
    Objects.requireNonNull(after, "after");
    if (number < 1) {
      throw new IllegalArgumentException("moves count from 1, got move " + number);
    }
  }
}
