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

        // Renju, O to move: (8,8) is a double three of X's, and O's (12,12) makes a four,
        // (9,9)-(12,12), whose only block is (8,8).
        val forbiddenBlock =
            Position.of(
                    5,
                    "O - - - - - - - - - - - - - O",
                    "- - - - - - - - - - - - - - -",
                    "- - - - - - - - - - - - - - -",
                    "- - - - - - - - - - - - - - -",
                    "- - - - - - - - - - - - - - -",
                    "- - - - - - - X - - - - - - -",
                    "- - - - - - X X - - - - - - -",
                    "- - - - - X X - - - - - - - -",
                    "- - - - - - - - O - - - - - -",
                    "- - - - - - - - - O - - - - -",
                    "- - - - - - - - - - O - - - -",
                    "- - - - - - - - - - - - - - -",
                    "- - - - - - - - - - - - X - -",
                    "- - - - - - - - - - - - - - -",
                    "- - - - - - - - - - - - - - -",
                )
                .withRule(Rule.RENJU)

        // Renju, X to move: (5,8) makes two fours, each closed by O: a double four, a foul.
        val doubleFour =
            Position.of(
                    5,
                    "- - - - - - - O - - - - - - -",
                    "- - - - - - - X - - - - - - -",
                    "- - - - - - - X - - - - - - -",
                    "- - - - - - - X - - - - - - -",
                    "- - - O X X X - - - - - - - -",
                    "- - - - - - - - - - - - - - -",
                    "- - - - - - - - - - - - - - -",
                    "- - - - - - - - - - - - - - -",
                    "- - - - - - - - - - - - - - -",
                    "- - - - - - - - - - - - - - -",
                    "- - - - - - - - - - - - - - -",
                    "- - - - - - - - - - - - - - -",
                    "- - - - - - - - - - - - - - -",
                    "- - - - - - - - - - - - - - -",
                    "O - - - - - O - - - O - - - O",
                )
                .withRule(Rule.RENJU)

        test("forced wins are proved by renju's rules") {
            forbiddenBlock shouldBeWonByForceBy Player.O
            forbiddenBlock shouldHaveForcedWinningMove Square(12, 12)
            doubleFour.withRule(Rule.FREE_STYLE) shouldHaveForcedWinningMove Square(5, 8)
        }

        test("a foul is no forced winning move, and the failure says so") {
            val message = failure { doubleFour shouldHaveForcedWinningMove Square(5, 8) }
            message shouldContain
                "but after it the prover found          : O wins: X's move (5,8) is forbidden" +
                    " (double four)\n"
            message shouldContain "rule                                   : renju"
        }

        test("under exactly k a forced win is proved by that rule") {
            // Free-style X wins at once with (1,3); under exactly three O's two threats win.
            overline shouldBeWonByForceBy Player.O
            val message = failure { overline shouldBeWonByForceBy Player.X }
            message shouldContain "expected a forced win for: X"
            message shouldContain "rule                     : exactly k"
        }

        test("under exactly k a run longer than k is no forced winning move") {
            // 4 x 6, four to win: X's (1,4) makes five, a win under free-style only.
            val five = Position.of(4, "X X X - X -", "O O - O - -", "- - - - - -", "- - - - - O")
            five shouldHaveForcedWinningMove Square(1, 4)
            val message = failure {
                five.withRule(Rule.EXACTLY_K) shouldHaveForcedWinningMove Square(1, 4)
            }
            message shouldContain "rule"
            message shouldContain "exactly k"
        }
    })
