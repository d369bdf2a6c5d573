package dev.noughts.examples;

import dev.noughts.Board;
import dev.noughts.Position;

// tag::match-regressions[]
/** The blunder a match found (docs/matches.md), as `noughts match` printed it. */
public interface MatchRegressions {
  @Board(moves = "e5 a9 b9 c9 d9 e9 f9 g9 h9 i9 a8 b8 c8 d8 e8 f8 g8 h8 i8 a7 b7 c7 d7", rows = 9, columns = 9, winLength = 5,
      losingMoves = {"3,5"})
  Position oLosingMoveAtMove24();
}
// end::match-regressions[]
