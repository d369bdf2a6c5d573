package dev.noughts.examples

import com.google.common.truth.Truth.assertThat
import dev.noughts.Cell
import dev.noughts.Line
import dev.noughts.Noughts
import dev.noughts.Outcome
import dev.noughts.Player
import dev.noughts.Position
import dev.noughts.Verdict
import dev.noughts.testing.BoardFixtures
import dev.noughts.testing.PositionSubject
import kotlin.reflect.typeOf
import org.junit.jupiter.api.Test
import org.junit.jupiter.params.ParameterizedTest

/** How Kotlin code calls the runtime and the generated constants. */
class KotlinUsageTest {

    // tag::kotlin-usage[]
    private fun describe(position: Position): String =
        when (val verdict = position.verdict) {
            is Verdict.Win -> "${verdict.winner} wins with ${verdict.lines.joinToString()}"
            is Verdict.Draw -> "draw"
            is Verdict.InProgress -> "${verdict.next} to move"
            is Verdict.Impossible -> "impossible: ${verdict.problems}"
            is Verdict.Foul -> "O wins: X moved onto a forbidden point (${verdict.reason})" // renju
        }

    @Test
    fun kotlinReadsPositionsLikeItsOwnTypes() {
        val position = Position.of(
            """
            X O X
            - O -
            - - -
            """.trimIndent(),
        )
        assertThat(position[1, 2]).isEqualTo(Cell.O)
        assertThat(position.rowCount).isEqualTo(3)
        assertThat(position.xCount).isEqualTo(2)
        assertThat(describe(position)).isEqualTo("X to move")
        assertThat(describe(position.play(3, 1).play(3, 2))).isEqualTo("O wins with column 2")
    }
    // end::kotlin-usage[]

    @Test
    fun generatedConstantsWorkFromKotlin() {
        assertThat(describe(KotlinFixturesBoards.TOP_ROW)).isEqualTo("X wins with row 1")
        assertThat(KotlinFixturesBoards.DRAW.verdict.outcome).isEqualTo(Outcome.DRAW)
        assertThat(KotlinFixturesBoards.INSTANCE.corner()).isSameInstanceAs(KotlinFixturesBoards.CORNER)
        assertThat(KotlinFixturesBoards.all().keys)
            .containsExactly("corner", "topRow", "draw", "center", "cornerThenCenter")
            .inOrder()
    }

    @Test
    fun generatedConstantsHaveNonNullKotlinTypes() {
        // The generated Java class is @NullMarked: no platform types (Position!) reach Kotlin.
        assertThat(staticTypeOf(KotlinFixturesBoards.CORNER)).isEqualTo("dev.noughts.Position")
        assertThat(staticTypeOf(KotlinFixturesBoards.INSTANCE.corner()))
            .isEqualTo("dev.noughts.Position")
        // A Java map's mutability stays open to Kotlin, as for any Java collection; its nullness not.
        assertThat(staticTypeOf(KotlinFixturesBoards.all()))
            .isEqualTo("kotlin.collections.(Mutable)Map<kotlin.String, dev.noughts.Position>")
    }

    @Test
    fun propertiesAreFixturesNamedAfterThem() {
        assertThat(KotlinFixturesBoards.CENTER).isEqualTo(Position.of("- - - / - X - / - - -"))
        assertThat(KotlinFixturesBoards.INSTANCE.center).isSameInstanceAs(KotlinFixturesBoards.CENTER)
        assertThat(KotlinFixturesBoards.INSTANCE.cornerThenCenter)
            .isSameInstanceAs(KotlinFixturesBoards.CORNER_THEN_CENTER)
    }

    @Test
    fun theTruthSubjectWorksFromKotlin() {
        PositionSubject.assertThat(KotlinFixturesBoards.TOP_ROW).isWonBy(Player.X)
        PositionSubject.assertThat(KotlinFixturesBoards.TOP_ROW).hasWinningLines(Line.row(3, 1))
    }

    @Test
    fun gameOverTakesKotlinArrays() {
        val board = arrayOf(intArrayOf(0, 0, 2), intArrayOf(1, 2, 1), intArrayOf(2, 1, 0))
        assertThat(Noughts.gameOver(board)).isTrue()
    }

    @ParameterizedTest
    @BoardFixtures(KotlinFixtures::class)
    fun everyKotlinFixtureIsLegal(position: Position) {
        assertThat(position.verdict).isNotInstanceOf(Verdict.Impossible::class.java)
    }
}

/** The type Kotlin infers for [value] where it is written: a platform type ends in `!`. */
private inline fun <reified T> staticTypeOf(@Suppress("UNUSED_PARAMETER") value: T): String =
    typeOf<T>().toString()
