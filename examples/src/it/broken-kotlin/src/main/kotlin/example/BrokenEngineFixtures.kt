package example

import dev.noughts.Board
import dev.noughts.GameValue
import dev.noughts.Position

interface BrokenEngineFixtures {
    @Board("X - - / - - - / - - -", perfectPlay = [GameValue.X_WINS])
    fun answerTheCorner(): Position
}
