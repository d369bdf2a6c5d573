package dev.noughts.kotlin

import com.google.common.truth.Truth.assertThat
import dev.noughts.GameRecord
import dev.noughts.Player
import dev.noughts.Proof
import dev.noughts.Prover
import dev.noughts.Rule
import dev.noughts.Square
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows

/**
 * `Position.prove` is `Prover(budget).prove(position)`: these tests hold the wrapping (the budget
 * passed on, the default the prover's, the prover's answers and errors unchanged), not the prover,
 * which the runtime's tests hold.
 */
class ProvingTest {
    /** Gomoku, X to move: X's open three on row 8 wins by an open four. */
    private val openThree = GameRecord.play(15, 15, 5, "8,7 9,3 8,8 9,4 8,9 1,1")

    /** 4 in a row on 3 x 9, O to move: X's three on row 1 is open at both ends. */
    private val lost = "- X X X - - - - - / O O - - - - - - - / - - - - - - - - -".toPosition(4)

    @Test
    fun `each answer is the runtime prover's, a win, a loss or nothing proved`() {
        for (position in listOf(openThree, lost, GameRecord.play(15, 15, 5, "8,8 1,1"))) {
            val proof = position.prove()
            val expected = Prover().prove(position)
            assertThat(proof.javaClass).isEqualTo(expected.javaClass)
            assertThat(proof.toString()).isEqualTo(expected.toString())
            assertThat(proof.nodes).isEqualTo(expected.nodes)
        }
    }

    /**
     * Renju, O to move: (8,8) is a double three of X's, and O's (12,12) makes a four,
     * (9,9)-(12,12), whose only block is (8,8): O wins under renju, not under free-style.
     */
    private val forbiddenBlock =
        GameRecord.play(15, 15, 5, "6,8 1,1 7,7 1,15 7,8 9,9 8,6 10,10 8,7 11,11 13,13")
            .withRule(Rule.RENJU)

    @Test
    fun `each rule's answer is the runtime prover's under that rule`() {
        val renju = forbiddenBlock.prove()
        assertThat(renju.toString()).isEqualTo(Prover().prove(forbiddenBlock).toString())
        assertThat((renju as Proof.Win).winner).isEqualTo(Player.O)
        assertThat(renju.winningMoves).contains(Square(12, 12))
        val freeStyle = forbiddenBlock.withRule(Rule.FREE_STYLE).prove()
        assertThat(freeStyle is Proof.Win && freeStyle.winner == Player.O).isFalse()
    }

    @Test
    fun `a proof is a sealed type that when tells apart`() {
        val said =
            when (val proof = openThree.prove()) {
                is Proof.Win -> "${proof.winner} wins with ${proof.winningMoves}"
                is Proof.Loss -> "${proof.winner} wins whatever is played"
                is Proof.NotProven -> "not proven"
            }
        assertThat(said).isEqualTo("X wins with [(8,6)]")
        assertThat(lost.prove().winner).isEqualTo(Player.X)
    }

    @Test
    fun `the budget is passed on to the prover, in nodes`() {
        // The root is one node, the open four a second.
        val spent = openThree.prove(budget = 1)
        assertThat(spent.toString()).isEqualTo(Prover(1).prove(openThree).toString())
        assertThat((spent as Proof.NotProven).isBudgetSpent).isTrue()
        assertThat(openThree.prove(budget = 2)).isInstanceOf(Proof.Win::class.java)
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
