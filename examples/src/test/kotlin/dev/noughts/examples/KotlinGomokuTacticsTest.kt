package dev.noughts.examples

import com.google.common.truth.Truth.assertThat
import dev.noughts.Player
import dev.noughts.Proof
import dev.noughts.Prover
import dev.noughts.Square
import org.junit.jupiter.api.Test

/** The proved moves of fixtures compiled by kapt, read back as data. */
class KotlinGomokuTacticsTest {

    @Test
    fun theProvedMovesAreListedWithEachFixture() {
        val (openThree, blockTheFour) = KotlinGomokuTacticsBoards.fixtures()
        assertThat(openThree.name).isEqualTo("openThree")
        assertThat(openThree.winningMoves).containsExactly(Square(8, 6), Square(8, 10)).inOrder()
        assertThat(openThree.losingMoves).containsExactly(Square(1, 2))
        assertThat(openThree.onlyMoves).isEmpty()
        assertThat(blockTheFour.name).isEqualTo("blockTheFour")
        assertThat(blockTheFour.position.nextPlayer).isEqualTo(Player.O)
        assertThat(blockTheFour.onlyMoves).containsExactly(Square(8, 9))
        assertThat(blockTheFour.winningMoves).isEmpty()
    }

    @Test
    fun afterEachWinningMoveTheProverFindsOLost() {
        val openThree = KotlinGomokuTacticsBoards.INSTANCE.openThree
        for (move in KotlinGomokuTacticsBoards.fixtures().first().winningMoves) {
            val proof = Prover().prove(openThree.play(move))
            assertThat(proof).isInstanceOf(Proof.Loss::class.java)
            assertThat((proof as Proof.Loss).winner).isEqualTo(Player.X)
        }
    }
}
