package dev.noughts.kotlin

import dev.noughts.Square

/**
 * The square of this `row to column` pair, both from 1: `(2 to 3).toSquare()` is `Square(2, 3)`.
 *
 * @throws IllegalArgumentException when a number is below 1
 * @since 0.1.0
 */
public fun Pair<Int, Int>.toSquare(): Square = Square(first, second)

/**
 * Reads this string as a square in the move notation, as [Square.parse] does: `"2,3".toSquare()`,
 * `"(2, 3)".toSquare()`, or `"(2,3)"` as [Square.toString] writes it.
 *
 * @throws IllegalArgumentException when the string is not a square in that notation, or a number is
 *   0 or larger than any board; the message says which and shows the notation
 * @since 0.1.0
 */
public fun String.toSquare(): Square = Square.parse(this)
