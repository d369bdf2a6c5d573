package example

import com.google.common.truth.Truth.assertThat
import dev.noughts.Outcome
import dev.noughts.Player
import org.junit.jupiter.api.Test

class EndgamesTest {
    @Test
    fun testFixturesAreGenerated() {
        assertThat(EndgamesBoards.TOP_ROW.verdict.outcome).isEqualTo(Outcome.X_WINS)
        assertThat(EndgamesBoards.DRAW.isOver).isTrue()
        assertThat(EndgamesBoards.all().keys).containsExactly("topRow", "draw").inOrder()
    }

    @Test
    fun mainFixturesAreGeneratedToo() {
        assertThat(OpeningsBoards.CORNER.nextPlayer).isEqualTo(Player.O)
        assertThat(OpeningsBoards.INSTANCE.center()).isSameInstanceAs(OpeningsBoards.CENTER)
    }
}
