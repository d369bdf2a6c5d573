package dev.noughts.kotlin

import com.google.common.truth.Truth.assertThat
import dev.noughts.Cell
import dev.noughts.Position
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

class MovesTest {
    private val position = Position.of("X O X / - O - / - - -")

    @Test
    fun `a pair is a row and a column`() {
        assertThat(position.play(3 to 2)).isEqualTo(position.play(3, 2))
    }

    @Test
    fun `the row comes first`() {
        assertThat(position.play(2 to 1)).isEqualTo(Position.of("X O X / X O - / - - -"))
    }

    @Test
    fun `a taken square is refused as Position_play refuses it`() {
        val error = assertThrows<IllegalArgumentException> { position.play(1 to 2) }
        assertThat(error).hasMessageThat().isEqualTo("cannot play (1,2): it already holds O")
    }

    @Test
    fun `a cell is read with a pair, a square, or a row and a column alike`() {
        for (square in Position.empty(3).legalMoves) {
            val (row, column) = square
            assertThat(position[row to column]).isEqualTo(position[row, column])
            assertThat(position[square]).isEqualTo(position[row, column])
        }
        assertThat(position[1 to 2]).isEqualTo(Cell.O)
    }

    @Test
    fun `a pair off the board is refused as Position_get refuses it`() {
        assertThrows<IndexOutOfBoundsException> { position[4 to 1] }
        val error = assertThrows<IllegalArgumentException> { position[0 to 1] }
        assertThat(error)
            .hasMessageThat()
            .isEqualTo("rows and columns are numbered from 1, got (0,1)")
    }
}
