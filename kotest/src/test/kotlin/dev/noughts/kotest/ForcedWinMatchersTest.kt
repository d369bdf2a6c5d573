package dev.noughts.kotest

import dev.noughts.GameRecord
import dev.noughts.Player
import dev.noughts.Proof
import dev.noughts.Square
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.should
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNot
import io.kotest.matchers.string.shouldStartWith
import io.kotest.matchers.types.shouldBeInstanceOf

class ForcedWinMatchersTest :
    FunSpec({
        // Gomoku, X to move: X's open three on row 8 wins by an open four at (8,6) or (8,10).
        val openThree = GameRecord.play(15, 15, 5, "8,7 9,3 8,8 9,4 8,9 1,1")

        test("beWonByForceBy passes for the prover's winner, and returns the proof") {
            val proof = openThree shouldBeWonByForceBy Player.X
            proof.shouldBeInstanceOf<Proof.Win>().winningMoves shouldBe listOf(Square(8, 6))
            openThree.play(8, 6) should beWonByForceBy(Player.X)
            openThree shouldNot beWonByForceBy(Player.O)
            failure { openThree shouldBeWonByForceBy Player.O } shouldStartWith
                "expected a forced win for: O\n" +
                    "but the prover found     : X wins by force: (8,6); line (8,6) (8,5) (8,10)\n"
        }

        test(
            "haveForcedWinningMove passes for a move that keeps the win, and shows one that does not"
        ) {
            val after = openThree shouldHaveForcedWinningMove Square(8, 10)
            after.xCount shouldBe 4
            openThree.play(8, 6).play(1, 2) should haveForcedWinningMove(Square(8, 5))
            openThree shouldNot haveForcedWinningMove(Square(8, 5))
            failure { openThree shouldHaveForcedWinningMove Square(8, 5) } shouldStartWith
                "expected a move that keeps a forced win: (8,5)\n" +
                    "but after it the prover found          : "
        }

        test("a move that is not legal is said to be one") {
            failure { openThree shouldHaveForcedWinningMove Square(8, 7) } shouldStartWith
                "expected a move that keeps a forced win: (8,7)\n" +
                    "but after it the prover found          : not a legal move (in progress: X to move)\n"
        }
    })
