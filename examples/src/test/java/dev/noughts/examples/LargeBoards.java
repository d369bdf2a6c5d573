package dev.noughts.examples;

import dev.noughts.Board;
import dev.noughts.Outcome;
import dev.noughts.Position;

/** 4 x 4 boards: four in a line wins. */
public interface LargeBoards {
  @Board({
    "X X X X",
    "O O O -",
    "- - - -",
    "- - - -"})
  Position topRowOfFour();

  @Board({
    "X O - -",
    "- X O -",
    "- - - -",
    "- - - -"})
  Position opening();

  // Both diagonals of an even board share no cell, so one move cannot complete both.
  @Board(value = {
    "X O O X",
    "O X X O",
    "O X X O",
    "X O - X"}, expect = Outcome.IMPOSSIBLE)
  Position crossedDiagonals();
}
