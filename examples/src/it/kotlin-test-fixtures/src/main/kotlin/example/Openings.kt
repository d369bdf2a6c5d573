package example

import dev.noughts.Board
import dev.noughts.Position

/** Fixtures in main code, shipped with the engine: kapt runs on src/main. */
interface Openings {
    @Board("X - - / - - - / - - -")
    fun corner(): Position

    @Board("- - - / - X - / - - -")
    fun center(): Position
}
