package dev.noughts.examples

import com.google.common.truth.Truth.assertThat
import dev.noughts.Board
import dev.noughts.Fixture
import dev.noughts.GameValue
import dev.noughts.Player
import dev.noughts.Position
import dev.noughts.Solver
import dev.noughts.Square
import dev.noughts.testing.EngineFixtures
import dev.noughts.engines.EngineScore
import dev.noughts.testing.FixtureSubject
import dev.noughts.testing.PositionSubject
import org.junit.jupiter.api.Test
import org.junit.jupiter.params.ParameterizedTest

// tag::kotlin-engine-fixtures[]
/** Engine fixtures in Kotlin; kapt checks them against perfect play as javac does. */
interface KotlinTactics {
    @Board("X X - / O O - / - - -", perfectPlay = [GameValue.X_WINS], bestMoves = ["1,3"])
    fun finishTheRow(): Position

    @Board(
        "X - - / - - - / - - -",
        perfectPlay = [GameValue.DRAW],
        bestMoves = ["2,2"],
        avoidMoves = ["1,2", "(1, 3)"],
    )
    fun answerTheCorner(): Position
}
// end::kotlin-engine-fixtures[]

/** A one-ply Kotlin engine: the move after which the position evaluates best for the mover. */
private fun greedyMove(position: Position): Square {
    val sign = if (position.nextPlayer == Player.X) 1 else -1
    return position.legalMoves.maxBy { sign * RulesEngine.evaluate(position.play(it)) }
}

/** The Kotlin engine and the Java one against the Kotlin fixtures. */
class KotlinEngineTest {

    // tag::kotlin-engine-suite[]
    @ParameterizedTest
    @EngineFixtures(KotlinTactics::class)
    fun theRulesEnginePlaysABestMove(position: Position, expected: Fixture) {
        FixtureSubject.assertThat(expected).hasBestMove(RulesEngine.move(position))
        PositionSubject.assertThat(position).hasPerfectPlay(expected.perfectPlay!!)
    }

    @Test
    fun aGreedyEngineFindsEveryBestMoveHereToo() {
        val score = EngineScore.of(::greedyMove, KotlinTacticsBoards.fixtures())
        score.assertAtLeast(score.maximum)
    }
    // end::kotlin-engine-suite[]

    @Test
    fun aKotlinEngineMayReturnNoMoveWhichIsIllegal() {
        // Compiles only because EngineScore takes a Function whose result may be null.
        val score = EngineScore.of({ _: Position -> null }, KotlinTacticsBoards.fixtures())
        assertThat(score.illegalMoves).hasSize(2)
    }

    @Test
    fun theFixturesAreDataInDeclarationOrder() {
        val fixtures = KotlinTacticsBoards.fixtures()
        assertThat(fixtures.map { it.name }).containsExactly("finishTheRow", "answerTheCorner").inOrder()
        assertThat(fixtures[1].avoidMoves).containsExactly(Square(1, 2), Square(1, 3)).inOrder()
        assertThat(Solver().solve(fixtures[1].position).value).isEqualTo(fixtures[1].perfectPlay)
    }
}
