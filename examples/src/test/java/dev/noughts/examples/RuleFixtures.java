package dev.noughts.examples;

import dev.noughts.Board;
import dev.noughts.GameValue;
import dev.noughts.Outcome;
import dev.noughts.Position;
import dev.noughts.Rule;

// tag::rule-fixtures[]
/** Fixtures judged under exactly k and renju, checked by those rules while the code compiles. */
public interface RuleFixtures {
  // Renju: X to move, and (8,8) would make two threes, a point forbidden to X. Playing it in
  // moves would be a compile error, [noughts:forbidden-move], with the move's number.
  @Board(moves = "8,6 1,1 8,7 1,3 7,8 1,5 6,8 1,7", rows = 15, columns = 15, winLength = 5,
      rule = Rule.RENJU, expect = Outcome.IN_PROGRESS)
  Position beforeTheDoubleThree();

  // Renju, O to move: O's (12,12) makes a four, (9,9)-(12,12), whose only block, (8,8), would
  // make two threes for X, a forbidden point: O wins (free-style, X blocks). The prover checks
  // it by the rule, and a double four of X's in winningMoves would be an error: it is a foul.
  @Board(moves = "6,8 1,1 7,7 1,15 7,8 9,9 8,6 10,10 8,7 11,11 13,13", rows = 15, columns = 15,
      winLength = 5, rule = Rule.RENJU, perfectPlay = GameValue.O_WINS, winningMoves = "12,12")
  Position forbiddenBlock();

  // Exactly three on 2 x 5: X's (1,3) only makes an overline, so X blocks O's three at (2,3)
  // and the game is a draw (free-style, (1,3) wins at once). The solver checks it by the rule.
  @Board(value = "X X - X - / O O - - O", winLength = 3, rule = Rule.EXACTLY_K,
      perfectPlay = GameValue.DRAW, bestMoves = "2,3")
  Position noOverline();
}
// end::rule-fixtures[]
