package dev.noughts.kotest

import dev.noughts.Player.O
import dev.noughts.Player.X
import dev.noughts.Position
import dev.noughts.Square
import dev.noughts.kotlin.toPosition
import io.kotest.assertions.assertSoftly
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.should
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldStartWith

class SoftAssertionsTest :
    FunSpec({
        val inProgress = "X - - / - - - / - - -".toPosition()

        test("assertSoftly reports every failing noughts matcher, not only the first") {
            val message = failure {
                assertSoftly {
                    inProgress should beDraw()
                    inProgress shouldHaveNextPlayer X
                    inProgress shouldHaveBestMove Square(1, 2)
                }
            }
            message shouldContain "The following 3 assertions failed"
            message shouldContain "expected: draw\nbut was : in progress: O to move"
            message shouldContain
                "expected: in progress: X to move\nbut was : in progress: O to move"
            message shouldContain "expected a best move: (1,2)"
        }

        test(
            "a narrowing assertion with nothing to return stops assertSoftly, with what it collected"
        ) {
            var reached = false
            val message = failure {
                assertSoftly {
                    inProgress.shouldBeDraw()
                    inProgress shouldBeWonBy X
                    reached = true
                }
            }
            reached shouldBe false
            message shouldContain "expected: draw"
            message shouldContain "expected: X wins"
        }

        test("withClue prefixes a noughts failure") {
            failure {
                withClue("after the engine's move") { inProgress shouldBeWonBy O }
            } shouldStartWith
                "after the engine's move\nexpected: O wins\nbut was : in progress: O to move\n"
        }

        test("withClue prefixes a failure that cannot be judged") {
            failure {
                withClue("the empty 9 x 9 board") {
                    Position.empty(9) shouldHaveBestMove Square(1, 1)
                }
            } shouldStartWith "the empty 9 x 9 board\nexpected: a best move (1,1)\n"
        }
    })
