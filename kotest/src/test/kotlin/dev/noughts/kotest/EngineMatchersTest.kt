package dev.noughts.kotest

import dev.noughts.GameValue
import dev.noughts.Position
import dev.noughts.Solver
import dev.noughts.Square
import dev.noughts.kotlin.toPosition
import dev.noughts.kotlin.toSquare
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.should
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNot
import io.kotest.matchers.string.shouldStartWith

class EngineMatchersTest :
    FunSpec({
        val corner = "X - - / - - - / - - -".toPosition()

        test("havePerfectPlay is the solver's value, and returns the solution") {
            val solution = Position.empty(3) shouldHavePerfectPlay GameValue.DRAW
            solution shouldBe Solver().solve(Position.empty(3))
            corner shouldNot havePerfectPlay(GameValue.X_WINS)
            failure { corner shouldHavePerfectPlay GameValue.X_WINS } shouldBe
                """
                expected: perfect play X_WINS
                but was : draw in 8: best moves (2,2)
                board   : X - - / - - - / - - -
                  X - -
                  - - -
                  - - -
                """
                    .trimIndent()
        }

        test(
            "haveBestMove passes for a move that keeps the value, and shows what a worse move leads to"
        ) {
            val move = corner shouldHaveBestMove "2,2".toSquare()
            move.value shouldBe GameValue.DRAW
            corner shouldNot haveBestMove(Square(1, 2))
            failure { corner shouldHaveBestMove Square(1, 2) } shouldStartWith
                "expected a best move: (1,2)\nbut was             : (1,2): X wins in 6\nbest moves          : (2,2)\n"
            failure { corner shouldNot haveBestMove(Square(2, 2)) } shouldStartWith
                "expected not a best move: (2,2)\nbut was                 : (2,2): draw in 8\n"
        }

        test("haveBestMove of a move that is not legal fails at once, as not a legal move") {
            failure { corner shouldHaveBestMove Square(1, 1) } shouldStartWith
                "expected a best move: (1,1)\nbut was             : not a legal move\n"
        }

        test(
            "haveLegalMove passes for a free cell of a game in progress, and returns the position after it"
        ) {
            corner shouldHaveLegalMove Square(2, 2) shouldBe corner.play(2, 2)
            failure { corner shouldHaveLegalMove Square(1, 1) } shouldStartWith
                "expected a legal move   : (1,1)\n" +
                    "but the legal moves were: (1,2) (1,3) (2,1) (2,2) (2,3) (3,1) (3,2) (3,3)\n" +
                    "verdict                 : in progress: O to move\n"
            val over = "X X X / O O - / - - -".toPosition()
            over shouldNot haveLegalMove(Square(2, 3))
            failure { over shouldHaveLegalMove Square(2, 3) } shouldStartWith
                "expected a legal move   : (2,3)\nbut the legal moves were: none\nverdict                 : X wins: row 1\n"
        }

        test(
            "a position the solver refuses fails a perfect-play matcher under should and shouldNot alike"
        ) {
            val impossible = "O O - / X - - / - - -".toPosition()
            val why = Solver.whyUnsolvable(impossible).orElseThrow().message()
            failure { impossible should havePerfectPlay(GameValue.DRAW) } shouldStartWith
                "expected: perfect play DRAW\nbut     : $why\n"
            failure { impossible shouldNot havePerfectPlay(GameValue.DRAW) } shouldStartWith
                "expected: perfect play DRAW\nbut     : $why\n"
            failure { Position.empty(9) shouldNot haveBestMove(Square(1, 1)) } shouldStartWith
                "expected: a best move (1,1)\nbut     : ${Solver.whyUnsolvable(Position.empty(9)).orElseThrow().message()}\n"
        }

        test("a position whose search spends the solver's budget fails with the reason") {
            val spendsTheBudget =
                Position.of(
                    5,
                    "- - - - - - / X - - O X - / - - O X X - / - O - X - O / - - - - - - / - - X O - -",
                )
            failure { spendsTheBudget should havePerfectPlay(GameValue.DRAW) } shouldStartWith
                "expected  : perfect play DRAW\nbut       : it has 25 empty cells, and the solver's" +
                    " budget of 2,000,000 nodes was spent before it found perfect play (a solver with a larger node" +
                    " budget may solve it; on a board of more than 25 cells, positions with at most 16" +
                    " empty cells always solve)\nboard     : $spendsTheBudget\nwin length: 5 in a row\n"
        }
    })
