package example

import com.google.common.truth.Truth.assertThat
import dev.noughts.Forbidden
import dev.noughts.Rule
import dev.noughts.Square
import dev.noughts.Verdict
import org.junit.jupiter.api.Test

class RuleFixturesTest {
    @Test
    fun fixturesKeepTheirRule() {
        val renju = RuleFixturesBoards.BEFORE_THE_DOUBLE_THREE
        assertThat(renju.rule).isEqualTo(Rule.RENJU)
        // The forbidden point the comment names: X playing it loses by the rule.
        val foul = renju.play(8, 8).verdict as Verdict.Foul
        assertThat(foul.reason).isEqualTo(Forbidden.DOUBLE_THREE)
        assertThat(foul.move).isEqualTo(Square(8, 8))
        // O's winning move the fixture claims: X's one block is a foul.
        val block = RuleFixturesBoards.FORBIDDEN_BLOCK.play(12, 12).play(8, 8).verdict
        assertThat((block as Verdict.Foul).reason).isEqualTo(Forbidden.DOUBLE_THREE)
        assertThat(RuleFixturesBoards.NO_OVERLINE.rule).isEqualTo(Rule.EXACTLY_K)
        assertThat(RuleFixturesBoards.NO_OVERLINE.play(1, 3).verdict)
            .isInstanceOf(Verdict.InProgress::class.java)
    }
}
