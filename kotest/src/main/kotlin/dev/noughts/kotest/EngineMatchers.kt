package dev.noughts.kotest

import dev.noughts.GameValue
import dev.noughts.Position
import dev.noughts.Solution
import dev.noughts.Square
import dev.noughts.UnsolvableException
import dev.noughts.kotlin.solve
import io.kotest.matchers.Matcher
import io.kotest.matchers.MatcherResult
import io.kotest.matchers.should

// Matchers for engines: perfect play is the runtime's Solver (through noughts-kotlin's solve()),
// legal moves the runtime's rules. A position the solver refuses (impossible, too many empty cells,
// or its node budget spent) fails a perfect-play matcher at once, under should and shouldNot alike:
// there is nothing
// to compare.

/**
 * Matches a position from which perfect play ends as [value]: `position should
 * havePerfectPlay(DRAW)`.
 *
 * @since 0.1.0
 */
public fun havePerfectPlay(value: GameValue): Matcher<Position> = positionMatcher { position ->
    val solution = solutionOf(position, "perfect play $value")
    result(position, solution.value == value, "perfect play $value", solution)
}

/**
 * Matches a position in which [move] keeps the value of perfect play for the player to move: every
 * move that still wins, every drawing move, or, in a lost position, every move. A failure shows
 * what perfect play makes of the move, and the best moves.
 *
 * @since 0.1.0
 */
public fun haveBestMove(move: Square): Matcher<Position> = positionMatcher { position ->
    val solution = solutionOf(position, "a best move $move")
    val played = solution.moves.firstOrNull { it.square == move } ?: "not a legal move"
    val best = squares(solution.bestMoves)
    MatcherResult(
        move in solution.bestMoves,
        {
            failure(
                position,
                "expected a best move" to move,
                "but was" to played,
                "best moves" to best,
            )
        },
        {
            failure(
                position,
                "expected not a best move" to move,
                "but was" to played,
                "best moves" to best,
            )
        },
    )
}

/**
 * Matches a position in which the player to move may mark [move].
 *
 * @since 0.1.0
 */
public fun haveLegalMove(move: Square): Matcher<Position> = positionMatcher { position ->
    val legal = squares(position.legalMoves)
    MatcherResult(
        move in position.legalMoves,
        {
            failure(
                position,
                "expected a legal move" to move,
                "but the legal moves were" to legal,
                "verdict" to position.verdict,
            )
        },
        {
            failure(
                position,
                "expected not a legal move" to move,
                "but the legal moves were" to legal,
                "verdict" to position.verdict,
            )
        },
    )
}

/**
 * Asserts that perfect play from the position ends as [value], and returns the solution: its plies,
 * best moves and every move's value.
 *
 * @since 0.1.0
 */
public infix fun Position.shouldHavePerfectPlay(value: GameValue): Solution {
    this should havePerfectPlay(value)
    return solve()
}

/**
 * Asserts that [move] keeps the value of perfect play, and returns what perfect play makes of the
 * move: `position shouldHaveBestMove engine.move(position)`.
 *
 * @since 0.1.0
 */
public infix fun Position.shouldHaveBestMove(move: Square): Solution.Move =
    shouldThenNarrow(haveBestMove(move)) { position ->
        position.solve().moves.firstOrNull { it.square == move }
    }

/**
 * Asserts that the player to move may mark [move], and returns the position after it: `position
 * shouldHaveLegalMove engine.move(position)`.
 *
 * @since 0.1.0
 */
public infix fun Position.shouldHaveLegalMove(move: Square): Position =
    shouldThenNarrow(haveLegalMove(move)) { position ->
        if (move in position.legalMoves) position.play(move) else null
    }

/**
 * The solution, or a failure at once when the solver refuses the position: one it cannot solve, or
 * one under renju, which it does not play.
 */
private fun solutionOf(position: Position, expected: String): Solution =
    try {
        position.solve()
    } catch (refused: UnsolvableException) {
        cannotJudge(position, expected, refused.reason.message())
    } catch (renju: IllegalArgumentException) {
        cannotJudge(position, expected, renju.message ?: "the solver refused the position")
    }

private fun squares(squares: List<Square>): String =
    if (squares.isEmpty()) "none" else squares.joinToString(" ")
