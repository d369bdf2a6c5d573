package example

import dev.noughts.Board
import dev.noughts.GameValue
import dev.noughts.Outcome
import dev.noughts.Position
import dev.noughts.Rule

/** Fixtures judged under renju and exactly k through kapt, as javac and KSP judge them. */
interface RuleFixtures {
    // Renju: X to move, and (8,8) would make two threes, a point forbidden to X.
    @Board(
        moves = "8,6 1,1 8,7 1,3 7,8 1,5 6,8 1,7",
        rows = 15,
        columns = 15,
        winLength = 5,
        rule = Rule.RENJU,
        expect = [Outcome.IN_PROGRESS],
    )
    val beforeTheDoubleThree: Position

    // Renju, O to move: (8,8) is a double three of X's, and O's (12,12) makes a four whose one
    // block is (8,8), so O wins with it; under free-style X would block. The prover checks it.
    @Board(
        """
        O - - - - - - - - - - - - - O
        - - - - - - - - - - - - - - -
        - - - - - - - - - - - - - - -
        - - - - - - - - - - - - - - -
        - - - - - - - - - - - - - - -
        - - - - - - - X - - - - - - -
        - - - - - - X X - - - - - - -
        - - - - - X X - - - - - - - -
        - - - - - - - - O - - - - - -
        - - - - - - - - - O - - - - -
        - - - - - - - - - - O - - - -
        - - - - - - - - - - - - - - -
        - - - - - - - - - - - - X - -
        - - - - - - - - - - - - - - -
        - - - - - - - - - - - - - - -
        """,
        winLength = 5,
        rule = Rule.RENJU,
        perfectPlay = [GameValue.O_WINS],
        winningMoves = ["12,12"],
    )
    val forbiddenBlock: Position

    // Exactly three on 2 x 5: X's (1,3) only makes an overline, so X blocks O's three at (2,3)
    // and the game is a draw (free-style, (1,3) wins at once). The solver checks it by the rule.
    @Board(
        "X X - X - / O O - - O",
        winLength = 3,
        rule = Rule.EXACTLY_K,
        perfectPlay = [GameValue.DRAW],
        bestMoves = ["2,3"],
    )
    fun noOverline(): Position
}
