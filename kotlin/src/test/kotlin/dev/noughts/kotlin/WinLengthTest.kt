package dev.noughts.kotlin

import com.google.common.truth.Truth.assertThat
import dev.noughts.GameValue
import dev.noughts.Line
import dev.noughts.NotationException
import dev.noughts.Player
import dev.noughts.Position
import dev.noughts.Verdict
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

class WinLengthTest {
    @Test
    fun `a game on a board with a win length is played from its empty board`() {
        val position =
            game(rows = 4, columns = 4, winLength = 3) {
                x(2, 2)
                o(1, 1)
                x(2, 3)
                o(1, 2)
                x(2, 4)
            }
        assertThat(position).isEqualTo(Position.of(3, "O O - - / - X X X / - - - - / - - - -"))
        assertThat(position.verdict).isEqualTo(Verdict.Win(Player.X, listOf(Line.run(2, 2, 2, 4))))
        assertThat(position.winLength).isEqualTo(3)
        assertThat(game(rows = 2, columns = 5, winLength = 4) {}).isEqualTo(Position.empty(2, 5, 4))
    }

    @Test
    fun `a move after the win names the move and the board, in words for k`() {
        val error =
            assertThrows<IllegalArgumentException> {
                game(rows = 1, columns = 5, winLength = 2) {
                    x(1, 1)
                    o(1, 5)
                    x(1, 2)
                    o(1, 4)
                }
            }
        assertThat(error).hasMessageThat().startsWith("move 4, o(1, 4): ")
        assertThat(error).hasMessageThat().endsWith("; the board before it: X X - - O")
    }

    @Test
    fun `a win length that fits no line of the board is refused with the runtime's words`() {
        val error =
            assertThrows<IllegalArgumentException> { game(rows = 2, columns = 4, winLength = 5) {} }
        assertThat(error)
            .hasMessageThat()
            .isEqualTo("win length is 5; on a 2 x 4 board it is 1 to 4 (the longer side)")
    }

    @Test
    fun `a string reads as a board with a win length, rectangles too`() {
        val strip = "X X - - / O O - -".toPosition(winLength = 3)
        assertThat(strip).isEqualTo(Position.of(3, "X X - - / O O - -"))
        assertThat(strip.rowCount to strip.columnCount).isEqualTo(2 to 4)
        assertThat(strip.solve().value).isEqualTo(GameValue.X_WINS)
        val raw =
            """
            X X X - -
            O O - - -
        """
                .toPosition(winLength = 3)
        assertThat(raw.verdict.outcome.name).isEqualTo("X_WINS")
        val ragged = assertThrows<NotationException> { "X X - / O O".toPosition(winLength = 2) }
        assertThat(ragged.errors.map { it.message })
            .containsExactly("row 2 has 2 cells, expected 3 (as many as row 1)")
    }
}
