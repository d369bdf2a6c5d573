package dev.noughts.kotlin

import dev.noughts.Player
import dev.noughts.Position
import dev.noughts.Square

/**
 * Plays [moves] from [start], an empty 3 x 3 board unless given, and returns the position they
 * reach. Each move is checked as it is played, by the same rules as [Position.play]. A move is a
 * row and a column, a `row to column` pair, or a [Square]:
 * ```
 * val position = game {
 *     x(2, 2)
 *     o(1 to 1)
 *     x("1,3".toSquare())
 * }
 * ```
 *
 * @throws IllegalArgumentException at the first move that is not legal: it is the other player's
 *   turn, the game is over, or the cell is taken or off the board. The message names the move by
 *   its number and as written, says what is wrong, and shows the board before it.
 * @since 0.1.0
 */
public fun game(start: Position = Position.empty(3), moves: Game.() -> Unit): Position =
    Game(start).apply(moves).position

/**
 * Plays [moves] from the empty board of [rows] x [columns] on which [winLength] in a row wins, and
 * returns the position they reach, as [game] does from a start:
 * ```
 * val position = game(rows = 4, columns = 4, winLength = 3) {
 *     x(2, 2)
 *     o(1, 1)
 *     x(2, 3)
 * }
 * val gomoku = game(rows = 15, columns = 15, winLength = 5) { x(8, 8) }
 * ```
 *
 * @throws IllegalArgumentException when a number is out of its range, as for
 *   [Position.empty]`(rows, columns, winLength)`, or at the first move that is not legal, as for
 *   [game]
 * @since 0.1.0
 */
public fun game(rows: Int, columns: Int, winLength: Int, moves: Game.() -> Unit): Position =
    game(Position.empty(rows, columns, winLength), moves)

/**
 * The moves of a [game], in the order they are played: `x(row, column)` and `o(row, column)`, or
 * the same with a `row to column` pair or a [Square].
 *
 * @since 0.1.0
 */
@GameDsl
public class Game internal constructor(start: Position) {
    internal var position: Position = start
        private set

    private var played = 0

    /** X marks the cell at [row] and [column], both from 1; it must be X's turn. */
    public fun x(row: Int, column: Int) {
        move(Player.X, row, column)
    }

    /** O marks the cell at [row] and [column], both from 1; it must be O's turn. */
    public fun o(row: Int, column: Int) {
        move(Player.O, row, column)
    }

    /** X marks the square `row to column`, both from 1; it must be X's turn. */
    public fun x(square: Pair<Int, Int>) {
        move(Player.X, square.first, square.second)
    }

    /** O marks the square `row to column`, both from 1; it must be O's turn. */
    public fun o(square: Pair<Int, Int>) {
        move(Player.O, square.first, square.second)
    }

    /** X marks [square]; it must be X's turn. */
    public fun x(square: Square) {
        move(Player.X, square.row, square.column)
    }

    /** O marks [square]; it must be O's turn. */
    public fun o(square: Square) {
        move(Player.O, square.row, square.column)
    }

    private fun move(player: Player, row: Int, column: Int) {
        played++
        val move = "move $played, ${player.name.lowercase()}($row, $column)"
        val next = position.nextPlayer
        require(next == null || next == player) {
            "$move: it is $next's turn; the board before it: $position"
        }
        position =
            try {
                position.play(row, column)
            } catch (e: RuntimeException) {
                // Position.play says what is wrong: the cell is taken or off the board, or nobody
                // is next.
                throw IllegalArgumentException(
                    "$move: ${e.message}; the board before it: $position",
                    e,
                )
            }
    }
}

/** Keeps a nested block from calling the moves of an outer [game]. */
@DslMarker internal annotation class GameDsl
