package dev.noughts.kotlin

import dev.noughts.Position
import dev.noughts.Proof
import dev.noughts.Prover

/**
 * What the runtime's [Prover] proves of this position for the player to move, within [budget]
 * nodes, by the position's rule (free-style, exactly k or renju, as [Position.getRule] says; the
 * exact [solve] does not play renju): a [Proof.Win] (the first winning move proved, and a principal
 * `line`), a [Proof.Loss] (the opponent wins whatever that player does), or [Proof.NotProven];
 * `when` over it is exhaustive. The same as `Prover(budget).prove(position)`: a prover holds
 * nothing but its budget, so there is none to share.
 *
 * ```
 * // Gomoku, X to move with an open three on row 8.
 * val proof = GameRecord.play(15, 15, 5, "8,7 9,3 8,8 9,4 8,9 1,1").prove()
 * (proof as Proof.Win).winningMoves // [(8,6)]: an open four, the first win proved
 * proof.line // [(8,6), (8,5), (8,10)]: four, block, five
 * ```
 *
 * @param budget the most nodes the search makes, 1 to [Prover.MAX_BUDGET]; [Prover.DEFAULT_BUDGET]
 *   unless given
 * @throws IllegalArgumentException when [budget] is out of that range; or when the position is
 *   impossible or over (there is no player to move), or has more than [Prover.MAX_CELLS] cells:
 *   when [Prover.whyUnprovable] gives a reason, which the message ends with
 * @since 0.1.0
 */
public fun Position.prove(budget: Long = Prover.DEFAULT_BUDGET): Proof = Prover(budget).prove(this)
