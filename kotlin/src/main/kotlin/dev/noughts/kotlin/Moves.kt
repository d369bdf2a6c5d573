package dev.noughts.kotlin

import dev.noughts.Position

/**
 * This position after the next player marks the square `row to column`, as in
 * `position.play(2 to 2)`; the same as [Position.play] with the row and the column.
 *
 * @throws IndexOutOfBoundsException when the square is off the board
 * @throws IllegalArgumentException when the square is already marked
 * @throws IllegalStateException when the game is over or the position is impossible
 */
public fun Position.play(square: Pair<Int, Int>): Position = play(square.first, square.second)
