@file:OptIn(ExperimentalKotest::class) // PropTestConfig(seed): a reproducible shrink

package dev.noughts.kotest

import dev.noughts.Fixture
import dev.noughts.Line
import dev.noughts.Player
import dev.noughts.Position
import dev.noughts.Problem
import dev.noughts.Square
import dev.noughts.Verdict
import dev.noughts.kotlin.component1
import dev.noughts.kotlin.component2
import dev.noughts.kotlin.solve
import dev.noughts.kotlin.toPosition
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.common.ExperimentalKotest
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.collections.shouldBeUnique
import io.kotest.matchers.ints.shouldBeLessThan
import io.kotest.matchers.ints.shouldBeLessThanOrEqual
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.should
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNot
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldNotContain
import io.kotest.property.Arb
import io.kotest.property.Exhaustive
import io.kotest.property.PropTestConfig
import io.kotest.property.checkAll

/** The matchers and generators on boards with a win length: k in a row on m x n. */
class WinLengthTest :
    FunSpec({
        val threeOnFour = "X X X - / O O - - / - - - - / - - - -".toPosition(winLength = 3)

        // engineTests of k in a row, run by this spec: the fixture, and every position in progress
        // of 2 x 4 with two to win (an exhaustive: at most 10 cells) played perfectly.
        val finish =
            Fixture.builder()
                .name("finish")
                .position("X - - - / O - - -".toPosition(winLength = 2))
                .bestMoves(listOf(Square(1, 2), Square(2, 2)))
                .build()
        include(
            engineTests(
                { it.solve().bestMoves.first() },
                listOf(finish),
                rows = 2,
                columns = 4,
                winLength = 2,
                perfectPlay = true,
            )
        )

        test("the matchers judge by the win length") {
            val (winner, lines) = threeOnFour shouldBeWonBy Player.X
            winner shouldBe Player.X
            lines shouldBe listOf(Line.run(1, 1, 1, 3))
            threeOnFour should beOver()
            "X X X X X X / O O - O O - / - - O - - -".toPosition(winLength = 3) should
                beImpossible(Problem.WINNING_LINE_TOO_LONG)
            "X X - - / O O - -".toPosition(winLength = 3) shouldHaveBestMove Square(1, 3)
        }

        test("a failure on a board with a win length says it after the board") {
            val error = shouldThrow<AssertionError> { threeOnFour should beDraw() }
            error.message shouldBe
                """
                expected  : draw
                but was   : X wins: (1,1)-(1,3)
                board     : X X X - / O O - - / - - - - / - - - -
                win length: 3 in a row
                  X X X -
                  O O - -
                  - - - -
                  - - - -
                """
                    .trimIndent()
            val over = shouldThrow<AssertionError> { Position.empty(2, 5, 3) should beOver() }
            over.message shouldContain "expected  : game over (3 in a row, or no free cell)\n"
            val classic =
                shouldThrow<AssertionError> {
                    "X - - / - - - / - - -".toPosition(3) should beDraw()
                }
            classic.message shouldNotContain "win length"
        }

        test("the exhaustive of a small board is every board the rules find legal on it") {
            for ((rows, columns, k) in listOf(Triple(2, 4, 2), Triple(3, 3, 2), Triple(1, 5, 3))) {
                val positions = Exhaustive.reachablePositions(rows, columns, k).values
                positions.shouldBeUnique()
                positions.first() shouldBe Position.empty(rows, columns, k)
                // The oracle: every board of the shape, judged by the rules alone, without playing.
                val cells = rows * columns
                val legal =
                    (0 until pow3(cells))
                        .map { code ->
                            Position.fromArray(
                                Array(rows) { row ->
                                    IntArray(columns) { column ->
                                        code / pow3(row * columns + column) % 3
                                    }
                                },
                                k,
                            )
                        }
                        .filter { it.verdict !is Verdict.Impossible }
                positions.toSet() shouldBe legal.toSet()
                Exhaustive.positionsInProgress(rows, columns, k).values shouldBe
                    positions.filter { it.nextPlayer != null }
            }
            Exhaustive.reachablePositions(2, 4, 2).values.size shouldBe 605
            Exhaustive.reachablePositions(3, 3, 3).values shouldBe
                Exhaustive.reachablePositions().values
        }

        test("an exhaustive of more than 10 cells is refused, pointing to the Arb") {
            shouldThrow<IllegalArgumentException> { Exhaustive.reachablePositions(3, 4, 3) }
                .message shouldBe
                "cannot list every reachable position of 3 x 4, 3 in a row: it has 12 cells, and" +
                    " only boards of up to 10 are listed (2 x 5 with 3 in a row has 15,983" +
                    " positions; 3 x 4 over 100,000), so take random games instead:" +
                    " ReachablePositions.onBoard(3, 4, 3) with jqwik, Arb.reachablePosition(3, 4, 3)" +
                    " with kotest"
        }

        test("random positions are reachable on their board, gomoku too") {
            checkAll(200, Arb.reachablePosition(rows = 4, columns = 4, winLength = 3)) { position ->
                position shouldNot beImpossible()
                position.winLength shouldBe 3
            }
            checkAll(30, Arb.positionInProgress(rows = 15, columns = 15, winLength = 5)) { position
                ->
                position.shouldBeInProgress()
            }
            checkAll(200, Arb.reachablePosition(2, 7, 3, maxMoves = 5)) { position ->
                (position.xCount + position.oCount) shouldBeLessThanOrEqual 5
            }
        }

        test("a failing position shrinks to a shortest game that fails") {
            val error =
                shouldThrow<AssertionError> {
                    checkAll(PropTestConfig(seed = 1), Arb.reachablePosition(4, 4, 3)) { position ->
                        (position.xCount + position.oCount) shouldBeLessThan 3
                    }
                }
            val shrunk = shrunkArgument(error)
            val position = shrunk.shouldNotBeNull().toPosition(winLength = 3)
            (position.xCount + position.oCount) shouldBe 3
        }

        test("numbers no board has are refused with the runtime's words") {
            shouldThrow<IllegalArgumentException> { Arb.reachablePosition(2, 4, 5) }
                .message shouldBe "win length is 5; on a 2 x 4 board it is 1 to 4 (the longer side)"
            shouldThrow<IllegalArgumentException> { Arb.positionInProgress(0, 4, 1) }
            shouldThrow<IllegalArgumentException> { Arb.reachablePosition(3, 4, 3, maxMoves = -1) }
                .message shouldBe "maxMoves must be at least 0, not -1"
        }
    })
