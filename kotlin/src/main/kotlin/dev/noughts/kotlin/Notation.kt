package dev.noughts.kotlin

import dev.noughts.NotationException
import dev.noughts.Position

/**
 * Reads this string as a board in the notation, as [Position.of] does: `"X O X / - O - / - - -"`,
 * or a raw string with one row per line, whose indentation and blank first and last lines are
 * ignored.
 *
 * @throws NotationException with every mistake found, when the notation is malformed
 * @since 0.1.0
 */
public fun String.toPosition(): Position = Position.of(this)

/**
 * Reads this string as a board on which [winLength] in a row wins, as [Position.of]`(winLength,
 * rows)` does: `"X X - - / O O - - / - - - - / - - - -".toPosition(winLength = 3)`. The board may
 * be rectangular, every row as long as the first.
 *
 * @throws NotationException with every mistake found, when the notation is malformed
 * @throws IllegalArgumentException when the notation is well formed but [winLength] is not 1 to the
 *   longer side of the board
 * @since 0.1.0
 */
public fun String.toPosition(winLength: Int): Position = Position.of(winLength, this)
