package example

import dev.noughts.Board
import dev.noughts.Position
import dev.noughts.Rule

interface BrokenRuleFixtures {
    // Renju: X's ninth move, (8,8), makes two threes, a forbidden point: a foul, not a move.
    @Board(
        moves = "8,6 1,1 8,7 1,3 6,8 1,5 7,8 1,7 8,8",
        rows = 15,
        columns = 15,
        winLength = 5,
        rule = Rule.RENJU,
    )
    val doubleThree: Position
}
