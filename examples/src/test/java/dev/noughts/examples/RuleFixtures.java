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

  // Exactly three on 2 x 5: X's (1,3) only makes an overline, so X blocks O's three at (2,3)
  // and the game is a draw (free-style, (1,3) wins at once). The solver checks it by the rule.
  @Board(value = "X X - X - / O O - - O", winLength = 3, rule = Rule.EXACTLY_K,
      perfectPlay = GameValue.DRAW, bestMoves = "2,3")
  Position noOverline();
}
// end::rule-fixtures[]
