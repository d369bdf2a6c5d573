package dev.noughts.examples;

import dev.noughts.Board;
import dev.noughts.Position;

// tag::in-progress[]
/** Games still being played. */
public interface InProgress {
  @Board("X O - / - X - / - - O")
  Position xToMove();

  @Board("X O X / - O - / - - -")
  Position oThreatensTheColumn();

  @Board("X O X / O X O / O X -")
  Position lastCellDecides();
}
// end::in-progress[]
