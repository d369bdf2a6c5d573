package example

import dev.noughts.Board
import dev.noughts.GameValue
import dev.noughts.Position

interface BrokenEngineFixtures {
    @Board("X - - / - - - / - - -", perfectPlay = [GameValue.X_WINS])
    fun answerTheCorner(): Position

    // Gomoku, beyond the exact solver: (1,2) throws away X's open three, and O's three wins.
    @Board(
        moves = "8,7 9,3 8,8 9,4 8,9 9,5 1,1 15,15",
        rows = 15,
        columns = 15,
        winLength = 5,
        winningMoves = ["8,6", "1,2"],
    )
    fun throwAwayTheThree(): Position
}
