package dev.noughts.kotlin

import com.google.common.truth.Truth.assertThat
import dev.noughts.GameValue
import dev.noughts.Position
import dev.noughts.Proof
import dev.noughts.Rule
import dev.noughts.Solver
import dev.noughts.Square
import dev.noughts.Unsolvable
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

class SolvingTest {
    @Test
    fun `solve is the runtime solver's solution`() {
        val position = "X - - / - O - / - - X".toPosition()
        assertThat(position.solve()).isEqualTo(Solver().solve(position))
        assertThat(position.solve().value).isEqualTo(GameValue.DRAW)
        assertThat(position.solve().bestMoves)
            .containsExactly(Square(1, 2), Square(2, 1), Square(2, 3), Square(3, 2))
            .inOrder()
    }

    @Test
    fun `an impossible position is refused with the solver's reason`() {
        val impossible = "O O - / X - - / - - -".toPosition()
        val error = assertThrows<IllegalArgumentException> { impossible.solve() }
        assertThat(error).hasMessageThat().endsWith(impossible.unsolvableBecause()!!.message())
        assertThat(impossible.unsolvableBecause())
            .isEqualTo(Solver.whyUnsolvable(impossible).orElseThrow())
        assertThat(impossible.unsolvableBecause()).isInstanceOf(Unsolvable.Impossible::class.java)
        assertThat("- - - / - - - / - - -".toPosition().unsolvableBecause()).isNull()
    }

    @Test
    fun `a solvable position has no reason to refuse it`() {
        assertThat(Position.empty(3).unsolvableBecause()).isNull()
    }

    @Test
    fun `a renju position is refused, as the documentation says, and proved instead`() {
        val renju = Position.empty(15, 15, 5).withRule(Rule.RENJU).play(8, 8)
        val error = assertThrows<IllegalArgumentException> { renju.solve() }
        assertThat(error).hasMessageThat().startsWith("the solver does not play renju")
        assertThat(renju.prove(budget = 1_000)).isInstanceOf(Proof.NotProven::class.java)
    }
}
