package dev.noughts.kotest

import dev.noughts.Line
import dev.noughts.Player
import dev.noughts.Position
import dev.noughts.Problem
import dev.noughts.Square
import dev.noughts.Verdict
import io.kotest.matchers.should
import io.kotest.matchers.shouldNot

// The matchers of VerdictMatchers.kt as single words. The positive ones return what they proved,
// narrowed: `val (winner, lines) = position shouldBeWonBy X` needs no cast. Under assertSoftly, a
// failure is collected and the test goes on, except where there is nothing to return (a position
// that is not won has no Verdict.Win): then it fails at once, with every failure collected so far.

/**
 * Asserts that [player] has won, and returns the win: `position shouldBeWonBy X`.
 *
 * @since 0.1.0
 */
public infix fun Position.shouldBeWonBy(player: Player): Verdict.Win =
    shouldThenNarrow(beWonBy(player)) { it.verdict as? Verdict.Win }

/**
 * Asserts that [player] has not won (the game may be won by the other, or not won at all).
 *
 * @since 0.1.0
 */
public infix fun Position.shouldNotBeWonBy(player: Player): Position = apply {
    this shouldNot beWonBy(player)
}

/**
 * Asserts that the position is won with exactly these lines, in any order, and returns the win:
 * `position.shouldHaveWinningLines(Line.row(3, 1), Line.column(3, 1))`.
 *
 * @since 0.1.0
 */
public fun Position.shouldHaveWinningLines(first: Line, vararg rest: Line): Verdict.Win =
    shouldThenNarrow(haveWinningLines(first, *rest)) { it.verdict as? Verdict.Win }

/**
 * Asserts that one of the winner's lines holds exactly these squares, and returns the win:
 * `position.shouldHaveWinningLine(Square(1, 1), Square(2, 2), Square(3, 3))`.
 *
 * @since 0.1.0
 */
public fun Position.shouldHaveWinningLine(vararg squares: Square): Verdict.Win =
    shouldThenNarrow(haveWinningLine(*squares)) { it.verdict as? Verdict.Win }

/**
 * Asserts that the board is full and nobody has won; returns the position.
 *
 * @since 0.1.0
 */
public fun Position.shouldBeDraw(): Position = apply { this should beDraw() }

/**
 * Asserts that the game is not a draw; returns the position.
 *
 * @since 0.1.0
 */
public fun Position.shouldNotBeDraw(): Position = apply { this shouldNot beDraw() }

/**
 * Asserts that the game is in progress, and returns the verdict with the player to move.
 *
 * @since 0.1.0
 */
public fun Position.shouldBeInProgress(): Verdict.InProgress =
    shouldThenNarrow(beInProgress()) { it.verdict as? Verdict.InProgress }

/**
 * Asserts that the game is not in progress: it is won, drawn or impossible; returns the position.
 *
 * @since 0.1.0
 */
public fun Position.shouldNotBeInProgress(): Position = apply { this shouldNot beInProgress() }

/**
 * Asserts that the game is in progress and [player] moves next: `position shouldHaveNextPlayer O`;
 * returns the position.
 *
 * @since 0.1.0
 */
public infix fun Position.shouldHaveNextPlayer(player: Player): Position = apply {
    this should haveNextPlayer(player)
}

/**
 * Asserts that legal play cannot reach the position: for exactly the given [problems], in any
 * order, or for any reason when none are given. Returns the verdict with every reason.
 *
 * @since 0.1.0
 */
public fun Position.shouldBeImpossible(vararg problems: Problem): Verdict.Impossible =
    shouldThenNarrow(beImpossible(*problems)) { it.verdict as? Verdict.Impossible }

/**
 * Asserts that legal play reaches the position; returns the position.
 *
 * @since 0.1.0
 */
public fun Position.shouldNotBeImpossible(): Position = apply { this shouldNot beImpossible() }

/**
 * Asserts that the game is over under the lenient rule of [Position.isOver]; returns the position.
 *
 * @since 0.1.0
 */
public fun Position.shouldBeOver(): Position = apply { this should beOver() }

/**
 * Asserts that the game is not over under the lenient rule of [Position.isOver]; returns the
 * position.
 *
 * @since 0.1.0
 */
public fun Position.shouldNotBeOver(): Position = apply { this shouldNot beOver() }
