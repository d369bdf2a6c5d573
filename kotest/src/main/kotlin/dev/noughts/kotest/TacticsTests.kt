package dev.noughts.kotest

import dev.noughts.Position
import dev.noughts.Prover
import dev.noughts.Square
import dev.noughts.engines.Tactic
import dev.noughts.engines.TacticsScore
import dev.noughts.engines.TacticsSelection
import dev.noughts.engines.TacticsSuite
import io.kotest.assertions.AssertionErrorBuilder
import io.kotest.core.factory.TestFactory
import io.kotest.core.spec.style.funSpec

/**
 * One test for each tactic of the proved suite that noughts-engines bundles for [rows] x [columns]
 * with [winLength] in a row ([TacticsSuite.bundled]: 20 x 20 and 15 x 15 with five, 9 x 9 and 7 x 7
 * with four), to `include` in any kotest spec. Each test is named after its tactic (`tactic 12: X
 * must defend`) and fails when the engine's move is a miss by proof, as [TacticsScore] judges it;
 * the failure shows the proof against the move, the plies it takes, and the board. A move proved
 * neither to keep a win nor to lose is unresolved, and passes ([TacticsScore.getUnresolved] counts
 * them).
 *
 * ```
 * include(tacticsTests(::gomokuMove, rows = 15, columns = 15, winLength = 5))
 * ```
 *
 * Each test asks the engine for its tactic's move and judges it, once, as it runs: kotest reports
 * each tactic as it is judged, in its runner's output and to a `TestListener`'s `afterTest`.
 *
 * @throws IllegalArgumentException when no suite is bundled for the board
 * @since 0.1.0
 */
public fun tacticsTests(
    engine: (Position) -> Square?,
    rows: Int,
    columns: Int,
    winLength: Int,
): TestFactory = tacticsTests(engine, TacticsSuite.bundled(rows, columns, winLength))

/**
 * The same tests as [tacticsTests] with a board, for [tactics] of your own ([TacticsSuite.read]),
 * numbered from 1, each move judged with a prover of [budget] nodes.
 *
 * @throws IllegalArgumentException when [tactics] is empty, or [budget] is not 1 to
 *   [Prover.MAX_BUDGET]
 * @since 0.1.0
 */
public fun tacticsTests(
    engine: (Position) -> Square?,
    tactics: List<Tactic>,
    budget: Long = Prover.DEFAULT_BUDGET,
): TestFactory {
    require(tactics.isNotEmpty()) { "no tactics to test: the list given is empty" }
    return tacticsTests(engine, TacticsSelection.of(tactics), budget)
}

/**
 * The same tests as [tacticsTests] with a board, for the tactics of [selection], part of a suite
 * ([TacticsSelection]: one kind of tactic, a range of numbers), each test named by its tactic's
 * number in the suite, each move judged with a prover of [budget] nodes:
 * ```
 * val defences = TacticsSelection.of(TacticsSuite.Bundled.TACTICS_15.tactics())
 *     .ofKind(Tactic.Kind.DEFENCE)
 * include(tacticsTests(::gomokuMove, defences))
 * ```
 *
 * @throws IllegalArgumentException when [selection] is empty, or [budget] is not 1 to
 *   [Prover.MAX_BUDGET]
 * @since 0.1.0
 */
public fun tacticsTests(
    engine: (Position) -> Square?,
    selection: TacticsSelection,
    budget: Long = Prover.DEFAULT_BUDGET,
): TestFactory {
    require(selection.tactics.isNotEmpty()) { "no tactics to test: the selection is empty" }
    Prover(budget) // refuses a budget out of range now, not when the first test runs
    return funSpec {
        for ((tactic, number) in selection.tactics.zip(selection.numbers)) {
            test("tactic $number: ${tactic.player} ${tactic.kind}") {
                val one = selection.numbered(number, number)
                playsTactic(TacticsScore.of({ engine(it) }, one, budget).results.single())
            }
        }
    }
}

/**
 * Fails with the tactic, the engine's move, the proof against it and the board (the result's
 * `toString()`), on a miss.
 */
internal fun playsTactic(result: TacticsScore.Result) {
    if (result.grade.isMiss) {
        AssertionErrorBuilder.fail(result.toString())
    }
}
