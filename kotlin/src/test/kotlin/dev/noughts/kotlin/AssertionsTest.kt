package dev.noughts.kotlin

import com.google.common.truth.Truth.assertThat
import dev.noughts.Line
import dev.noughts.Player.O
import dev.noughts.Player.X
import dev.noughts.Position
import dev.noughts.Problem
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

class AssertionsTest {
    private val topRow = Position.of("X X X / O O - / - - -")
    private val inProgress = Position.of("X - - / - - - / - - -")
    private val draw = Position.of("X O X / X O O / O X X")
    private val oFirst = Position.of("O O - / X - - / - - -")

    /** The failure message, which must be PositionSubject's: expected, but was, and the board. */
    private fun failure(assertion: () -> Unit): String? =
        assertThrows<AssertionError>(assertion).message

    @Test
    fun `shouldBeWonBy passes for the winner and fails for anyone else`() {
        assertThat(topRow shouldBeWonBy X).isSameInstanceAs(topRow)
        assertThat(failure { topRow shouldBeWonBy O }).isEqualTo(
            "expected: O wins\nbut was : X wins: row 1\nboard   : X X X / O O - / - - -",
        )
    }

    @Test
    fun `shouldHaveWinningLines passes for exactly the winner's lines`() {
        val twoLines = Position.of("X X X / X O O / X O O")
        assertThat(twoLines.shouldHaveWinningLines(Line.column(3, 1), Line.row(3, 1)))
            .isSameInstanceAs(twoLines)
        assertThat(failure { twoLines.shouldHaveWinningLines(Line.row(3, 1)) })
            .contains("unexpected (1): column 1")
        assertThat(failure { inProgress.shouldHaveWinningLines(Line.row(3, 1)) })
            .startsWith("expected: a win\nbut was : in progress: O to move")
    }

    @Test
    fun `shouldBeDraw passes for a draw only`() {
        assertThat(draw.shouldBeDraw()).isSameInstanceAs(draw)
        assertThat(failure { inProgress.shouldBeDraw() })
            .startsWith("expected: draw\nbut was : in progress: O to move")
    }

    @Test
    fun `shouldHaveNextPlayer passes for the player to move`() {
        assertThat(inProgress shouldHaveNextPlayer O).isSameInstanceAs(inProgress)
        assertThat(failure { inProgress shouldHaveNextPlayer X })
            .startsWith("expected: in progress: X to move\nbut was : in progress: O to move")
        assertThat(failure { topRow shouldHaveNextPlayer O }).contains("but was : X wins: row 1")
    }

    @Test
    fun `shouldBeImpossible without problems passes for any impossible position`() {
        assertThat(oFirst.shouldBeImpossible()).isSameInstanceAs(oFirst)
        assertThat(failure { draw.shouldBeImpossible() }).startsWith("expected: impossible\nbut was : draw")
    }

    @Test
    fun `shouldBeImpossible with problems passes for exactly those problems`() {
        assertThat(oFirst.shouldBeImpossible(Problem.O_MORE_THAN_X)).isSameInstanceAs(oFirst)
        val both = Position.of("X X X / O O O / - - -")
        assertThat(both.shouldBeImpossible(Problem.BOTH_WON, Problem.X_WON_OUT_OF_TURN))
            .isSameInstanceAs(both)
        assertThat(failure { both.shouldBeImpossible(Problem.BOTH_WON) })
            .contains("unexpected (1): X_WON_OUT_OF_TURN")
        assertThat(failure { draw.shouldBeImpossible(Problem.BOTH_WON) })
            .startsWith("expected: impossible: [BOTH_WON]\nbut was : draw")
    }
}
