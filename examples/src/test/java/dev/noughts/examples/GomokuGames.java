package dev.noughts.examples;

import dev.noughts.Board;
import dev.noughts.Position;

// tag::gomoku-games[]
/** Gomoku fixtures written as the games that reached them: 15 x 15, five in a row to win. */
public interface GomokuGames {
  // Gomoku's coordinates: the column's letter from the left (a to o), then the row from the
  // bottom (1 to 15); h8 is the centre.
  @Board(moves = "h8 h9 g7", rows = 15, columns = 15, winLength = 5)
  Position threeMoves();

  // The same game as row,column from 1 at the top-left, the notation of the moves below.
  @Board(moves = "8,8 7,8 9,7", rows = 15, columns = 15, winLength = 5)
  Position threeMovesByRowAndColumn();

  // X's open three g8 h8 i8 after eight moves: either end wins by force, as the prover shows.
  @Board(moves = "g8 c7 h8 d7 i8 e7 a15 o1", rows = 15, columns = 15, winLength = 5,
      winningMoves = {"8,6", "8,10"})
  Position openThree();
}
// end::gomoku-games[]
