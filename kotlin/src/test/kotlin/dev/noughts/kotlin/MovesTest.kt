package dev.noughts.kotlin

import com.google.common.truth.Truth.assertThat
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
}
