package dev.noughts.kotlin

import com.google.common.truth.Truth.assertThat
import dev.noughts.NotationException
import dev.noughts.Position
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

class NotationTest {
    @Test
    fun `a string in the notation is the position Position_of reads`() {
        assertThat("X O X / - O - / - - -".toPosition())
            .isEqualTo(Position.of("X O X / - O - / - - -"))
    }

    @Test
    fun `a raw string is read as written, indentation and blank edges ignored`() {
        val position =
            """
            X O X
            - O -
            - - -
        """
                .toPosition()
        assertThat(position).isEqualTo(Position.of("X O X / - O - / - - -"))
    }

    @Test
    fun `a malformed string reports every mistake`() {
        val error = assertThrows<NotationException> { "X O # / - O - / - -".toPosition() }
        assertThat(error.errors.map { it.message })
            .containsExactly("row 1, cell 3: '#' is not X, O or -", "row 3 has 2 cells, expected 3")
    }
}
