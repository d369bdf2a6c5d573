package example

import com.google.common.truth.Truth.assertThat
import dev.noughts.Player
import dev.noughts.testing.PositionSubject.assertThat
import org.junit.jupiter.api.Test

class OpeningsTest {
    // tag::ksp-usage[]
    @Test
    fun kspGeneratedTheSameConstantsAsJavac() {
        assertThat(OpeningsBoards.TOP_ROW).isWonBy(Player.X)
        assertThat(OpeningsBoards.CORNER.play(2, 2)).isEqualTo(OpeningsBoards.CORNER_THEN_CENTER)
        assertThat(OpeningsBoards.INSTANCE.cornerThenCenter).isSameInstanceAs(OpeningsBoards.CORNER_THEN_CENTER)
        assertThat(OpeningsBoards.all().keys).containsExactly("corner", "cornerThenCenter", "topRow").inOrder()
    }
    // end::ksp-usage[]
}
