package dev.noughts.kotest

import dev.noughts.Fixture
import dev.noughts.Fixtures
import dev.noughts.Position
import dev.noughts.Square
import dev.noughts.engines.EngineScore
import dev.noughts.engines.Reachable
import dev.noughts.engines.internal.BoardShape
import dev.noughts.engines.internal.EngineCalls
import io.kotest.assertions.AssertionErrorBuilder
import io.kotest.core.factory.TestFactory
import io.kotest.core.spec.style.funSpec
import io.kotest.property.Arb
import io.kotest.property.Exhaustive
import io.kotest.property.Gen
import io.kotest.property.checkAll
import java.util.Locale
import kotlin.reflect.KClass

/**
 * The tests of an engine, to `include` in any kotest spec: one test for each `@Board` fixture of
 * [fixtureType] that expects something of the engine's move ([EngineScore.expectsAMove]), named
 * after the fixture and scored by noughts-engines' [EngineScore] (a miss fails with the score's
 * report, the board drawn in it); and one test that the engine plays a legal move in the positions
 * in progress of the fixtures' board. With [perfectPlay], a last test asks for a best move in each
 * of those positions, as the runtime's solver finds them.
 *
 * ```
 * class GreedyEngineTest : FunSpec({
 *     include(engineTests(::greedyMove, Tactics::class))
 * })
 * ```
 *
 * The board of the positions is the fixtures' own (rows, columns and win length), as [engineTests]
 * with a board checks it: on a board of up to 10 cells every position in progress legal play
 * reaches (4,520 on 3 x 3), on a larger one, such as gomoku's 15 x 15, [samples] positions of
 * random games. [size] asks for the square board of [size] x [size] instead, won by a whole line; a
 * fixture type with no fixtures, and no [size], has 3 x 3.
 *
 * An engine returns its move, or null for none, which fails as a missing move.
 *
 * @throws IllegalArgumentException when [fixtureType] has no generated class (the processor did not
 *   run on it), or without [size] when its fixtures are on boards of more than one shape
 * @since 0.1.0
 */
public fun engineTests(
    engine: (Position) -> Square?,
    fixtureType: KClass<*>,
    size: Int? = null,
    perfectPlay: Boolean = false,
    samples: Int = DEFAULT_SAMPLES,
): TestFactory = engineTests(engine, Fixtures.of(fixtureType.java), size, perfectPlay, samples)

/**
 * The same tests as [engineTests] with a fixture type, for these [fixtures]: the `fixtures()` of a
 * generated class, or of several (`TacticsBoards.fixtures() + EndgamesBoards.fixtures()`).
 *
 * @throws IllegalArgumentException without [size] when the fixtures are on boards of more than one
 *   shape
 * @since 0.1.0
 */
public fun engineTests(
    engine: (Position) -> Square?,
    fixtures: Iterable<Fixture>,
    size: Int? = null,
    perfectPlay: Boolean = false,
    samples: Int = DEFAULT_SAMPLES,
): TestFactory {
    if (size != null) return engineTests(engine, fixtures, size, size, size, perfectPlay, samples)
    val board = boardOf(fixtures).empty()
    return engineTests(
        engine,
        fixtures,
        board.rowCount,
        board.columnCount,
        board.winLength,
        perfectPlay,
        samples,
    )
}

/** The one board of [fixtures], or 3 x 3 when there are none. */
private fun boardOf(fixtures: Iterable<Fixture>): BoardShape {
    val boards = fixtures.map { BoardShape.of(it.position) }.distinctBy { it.toString() }
    require(boards.size <= 1) {
        "the fixtures are on ${boards.size} boards, ${boards.joinToString("; ")}: give the board" +
            " of the positions to check, engineTests(engine, fixtures, rows, columns, winLength)," +
            " or size"
    }
    return boards.singleOrNull() ?: BoardShape.of(3, 3, 3)
}

/**
 * How many random positions [engineTests] checks on a board too large to list: 1,000.
 *
 * @since 0.1.0
 */
public const val DEFAULT_SAMPLES: Int = 1000

/**
 * The same tests as [engineTests] with [fixtures], for an engine of k in a row: the positions in
 * progress are those of a board of [rows] x [columns] on which [winLength] in a row wins, every one
 * of them ([Exhaustive.Companion.positionsInProgress]) on boards that [Reachable.isListable] (up to
 * 10 cells), and on larger ones [samples] positions of random games
 * ([Arb.Companion.positionInProgress]), as the test's name says:
 * ```
 * include(engineTests(::gomokuMove, GomokuBoards.fixtures(), rows = 15, columns = 15, winLength = 5))
 * ```
 *
 * @throws IllegalArgumentException when a number is out of its range, as for
 *   [Position.empty]`(rows, columns, winLength)`, or [samples] is less than 1
 * @since 0.1.0
 */
public fun engineTests(
    engine: (Position) -> Square?,
    fixtures: Iterable<Fixture>,
    rows: Int,
    columns: Int,
    winLength: Int,
    perfectPlay: Boolean = false,
    samples: Int = DEFAULT_SAMPLES,
): TestFactory {
    require(samples >= 1) { "samples is $samples; check at least 1 position" }
    val board = BoardShape.of(rows, columns, winLength)
    if (Reachable.isListable(rows, columns, winLength)) {
        val every = Exhaustive.positionsInProgress(rows, columns, winLength)
        return engineTests(
            engine,
            fixtures,
            "every reachable $board position in progress",
            every.values.size,
            every,
            perfectPlay,
        )
    }
    val random = Arb.positionInProgress(rows, columns, winLength)
    val what = "${"%,d".format(Locale.ROOT, samples)} random positions in progress on $board"
    return engineTests(engine, fixtures, what, samples, random, perfectPlay)
}

private fun engineTests(
    engine: (Position) -> Square?,
    fixtures: Iterable<Fixture>,
    what: String,
    count: Int,
    positions: Gen<Position>,
    perfectPlay: Boolean,
): TestFactory = funSpec {
    for (fixture in fixtures.filter(EngineScore::expectsAMove)) {
        test(fixture.name) { playsFixture(engine, fixture) }
    }
    test("a legal move in $what") {
        checkAll(count, positions) { position ->
            position shouldHaveLegalMove moveOf(engine, position)
        }
    }
    if (perfectPlay) {
        test("a best move in $what") {
            checkAll(count, positions) { position ->
                position shouldHaveBestMove moveOf(engine, position)
            }
        }
    }
}

/** Fails with [EngineScore]'s report when the engine's move in [fixture] is a miss. */
internal fun playsFixture(engine: (Position) -> Square?, fixture: Fixture) {
    val score = EngineScore.of({ position: Position -> engine(position) }, listOf(fixture))
    if (score.misses.isNotEmpty()) AssertionErrorBuilder.fail(score.report.trimEnd())
}

/**
 * The engine's move, or a failure that shows the board when it gives none or throws. Whatever the
 * engine throws, an [Error] such as the [StackOverflowError] of a recursive engine included, is the
 * failure's cause; only the JVM's fatal errors ([EngineCalls.isFatal]) pass as thrown.
 */
internal fun moveOf(engine: (Position) -> Square?, position: Position): Square {
    val move =
        try {
            engine(position)
        } catch (thrown: Throwable) {
            if (EngineCalls.isFatal(thrown)) throw thrown
            throw AssertionErrorBuilder.create()
                .withMessage(
                    failure(position, "expected" to "the engine's move", "but it threw" to thrown)
                )
                .withCause(thrown)
                .build()
        }
    return move
        ?: AssertionErrorBuilder.fail(
            failure(position, "expected" to "the engine's move", "but was" to "null")
        )
}
