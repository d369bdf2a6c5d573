package dev.noughts.kotlin

import dev.noughts.Cell
import dev.noughts.Position
import dev.noughts.Square

/**
 * This position after the next player marks the square `row to column`, as in `position.play(2 to
 * 2)`; the same as [Position.play] with a [Square].
 *
 * @throws IndexOutOfBoundsException when the square is off the board
 * @throws IllegalArgumentException when the square is already marked, or a number is below 1
 * @throws IllegalStateException when the game is over or the position is impossible
 * @since 0.1.0
 */
public fun Position.play(square: Pair<Int, Int>): Position = play(square.toSquare())

/**
 * The cell at the square `row to column`, as in `position[2 to 2]`; the same as `position[square]`
 * with a [Square], and `position[2, 2]`.
 *
 * @throws IndexOutOfBoundsException when the square is off the board
 * @throws IllegalArgumentException when a number is below 1
 * @since 0.1.0
 */
public operator fun Position.get(square: Pair<Int, Int>): Cell = get(square.toSquare())
