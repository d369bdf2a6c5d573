package dev.noughts.engines;

import dev.noughts.Board;
import dev.noughts.GameValue;
import dev.noughts.Position;

/** Fixtures for the engine scores in these tests, checked by the processor against the solver. */
interface Puzzles {
  @Board(value = "X X - / O O - / - - -", perfectPlay = GameValue.X_WINS, bestMoves = "1,3")
  Position finishTheRow();

  @Board(
      value = "X - - / - - - / - - -",
      perfectPlay = GameValue.DRAW,
      bestMoves = "2,2",
      avoidMoves = {"1,2", "1,3"})
  Position answerTheCorner();

  @Board(
      value = "X O - / - - - / - - -",
      avoidMoves = {"1,3", "2,3", "3,2", "3,3"})
  Position keepTheWin();

  @Board(value = "X O X / X O O / O X X")
  Position finished();
}
