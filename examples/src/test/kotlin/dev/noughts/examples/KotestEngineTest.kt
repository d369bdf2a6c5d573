package dev.noughts.examples

import dev.noughts.GameRecord
import dev.noughts.GameValue
import dev.noughts.Player.O
import dev.noughts.Player.X
import dev.noughts.Position
import dev.noughts.Proof
import dev.noughts.Square
import dev.noughts.engines.Tactic
import dev.noughts.engines.TacticsSelection
import dev.noughts.engines.TacticsSuite
import dev.noughts.kotest.beDraw
import dev.noughts.kotest.beImpossible
import dev.noughts.kotest.beWonBy
import dev.noughts.kotest.engineTests
import dev.noughts.kotest.tacticsTests
import dev.noughts.kotest.haveForcedWinningMove
import dev.noughts.kotest.haveNextPlayer
import dev.noughts.kotest.positionsInProgress
import dev.noughts.kotest.reachablePosition
import dev.noughts.kotest.shouldBeWonBy
import dev.noughts.kotest.shouldBeWonByForceBy
import dev.noughts.kotest.shouldHaveBestMove
import dev.noughts.kotest.shouldHaveForcedWinningMove
import dev.noughts.kotest.shouldHaveLegalMove
import dev.noughts.kotest.shouldHaveNextPlayer
import dev.noughts.kotest.shouldHavePerfectPlay
import dev.noughts.kotlin.component1
import dev.noughts.kotlin.component2
import dev.noughts.kotlin.game
import dev.noughts.kotlin.prove
import dev.noughts.kotlin.solve
import dev.noughts.kotlin.toPosition
import dev.noughts.kotlin.toSquare
import io.kotest.assertions.assertSoftly
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.should
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNot
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.types.shouldBeInstanceOf
import io.kotest.property.Arb
import io.kotest.property.Exhaustive
import io.kotest.property.checkAll

/** A Kotlin engine that plays perfectly: the solver's first best move. */
private fun perfectMove(position: Position): Square = position.solve().bestMoves.first()

/** A gomoku engine of threats: a move proved to win, else a defence, else the first free cell. */
private fun threatsMove(position: Position): Square {
    val proof = position.prove()
    if (proof is Proof.Win) return proof.winningMoves.first()
    val defences = position.getDefences(position.nextPlayer!!.opponent)
    return defences.firstOrNull() ?: position.legalMoves.first()
}

/** docs/kotest.md, as a kotest suite runs it: noughts-kotest with kotest's runner. */
class KotestEngineTest :
    FunSpec({
        // tag::kotest-matchers[]
        test("matchers compose with should and shouldNot") {
            val position = game {
                x(2 to 2)
                o(1 to 1)
                x("1,3".toSquare())
            }
            position should haveNextPlayer(O)
            position shouldNot beDraw()
            position shouldNot beWonBy(X)

            val (winner, lines) = "X X X / O O - / - - -".toPosition() shouldBeWonBy X
            winner shouldBe X
            lines.map { it.toString() } shouldContainExactly listOf("row 1")
        }
        // end::kotest-matchers[]

        // tag::kotest-engine-matchers[]
        test("engine matchers judge a move by perfect play") {
            val corner = "X - - / - - - / - - -".toPosition()
            corner shouldHavePerfectPlay GameValue.DRAW
            corner shouldHaveBestMove perfectMove(corner)
            val next = corner shouldHaveLegalMove Square(2, 2) // the position after the move
            next shouldHaveNextPlayer X
        }
        // end::kotest-engine-matchers[]

        // tag::kotest-forced-wins[]
        test("forced-win matchers judge a move by proof, beyond the solver") {
            // Gomoku, X to move: the open three on row 8 becomes an open four.
            val openThree = GameRecord.play(15, 15, 5, "8,7 9,3 8,8 9,4 8,9 1,1")
            val proof = openThree shouldBeWonByForceBy X // the proof, narrowed below
            proof.shouldBeInstanceOf<Proof.Win>().winningMoves shouldContainExactly
                listOf(Square(8, 6)) // the first win proved
            val after = openThree shouldHaveForcedWinningMove Square(8, 10) // the position after it
            after shouldBeWonByForceBy X // O to move loses whatever it plays
            openThree shouldNot haveForcedWinningMove(Square(8, 5))
        }
        // end::kotest-forced-wins[]

        test("a move that throws a forced win away shows what it leads to") {
            val openThree = GameRecord.play(15, 15, 5, "8,7 9,3 8,8 9,4 8,9 1,1")
            val message =
                shouldThrow<AssertionError> { openThree shouldHaveForcedWinningMove Square(8, 5) }
                    .message!!
            // docs/kotest.md shows these lines.
            message.lines().take(3) shouldBe
                listOf(
                    "expected a move that keeps a forced win: (8,5)",
                    "but after it the prover found          : " +
                        "not proven: no win by fours and threes for either player (9 nodes)",
                    "winning moves                          : (8,6) (8,10)",
                )
            message shouldContain "\nboard                                  : O - - - - -"
            message shouldContain "\nwin length                             : 5 in a row\n"
            message shouldContain "\n  - - - - - - X X X - - - - - -\n"
        }

        // tag::kotest-soft[]
        test("assertSoftly reports every failing matcher; withClue says where") {
            val error = shouldThrow<AssertionError> {
                withClue("after 1. x(1,1)") {
                    assertSoftly {
                        "X - - / - - - / - - -".toPosition() should beDraw()
                        "X - - / - - - / - - -".toPosition() shouldHaveBestMove Square(1, 2)
                    }
                }
            }
            error.message shouldContain "The following 2 assertions failed"
            error.message shouldContain "after 1. x(1,1)\nexpected: draw"
            error.message shouldContain "expected a best move: (1,2)"
        }
        // end::kotest-soft[]

        // tag::kotest-properties[]
        test("every reachable position in progress has a legal move for the engine") {
            checkAll(Exhaustive.positionsInProgress()) { position ->
                position shouldHaveLegalMove perfectMove(position)
            }
        }

        test("random 4 x 4 games are never impossible") {
            checkAll(200, Arb.reachablePosition(4)) { position -> position shouldNot beImpossible() }
        }
        // end::kotest-properties[]

        // tag::kotest-engine-spec[]
        include(engineTests(::perfectMove, KotlinTactics::class, perfectPlay = true))
        // end::kotest-engine-spec[]

        // tag::kotest-engine-gomoku[]
        // 15 x 15 fixtures: the legal-move test draws 20 positions of random games on 15 x 15.
        include(engineTests(::threatsMove, KotlinGomokuTactics::class, samples = 20))
        // end::kotest-engine-gomoku[]

        test("the gomoku fixtures' tests are named after them, on their own board") {
            engineTests(::threatsMove, KotlinGomokuTactics::class, samples = 20).tests.map {
                it.name.name
            } shouldBe
                listOf(
                    "openThree",
                    "blockTheFour",
                    "a legal move in 20 random positions in progress on 15 x 15, 5 in a row",
                )
        }

        // tag::kotest-tactics-selection[]
        val defences =
            TacticsSelection.of(TacticsSuite.Bundled.TACTICS_7.tactics())
                .ofKind(Tactic.Kind.DEFENCE)
                .numbered(151, 158) // tests named "tactic 151: O must defend" ...
        include(tacticsTests(::threatsMove, defences))
        // end::kotest-tactics-selection[]
    })
