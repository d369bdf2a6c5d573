package example

import dev.noughts.Board
import dev.noughts.Outcome
import dev.noughts.Position

interface BrokenFixtures {
    @Board("X O X", "- # -", "- - -") fun hash(): Position

    @Board("O O - / X - - / - - -") fun oFirst(): Position

    @Board("X X X / O O - / - - -", expect = [Outcome.DRAW]) fun notADraw(): Position
}
