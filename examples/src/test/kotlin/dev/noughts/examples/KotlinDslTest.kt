package dev.noughts.examples

import com.google.common.truth.Truth.assertThat
import dev.noughts.Cell
import dev.noughts.GameRecord
import dev.noughts.Line
import dev.noughts.Player.O
import dev.noughts.Player.X
import dev.noughts.Problem
import dev.noughts.Proof
import dev.noughts.Square
import dev.noughts.Verdict
import dev.noughts.kotest.shouldBeDraw
import dev.noughts.kotest.shouldBeImpossible
import dev.noughts.kotest.shouldBeWonBy
import dev.noughts.kotest.shouldHaveNextPlayer
import dev.noughts.kotest.shouldHaveWinningLines
import dev.noughts.kotlin.component1
import dev.noughts.kotlin.component2
import dev.noughts.kotlin.game
import dev.noughts.kotlin.play
import dev.noughts.kotlin.prove
import dev.noughts.kotlin.toPosition
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/** noughts-kotlin as a game-engine test suite uses it; the Kotlin DSL examples of docs/kotlin.md. */
class KotlinDslTest {

    // tag::kotlin-dsl-positions[]
    @Test
    fun positionsFromStringsAndPairs() {
        val position = "X O X / - O - / - - -".toPosition()
        val blocked = position.play(3 to 2) // X blocks the column
        assertThat(blocked[3, 2]).isEqualTo(Cell.X)

        val (row, column) = blocked.legalMoves.first() // row by row from the top
        assertThat(row to column).isEqualTo(2 to 1)
        assertThat(blocked.legalMoves.all { square -> blocked[square] == Cell.EMPTY }).isTrue()
    }

    @Test
    fun verdictsComeApart() {
        val (winner, lines) = "X X X / O O - / - - -".toPosition().verdict as Verdict.Win
        assertThat(winner).isEqualTo(X)
        assertThat(lines.map { it.toString() }).containsExactly("row 1")

        val (next) = "X - - / - - - / - - -".toPosition().verdict as Verdict.InProgress
        assertThat(next).isEqualTo(O)

        val (reasons) = "O O - / X - - / - - -".toPosition().verdict as Verdict.Impossible
        val (problem, message) = reasons.single()
        assertThat(problem).isEqualTo(Problem.O_MORE_THAN_X)
        assertThat(message).isEqualTo("O has more marks than X (X 1, O 2), but X moves first")
    }
    // end::kotlin-dsl-positions[]

    // tag::kotlin-dsl-game[]
    @Test
    fun gamesArePlayedMoveByMove() {
        val forked = game {
            x(1, 1)
            o(2, 2)
            x(3, 3)
            o(1, 3)
            x(3, 1) // threatens row 3 and column 1 at once
        }
        assertThat(forked).isEqualTo("X - O / - O - / X - X".toPosition())

        // O can block only one of the two lines.
        val lost = game(forked) {
            o(3, 2)
            x(2, 1)
        }
        assertThat(lost.verdict.toString()).isEqualTo("X wins: column 1")
    }

    @Test
    fun anIllegalMoveIsNamed() {
        val error = assertThrows<IllegalArgumentException> {
            game {
                x(2, 2)
                o(1, 1)
                x(1, 1)
            }
        }
        assertThat(error).hasMessageThat().isEqualTo(
            "move 3, x(1, 1): cannot play (1,1): it already holds O; " +
                "the board before it: O - - / - X - / - - -",
        )
    }
    // end::kotlin-dsl-game[]

    // tag::kotlin-dsl-prove[]
    @Test
    fun forcedWinsAreProved() {
        // Gomoku, X to move: the open three on row 8 becomes an open four.
        val openThree = GameRecord.play(15, 15, 5, "8,7 9,3 8,8 9,4 8,9 1,1")
        val win = openThree.prove() as Proof.Win
        assertThat(win.winningMoves).containsExactly(Square(8, 6)) // the first win proved
        val (row, column) = win.line.last() // four, block, five
        assertThat(row to column).isEqualTo(8 to 10)

        // After either, O to move loses whatever it plays.
        assertThat(openThree.play(8 to 6).prove()).isInstanceOf(Proof.Loss::class.java)

        // The budget is in nodes, the same on every machine: 1, the root alone, is too few here.
        val notYet = openThree.prove(budget = 1) as Proof.NotProven
        assertThat(notYet.isBudgetSpent).isTrue()
    }
    // end::kotlin-dsl-prove[]

    // tag::kotlin-dsl-assertions[]
    @Test
    fun assertionsOnPositions() {
        "X X X / X O O / X O O".toPosition() shouldBeWonBy X
        "X X X / X O O / X O O".toPosition().shouldHaveWinningLines(Line.row(3, 1), Line.column(3, 1))
        "X O X / X O O / O X X".toPosition().shouldBeDraw()
        KotlinFixturesBoards.CORNER shouldHaveNextPlayer O
        "O O - / X - - / - - -".toPosition().shouldBeImpossible(Problem.O_MORE_THAN_X)
        "X X X / O O O / - - -".toPosition().shouldBeImpossible()
    }
    // end::kotlin-dsl-assertions[]
}
