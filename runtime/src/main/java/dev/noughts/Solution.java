package dev.noughts;

import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What perfect play makes of a position, as {@link Solver#solve(Position)} finds it.
 *
 * <p>Plies count moves, both players' (a ply is one player's move). When a player wins, the plies
 * are those of the game in which the winner wins as fast as possible and the loser holds out as
 * long as possible; a draw runs to the full board, so its plies are the empty cells.
 *
 * @param value how the game ends under perfect play
 * @param plies how many moves it takes from here: 0 for a finished game
 * @param bestMoves every legal move that keeps {@code value} for the player to move (for a won
 *     position, every move that still wins, not only the fastest; for a lost one, every move), row
 *     by row from the top, left to right; empty for a finished game
 * @param moves every legal move with its own value and plies, in the same order; empty for a
 *     finished game
 * @since 0.1.0
 */
public record Solution(GameValue value, int plies, List<Square> bestMoves, List<Move> moves) {

  /**
   * Copies the lists into unmodifiable ones.
   *
   * @throws IllegalArgumentException when {@code plies} is negative
   */
  public Solution {
    Objects.requireNonNull(value, "value");
    if (plies < 0) {
      throw new IllegalArgumentException("plies is " + plies + "; it is 0 or more");
    }
    bestMoves = List.copyOf(bestMoves);
    moves = List.copyOf(moves);
  }

  /**
   * The best moves that reach the end soonest for the player to move: for a win, those that win in
   * {@link #plies()}, the shortest win; for a loss, those that lose in {@code plies()}, holding out
   * longest; for a draw, every best move, since every draw runs to the full board. In the order of
   * {@link #bestMoves()}; empty for a finished game.
   */
  public List<Square> fastestBestMoves() {
    return moves.stream()
        .filter(move -> move.value() == value && move.plies() == plies)
        .map(Move::square)
        .toList();
  }

  /**
   * Whether {@code squares}, in any order, are the best moves as a fixture may list them: either
   * every move that keeps the value ({@link #bestMoves()}), or exactly those that reach it soonest
   * ({@link #fastestBestMoves()}). The {@code @Board} processor accepts a fixture's {@code
   * bestMoves} by this rule, so a test can check a list of best moves the way it does.
   *
   * <p>For example, where X wins by (1,3) in 1 ply or by (3,1) in 3, both {@code [(1,3), (3,1)]}
   * and {@code [(1,3)]} are the best moves, but {@code [(3,1)]} is not.
   */
  public boolean areBestMoves(Collection<Square> squares) {
    Set<Square> given = Set.copyOf(squares);
    return given.equals(Set.copyOf(bestMoves)) || given.equals(Set.copyOf(fastestBestMoves()));
  }

  /**
   * One legal move and what perfect play makes of the game after it.
   *
   * @param square where the player to move marks
   * @param value how the game ends when both play perfectly after this move
   * @param plies how many moves the game then takes from the position before this one, this move
   *     included
   * @since 0.1.0
   */
  public record Move(Square square, GameValue value, int plies) {

    /**
     * Checks that the square and the value are given and that the plies count the move itself.
     *
     * @throws IllegalArgumentException when {@code plies} is less than 1
     */
    public Move {
      Objects.requireNonNull(square, "square");
      Objects.requireNonNull(value, "value");
      if (plies < 1) {
        throw new IllegalArgumentException(
            "plies is " + plies + "; a move's plies count the move itself, so they are 1 or more");
      }
    }

    /** For example {@code (1,3): X wins in 3}. */
    @Override
    public String toString() {
      return square + ": " + value.inPlies(plies);
    }
  }

  /**
   * For example {@code X wins in 3: best moves (1,3) (3,1)}, {@code draw in 6: best moves (2,2)},
   * or, for a finished game, {@code game over: X wins} and {@code game over: draw}.
   */
  @Override
  public String toString() {
    if (moves.isEmpty()) {
      return "game over: " + (value == GameValue.DRAW ? "draw" : value.getWinner() + " wins");
    }
    return value.inPlies(plies)
        + ": best moves "
        + bestMoves.stream().map(Square::toString).collect(Collectors.joining(" "));
  }
}
