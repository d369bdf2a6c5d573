package dev.noughts.kotest

import dev.noughts.Position
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

/** The reachable 3 x 3 positions, found once: move by move from the empty board, breadth first. */
private val classicPositions: List<Position> by lazy {
    val seen = LinkedHashSet<Position>()
    var frontier = listOf(Position.empty(3))
    while (frontier.isNotEmpty()) {
        seen += frontier
        frontier =
            frontier
                .flatMap { position -> position.legalMoves.map(position::play) }
                .distinct()
                .filter { it !in seen }
    }
    seen.toList()
}

private fun defaultMaxMoves(size: Int): Int =
    minOf(Position.empty(size).emptyCount, DEFAULT_MAX_MOVES)

private fun games(size: Int, maxMoves: Int, inProgress: Boolean): Arb<Position> {
    val cells =
        Position.empty(size).emptyCount // refuses a size no board has, with the runtime's message
    require(maxMoves >= 0) { "maxMoves must be at least 0, not $maxMoves" }
    val choices = Arb.list(Arb.int(0 until cells), 0..minOf(maxMoves, cells))
    return choices.map { play(size, it, inProgress) }
}

/**
 * Plays from the empty board, each choice picking among the legal moves in row-major order (modulo
 * their number), until the choices run out or the game ends; with [inProgress], it stops before the
 * move that would end the game.
 */
private fun play(size: Int, choices: List<Int>, inProgress: Boolean): Position {
    var position = Position.empty(size)
    for (choice in choices) {
        val legal = position.legalMoves
        if (legal.isEmpty()) break
        val next = position.play(legal[choice % legal.size])
        if (inProgress && next.nextPlayer == null) break
        position = next
    }
    return position
}
