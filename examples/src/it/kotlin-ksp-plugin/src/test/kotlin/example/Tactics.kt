package example

import dev.noughts.Board
import dev.noughts.GameValue
import dev.noughts.Position

/**
 * Fixtures in test code whose type extends a main-code one: test-ksp sees the main classes, as kapt
 * does.
 */
interface Tactics : FixtureSet {
    @Board("X X - / O O - / - - -", perfectPlay = [GameValue.X_WINS], bestMoves = ["1,3"])
    fun finishTheRow(): Position

    @Board("O O - / X X - / X - -", perfectPlay = [GameValue.O_WINS], bestMoves = ["1,3"])
    fun oFinishesTheRow(): Position
}
