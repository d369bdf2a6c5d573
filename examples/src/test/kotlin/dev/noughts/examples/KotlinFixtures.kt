package dev.noughts.examples

import dev.noughts.Board
import dev.noughts.Outcome
import dev.noughts.Position

// tag::kotlin-fixtures[]
/** Fixtures declared in Kotlin; kapt runs the same processor on them. */
interface KotlinFixtures {
    @Board("X - - / - - - / - - -")
    fun corner(): Position

    @Board("X X X", "O O -", "- - -", expect = [Outcome.X_WINS])
    fun topRow(): Position

    // A raw string as written: the notation ignores the indentation and blank edges.
    @Board(
        """
        X O X
        X O O
        O X X
        """,
        expect = [Outcome.DRAW],
    )
    fun draw(): Position

    // A property is a fixture named after it: KotlinFixturesBoards.CENTER, "center".
    @Board("- - - / - X - / - - -")
    val center: Position

    // @get:Board puts the annotation on the getter; the fixture is still named after the property.
    @get:Board("X - - / - O - / - - -")
    val cornerThenCenter: Position
}
// end::kotlin-fixtures[]
