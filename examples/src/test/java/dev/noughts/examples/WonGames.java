package dev.noughts.examples;

import dev.noughts.Board;
import dev.noughts.Outcome;
import dev.noughts.Position;

// tag::won[]
/** Finished games with a winner: one winning line, and two made by the same last move. */
public interface WonGames {
  @Board(value = "X X X / O O - / - - -", expect = Outcome.X_WINS)
  Position topRow();

  @Board(value = {
    "X O X",
    "- O X",
    "- O -"}, expect = Outcome.O_WINS)
  Position middleColumn();

  // X's last move, in the corner, completes a row and a column at once.
  @Board(value = """
      X X X
      X O O
      X O O
      """, expect = Outcome.X_WINS)
  Position rowAndColumn();

  @Board(value = "O O X / - X - / X - -", expect = Outcome.X_WINS)
  Position antiDiagonal();

  @Board(value = "O X X / X O - / - - O", expect = Outcome.O_WINS)
  Position diagonalForO();
}
// end::won[]
