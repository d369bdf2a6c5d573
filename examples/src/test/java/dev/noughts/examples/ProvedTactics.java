package dev.noughts.examples;

import dev.noughts.Board;
import dev.noughts.Position;

/**
 * Tactical fixtures on 3 x 9 with four to win, beyond the exact solver (its budget runs out on
 * them): the processor proves each listed move with the prover while this compiles.
 */
// tag::proved-fixtures[]
public interface ProvedTactics {
  // X makes an open three on row 1: O blocks one end, X completes the other.
  @Board(value = "- X X - - - - - - / O O - - - - - - - / - - - - - - - - -", winLength = 4,
      winningMoves = "1,4")
  Position openTheThree();

  // O must block at (1,4): every other move lets X complete four in a row.
  @Board(value = "X X X - - - - - - / O O - - - - - - - / - - - - - - - - -", winLength = 4,
      onlyMoves = "1,4", budget = 50_000)
  Position blockTheThree();

  // X's open two: O must block next to it; the far end, (1,1), lets X make an open three.
  @Board(value = "- - X X - - - - - / O - - - - - - - - / - - - - - - - - -", winLength = 4,
      onlyMoves = {"1,2", "1,5"})
  Position blockTheOpenTwo();
}
// end::proved-fixtures[]
