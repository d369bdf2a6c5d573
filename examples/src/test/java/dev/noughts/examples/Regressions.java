package dev.noughts.examples;

import dev.noughts.Board;
import dev.noughts.Position;

// tag::games-regressions[]
/** Regression tests from a lost game, as `noughts analyze open-three.psq` printed them. */
public interface Regressions {
  @Board(moves = "h8 a15 i8 a14 j8", rows = 15, columns = 15, winLength = 5,
      losingMoves = {"3,1"})
  Position oLosingMoveAtMove6();

  @Board(moves = "h8 a15 i8 a14 j8 a13", rows = 15, columns = 15, winLength = 5,
      winningMoves = {"8,7"})
  Position xMissedWinAtMove7();
}
// end::games-regressions[]
