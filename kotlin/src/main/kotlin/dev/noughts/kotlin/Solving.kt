package dev.noughts.kotlin

import dev.noughts.Position
import dev.noughts.Solution
import dev.noughts.Solver
import dev.noughts.Unsolvable

/**
 * What perfect play makes of this position, as the runtime's [Solver] finds it (the one solver that
 * noughts [shares][Solver.shared] with the Truth subject, the kotest matchers and the engine sweep,
 * its tables held once): how the game ends, in how many moves, the best moves, and what every legal
 * move leads to.
 *
 * ```
 * val solution = "X - - / - O - / - - X".toPosition().solve()
 * solution.value // GameValue.DRAW
 * solution.bestMoves // [(1,2), (2,1), (2,3), (3,2)]: a corner loses
 * ```
 *
 * @throws dev.noughts.UnsolvableException when the position is impossible, or not over on a board
 *   of more than [Solver.MAX_BOARD_CELLS] cells with more than [Solver.MAX_EMPTY_CELLS] empty cells
 *   ([unsolvableBecause] says which beforehand), or with more than
 *   [Solver.ALWAYS_SOLVED_EMPTY_CELLS] when the shared solver's node budget is spent first (its
 *   `reason` says so)
 * @throws IllegalArgumentException when the position is judged by [dev.noughts.Rule.RENJU], which
 *   the solver does not play; [prove] proves renju positions
 * @since 0.1.0
 */
public fun Position.solve(): Solution = Solver.shared().solve(this)

/**
 * Why [solve] refuses this position before searching it, or null when it searches it; the same as
 * [Solver.whyUnsolvable]. Its [Unsolvable.message] is the sentence; `when` over it is exhaustive.
 *
 * @since 0.1.0
 */
public fun Position.unsolvableBecause(): Unsolvable? = Solver.whyUnsolvable(this).orElse(null)
