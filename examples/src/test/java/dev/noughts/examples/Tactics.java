package dev.noughts.examples;

import dev.noughts.Board;
import dev.noughts.GameValue;
import dev.noughts.Position;

// tag::engine-fixtures[]
/** What an engine should play, each checked against perfect play when this compiles. */
public interface Tactics {
  @Board(value = "X X - / O O - / - - -", perfectPlay = GameValue.X_WINS, bestMoves = "1,3")
  Position finishTheRow();

  @Board(value = "X X - / - O - / - - -", perfectPlay = GameValue.DRAW, bestMoves = "(1, 3)")
  Position blockTheRow();

  @Board(value = "X - - / - - - / - - -", perfectPlay = GameValue.DRAW, bestMoves = "2,2",
      avoidMoves = {"1,2", "1,3"})
  Position answerTheCorner();

  // Either diagonal corner loses to a fork; every edge draws.
  @Board(value = "X - - / - O - / - - X", perfectPlay = GameValue.DRAW,
      bestMoves = {"1,2", "2,1", "2,3", "3,2"}, avoidMoves = {"1,3", "3,1"})
  Position stopTheFork();

  // The quiet corner move wins; the center only draws.
  @Board(value = "O - - / - - - / - - X", perfectPlay = GameValue.X_WINS,
      bestMoves = {"1,3", "3,1"}, avoidMoves = {"2,3", "3,2"})
  Position setUpTheFork();
}
// end::engine-fixtures[]
