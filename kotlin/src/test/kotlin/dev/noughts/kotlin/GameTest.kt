package dev.noughts.kotlin

import com.google.common.truth.Truth.assertThat
import dev.noughts.Position
import dev.noughts.Square
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

class GameTest {
    @Test
    fun `the moves are played in order from an empty 3 x 3 board`() {
        val position = game {
            x(2, 2)
            o(1, 1)
            x(1, 3)
        }
        assertThat(position).isEqualTo(Position.of("O - X / - X - / - - -"))
    }

    @Test
    fun `no moves is the start`() {
        assertThat(game {}).isEqualTo(Position.empty(3))
        assertThat(game(Position.empty(4)) {}).isEqualTo(Position.empty(4))
    }

    @Test
    fun `a game can start from any position`() {
        val start = Position.of("X - - / - - - / - - -")
        assertThat(game(start) { o(2, 2) }).isEqualTo(start.play(2, 2))
    }

    @Test
    fun `a move out of turn names the move and the player whose turn it is`() {
        val error =
            assertThrows<IllegalArgumentException> {
                game {
                    x(2, 2)
                    x(1, 1)
                }
            }
        assertThat(error)
            .hasMessageThat()
            .isEqualTo(
                "move 2, x(1, 1): it is O's turn; the board before it: - - - / - X - / - - -"
            )
    }

    @Test
    fun `a taken cell names the move and what holds the cell`() {
        val error =
            assertThrows<IllegalArgumentException> {
                game {
                    x(2, 2)
                    o(1, 1)
                    x(1, 1)
                }
            }
        assertThat(error)
            .hasMessageThat()
            .isEqualTo(
                "move 3, x(1, 1): cannot play (1,1): it already holds O; " +
                    "the board before it: O - - / - X - / - - -"
            )
        assertThat(error).hasCauseThat().isInstanceOf(IllegalArgumentException::class.java)
    }

    @Test
    fun `a cell off the board names the move and the size`() {
        val error = assertThrows<IllegalArgumentException> { game { x(4, 1) } }
        assertThat(error)
            .hasMessageThat()
            .isEqualTo(
                "move 1, x(4, 1): (4,1) is off the board: rows and columns go from 1 to 3; " +
                    "the board before it: - - - / - - - / - - -"
            )
    }

    @Test
    fun `a move after the game is won names the move and the verdict`() {
        val error =
            assertThrows<IllegalArgumentException> {
                game(Position.of("X X X / O O - / - - -")) { o(3, 3) }
            }
        assertThat(error)
            .hasMessageThat()
            .isEqualTo(
                "move 1, o(3, 3): cannot play (3,3): nobody is to move, the position is X wins: row 1; " +
                    "the board before it: X X X / O O - / - - -"
            )
    }

    @Test
    fun `a move is a row and a column, a pair, or a square alike`() {
        val rowsAndColumns = game {
            x(2, 2)
            o(1, 1)
            x(1, 3)
        }
        val pairs = game {
            x(2 to 2)
            o(1 to 1)
            x(1 to 3)
        }
        val squares = game {
            x(Square(2, 2))
            o("1,1".toSquare())
            x(Square(1, 3))
        }
        assertThat(pairs).isEqualTo(rowsAndColumns)
        assertThat(squares).isEqualTo(rowsAndColumns)
    }

    @Test
    fun `a move by pair or square is named by its row and column`() {
        val error =
            assertThrows<IllegalArgumentException> {
                game {
                    x(2 to 2)
                    o(Square(2, 2))
                }
            }
        assertThat(error)
            .hasMessageThat()
            .isEqualTo(
                "move 2, o(2, 2): cannot play (2,2): it already holds X; " +
                    "the board before it: - - - / - X - / - - -"
            )
    }
}
