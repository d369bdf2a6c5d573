package dev.noughts.examples;

import dev.noughts.Board;
import dev.noughts.Outcome;
import dev.noughts.Position;

// tag::draws[]
/** Full boards with no winner. */
public interface Draws {
  @Board(value = "X O X / X O O / O X X", expect = Outcome.DRAW)
  Position classic();

  @Board(value = "O X O / X X O / X O X", expect = Outcome.DRAW)
  Position noLineAnywhere();
}
// end::draws[]
