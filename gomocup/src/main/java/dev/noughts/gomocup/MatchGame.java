package dev.noughts.gomocup;

import dev.noughts.GameAnalysis;
import dev.noughts.PlayedGame;
import dev.noughts.Player;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One finished game of a {@link Match}.
 *
 * @param number the game's number, from 1: the games of opening {@code n} (from 1) are {@code 2n -
 *     1}, the first engine playing X, and {@code 2n}, the first engine playing O
 * @param opening the opening's number, from 1, in the order of the openings
 * @param firstPlaysX whether the first engine played X, who moves first
 * @param game the game as played, the opening's stones first, with the engines' names (X's, then
 *     O's) and its {@linkplain dev.noughts.PlayedGame#getResult() result}, as its record keeps
 *     {@code end}
 * @param end how it ended
 * @param analysis its moves judged by proof, when the match analyses its games
 * @since 0.1.0
 */
public record MatchGame(
    int number,
    int opening,
    boolean firstPlaysX,
    PlayedGame game,
    GameEnd end,
    @Nullable GameAnalysis analysis) {

  /** Checks that every part is given. */
  public MatchGame {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(end, "end");
  }

  /** The result for the first engine: 1 a win, 1/2 a draw, 0 a loss. */
  public double firstEnginePoints() {
    Player winner = end.winner();
    if (winner == null) {
      return 0.5;
    }
    return (winner == Player.X) == firstPlaysX ? 1 : 0;
  }

  /** The match's score with this game added. */
  MatchScore addTo(MatchScore score) {
    double points = firstEnginePoints();
    return points == 1 ? score.plusWin() : points == 0 ? score.plusLoss() : score.plusDraw();
  }

  /**
   * For example {@code game 3, opening 2, first (X) vs second (O): 1-0, X makes five in a row, 23
   * moves}: the result is X's, then O's, as the players are listed.
   */
  @Override
  public String toString() {
    Player winner = end.winner();
    String result = winner == null ? "1/2-1/2" : winner == Player.X ? "1-0" : "0-1";
    int moves = game.getMoves().size();
    return "game "
        + number
        + ", opening "
        + opening
        + ", "
        + (firstPlaysX ? "first (X) vs second (O)" : "second (X) vs first (O)")
        + ": "
        + result
        + ", "
        + end
        + ", "
        + moves
        + (moves == 1 ? " move" : " moves");
  }
}
