package dev.noughts.kotest

import dev.noughts.Fixture
import dev.noughts.GameValue
import dev.noughts.Position
import dev.noughts.Square
import dev.noughts.kotlin.solve
import dev.noughts.kotlin.toPosition
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.types.shouldBeSameInstanceAs
import io.kotest.property.Exhaustive
import io.kotest.property.checkAll
import java.util.concurrent.atomic.AtomicInteger

/** An engine that plays perfectly: the solver's first best move. */
private fun perfect(position: Position): Square = position.solve().bestMoves.first()

/** An engine that plays the first free cell, row by row. */
private fun firstFree(position: Position): Square = position.legalMoves.first()

private val corner = "X - - / - - - / - - -".toPosition()

/** A fixture as a generated class lists it: O must answer the corner in the centre. */
private val answerTheCorner =
    Fixture(
        "answerTheCorner",
        corner,
        emptySet(),
        GameValue.DRAW,
        listOf(Square(2, 2)),
        listOf(Square(1, 2)),
    )

class EngineTestsTest :
    FunSpec({
        // The factory's own tests, run by this spec: every fixture and every reachable position.
        include(engineTests(::perfect, listOf(answerTheCorner), perfectPlay = true))

        // On a board too large to list, the samples asked for, as many engine calls as positions.
        val calls = AtomicInteger()
        include(
            engineTests(
                {
                    calls.incrementAndGet()
                    firstFree(it)
                },
                emptyList(),
                rows = 5,
                columns = 5,
                winLength = 4,
                samples = 37,
            )
        )
        test("the sampling test above asked the engine for 37 moves") { calls.get() shouldBe 37 }

        test("each test's name says which positions it checks") {
            engineTests(
                    ::firstFree,
                    emptyList(),
                    rows = 5,
                    columns = 5,
                    winLength = 4,
                    samples = 37,
                )
                .tests
                .map { it.name.name } shouldBe
                listOf("a legal move in 37 random positions in progress on 5 x 5, 4 in a row")
            engineTests(::firstFree, emptyList(), rows = 15, columns = 15, winLength = 5)
                .tests
                .map { it.name.name } shouldBe
                listOf("a legal move in 1,000 random positions in progress on 15 x 15, 5 in a row")
            engineTests(::perfect, listOf(answerTheCorner), perfectPlay = true).tests.map {
                it.name.name
            } shouldBe
                listOf(
                    "answerTheCorner: X - - / - - - / - - -",
                    "a legal move in every reachable 3 x 3 position in progress",
                    "a best move in every reachable 3 x 3 position in progress",
                )
        }

        test("fewer than one sample is refused") {
            shouldThrow<IllegalArgumentException> {
                    engineTests(
                        ::firstFree,
                        emptyList(),
                        rows = 5,
                        columns = 5,
                        winLength = 4,
                        samples = 0,
                    )
                }
                .message shouldBe "samples is 0; check at least 1 position"
        }

        test("a fixture missed fails with the engine score's report") {
            failure { playsFixture(::firstFree, answerTheCorner) } shouldBe
                """
                score: -1 of 1 (1 move to avoid)
                answerTheCorner: played (1,2), a move to avoid; best moves: (2,2); moves to avoid: (1,2)
                  X - -
                  - - -
                  - - -
                """
                    .trimIndent()
        }

        test("an engine with no move fails, showing the board") {
            failure { moveOf({ null }, corner) } shouldStartWithLines
                listOf("expected: the engine's move", "but was : null")
        }

        test("an engine that overflows its stack on a fixture fails, naming the fixture") {
            failure { playsFixture({ throw StackOverflowError() }, answerTheCorner) } shouldBe
                "the engine failed on fixture answerTheCorner (X - - / - - - / - - -):" +
                    " java.lang.StackOverflowError"
        }

        test("an engine that overflows its stack fails, showing the board") {
            val overflow = StackOverflowError()
            val error = shouldThrow<AssertionError> { moveOf({ throw overflow }, corner) }
            error.message shouldBe
                """
                expected    : the engine's move
                but it threw: java.lang.StackOverflowError
                board       : X - - / - - - / - - -
                  X - -
                  - - -
                  - - -
                """
                    .trimIndent()
            error.cause shouldBeSameInstanceAs overflow
        }

        test(
            "an engine that overflows its stack fails the reachable positions, with the position"
        ) {
            val message = failure {
                checkAll(Exhaustive.positionsInProgress()) { position ->
                    position shouldHaveLegalMove moveOf({ throw StackOverflowError() }, position)
                }
            }
            message shouldContain "but it threw: java.lang.StackOverflowError\n"
            message shouldContain "board       : - - - / - - - / - - -"
        }

        test("the JVM's fatal errors pass as thrown") {
            val fatal = OutOfMemoryError("Java heap space")
            shouldThrow<OutOfMemoryError> { moveOf({ throw fatal }, corner) } shouldBeSameInstanceAs
                fatal
        }

        test(
            "an engine that plays an illegal move fails the reachable positions, with the position"
        ) {
            val message = failure {
                checkAll(Exhaustive.positionsInProgress()) { position ->
                    position shouldHaveLegalMove Square(1, 1)
                }
            }
            message shouldContain "expected a legal move   : (1,1)\n"
            message shouldContain "board                   : X - - / - - - / - - -"
        }
    })

private infix fun String.shouldStartWithLines(lines: List<String>) {
    this.lines().take(lines.size) shouldBe lines
}
