package dev.noughts.kotlin

import dev.noughts.Line
import dev.noughts.Player
import dev.noughts.Position
import dev.noughts.Problem
import dev.noughts.testing.PositionSubject.assertThat

// Assertions in the style of Kotest's matchers, so that they sit beside Truth's and JUnit's
// assertThat without a clash. Each is noughts-testing's PositionSubject (Truth), so a failure reads
// the same as in Java and shows the board; they need noughts-testing on the test class path. Each
// returns the position, for chaining.

/** Asserts that [player] has won: `position shouldBeWonBy X`. */
public infix fun Position.shouldBeWonBy(player: Player): Position = apply {
    assertThat(this).isWonBy(player)
}

/**
 * Asserts that the position is won with exactly these lines, in any order:
 * `position.shouldHaveWinningLines(Line.row(3, 1), Line.column(3, 1))`.
 */
public fun Position.shouldHaveWinningLines(first: Line, vararg rest: Line): Position = apply {
    assertThat(this).hasWinningLines(first, *rest)
}

/** Asserts that the board is full and nobody has won. */
public fun Position.shouldBeDraw(): Position = apply {
    assertThat(this).isDraw()
}

/** Asserts that the game is in progress and [player] moves next: `position shouldHaveNextPlayer O`. */
public infix fun Position.shouldHaveNextPlayer(player: Player): Position = apply {
    assertThat(this).hasNextPlayer(player)
}

/**
 * Asserts that legal play cannot reach the position: for exactly the given [problems], in any
 * order, or for any reason when none are given.
 */
public fun Position.shouldBeImpossible(vararg problems: Problem): Position = apply {
    if (problems.isEmpty()) {
        assertThat(this).isImpossible()
    } else {
        assertThat(this).isImpossibleBecause(problems[0], *problems.copyOfRange(1, problems.size))
    }
}
