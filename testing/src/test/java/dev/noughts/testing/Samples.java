package dev.noughts.testing;

import dev.noughts.Board;
import dev.noughts.Outcome;
import dev.noughts.Position;

/** Fixtures for these tests, checked by the processor like any user's. */
interface Samples {
  @Board("X X X / O O - / - - -")
  Position topRow();

  @Board("X O - / X O - / - - -")
  Position xToMove();

  @Board("X O X / X O O / O X X")
  Position draw();

  @Board(value = "O O - / - - - / - - -", expect = Outcome.IMPOSSIBLE)
  Position oFirst();
}
