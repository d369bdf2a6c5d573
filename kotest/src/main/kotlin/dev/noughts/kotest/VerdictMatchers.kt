package dev.noughts.kotest

import dev.noughts.Line
import dev.noughts.Player
import dev.noughts.Position
import dev.noughts.Problem
import dev.noughts.Square
import dev.noughts.Verdict
import dev.noughts.engines.internal.BoardShape
import io.kotest.matchers.Matcher

// Matchers of what the rules say about a position: its verdict, from the runtime's rules. Each is a
// kotest Matcher<Position>, for `position should beWonBy(X)` and `position shouldNot beDraw()`;
// VerdictAssertions.kt has the should... functions that read as one word.

/**
 * Matches a position that [player] has won: `position should beWonBy(X)`.
 *
 * @since 0.1.0
 */
public fun beWonBy(player: Player): Matcher<Position> = positionMatcher { position ->
    val verdict = position.verdict
    result(position, verdict is Verdict.Win && verdict.winner == player, "$player wins", verdict)
}

/**
 * Matches a won position whose winner holds exactly these lines, in any order: `position should
 * haveWinningLines(Line.row(3, 1), Line.column(3, 1))`.
 *
 * @since 0.1.0
 */
public fun haveWinningLines(first: Line, vararg rest: Line): Matcher<Position> {
    val expected = listOf(first, *rest)
    return positionMatcher { position ->
        val verdict = position.verdict
        val passed = verdict is Verdict.Win && verdict.lines.toSet() == expected.toSet()
        result(position, passed, "a win with ${expected.joinToString(" and ")}", verdict)
    }
}

/**
 * Matches a won position in which one of the winner's lines holds exactly these squares, in any
 * order: `position should haveWinningLine(Square(1, 1), Square(2, 2), Square(3, 3))`.
 *
 * @since 0.1.0
 */
public fun haveWinningLine(vararg squares: Square): Matcher<Position> {
    val expected = squares.toSet()
    return positionMatcher { position ->
        val verdict = position.verdict
        val passed = verdict is Verdict.Win && verdict.lines.any { it.squares.toSet() == expected }
        result(position, passed, "a winning line through ${squares.joinToString(" ")}", verdict)
    }
}

/**
 * Matches a full board on which nobody has won.
 *
 * @since 0.1.0
 */
public fun beDraw(): Matcher<Position> = positionMatcher { position ->
    result(position, position.verdict is Verdict.Draw, "draw", position.verdict)
}

/**
 * Matches a game in progress: nobody has won and cells are free.
 *
 * @since 0.1.0
 */
public fun beInProgress(): Matcher<Position> = positionMatcher { position ->
    result(position, position.verdict is Verdict.InProgress, "in progress", position.verdict)
}

/**
 * Matches a game in progress in which [player] moves next: `position should haveNextPlayer(O)`.
 *
 * @since 0.1.0
 */
public fun haveNextPlayer(player: Player): Matcher<Position> = positionMatcher { position ->
    val verdict = position.verdict
    val passed = verdict is Verdict.InProgress && verdict.next == player
    result(position, passed, "in progress: $player to move", verdict)
}

/**
 * Matches a position that legal play cannot reach: for exactly the given [problems], in any order,
 * or for any reason when none are given.
 *
 * @since 0.1.0
 */
public fun beImpossible(vararg problems: Problem): Matcher<Position> {
    val expected = problems.toList()
    val description = if (expected.isEmpty()) "impossible" else "impossible: ${expected.sorted()}"
    return positionMatcher { position ->
        val verdict = position.verdict
        val passed =
            verdict is Verdict.Impossible &&
                (expected.isEmpty() || verdict.problems.sorted() == expected.sorted())
        val actual = if (verdict is Verdict.Impossible) "$verdict ${verdict.problems}" else verdict
        result(position, passed, description, actual)
    }
}

/**
 * Matches a position that is over under the lenient rule of [Position.isOver]: a full line of one
 * mark (k in a row, on a board with a win length k), or no free cell, whether legal play reaches it
 * or not.
 *
 * @since 0.1.0
 */
public fun beOver(): Matcher<Position> = positionMatcher { position ->
    val win = if (position.isClassic) "a full line" else BoardShape.inARow(position)
    result(
        position,
        position.isOver,
        "game over ($win, or no free cell)",
        if (position.isOver) "over" else "not over",
    )
}
