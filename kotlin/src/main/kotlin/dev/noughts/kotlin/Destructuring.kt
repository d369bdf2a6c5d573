package dev.noughts.kotlin

import dev.noughts.AnalysedMove
import dev.noughts.GameFileError
import dev.noughts.GameResult
import dev.noughts.Line
import dev.noughts.Player
import dev.noughts.Problem
import dev.noughts.Reason
import dev.noughts.Square
import dev.noughts.Standing
import dev.noughts.Verdict

// Java records have no componentN functions in Kotlin; these give the runtime's records
// destructuring in the order of their components: val (row, column) = square.

/**
 * The row, for `val (row, column) = square`.
 *
 * @since 0.1.0
 */
public operator fun Square.component1(): Int = row

/**
 * The column, for `val (row, column) = square`.
 *
 * @since 0.1.0
 */
public operator fun Square.component2(): Int = column

/**
 * The winner, for `val (winner, lines) = win`.
 *
 * @since 0.1.0
 */
public operator fun Verdict.Win.component1(): Player = winner

/**
 * The winner's lines, for `val (winner, lines) = win`.
 *
 * @since 0.1.0
 */
public operator fun Verdict.Win.component2(): List<Line> = lines

/**
 * The player to move, for `val (next) = inProgress`.
 *
 * @since 0.1.0
 */
public operator fun Verdict.InProgress.component1(): Player = next

/**
 * Every reason, for `val (reasons) = impossible`.
 *
 * @since 0.1.0
 */
public operator fun Verdict.Impossible.component1(): List<Reason> = reasons

/**
 * The kind of problem, for `val (problem, message) = reason`.
 *
 * @since 0.1.0
 */
public operator fun Reason.component1(): Problem = problem

/**
 * The sentence that explains it, for `val (problem, message) = reason`.
 *
 * @since 0.1.0
 */
public operator fun Reason.component2(): String = message

/**
 * The move's number, from 1, for `val (number, player, square, before, after) = analysedMove`.
 *
 * @since 0.1.0
 */
public operator fun AnalysedMove.component1(): Int = number()

/**
 * Who played the move, for `val (number, player, square, before, after) = analysedMove`.
 *
 * @since 0.1.0
 */
public operator fun AnalysedMove.component2(): Player = player()

/**
 * Where the move was played, for `val (number, player, square, before, after) = analysedMove`.
 *
 * @since 0.1.0
 */
public operator fun AnalysedMove.component3(): Square = square()

/**
 * What was proved for the player before the move, for `val (number, player, square, before) =
 * analysedMove`.
 *
 * @since 0.1.0
 */
public operator fun AnalysedMove.component4(): Standing = before()

/**
 * What was proved for the player after the move, for `val (number, player, square, before, after) =
 * analysedMove`.
 *
 * @since 0.1.0
 */
public operator fun AnalysedMove.component5(): Standing = after()

/**
 * Whether the exact solver judged the position before the move, for `val (number, player, square,
 * before, after, exact) = analysedMove`.
 *
 * @since 0.1.0
 */
public operator fun AnalysedMove.component6(): Boolean = exact()

/**
 * The line of the record the mistake is on, from 1, for `val (line, message) = error`.
 *
 * @since 0.1.0
 */
public operator fun GameFileError.component1(): Int = line()

/**
 * The sentence that says all of it, starting with the line, for `val (line, message) = error`.
 *
 * @since 0.1.0
 */
public operator fun GameFileError.component2(): String = message()

/**
 * The winner, null for a draw, for `val (winner, ending) = result`.
 *
 * @since 0.1.0
 */
public operator fun GameResult.component1(): Player? = winner

/**
 * Why the game was won, as far as its record says, for `val (winner, ending) = result`.
 *
 * @since 0.1.0
 */
public operator fun GameResult.component2(): GameResult.Ending = ending
