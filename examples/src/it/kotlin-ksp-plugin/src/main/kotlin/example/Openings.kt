package example

import dev.noughts.Board
import dev.noughts.Position

/** Fixtures in main code, shipped with the engine: the plugin's ksp goal runs on src/main. */
interface Openings {
    @Board("X - - / - - - / - - -") fun corner(): Position

    @Board("- - - / - X - / - - -") fun center(): Position
}
