package dev.noughts.examples;

import dev.noughts.Board;
import dev.noughts.Outcome;
import dev.noughts.Position;

// tag::impossible[]
/** Positions no legal game reaches, kept on purpose to test how an engine rejects them. */
public interface ImpossiblePositions {
  @Board(value = "O O O / X X - / - - -", expect = Outcome.IMPOSSIBLE)
  Position oWentFirst();

  @Board(value = "X X X / O O O / - - -", expect = Outcome.IMPOSSIBLE)
  Position bothWon();

  @Board(value = "X X - / - - - / - - -", expect = Outcome.IMPOSSIBLE)
  Position xMovedTwice();
}
// end::impossible[]
