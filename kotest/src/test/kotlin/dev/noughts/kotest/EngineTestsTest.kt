package dev.noughts.kotest

import dev.noughts.Fixture
import dev.noughts.GameValue
import dev.noughts.Player
import dev.noughts.Position
import dev.noughts.Proof
import dev.noughts.Square
import dev.noughts.kotlin.play
import dev.noughts.kotlin.prove
import dev.noughts.kotlin.solve
import dev.noughts.kotlin.toPosition
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNot
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
    Fixture.builder()
        .name("answerTheCorner")
        .position(corner)
        .perfectPlay(GameValue.DRAW)
        .bestMoves(listOf(Square(2, 2)))
        .avoidMoves(listOf(Square(1, 2)))
        .build()

// docs/tactics.md's proved fixtures on 3 x 9, four to win, beyond the solver, copied as the
// generated class lists them (no processor runs on these tests), so the test below proves their
// moves again.

/** X makes an open three on row 1: O blocks one end, X completes the other. */
private val openTheThree =
    Fixture.builder()
        .name("openTheThree")
        .position(
            "- X X - - - - - - / O O - - - - - - - / - - - - - - - - -".toPosition(winLength = 4)
        )
        .winningMoves(listOf(Square(1, 4)))
        .build()

/** X's open two: O must block next to it; the far end, (1,1), lets X make an open three. */
private val blockTheOpenTwo =
    Fixture.builder()
        .name("blockTheOpenTwo")
        .position(
            "- - X X - - - - - / O - - - - - - - - / - - - - - - - - -".toPosition(winLength = 4)
        )
        .onlyMoves(listOf(Square(1, 2), Square(1, 5)))
        .build()

/** The factory's tests of [engine] on the two proved fixtures, and 20 random positions of 3 x 9. */
private fun provedTests(engine: (Position) -> Square?) =
    engineTests(
        engine,
        listOf(openTheThree, blockTheOpenTwo),
        rows = 3,
        columns = 9,
        winLength = 4,
        samples = 20,
    )

/**
 * A fixture type whose generated class is [ProvedFixturesBoards], written here as the processor
 * would.
 */
private interface ProvedFixtures

/** What the processor generates for [ProvedFixtures]: its fixtures, on 3 x 9 with four to win. */
internal object ProvedFixturesBoards {
    @JvmStatic fun fixtures(): List<Fixture> = listOf(openTheThree, blockTheOpenTwo)
}

/** An engine of threats: a move proved to win, else a defence, else the first free cell. */
private fun threats(position: Position): Square {
    val proof = position.prove()
    if (proof is Proof.Win) return proof.winningMoves.first()
    val attacker = position.nextPlayer!!.opponent
    return position.getDefences(attacker).firstOrNull() ?: position.legalMoves.first()
}

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

        // An engine judged right on proved fixtures: their tests are the factory's, run here.
        include(provedTests(::threats))

        test("the proved fixtures' moves are proved, as the processor proved them") {
            openTheThree.position.play(1 to 4) shouldBeWonByForceBy Player.X
            val blocks = blockTheOpenTwo.position
            for (move in blocks.legalMoves) {
                if (move in blockTheOpenTwo.onlyMoves) {
                    blocks.play(move) shouldNot beWonByForceBy(Player.X)
                } else {
                    blocks.play(move) shouldBeWonByForceBy Player.X
                }
            }
        }

        test("a proved fixture is a test of its own, named after it") {
            provedTests(::threats).tests.map { it.name.name } shouldBe
                listOf(
                    "openTheThree",
                    "blockTheOpenTwo",
                    "a legal move in 20 random positions in progress on 3 x 9, 4 in a row",
                )
        }

        // A fixture type's tests check the positions of its fixtures' board, 3 x 9, not 3 x 3.
        include(engineTests(::threats, ProvedFixtures::class, samples = 20))

        test("a fixture type's tests check the positions of its fixtures' board") {
            engineTests(::threats, ProvedFixtures::class).tests.map { it.name.name } shouldBe
                listOf(
                    "openTheThree",
                    "blockTheOpenTwo",
                    "a legal move in 1,000 random positions in progress on 3 x 9, 4 in a row",
                )
            engineTests(::threats, ProvedFixtures::class, samples = 20)
                .tests
                .last()
                .name
                .name shouldBe
                "a legal move in 20 random positions in progress on 3 x 9, 4 in a row"
        }

        test("a size given checks the positions of that square board, whatever the fixtures'") {
            engineTests(::threats, ProvedFixtures::class, size = 3).tests.last().name.name shouldBe
                "a legal move in every reachable 3 x 3 position in progress"
        }

        test("no fixtures and no size: the positions of 3 x 3") {
            engineTests(::firstFree, emptyList()).tests.map { it.name.name } shouldBe
                listOf("a legal move in every reachable 3 x 3 position in progress")
        }

        test("fixtures on boards of more than one shape, and no size, are refused") {
            shouldThrow<IllegalArgumentException> {
                    engineTests(::threats, listOf(answerTheCorner, openTheThree))
                }
                .message shouldBe
                "the fixtures are on 2 boards, 3 x 3; 3 x 9, 4 in a row: give the board of the" +
                    " positions to check, engineTests(engine, fixtures, rows, columns, winLength)," +
                    " or size"
        }

        test("a fixture missed fails with the board in the message, not in the test's name") {
            val message = failure { playsFixture(::firstFree, openTheThree) }
            message shouldContain "openTheThree (4 in a row): played (1,1)"
            message shouldContain "  - X X - - - - - -\n  O O - - - - - - -\n  - - - - - - - - -"
        }

        test("a proved fixture missed fails with the proof against the move, and its plies") {
            // (1,1) gives up the win: O blocks (1,4) and X has no forced win left.
            failure { playsFixture(::firstFree, openTheThree) } shouldBe
                """
                score: 0 of 1 (1 other move)
                openTheThree (4 in a row): played (1,1), neither a best move nor one to avoid; a proved win: line (1,4) (1,1) (1,5), 3 plies at most; moves proved to win: (1,4)
                  - X X - - - - - -
                  O O - - - - - - -
                  - - - - - - - - -
                """
                    .trimIndent()
            // (1,1) blocks the open two at the far end, and loses to the open three at (1,5).
            failure { playsFixture(::firstFree, blockTheOpenTwo) } shouldBe
                """
                score: -1 of 1 (1 move to avoid)
                blockTheOpenTwo (4 in a row): played (1,1), a move to avoid, which loses: X wins by force: (1,5); line (1,5) (1,2) (1,6), 3 plies at most; the only moves that do not lose: (1,2) (1,5)
                  - - X X - - - - -
                  O - - - - - - - -
                  - - - - - - - - -
                """
                    .trimIndent()
        }

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
                    "answerTheCorner",
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
