package dev.noughts.testing;

import dev.noughts.Board;
import dev.noughts.Position;

/**
 * Fixtures on 3 x 9, four to win, beyond the solver (its budget runs out on them): their moves
 * proved while this compiles.
 */
interface ProvedSamples {
  @Board(
      value = "- X X - - - - - - / O O - - - - - - - / - - - - - - - - -",
      winLength = 4,
      winningMoves = "1,4")
  Position openTheThree();

  @Board(
      value = "X X X - - - - - - / O O - - - - - - - / - - - - - - - - -",
      winLength = 4,
      onlyMoves = "1,4")
  Position blockTheThree();
}
