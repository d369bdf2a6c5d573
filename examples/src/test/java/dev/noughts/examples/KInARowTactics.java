package dev.noughts.examples;

import dev.noughts.Board;
import dev.noughts.GameValue;
import dev.noughts.Position;

/**
 * What an engine for k in a row should play on 4 x 4 boards (three to win) and on the 15 x 15
 * board of gomoku (five to win), each checked against perfect play for its win length when this
 * compiles. Every move listed to avoid loses within four plies, so an engine that looks four plies
 * ahead sees why.
 */
// tag::k-fixtures[]
public interface KInARowTactics {
  // 4 x 4, three to win: finish the three; (3,3) lets O finish first.
  @Board(value = "X X - - / O O - - / - - - - / - - - -", winLength = 3,
      perfectPlay = GameValue.X_WINS, bestMoves = "1,3", avoidMoves = "3,3")
  Position finishTheThree();

  // Block O's diagonal and threaten two threes at once; anything else loses.
  @Board(value = "O - X - / - O - - / X - - - / - - - -", winLength = 3,
      perfectPlay = GameValue.X_WINS, bestMoves = "3,3", avoidMoves = {"1,2", "4,4"})
  Position blockAndFork();

  // Two forks win fastest; (1,3) and (4,4) let O win.
  @Board(value = "X O - - / O - - - / X - - - / - - - -", winLength = 3,
      perfectPlay = GameValue.X_WINS, bestMoves = {"2,2", "3,3"}, avoidMoves = {"1,3", "4,4"})
  Position forkOnFourByFour();

  // 15 x 15, five to win: near the end, X completes a diagonal of six (longer runs win too).
  @Board(value = """
      X X O O X X O O X X O O X X O
      O O X X O O X X O O X X O O X
      X X O O X X O O X X O O X X O
      O O X X O O X X O O X X O O X
      X X O O X X O O X X O O X X O
      O O X X O - O O - O X X O O X
      X X O O X - - - - X O O X X O
      O O X X O X - - - O X X O O X
      X X O O X - - - - X O O X X O
      O O X X O O X X O O X X O O X
      X X O O X X O O X X O O X X O
      O O X X O O X X O O X X O O X
      X X O O X X O O X X O O X X O
      O O X X O O X X O O X X O O X
      X X O O X X O O X X O O X X O
      """, winLength = 5, perfectPlay = GameValue.X_WINS, bestMoves = "9,7",
      avoidMoves = {"6,6", "7,7"})
  Position finishTheFive();

  // O wins in three plies from one square only; (6,7) and (7,7) let X win first.
  @Board(value = """
      X X O O X X O O X X O O X X O
      O O X X O O X X O O X X O O X
      X X O O X X O O X X O O X X O
      O O X X O O X X O O X X O O X
      X X O O X X O O X X O O X X O
      O O X X O X - - - O X X O O X
      X X O O X X - O - X O O X X O
      O O X X O - - - - O X X O O X
      X X O O X - - O - X O O X X O
      O O X X O O X X O O X X O O X
      X X O O X X O O X X O O X X O
      O O X X O O X X O O X X O O X
      X X O O X X O O X X O O X X O
      O O X X O O X X O O X X O O X
      X X O O X X O O X X O O X X O
      """, winLength = 5, perfectPlay = GameValue.O_WINS, bestMoves = "6,8",
      avoidMoves = {"6,7", "7,7"})
  Position forkOnFifteenByFifteen();
}
// end::k-fixtures[]
