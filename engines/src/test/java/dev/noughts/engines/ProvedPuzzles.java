package dev.noughts.engines;

import dev.noughts.Board;
import dev.noughts.Position;

/**
 * Fixtures on 15 x 15 with five to win whose moves the processor proved with the prover while these
 * tests compiled: moves proved to win, to lose, and the only move that does not lose.
 */
interface ProvedPuzzles {
  /** X to move: X's open three on row 8, O's on row 9. */
  String OPEN_THREE_BOARD =
      "X--------------/"
          + "---------------/"
          + "---------------/"
          + "---------------/"
          + "---------------/"
          + "---------------/"
          + "---------------/"
          + "------XXX------/"
          + "--OOO----------/"
          + "---------------/"
          + "---------------/"
          + "---------------/"
          + "---------------/"
          + "---------------/"
          + "--------------O";

  /** O to move: X's four on row 8, closed at (8,4), is open at (8,9). */
  String CLOSED_FOUR_BOARD =
      "O--------------/"
          + "---------------/"
          + "---------------/"
          + "---------------/"
          + "---------------/"
          + "---------------/"
          + "---------------/"
          + "---OXXXX-------/"
          + "---------------/"
          + "---------------/"
          + "---------------/"
          + "---------------/"
          + "---------------/"
          + "---------------/"
          + "--------------O";

  @Board(value = OPEN_THREE_BOARD, winLength = 5, winningMoves = "8,6")
  Position openThree();

  /** The same position: wandering off lets O make an open four first. */
  @Board(value = OPEN_THREE_BOARD, winLength = 5, losingMoves = "1,2")
  Position dontWander();

  @Board(value = CLOSED_FOUR_BOARD, winLength = 5, onlyMoves = "8,9")
  Position blockTheFour();
}
