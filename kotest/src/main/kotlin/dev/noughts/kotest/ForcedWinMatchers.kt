package dev.noughts.kotest

import dev.noughts.MoveProof
import dev.noughts.Player
import dev.noughts.Position
import dev.noughts.Proof
import dev.noughts.Prover
import dev.noughts.Square
import dev.noughts.Verdict
import io.kotest.matchers.Matcher
import io.kotest.matchers.MatcherResult

// Matchers for forced wins beyond the solver: the runtime's Prover, with its default budget, under
// the position's rule (free-style, exactly k or renju). A position the prover refuses (impossible,
// over, or larger than 1,024 cells) fails at once.

/** Shared by every matcher: it holds nothing but its budget. */
private val prover = Prover()

/**
 * Matches a position that [winner] wins by force, as the runtime's [Prover] proves: the player to
 * move has a forced win, or loses whatever it plays. A failure shows what the prover found.
 *
 * @since 0.1.0
 */
public fun beWonByForceBy(winner: Player): Matcher<Position> = positionMatcher { position ->
    val proof = proofOf(position, "a forced win for $winner")
    MatcherResult(
        proof.winner == winner,
        {
            failure(
                position,
                "expected a forced win for" to winner,
                "but the prover found" to proof,
            )
        },
        {
            failure(
                position,
                "expected no forced win for" to winner,
                "but the prover found" to proof,
            )
        },
    )
}

/**
 * Matches a position in which [move] keeps a forced win for the player to move, as the runtime's
 * [Prover.judge] judges it: the move makes k in a row, or after it the opponent loses by force, or
 * the position's own proof lists it among its winning moves; under renju, X's move onto a forbidden
 * point is a foul, never a winning move. The check of an engine's move in a won position; a failure
 * shows what the move leads to and every winning move proved.
 *
 * @since 0.1.0
 */
public fun haveForcedWinningMove(move: Square): Matcher<Position> = positionMatcher { position ->
    val judged =
        if (position.nextPlayer != null && move in position.legalMoves) judgeOf(position, move)
        else null
    val found: Any =
        when (judged) {
            null -> "not a legal move (${position.verdict})"
            is MoveProof.Wins -> judged.proof ?: "k in a row"
            is MoveProof.Loses -> judged.proof ?: ended(position.play(move))
            is MoveProof.Unproven -> judged.proof ?: ended(position.play(move))
        }
    MatcherResult(
        judged is MoveProof.Wins,
        {
            failure(
                position,
                "expected a move that keeps a forced win" to move,
                "but after it the prover found" to found,
                "winning moves" to
                    when (val before = prover.proveEveryWinningMove(position)) {
                        is Proof.Win -> before.winningMoves.joinToString(" ")
                        else -> before.toString()
                    },
            )
        },
        {
            failure(
                position,
                "expected a move that throws a forced win away" to move,
                "but after it the prover found" to found,
            )
        },
    )
}

/**
 * Asserts that [winner] wins by force, and returns the proof: `position shouldBeWonByForceBy X`.
 *
 * @since 0.1.0
 */
public infix fun Position.shouldBeWonByForceBy(winner: Player): Proof =
    shouldThenNarrow(beWonByForceBy(winner)) { prover.prove(it) }

/**
 * Asserts that [move] keeps a forced win for the player to move, and returns the position after it:
 * `position shouldHaveForcedWinningMove engine.move(position)`.
 *
 * @since 0.1.0
 */
public infix fun Position.shouldHaveForcedWinningMove(move: Square): Position =
    shouldThenNarrow(haveForcedWinningMove(move)) { it.play(move) }

/**
 * How a game a move ended without a win: a full board, or under renju X's foul (`O wins: X's move
 * (5,8) is forbidden (double four)`).
 */
private fun ended(after: Position): String =
    when (val verdict = after.verdict) {
        is Verdict.Draw -> "a draw: the board is full"
        else -> verdict.toString()
    }

/** What the prover judges of [move], or a failure at once when it refuses the position. */
private fun judgeOf(position: Position, move: Square): MoveProof =
    try {
        prover.judge(position, move)
    } catch (e: IllegalArgumentException) {
        cannotJudge(position, "a move that keeps a forced win", e.message.orEmpty())
    }

/** What the prover finds, or a failure at once when it refuses the position. */
private fun proofOf(position: Position, expected: String): Proof =
    try {
        prover.prove(position)
    } catch (e: IllegalArgumentException) {
        cannotJudge(position, expected, e.message.orEmpty())
    }
