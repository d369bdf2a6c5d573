package dev.noughts.oracles;

import dev.noughts.Board;
import dev.noughts.GameValue;
import dev.noughts.Position;

/**
 * Fixtures of 3 x 3 for the engine scores and Truth subjects in noughts' tests, checked by the
 * processor against the solver: a row to finish, a corner to answer, a win to keep (moves to avoid
 * only) and a finished game (expects no move).
 */
public interface Puzzles {
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
