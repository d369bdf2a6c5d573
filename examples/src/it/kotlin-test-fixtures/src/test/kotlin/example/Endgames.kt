package example

import dev.noughts.Board
import dev.noughts.Outcome
import dev.noughts.Position

/** Fixtures in test code, next to the tests that use them: kapt runs on src/test too. */
interface Endgames {
    @Board("X X X / O O - / - - -", expect = [Outcome.X_WINS])
    fun topRow(): Position

    @Board(
        """
        X O X
        X O O
        O X X
        """,
        expect = [Outcome.DRAW],
    )
    fun draw(): Position
}
