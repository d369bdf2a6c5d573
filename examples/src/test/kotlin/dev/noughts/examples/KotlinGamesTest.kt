package dev.noughts.examples

import com.google.common.truth.Truth.assertThat
import dev.noughts.Mistake
import dev.noughts.Player.O
import dev.noughts.Player.X
import dev.noughts.kotest.shouldHaveFirstDecisiveMistakeAt
import dev.noughts.kotest.shouldHaveNoDecisiveMistake
import dev.noughts.kotlin.analyze
import dev.noughts.kotlin.firstDecisiveMistakeOf
import dev.noughts.kotlin.readPlayedGame
import java.nio.file.Path
import org.junit.jupiter.api.Test

/** Lost games from Kotlin and kotest (docs/kotlin.md, docs/kotest.md): read, analysed, asserted. */
class KotlinGamesTest {
    private val openThreePsq: Path =
        Path.of(checkNotNull(KotlinGamesTest::class.java.getResource("open-three.psq")).toURI())

    // tag::kotlin-games[]
    @Test
    fun lostGamesAreAnalysedByProof() {
        val game = openThreePsq.readPlayedGame() // .psq or SGF, told by its first line
        val analysis = game.analyze(budget = 200_000) // nodes a proof, the default

        val said =
            analysis.mistakes.map { mistake ->
                when (mistake.kind) {
                    Mistake.Kind.LOSING_MOVE -> "${mistake.move.number()}: blunder"
                    Mistake.Kind.WIN_THROWN_AWAY -> "${mistake.move.number()}: missed a win"
                }
            }
        assertThat(said).containsExactly("6: blunder", "7: missed a win").inOrder()
        assertThat(analysis.firstDecisiveMistakeOf(O)).isNull() // X gave the win back at once
        assertThat(analysis.firstDecisiveMistakeOf(X)!!.toKotlinFixture())
            .startsWith("@Board(moves = \"h8 a15 i8 a14 j8 a13\"")
    }
    // end::kotlin-games[]

    // tag::kotest-games[]
    @Test
    fun anEngineLostNoGameByABlunder() {
        val analysis = openThreePsq.readPlayedGame().analyze()
        analysis shouldHaveNoDecisiveMistake O // O's blunder decided nothing
        val missed = analysis shouldHaveFirstDecisiveMistakeAt 7 // X's, which it returns
        assertThat(missed.winningMoves.single().toString()).isEqualTo("(8,7)")
    }
    // end::kotest-games[]
}
