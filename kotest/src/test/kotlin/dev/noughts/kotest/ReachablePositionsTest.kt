@file:OptIn(ExperimentalKotest::class) // PropTestConfig(seed): a reproducible shrink

package dev.noughts.kotest

import dev.noughts.Position
import dev.noughts.Verdict
import dev.noughts.kotlin.toPosition
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.common.ExperimentalKotest
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.collections.shouldBeUnique
import io.kotest.matchers.ints.shouldBeLessThan
import io.kotest.matchers.ints.shouldBeLessThanOrEqual
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNot
import io.kotest.matchers.string.shouldContain
import io.kotest.property.Arb
import io.kotest.property.Exhaustive
import io.kotest.property.PropTestConfig
import io.kotest.property.checkAll

class ReachablePositionsTest :
    FunSpec({
        test(
            "the exhaustive holds every reachable 3 x 3 position once: every board the rules find legal"
        ) {
            val positions = Exhaustive.reachablePositions().values
            positions.shouldBeUnique()
            positions.size shouldBe 5478
            // The oracle: every one of the 3^9 boards, judged by the rules alone, without playing.
            val legal =
                (0 until 19683)
                    .map { code ->
                        Position.fromArray(
                            Array(3) { row ->
                                IntArray(3) { column -> code / pow3(row * 3 + column) % 3 }
                            }
                        )
                    }
                    .filter { it.verdict !is Verdict.Impossible }
            positions.toSet() shouldBe legal.toSet()
            positions.first() shouldBe Position.empty(3)
        }

        test(
            "the exhaustive of positions in progress holds the 4,520 in which a player is to move"
        ) {
            val positions = Exhaustive.positionsInProgress().values
            positions.size shouldBe 4520
            positions.all { it.verdict is Verdict.InProgress } shouldBe true
            positions.toSet() shouldBe
                Exhaustive.reachablePositions().values.filter { it.nextPlayer != null }.toSet()
        }

        test("checkAll runs over every position of the exhaustive") {
            var count = 0
            checkAll(Exhaustive.reachablePositions()) { position ->
                position shouldNot beImpossible()
                count++
            }
            count shouldBe 5478
        }

        test("random positions are reachable: on 3 x 3, each is one of the exhaustive's") {
            val reachable = Exhaustive.reachablePositions().values.toSet()
            checkAll(500, Arb.reachablePosition(3)) { position ->
                (position in reachable) shouldBe true
            }
            checkAll(200, Arb.reachablePosition(5)) { position ->
                position shouldNot beImpossible()
            }
        }

        test("random positions in progress always have a player to move") {
            checkAll(300, Arb.positionInProgress(4)) { position -> position.shouldBeInProgress() }
        }

        test("maxMoves bounds the length of the games") {
            checkAll(300, Arb.reachablePosition(4, maxMoves = 5)) { position ->
                (position.xCount + position.oCount) shouldBeLessThanOrEqual 5
            }
        }

        test("a failing position shrinks to a shortest game that fails") {
            val error =
                shouldThrow<AssertionError> {
                    checkAll(PropTestConfig(seed = 1), Arb.reachablePosition(3)) { position ->
                        (position.xCount + position.oCount) shouldBeLessThan 3
                    }
                }
            val shrunk = shrunkArgument(error)
            val position = shrunk.shouldNotBeNull().toPosition()
            (position.xCount + position.oCount) shouldBe 3
            position shouldNot beImpossible()
        }

        test("a size no board has, or a negative maxMoves, is refused") {
            shouldThrow<IllegalArgumentException> { Arb.reachablePosition(0) }.message shouldContain
                "size is 0"
            shouldThrow<IllegalArgumentException> { Arb.positionInProgress(1001) }
                .message shouldContain "size is 1001"
            shouldThrow<IllegalArgumentException> { Arb.reachablePosition(3, maxMoves = -1) }
                .message shouldBe "maxMoves must be at least 0, not -1"
        }
    })

/** The argument kotest shrank a failing property to, as its message shows it; null if none. */
internal fun shrunkArgument(error: AssertionError): String? =
    Regex("Arg 0: (.*) \\(shrunk from").find(error.message.orEmpty())?.groupValues?.get(1)

internal fun pow3(exponent: Int): Int = (1..exponent).fold(1) { power, _ -> power * 3 }
