package example

import com.google.common.truth.Truth.assertThat
import dev.noughts.Player.O
import dev.noughts.Player.X
import dev.noughts.kotest.shouldBeDraw
import dev.noughts.kotest.shouldBeWonBy
import dev.noughts.kotest.shouldHaveNextPlayer
import dev.noughts.kotlin.game
import dev.noughts.kotlin.toPosition
import org.junit.jupiter.api.Test

class EndgamesTest {
    @Test
    fun testFixturesAreGenerated() {
        EndgamesBoards.TOP_ROW shouldBeWonBy X
        EndgamesBoards.DRAW.shouldBeDraw()
        assertThat(EndgamesBoards.all().keys).containsExactly("topRow", "draw").inOrder()
    }

    @Test
    fun mainFixturesAreGeneratedToo() {
        OpeningsBoards.CORNER shouldHaveNextPlayer O
        assertThat(OpeningsBoards.INSTANCE.center()).isSameInstanceAs(OpeningsBoards.CENTER)
    }

    @Test
    fun gamesReachTheFixtures() {
        val topRow = game(OpeningsBoards.CORNER) {
            o(2, 1)
            x(1, 2)
            o(2, 2)
            x(1, 3)
        }
        assertThat(topRow).isEqualTo(EndgamesBoards.TOP_ROW)
        assertThat(topRow).isEqualTo("X X X / O O - / - - -".toPosition())
    }
}
