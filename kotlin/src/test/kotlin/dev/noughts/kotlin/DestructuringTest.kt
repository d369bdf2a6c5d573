package dev.noughts.kotlin

import com.google.common.truth.Truth.assertThat
import dev.noughts.Line
import dev.noughts.Player
import dev.noughts.Position
import dev.noughts.Problem
import dev.noughts.Square
import dev.noughts.Verdict
import org.junit.jupiter.api.Test

class DestructuringTest {
    @Test
    fun `a square is its row, then its column`() {
        val (row, column) = Square(2, 3)
        assertThat(row).isEqualTo(2)
        assertThat(column).isEqualTo(3)
    }

    @Test
    fun `a win is its winner, then its lines`() {
        val win = Position.of("X X X / O O - / - - -").verdict as Verdict.Win
        val (winner, lines) = win
        assertThat(winner).isEqualTo(Player.X)
        assertThat(lines).isEqualTo(win.lines)
        assertThat(lines.single().direction).isEqualTo(Line.Direction.ROW)
    }

    @Test
    fun `a game in progress is the player to move`() {
        val (next) = Position.of("X - - / - - - / - - -").verdict as Verdict.InProgress
        assertThat(next).isEqualTo(Player.O)
    }

    @Test
    fun `an impossible position is its reasons, and a reason is its problem, then its message`() {
        val (reasons) = Position.of("O O - / X - - / - - -").verdict as Verdict.Impossible
        val (problem, message) = reasons.single()
        assertThat(problem).isEqualTo(Problem.O_MORE_THAN_X)
        assertThat(message).isEqualTo("O has more marks than X (X 1, O 2), but X moves first")
    }
}
