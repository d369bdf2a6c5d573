package dev.noughts.kotlin

import dev.noughts.Line
import dev.noughts.Player
import dev.noughts.Problem
import dev.noughts.Reason
import dev.noughts.Square
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
