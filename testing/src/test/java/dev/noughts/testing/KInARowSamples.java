package dev.noughts.testing;

import dev.noughts.Board;
import dev.noughts.GameValue;
import dev.noughts.Outcome;
import dev.noughts.Position;

/** Fixtures with a win length for these tests: 4 x 4 with three to win, and 2 x 5 with four. */
interface KInARowSamples {
  @Board(
      value = "X X - - / O O - - / - - - - / - - - -",
      winLength = 3,
      perfectPlay = GameValue.X_WINS,
      bestMoves = "1,3",
      avoidMoves = "3,3")
  Position finishTheThree();

  @Board(value = "X X X X - / O O O - -", winLength = 4, expect = Outcome.X_WINS)
  Position strip();
}
