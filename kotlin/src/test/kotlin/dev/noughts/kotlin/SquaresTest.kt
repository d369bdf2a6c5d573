package dev.noughts.kotlin

import com.google.common.truth.Truth.assertThat
import dev.noughts.Square
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

class SquaresTest {
    @Test
    fun `a pair is the square of its row and column`() {
        assertThat((2 to 3).toSquare()).isEqualTo(Square(2, 3))
    }

    @Test
    fun `a string is read in the move notation`() {
        assertThat("2,3".toSquare()).isEqualTo(Square(2, 3))
        assertThat("(2, 3)".toSquare()).isEqualTo(Square(2, 3))
        assertThat(Square(1, 3).toString().toSquare()).isEqualTo(Square(1, 3))
    }

    @Test
    fun `a string that is not a square is refused as Square_parse refuses it`() {
        val kotlin = assertThrows<IllegalArgumentException> { "2;3".toSquare() }
        val java = assertThrows<IllegalArgumentException> { Square.parse("2;3") }
        assertThat(kotlin).hasMessageThat().isEqualTo(java.message)
    }
}
