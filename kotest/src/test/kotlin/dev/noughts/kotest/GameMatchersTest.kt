package dev.noughts.kotest

import dev.noughts.Mistake
import dev.noughts.PlayedGame
import dev.noughts.Player
import dev.noughts.kotlin.analyze
import io.kotest.assertions.assertSoftly
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.should
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNot
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldEndWith
import io.kotest.matchers.string.shouldStartWith

class GameMatchersTest :
    FunSpec({
        // X makes an open three on row 8; O plays at the edge instead of blocking (a losing move,
        // not
        // decisive: X gives it back), X does not take the win (X's first decisive mistake), O
        // blocks.
        val openThree = PlayedGame.of(15, 15, 5, "h8 a1 i8 a2 j8 a3 o15 g8").analyze()
        val clean = PlayedGame.of(15, 15, 5, "h8 h9 g7").analyze()

        test("haveNoDecisiveMistake passes for a game without one, for a side or both") {
            clean.shouldHaveNoDecisiveMistake() shouldBe clean
            openThree shouldHaveNoDecisiveMistake Player.O
            openThree should haveNoDecisiveMistake(Player.O)
            openThree shouldNot haveNoDecisiveMistake()
            openThree shouldNot haveNoDecisiveMistake(Player.X)
        }

        test("a decisive mistake is shown with the board before it and its fixture") {
            val message = failure { openThree.shouldHaveNoDecisiveMistake() }
            message shouldStartWith
                """
                expected no decisive mistake by: either side
                but found                      : move 7, X (1,15) o15 threw away a win: X had a win by force in 3 plies with (8,7): line (8,7) (8,6) (8,11); after it, no win is proved
                game                           : 8 moves, unfinished; X: 1 mistake, the first decisive at move 7; O: 1 mistake
                moves                          : h8 a1 i8 a2 j8 a3 o15 g8
                board                          : - - - - - - - - - - - - - - - /
                """
                    .trimIndent()
            message shouldContain
                """
                win length                     : 5 in a row
                  - - - - - - - - - - - - - - -
                """
                    .trimIndent()
            message shouldEndWith
                """
                  - - - - - - - X X X - - - - -
                  - - - - - - - - - - - - - - -
                  - - - - - - - - - - - - - - -
                  - - - - - - - - - - - - - - -
                  - - - - - - - - - - - - - - -
                  O - - - - - - - - - - - - - -
                  O - - - - - - - - - - - - - -
                  O - - - - - - - - - - - - - -
                as a fixture:
                  @Board(moves = "h8 a1 i8 a2 j8 a3", rows = 15, columns = 15, winLength = 5,
                      winningMoves = ["8,7"])
                  val xMissedWinAtMove7: Position
                """
                    .trimIndent()
        }

        test(
            "haveFirstDecisiveMistakeAt passes at the side's first decisive mistake, and returns it"
        ) {
            val missed = openThree shouldHaveFirstDecisiveMistakeAt 7
            missed.kind shouldBe Mistake.Kind.WIN_THROWN_AWAY
            missed.isDecisive shouldBe true
            openThree should haveFirstDecisiveMistakeAt(7)
            // Move 6 is O's losing move, which decided nothing.
            openThree shouldNot haveFirstDecisiveMistakeAt(6)
            openThree shouldNot haveFirstDecisiveMistakeAt(5)
        }

        test("a side without a decisive mistake is said to have none") {
            failure { openThree shouldHaveFirstDecisiveMistakeAt 6 } shouldStartWith
                "expected the first decisive mistake at: move 6, by O\n" +
                    "but found                             : none\n" +
                    "game                                  : 8 moves, unfinished; X: 1 mistake," +
                    " the first decisive at move 7; O: 1 mistake\n"
        }

        test("another move than the first decisive mistake shows it") {
            failure { openThree shouldHaveFirstDecisiveMistakeAt 3 } shouldStartWith
                "expected the first decisive mistake at: move 3, by X\n" +
                    "but found                             : move 7, X (1,15) o15 threw away a win"
            failure { openThree shouldNot haveFirstDecisiveMistakeAt(7) } shouldContain
                "expected the first decisive mistake not at: move 7, by X\n"
        }

        test("under assertSoftly every failure is collected, and the narrowing one thrown") {
            val message = failure {
                assertSoftly {
                    openThree shouldHaveNoDecisiveMistake Player.X
                    clean shouldHaveFirstDecisiveMistakeAt 1
                }
            }
            message shouldContain "expected no decisive mistake by: X"
            message shouldContain "expected the first decisive mistake at: move 1, by X"
        }
    })
