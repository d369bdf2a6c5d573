package dev.noughts.kotest

import dev.noughts.GameValue
import dev.noughts.Player
import dev.noughts.Position
import dev.noughts.Rule
import dev.noughts.Square
import dev.noughts.kotlin.toPosition
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.should
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain

/** The matchers on positions judged by another rule than free-style: exactly k and renju. */
class RuleTest :
    FunSpec({
        // 4 x 4, three to win, X to move: (1,3) makes four in a row, a win by free-style only.
        val overline =
            "X X - X / O O - - / - - - - / - - - O"
                .toPosition(winLength = 3)
                .withRule(Rule.EXACTLY_K)

        test("the matchers judge by the rule") {
            overline.play(1, 3) should beInProgress()
            overline shouldHavePerfectPlay GameValue.O_WINS
            overline.withRule(Rule.FREE_STYLE).play(1, 3) should beWonBy(Player.X)
        }

        test("a failure names the rule") {
            failure { overline should beDraw() } shouldBe
                """
                expected  : draw
                but was   : in progress: X to move
                board     : X X - X / O O - - / - - - - / - - - O
                win length: 3 in a row
                rule      : exactly k
                  X X - X
                  O O - -
                  - - - -
                  - - - O
                """
                    .trimIndent()
        }

        test("renju is not solved, and the failure says why") {
            val renju = Position.empty(15, 15, 5).withRule(Rule.RENJU).play(8, 8)
            val message = failure { renju shouldHaveBestMove Square(8, 9) }
            message shouldContain "but       : the solver does not play renju"
            message shouldContain "rule      : renju"
        }
    })
