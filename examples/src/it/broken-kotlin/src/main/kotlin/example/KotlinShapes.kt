package example

import dev.noughts.Board
import dev.noughts.Outcome
import dev.noughts.Position

// Kotlin-shaped mistakes: each is one error, in Kotlin's terms, on the declaration's line.

interface BrokenProperties {
    @Board("X X X / O O - / - - -", expect = [Outcome.DRAW])
    val notADrawProperty: Position
}

abstract class BrokenBase {
    @get:Board("O O - / X - - / - - -")
    abstract val oFirstProperty: Position
}

interface WithBodies {
    @Board("X - - / - - - / - - -")
    fun withBody(): Position = Position.empty(3)

    @Board("X - - / - - - / - - -")
    val withGetter: Position get() = Position.empty(3)
}

@Board("X - - / - - - / - - -")
fun topLevel(): Position = Position.empty(3)

object Singleton {
    @Board("X - - / - - - / - - -")
    val inObject: Position = Position.empty(3)
}

class Plain {
    @Board("X - - / - - - / - - -")
    fun inClass(): Position = Position.empty(3)
}
