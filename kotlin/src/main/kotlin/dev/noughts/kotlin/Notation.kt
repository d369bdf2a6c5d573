package dev.noughts.kotlin

import dev.noughts.NotationException
import dev.noughts.Position

/**
 * Reads this string as a board in the notation, as [Position.of] does: `"X O X / - O - / - - -"`,
 * or a raw string with one row per line, whose indentation and blank first and last lines are
 * ignored.
 *
 * @throws NotationException with every mistake found, when the notation is malformed
 */
public fun String.toPosition(): Position = Position.of(this)
