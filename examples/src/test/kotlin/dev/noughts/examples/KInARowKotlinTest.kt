package dev.noughts.examples

import dev.noughts.Line
import dev.noughts.Player.X
import dev.noughts.kotest.beImpossible
import dev.noughts.kotest.positionsInProgress
import dev.noughts.kotest.reachablePosition
import dev.noughts.kotest.shouldBeWonBy
import dev.noughts.kotest.shouldHaveLegalMove
import dev.noughts.kotlin.game
import dev.noughts.kotlin.solve
import dev.noughts.kotlin.toPosition
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNot
import io.kotest.property.Arb
import io.kotest.property.Exhaustive
import io.kotest.property.checkAll

/** The Kotlin and kotest snippets of docs/k-in-a-row.md, compiled and run. */
class KInARowKotlinTest :
    FunSpec({
        test("the DSL plays k in a row") {
            // tag::k-kotlin-dsl[]
            val position =
                game(rows = 4, columns = 4, winLength = 3) {
                    x(2, 2)
                    o(1, 1)
                    x(2, 3)
                    o(1, 2)
                    x(2, 4)
                }
            val lines = (position shouldBeWonBy X).lines // [(2,2)-(2,4)]
            val strip = "X X - - / O O - -".toPosition(winLength = 3) // 2 x 4, three to win
            // end::k-kotlin-dsl[]
            lines shouldBe listOf(Line.run(2, 2, 2, 4))
            strip.solve().bestMoves.first().toString() shouldBe "(1,3)"
        }

        // tag::k-kotest[]
        test("random gomoku games are never impossible") {
            checkAll(50, Arb.reachablePosition(rows = 15, columns = 15, winLength = 5)) { position ->
                position shouldNot beImpossible()
            }
        }

        test("the engine has a legal move in every position in progress of 2 x 4, two to win") {
            checkAll(Exhaustive.positionsInProgress(rows = 2, columns = 4, winLength = 2)) {
                position ->
                position shouldHaveLegalMove position.solve().bestMoves.first()
            }
        }
        // end::k-kotest[]
    })
