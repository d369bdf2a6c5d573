package dev.noughts.kotest

import dev.noughts.Position
import dev.noughts.testing.ReachablePositions
import io.kotest.property.Arb
import io.kotest.property.Exhaustive
import io.kotest.property.arbitrary.int
import io.kotest.property.arbitrary.list
import io.kotest.property.arbitrary.map
import io.kotest.property.exhaustive.exhaustive

// Positions that legal play reaches, for kotest's checkAll and forAll, built on the runtime's rules
// (Position.legalMoves and Position.play) as noughts-testing's jqwik ReachablePositions is.

/** The most moves a random game has by default: every cell, up to this many. */
private const val DEFAULT_MAX_MOVES = 100

/**
 * Positions of [size] x [size] after a random legal game from the empty board of at most [maxMoves]
 * moves (every cell, up to 100, unless given); a game that is won earlier stops there. The empty
 * board, games in progress and finished games all occur. A failing position shrinks toward shorter
 * games, to a shortest one that still fails:
 * ```
 * checkAll(Arb.reachablePosition(3)) { position -> position shouldNot beImpossible() }
 * ```
 *
 * @throws IllegalArgumentException when [size] is not between 1 and [Position.MAX_SIZE], or
 *   [maxMoves] is negative
 */
public fun Arb.Companion.reachablePosition(
    size: Int,
    maxMoves: Int = defaultMaxMoves(size),
): Arb<Position> = games(size, maxMoves, inProgress = false)

/**
 * Positions of [size] x [size] in which a player is still to move, after a random legal game: a
 * game stops one move before it would end. For properties of an engine, which must have a move:
 * ```
 * checkAll(Arb.positionInProgress(3)) { position -> position shouldHaveLegalMove engine(position) }
 * ```
 *
 * @throws IllegalArgumentException when [size] is not between 1 and [Position.MAX_SIZE]
 */
public fun Arb.Companion.positionInProgress(size: Int): Arb<Position> =
    games(size, defaultMaxMoves(size), inProgress = true)

/**
 * Every position legal play reaches on the 3 x 3 board, 5,478 of them, each once, in the order of
 * the games that reach them: the empty board, then every position after one move, and so on.
 *
 * ```
 * checkAll(Exhaustive.reachablePositions()) { position -> position shouldNot beImpossible() }
 * ```
 */
public fun Exhaustive.Companion.reachablePositions(): Exhaustive<Position> =
    classicPositions.exhaustive()

/**
 * Every position legal play reaches on the 3 x 3 board in which a player is still to move, 4,520 of
 * them, in the order of [reachablePositions]: every position an engine may be asked to play.
 */
public fun Exhaustive.Companion.positionsInProgress(): Exhaustive<Position> =
    classicPositions.filter { it.nextPlayer != null }.exhaustive()

/**
 * Positions of a board of [rows] x [columns] on which [winLength] in a row wins, after a random
 * legal game of at most [maxMoves] moves (every cell, up to 100, unless given), shrinking toward
 * shorter games as [reachablePosition] of a size does:
 * ```
 * checkAll(Arb.reachablePosition(rows = 15, columns = 15, winLength = 5)) { position ->
 *     position shouldNot beImpossible()
 * }
 * ```
 *
 * @throws IllegalArgumentException when a number is out of its range, as for
 *   [Position.empty]`(rows, columns, winLength)`, or [maxMoves] is negative
 */
public fun Arb.Companion.reachablePosition(
    rows: Int,
    columns: Int,
    winLength: Int,
    maxMoves: Int = minOf(rows.toLong() * columns, DEFAULT_MAX_MOVES.toLong()).toInt(),
): Arb<Position> = games(Position.empty(rows, columns, winLength), maxMoves, inProgress = false)

/**
 * Positions of a board of [rows] x [columns] on which [winLength] in a row wins, with a player
 * still to move, after a random legal game: `Arb.positionInProgress(rows = 4, columns = 4,
 * winLength = 3)`.
 *
 * @throws IllegalArgumentException when a number is out of its range
 */
public fun Arb.Companion.positionInProgress(
    rows: Int,
    columns: Int,
    winLength: Int,
): Arb<Position> {
    val empty = Position.empty(rows, columns, winLength)
    return games(empty, minOf(empty.emptyCount, DEFAULT_MAX_MOVES), inProgress = true)
}

/** The most cells of a board with a win length whose reachable positions [Exhaustive] lists. */
private const val MAX_EXHAUSTIVE_CELLS = 10

/**
 * Every position legal play reaches on a board of [rows] x [columns] on which [winLength] in a row
 * wins, each once, in the order of [reachablePositions]: for `checkAll` over a whole small board,
 * such as the 605 of 2 x 4 with two to win. The 3 x 3 board with three to win is
 * [reachablePositions]'s.
 *
 * @throws IllegalArgumentException when a number is out of its range, or the board has more than 10
 *   cells (3 x 4 has over 100,000 reachable positions); use [Arb.Companion.reachablePosition] there
 */
public fun Exhaustive.Companion.reachablePositions(
    rows: Int,
    columns: Int,
    winLength: Int,
): Exhaustive<Position> = everyReachable(rows, columns, winLength).exhaustive()

/**
 * Every position in progress of [reachablePositions]`(rows, columns, winLength)`, in its order.
 *
 * @throws IllegalArgumentException as [reachablePositions] does
 */
public fun Exhaustive.Companion.positionsInProgress(
    rows: Int,
    columns: Int,
    winLength: Int,
): Exhaustive<Position> =
    everyReachable(rows, columns, winLength).filter { it.nextPlayer != null }.exhaustive()

private fun everyReachable(rows: Int, columns: Int, winLength: Int): List<Position> {
    // Position.empty refuses numbers no board has, with the runtime's message.
    val cells = Position.empty(rows, columns, winLength).emptyCount
    require(cells <= MAX_EXHAUSTIVE_CELLS) {
        "cannot list every reachable position of $rows x $columns with $winLength in a row: it has" +
            " $cells cells, and Exhaustive.reachablePositions(rows, columns, winLength)" +
            " takes boards of up to $MAX_EXHAUSTIVE_CELLS; take random games with" +
            " Arb.reachablePosition($rows, $columns, $winLength) instead"
    }
    return ReachablePositions.all(rows, columns, winLength)
}

// noughts-testing's search of legal play (it needs no jqwik), so that one search lists them.
private val classicPositions: List<Position> by lazy { ReachablePositions.all(3) }

private fun defaultMaxMoves(size: Int): Int =
    minOf(Position.empty(size).emptyCount, DEFAULT_MAX_MOVES)

private fun games(size: Int, maxMoves: Int, inProgress: Boolean): Arb<Position> =
    // Position.empty refuses a size no board has, with the runtime's message.
    games(Position.empty(size), maxMoves, inProgress)

private fun games(empty: Position, maxMoves: Int, inProgress: Boolean): Arb<Position> {
    val cells = empty.emptyCount
    require(maxMoves >= 0) { "maxMoves must be at least 0, not $maxMoves" }
    val choices = Arb.list(Arb.int(0 until cells), 0..minOf(maxMoves, cells))
    return choices.map { play(empty, it, inProgress) }
}

/**
 * Plays from [empty], each choice picking among the legal moves in row-major order (modulo their
 * number), until the choices run out or the game ends; with [inProgress], it stops before the move
 * that would end the game.
 */
private fun play(empty: Position, choices: List<Int>, inProgress: Boolean): Position {
    var position = empty
    for (choice in choices) {
        val legal = position.legalMoves
        if (legal.isEmpty()) break
        val next = position.play(legal[choice % legal.size])
        if (inProgress && next.nextPlayer == null) break
        position = next
    }
    return position
}
