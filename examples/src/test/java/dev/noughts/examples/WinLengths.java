package dev.noughts.examples;

import dev.noughts.Board;
import dev.noughts.Outcome;
import dev.noughts.Position;

// tag::win-lengths[]
/** Boards with a win length: any rectangle, k in a row to win. */
public interface WinLengths {
  // 4 x 4, three to win: X's three on the top row.
  @Board(value = "X X X - / O O - - / - - - - / - - - -", winLength = 3, expect = Outcome.X_WINS)
  Position threeOnFourByFour();

  // 2 x 5, four to win: a board that is not square needs a win length.
  @Board(value = {
    "X X X - -",
    "O O O - -"}, winLength = 4, expect = Outcome.IN_PROGRESS)
  Position strip();

  // With k = n a square board is the classic game: this is Position.of("X - - / - O - / - - -").
  @Board(value = "X - - / - O - / - - -", winLength = 3)
  Position classic();
}
// end::win-lengths[]
