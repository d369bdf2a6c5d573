package dev.noughts.kotest

import dev.noughts.Position
import dev.noughts.Prover
import dev.noughts.Square
import dev.noughts.engines.Tactic
import dev.noughts.engines.TacticsScore
import dev.noughts.engines.TacticsSelection
import dev.noughts.engines.TacticsSuite
import dev.noughts.engines.internal.FailureLayout
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.collections.shouldHaveSize
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldStartWith
import kotlin.jvm.optionals.getOrNull

private val sevenBySeven = TacticsSuite.bundled(7, 7, 4)

/** Plays each tactic's first proved move: right by construction. */
private fun provedMove(position: Position): Square =
    sevenBySeven.first { it.position == position }.moves.first()

class TacticsTestsTest :
    FunSpec({
        // The factory's own tests, run by this spec: an engine that plays the proved moves.
        include(tacticsTests(::provedMove, sevenBySeven.take(20)))

        // Each test asks the engine for its own tactic's move, once, as it runs.
        val asked = mutableListOf<Position>()
        include(
            tacticsTests(
                { position ->
                    asked += position
                    provedMove(position)
                },
                sevenBySeven.take(5),
            )
        )
        test("the five tests above asked the engine once each, for its own tactic") {
            asked shouldBe sevenBySeven.take(5).map { it.position }
        }

        test("part of a suite: tests named by the tactics' numbers in the suite") {
            val defences =
                TacticsSelection.of(sevenBySeven).ofKind(Tactic.Kind.DEFENCE).numbered(141, 160)
            val tests = tacticsTests(::provedMove, defences).tests
            tests shouldHaveSize 10
            tests.first().name.name shouldBe "tactic 151: ${sevenBySeven[150].player} must defend"
            tests.last().name.name shouldBe "tactic 160: ${sevenBySeven[159].player} must defend"
        }

        // The tests of part of a suite, run by this spec: a miss would fail under its number.
        include(tacticsTests(::provedMove, TacticsSelection.of(sevenBySeven).numbered(200, 203)))

        test("one test for each tactic of the bundled suite, named after it") {
            val tests =
                tacticsTests({ it.legalMoves.first() }, rows = 7, columns = 7, winLength = 4).tests
            tests shouldHaveSize 250
            tests.first().name.name shouldBe
                "tactic 1: ${sevenBySeven[0].player} ${sevenBySeven[0].kind}"
        }

        test("tactics made from positions of one's own are what the suite was made of") {
            val prover = Prover(20_000) // the budget the bundled suites were built with
            val sample = sevenBySeven.filterIndexed { index, _ -> index % 25 == 0 } // every kind
            val positions = sample.map { it.position }
            val tactics = positions.mapNotNull { Tactic.prove(it, prover).getOrNull() }
            tactics shouldBe sample
            tacticsTests(::provedMove, tactics).tests shouldHaveSize sample.size
        }

        test("a missed tactic fails with the proof against the move and the board") {
            val score = TacticsScore.of({ it.legalMoves.first() }, 7, 7, 4)
            val miss = score.misses.first()
            val message = failure { playsTactic(miss) }
            message shouldStartWith "tactic ${miss.number}: "
            message shouldContain "played ${miss.move}"
            message shouldContain FailureLayout.drawn(miss.tactic.position).trimEnd()
        }

        test("an unresolved move passes: proved neither way, it is no miss") {
            val score = TacticsScore.of({ it.legalMoves.first() }, 7, 7, 4)
            score.unresolved shouldHaveSize 5
            score.unresolved.forEach { playsTactic(it) }
        }

        test("no suite for the board, no tactics, or a budget out of range is refused") {
            shouldThrow<IllegalArgumentException> {
                tacticsTests({ it.legalMoves.first() }, rows = 8, columns = 8, winLength = 5)
            }
            shouldThrow<IllegalArgumentException> {
                    tacticsTests({ it.legalMoves.first() }, emptyList())
                }
                .message shouldBe "no tactics to test: the list given is empty"
            shouldThrow<IllegalArgumentException> {
                    tacticsTests(
                        { it.legalMoves.first() },
                        TacticsSelection.of(sevenBySeven).numbered(300, 400),
                    )
                }
                .message shouldBe "no tactics to test: the selection is empty"
            shouldThrow<IllegalArgumentException> {
                tacticsTests({ it.legalMoves.first() }, sevenBySeven, budget = 0)
            }
        }
    })
