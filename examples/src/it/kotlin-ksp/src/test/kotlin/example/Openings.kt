package example

import dev.noughts.Board
import dev.noughts.Outcome
import dev.noughts.Position

// tag::ksp-fixtures[]
/** Fixtures as Kotlin declares them: KSP reads the fun and val as they are. */
interface Openings {
    @Board("X - - / - - - / - - -")
    fun corner(): Position

    @Board("X - - / - O - / - - -", expect = [Outcome.IN_PROGRESS])
    val cornerThenCenter: Position

    @Board("X X X", "O O -", "- - -", expect = [Outcome.X_WINS])
    fun topRow(): Position
}
// end::ksp-fixtures[]
