package example

import dev.noughts.Player.O
import dev.noughts.Player.X
import dev.noughts.kotest.engineTests
import dev.noughts.kotest.shouldBeWonBy
import dev.noughts.kotest.shouldHaveLegalMove
import dev.noughts.kotest.shouldHaveNextPlayer
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import kotlin.reflect.typeOf

class EngineTest :
    FunSpec({
        include(engineTests(::engineMove, Tactics::class))

        test("the main fixtures are generated from src/main") {
            OpeningsBoards.CORNER shouldHaveNextPlayer O
            OpeningsBoards.all().keys.toList() shouldBe listOf("corner", "center")
        }

        test("the generated constants are non-null Kotlin types, not platform types") {
            staticTypeOf(OpeningsBoards.CORNER) shouldBe "dev.noughts.Position"
        }

        test("the test fixtures are generated from src/test, beside the main ones they extend") {
            val won = TacticsBoards.FINISH_THE_ROW shouldHaveLegalMove engineMove(TacticsBoards.FINISH_THE_ROW)
            won shouldBeWonBy X
        }
    })

/** The type Kotlin infers for [value] where it is written: a platform type ends in `!`. */
private inline fun <reified T> staticTypeOf(@Suppress("UNUSED_PARAMETER") value: T): String = typeOf<T>().toString()
