package dev.noughts.kotlin

import com.google.common.truth.Truth.assertThat
import dev.noughts.GameRecord
import dev.noughts.Player
import dev.noughts.Proof
import dev.noughts.Prover
import dev.noughts.Square
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

class ProvingTest {
    /** Gomoku, X to move: X's open three on row 8 wins by an open four at (8,6) or (8,10). */
    private val openThree = GameRecord.play(15, 15, 5, "8,7 9,3 8,8 9,4 8,9 1,1")

    @Test
    fun `a forced win lists its winning moves and its line, as the runtime's prover does`() {
        val proof = openThree.prove()
        assertThat(proof).isInstanceOf(Proof.Win::class.java)
        val win = proof as Proof.Win
        assertThat(win.winner).isEqualTo(Player.X)
        assertThat(win.winningMoves).containsExactly(Square(8, 6), Square(8, 10)).inOrder()
        assertThat(win.line).containsExactly(Square(8, 6), Square(8, 5), Square(8, 10)).inOrder()
        assertThat(win.isByFours).isTrue()
        assertThat(win.nodes).isEqualTo(15)
        assertThat(win.toString()).isEqualTo(Prover().prove(openThree).toString())
    }

    @Test
    fun `a loss names the winner and the line that holds out longest`() {
        // 4 in a row on 3 x 9, O to move: X's three on row 1 is open at both ends.
        val lost = "- X X X - - - - - / O O - - - - - - - / - - - - - - - - -".toPosition(4)
        val proof = lost.prove()
        assertThat(proof).isInstanceOf(Proof.Loss::class.java)
        val loss = proof as Proof.Loss
        assertThat(loss.winner).isEqualTo(Player.X)
        assertThat(loss.line).containsExactly(Square(1, 1), Square(1, 5)).inOrder()
        assertThat(loss.nodes).isEqualTo(3)
    }

    @Test
    fun `the budget is the prover's, in nodes`() {
        val spent = openThree.prove(budget = 9)
        assertThat(spent).isInstanceOf(Proof.NotProven::class.java)
        assertThat((spent as Proof.NotProven).isBudgetSpent).isTrue()
        assertThat(spent.nodes).isEqualTo(9)
        assertThat(spent.toString()).isEqualTo("not proven within 9 nodes")
        assertThat(openThree.prove(budget = 10)).isInstanceOf(Proof.Win::class.java)
        assertThat(openThree.prove(budget = 15)).isInstanceOf(Proof.Win::class.java)
    }

    @Test
    fun `the default budget is spent, never passed, on a position with no win it finds`() {
        // 15 x 15, five to win: threats for both players, but no win by fours and threes found.
        val busy = GameRecord.play(15, 15, 5, "5,6 8,5 9,6 9,8 7,10 5,8 9,7 10,10 9,5 7,8 8,7 9,9")
        val proof = busy.prove() as Proof.NotProven
        assertThat(proof.isBudgetSpent).isTrue()
        // Short of the budget by less than the expansion that would pass it: 225 cells at most.
        assertThat(proof.nodes).isAtMost(Prover.DEFAULT_BUDGET)
        assertThat(proof.nodes).isGreaterThan(Prover.DEFAULT_BUDGET - 225)
        assertThat(proof.toString()).isEqualTo("not proven within 200,000 nodes")
    }

    @Test
    fun `a position searched out is not proven, with the nodes it took`() {
        val quiet = GameRecord.play(15, 15, 5, "8,8 1,1").prove() as Proof.NotProven
        assertThat(quiet.isBudgetSpent).isFalse()
        assertThat(quiet.nodes).isEqualTo(226)
        assertThat(quiet.toString())
            .isEqualTo("not proven: no win by fours and threes for either player (226 nodes)")
    }

    @Test
    fun `a budget out of range is refused in the prover's words`() {
        for ((budget, got) in
            listOf(0L to "0", -1L to "-1", Prover.MAX_BUDGET + 1 to "20,000,001")) {
            val error = assertThrows<IllegalArgumentException> { openThree.prove(budget) }
            assertThat(error)
                .hasMessageThat()
                .isEqualTo("the budget is 1 to 20,000,000 nodes, got $got")
        }
        assertThat(openThree.prove(Prover.MAX_BUDGET)).isInstanceOf(Proof.Win::class.java)
    }

    @Test
    fun `a game that is over has no player to prove for`() {
        val error =
            assertThrows<IllegalArgumentException> { "X X X / O O - / - - -".toPosition().prove() }
        assertThat(error)
            .hasMessageThat()
            .isEqualTo("cannot prove X X X / O O - / - - -: the game is over, X wins: row 1")
    }
}
