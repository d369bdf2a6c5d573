package dev.noughts.examples;

import dev.noughts.Board;
import dev.noughts.Outcome;
import dev.noughts.Position;

// tag::openings[]
/** The first moves of a game. */
public interface Openings {
  @Board("- - - / - - - / - - -")
  Position emptyBoard();

  @Board("X - - / - - - / - - -")
  Position corner();

  @Board({
    "- - -",
    "- X -",
    "- - -"})
  Position center();

  @Board(value = "X - - / - O - / - - -", expect = Outcome.IN_PROGRESS)
  Position cornerThenCenter();
}
// end::openings[]
