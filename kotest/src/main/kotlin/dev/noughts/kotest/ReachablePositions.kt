package dev.noughts.kotest

import dev.noughts.Position
import dev.noughts.engines.Reachable
import io.kotest.property.Arb
import io.kotest.property.Exhaustive
import io.kotest.property.arbitrary.int
import io.kotest.property.arbitrary.list
import io.kotest.property.arbitrary.map
import io.kotest.property.exhaustive.exhaustive

// Positions that legal play reaches, for kotest's checkAll and forAll: kotest draws the choices of
// a
// random game, and noughts-engines' Reachable plays them and lists every position of a small board,
// for noughts-testing's jqwik ReachablePositions too.

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
 * @since 0.1.0
 */
public fun Arb.Companion.reachablePosition(
    size: Int,
    maxMoves: Int = Reachable.defaultMaxMoves(Position.empty(size)),
): Arb<Position> = games(Position.empty(size), maxMoves, inProgress = false)

/**
 * Positions of [size] x [size] in which a player is still to move, after a random legal game: a
 * game stops one move before it would end. For properties of an engine, which must have a move:
 * ```
 * checkAll(Arb.positionInProgress(3)) { position -> position shouldHaveLegalMove engine(position) }
 * ```
 *
 * @throws IllegalArgumentException when [size] is not between 1 and [Position.MAX_SIZE]
 * @since 0.1.0
 */
public fun Arb.Companion.positionInProgress(size: Int): Arb<Position> {
    val empty = Position.empty(size)
    return games(empty, Reachable.defaultMaxMoves(empty), inProgress = true)
}

/**
 * Every position legal play reaches on the 3 x 3 board, 5,478 of them, each once, in the order of
 * the games that reach them: the empty board, then every position after one move, and so on.
 *
 * ```
 * checkAll(Exhaustive.reachablePositions()) { position -> position shouldNot beImpossible() }
 * ```
 *
 * @since 0.1.0
 */
public fun Exhaustive.Companion.reachablePositions(): Exhaustive<Position> =
    classicPositions.exhaustive()

/**
 * Every position legal play reaches on the 3 x 3 board in which a player is still to move, 4,520 of
 * them, in the order of [reachablePositions]: every position an engine may be asked to play.
 *
 * @since 0.1.0
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
 * @since 0.1.0
 */
public fun Arb.Companion.reachablePosition(
    rows: Int,
    columns: Int,
    winLength: Int,
    maxMoves: Int = Reachable.defaultMaxMoves(Position.empty(rows, columns, winLength)),
): Arb<Position> = games(Position.empty(rows, columns, winLength), maxMoves, inProgress = false)

/**
 * Positions of a board of [rows] x [columns] on which [winLength] in a row wins, with a player
 * still to move, after a random legal game: `Arb.positionInProgress(rows = 4, columns = 4,
 * winLength = 3)`.
 *
 * @throws IllegalArgumentException when a number is out of its range
 * @since 0.1.0
 */
public fun Arb.Companion.positionInProgress(
    rows: Int,
    columns: Int,
    winLength: Int,
): Arb<Position> {
    val empty = Position.empty(rows, columns, winLength)
    return games(empty, Reachable.defaultMaxMoves(empty), inProgress = true)
}

/**
 * Every position legal play reaches on a board of [rows] x [columns] on which [winLength] in a row
 * wins, each once, in the order of [reachablePositions]: for `checkAll` over a whole small board,
 * such as the 605 of 2 x 4 with two to win. The 3 x 3 board with three to win is
 * [reachablePositions]'s.
 *
 * @throws IllegalArgumentException when a number is out of its range, or the board has more than
 *   [Reachable.MAX_ALL_CELLS] cells (3 x 4 has over 100,000 reachable positions); use
 *   [Arb.Companion.reachablePosition] there
 * @since 0.1.0
 */
public fun Exhaustive.Companion.reachablePositions(
    rows: Int,
    columns: Int,
    winLength: Int,
): Exhaustive<Position> = Reachable.all(rows, columns, winLength).exhaustive()

/**
 * Every position in progress of [reachablePositions]`(rows, columns, winLength)`, in its order.
 *
 * @throws IllegalArgumentException as [reachablePositions] does
 * @since 0.1.0
 */
public fun Exhaustive.Companion.positionsInProgress(
    rows: Int,
    columns: Int,
    winLength: Int,
): Exhaustive<Position> =
    Reachable.all(rows, columns, winLength).filter { it.nextPlayer != null }.exhaustive()

private val classicPositions: List<Position> by lazy { Reachable.all(3) }

private fun games(empty: Position, maxMoves: Int, inProgress: Boolean): Arb<Position> {
    Reachable.checkMaxMoves(maxMoves)
    val cells = empty.emptyCount
    val choices = Arb.list(Arb.int(0 until cells), 0..minOf(maxMoves, cells))
    return choices.map { Reachable.afterChoices(empty, it, inProgress) }
}
