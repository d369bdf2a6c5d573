package example

import dev.noughts.Board
import dev.noughts.Position

// The same file in broken-kotlin (kapt) and kotlin-ksp-plugin-broken (KSP): what Kotlin allows and
// a fixture cannot be, each one error in Kotlin's words, the same through both.
interface KotlinTraps {
    @Board("X - - / - - - / - - -")
    fun maybe(): Position?

    @Board("X - - / - - - / - - -")
    var mutable: Position
}

abstract class ConstructorFixture(@Board("X - - / - - - / - - -") val corner: Position)
