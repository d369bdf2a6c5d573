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

// Sealed: only the types Kotlin permits may implement or extend it, so no generated class can.
// kapt's Java stub leaves `sealed` out; noughts reads it from the type's Kotlin metadata.
sealed interface SealedTraps {
    @Board("X - - / - - - / - - -")
    val corner: Position
}

sealed class SealedClassTraps {
    @Board("X - - / - - - / - - -")
    abstract val corner: Position
}
