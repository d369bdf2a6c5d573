package dev.noughts.examples

import com.google.common.truth.Truth.assertThat
import dev.noughts.gomocup.Match
import dev.noughts.gomocup.MatchSettings
import dev.noughts.gomocup.Openings
import dev.noughts.gomocup.Sprt
import org.junit.jupiter.api.Test

/** A match from Kotlin (docs/match-api.md): the Java API, called as written. */
class KotlinMatchTest {
    // tag::kotlin-match[]
    @Test
    fun aMatchFromKotlin() {
        val settings =
            MatchSettings.builder(MatchApiTest.NEW, MatchApiTest.OLD, 9, 9)
                .openings(Openings.read("e5\n", 9, 9))
                .sprt(Sprt(0.0, 5.0, 0.05, 0.05, Sprt.Model.BAYESELO)) // cutechess's model
                .build()
        val lines = mutableListOf<String>()

        val result = Match.play(settings) { game -> lines += game.toString() }

        val score = result.score()
        assertThat(listOf(score.wins(), score.losses(), score.draws())).containsExactly(1, 1, 0)
        assertThat(score.pairs().byPoints()).containsExactly(0, 0, 1, 0, 0).inOrder()
        assertThat(lines[0]).startsWith("game 1, opening 1, first (X) vs second (O): 1-0, ")
        assertThat(result.sprt()).isEqualTo(Sprt.State.CONTINUE)
    }
    // end::kotlin-match[]
}
