package dev.noughts.kotest

import dev.noughts.Line
import dev.noughts.Player.O
import dev.noughts.Player.X
import dev.noughts.Position
import dev.noughts.Problem
import dev.noughts.Square
import dev.noughts.Verdict
import dev.noughts.kotlin.component1
import dev.noughts.kotlin.component2
import dev.noughts.kotlin.toPosition
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.should
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNot
import io.kotest.matchers.string.shouldStartWith
import io.kotest.property.Exhaustive

class VerdictMatchersTest :
    FunSpec({
        val topRow = "X X X / O O - / - - -".toPosition()
        val twoLines = "X X X / X O O / X O O".toPosition()
        val inProgress = "X - - / - - - / - - -".toPosition()
        val draw = "X O X / X O O / O X X".toPosition()
        val oFirst = "O O - / X - - / - - -".toPosition()

        test("beWonBy passes for the winner, and a failure draws the board in the notation") {
            topRow should beWonBy(X)
            failure { topRow should beWonBy(O) } shouldBe
                """
                expected: O wins
                but was : X wins: row 1
                board   : X X X / O O - / - - -
                  X X X
                  O O -
                  - - -
                """
                    .trimIndent()
        }

        test("shouldNot beWonBy fails for the winner, in the negated words") {
            topRow shouldNot beWonBy(O)
            topRow shouldNotBeWonBy O
            failure { topRow shouldNot beWonBy(X) } shouldStartWith
                "expected: not X wins\nbut was : X wins: row 1\n"
        }

        test("shouldBeWonBy returns the win, so that it comes apart without a cast") {
            val (winner, lines) = twoLines shouldBeWonBy X
            winner shouldBe X
            lines shouldContainExactly listOf(Line.row(3, 1), Line.column(3, 1))
            failure { inProgress shouldBeWonBy X } shouldStartWith
                "expected: X wins\nbut was : in progress: O to move\n"
        }

        test("haveWinningLines passes for exactly the winner's lines, in any order") {
            twoLines should haveWinningLines(Line.column(3, 1), Line.row(3, 1))
            twoLines.shouldHaveWinningLines(Line.row(3, 1), Line.column(3, 1)).winner shouldBe X
            failure { twoLines should haveWinningLines(Line.row(3, 1)) } shouldStartWith
                "expected: a win with row 1\nbut was : X wins: row 1 and column 1\n"
            failure { inProgress.shouldHaveWinningLines(Line.row(3, 1)) } shouldStartWith
                "expected: a win with row 1\nbut was : in progress: O to move\n"
        }

        test("haveWinningLine passes for a line through exactly these squares, in any order") {
            val diagonal = "X O O / - X - / - - X".toPosition()
            diagonal
                .shouldHaveWinningLine(Square(3, 3), Square(1, 1), Square(2, 2))
                .lines shouldContainExactly listOf(Line.diagonal(3))
            failure { diagonal should haveWinningLine(Square(1, 1), Square(2, 2)) } shouldStartWith
                "expected: a winning line through (1,1) (2,2)\nbut was : X wins: diagonal\n"
        }

        test("beDraw passes for a draw only") {
            draw.shouldBeDraw() shouldBe draw
            inProgress.shouldNotBeDraw() shouldBe inProgress
            failure { inProgress.shouldBeDraw() } shouldStartWith
                "expected: draw\nbut was : in progress: O to move\n"
            failure { draw.shouldNotBeDraw() } shouldStartWith
                "expected: not draw\nbut was : draw\n"
        }

        test("beInProgress passes while a player is to move, and returns whose turn it is") {
            val (next) = inProgress.shouldBeInProgress()
            next shouldBe O
            topRow.shouldNotBeInProgress() shouldBe topRow
            failure { draw.shouldBeInProgress() } shouldStartWith
                "expected: in progress\nbut was : draw\n"
            failure { inProgress.shouldNotBeInProgress() } shouldStartWith
                "expected: not in progress\nbut was : in progress: O to move\n"
        }

        test("haveNextPlayer passes for the player to move only") {
            inProgress shouldHaveNextPlayer O
            failure { inProgress shouldHaveNextPlayer X } shouldStartWith
                "expected: in progress: X to move\nbut was : in progress: O to move\n"
            failure { topRow shouldHaveNextPlayer O } shouldStartWith
                "expected: in progress: O to move\nbut was : X wins: row 1\n"
        }

        test(
            "beImpossible without problems passes for any impossible position, and returns the reasons"
        ) {
            val (reasons) = oFirst.shouldBeImpossible()
            reasons.map { it.problem } shouldBe listOf(Problem.O_MORE_THAN_X)
            draw.shouldNotBeImpossible() shouldBe draw
            failure { draw.shouldBeImpossible() } shouldStartWith
                "expected: impossible\nbut was : draw\n"
        }

        test("beImpossible with problems passes for exactly those, in any order") {
            val both = "X X X / O O O / - - -".toPosition()
            val problems = both.shouldBeImpossible().problems
            both.shouldBeImpossible(*problems.reversed().toTypedArray()).problems shouldBe problems
            failure { both.shouldBeImpossible(problems.first()) } shouldStartWith
                "expected: impossible: [${problems.first()}]\nbut was : ${both.verdict} $problems\n"
        }

        test("beOver is the lenient rule of Position.isOver") {
            val twoWinners = "X X X / O O O / - - -".toPosition()
            twoWinners.shouldBeOver() shouldBe twoWinners
            inProgress.shouldNotBeOver() shouldBe inProgress
            failure { inProgress.shouldBeOver() } shouldStartWith
                "expected: game over (a full line, or no free cell)\nbut was : not over\n"
            failure { twoWinners.shouldNotBeOver() } shouldStartWith
                "expected: not game over (a full line, or no free cell)\nbut was : over\n"
        }

        test("every matcher agrees with the verdict on every reachable position") {
            val positions = reachable()
            for (position in positions) {
                val verdict = position.verdict
                (beDraw().test(position).passed()) shouldBe (verdict is Verdict.Draw)
                (beInProgress().test(position).passed()) shouldBe (position.nextPlayer != null)
                (beWonBy(X).test(position).passed() || beWonBy(O).test(position).passed()) shouldBe
                    (verdict is Verdict.Win)
                beImpossible().test(position).passed() shouldBe false
            }
            positions.size shouldBe 5478
        }
    })

/** Every reachable 3 x 3 position, from the Exhaustive under test. */
private fun reachable(): List<Position> = Exhaustive.reachablePositions().values
