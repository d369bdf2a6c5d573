package dev.noughts.kotest

import dev.noughts.GameAnalysis
import dev.noughts.Mistake
import dev.noughts.Player
import dev.noughts.engines.internal.FailureLayout
import dev.noughts.kotlin.firstDecisiveMistakeOf
import io.kotest.assertions.AssertionErrorBuilder
import io.kotest.assertions.errorCollector
import io.kotest.assertions.throwCollectedErrors
import io.kotest.matchers.Matcher
import io.kotest.matchers.MatcherResult
import io.kotest.matchers.should

// Matchers for games judged by proof: they read a GameAnalysis (`game.analyze(budget)` from
// noughts-kotlin), whose budget the test chooses, and judge nothing themselves.

/**
 * Matches an analysis in which neither side made a decisive mistake, or, when [player] is given,
 * that side made none: a game an engine did not lose by a proved blunder or a win thrown away. A
 * failure shows the first decisive mistake, the game's summary, the board before the mistake, and
 * the mistake's Kotlin fixture, ready to paste as a regression test.
 *
 * @since 0.1.0
 */
public fun haveNoDecisiveMistake(player: Player? = null): Matcher<GameAnalysis> =
    Matcher { analysis ->
        val sides = if (player == null) "either side" else "$player"
        val found = firstDecisive(analysis, player)
        MatcherResult(
            found == null,
            { mistakeFailure(analysis, "expected no decisive mistake by" to sides, found) },
            { noMistakeFailure(analysis, "expected a decisive mistake by" to sides) },
        )
    }

/**
 * Matches an analysis whose move number [move] is the first decisive mistake of the side that
 * played it (X plays the odd moves, O the even). A failure shows that side's first decisive
 * mistake, if any, and the game's summary.
 *
 * @since 0.1.0
 */
public fun haveFirstDecisiveMistakeAt(move: Int): Matcher<GameAnalysis> = Matcher { analysis ->
    val player = if (move % 2 == 1) Player.X else Player.O
    val found = analysis.firstDecisiveMistakeOf(player)
    val expected = "move $move, by $player"
    MatcherResult(
        found?.move?.number() == move,
        {
            if (found == null) {
                noMistakeFailure(analysis, "expected the first decisive mistake at" to expected)
            } else {
                mistakeFailure(
                    analysis,
                    "expected the first decisive mistake at" to expected,
                    found,
                )
            }
        },
        {
            mistakeFailure(
                analysis,
                "expected the first decisive mistake not at" to expected,
                found,
            )
        },
    )
}

/**
 * Asserts that [player] made no decisive mistake, and returns the analysis: `game.analyze()
 * shouldHaveNoDecisiveMistake X`.
 *
 * @since 0.1.0
 */
public infix fun GameAnalysis.shouldHaveNoDecisiveMistake(player: Player): GameAnalysis {
    this should haveNoDecisiveMistake(player)
    return this
}

/**
 * Asserts that neither side made a decisive mistake, and returns the analysis:
 * `game.analyze().shouldHaveNoDecisiveMistake()`.
 *
 * @since 0.1.0
 */
public fun GameAnalysis.shouldHaveNoDecisiveMistake(): GameAnalysis {
    this should haveNoDecisiveMistake()
    return this
}

/**
 * Asserts that move number [move] is the first decisive mistake of the side that played it, and
 * returns that mistake: `val blunder = game.analyze() shouldHaveFirstDecisiveMistakeAt 24`.
 *
 * @since 0.1.0
 */
public infix fun GameAnalysis.shouldHaveFirstDecisiveMistakeAt(move: Int): Mistake {
    val matcher = haveFirstDecisiveMistakeAt(move)
    this should matcher
    mistakes
        .firstOrNull { it.move.number() == move && it.isDecisive }
        ?.let {
            return it
        }
    // Under assertSoftly the failure was collected: there is no mistake to go on with.
    errorCollector.throwCollectedErrors()
    AssertionErrorBuilder.fail(matcher.test(this).failureMessage())
}

/** The first decisive mistake of [player], or of either side when null: the earlier of the two. */
private fun firstDecisive(analysis: GameAnalysis, player: Player?): Mistake? =
    if (player != null) analysis.firstDecisiveMistakeOf(player)
    else
        Player.entries
            .mapNotNull { analysis.firstDecisiveMistakeOf(it) }
            .minByOrNull { it.move.number() }

/** The facts, the mistake, the summary and the board before the mistake, then its fixture. */
private fun mistakeFailure(
    analysis: GameAnalysis,
    expected: Pair<String, Any?>,
    mistake: Mistake?,
): String {
    if (mistake == null) {
        return noMistakeFailure(analysis, expected)
    }
    val facts =
        listOf(
            expected,
            "but found" to mistake,
            "game" to analysis.summary,
            "moves" to analysis.game.toMoveList(),
        )
    return FailureLayout.of(
        mistake.position,
        facts.map { (key, value) -> FailureLayout.Fact.of(key, value) },
    ) + "\nas a fixture:\n" + mistake.toKotlinFixture().prependIndent("  ")
}

/** The facts, the summary and the board at the end of the game. */
private fun noMistakeFailure(analysis: GameAnalysis, expected: Pair<String, Any?>): String =
    failure(
        analysis.game.position,
        expected,
        "but found" to "none",
        "game" to analysis.summary,
        "moves" to analysis.game.toMoveList(),
    )
