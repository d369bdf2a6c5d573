package example

import dev.noughts.Player.O
import dev.noughts.Player.X
import dev.noughts.kotest.shouldBeWonBy
import dev.noughts.kotest.shouldHaveNextPlayer
import dev.noughts.kotlin.toPosition
import io.kotest.core.spec.style.StringSpec

/**
 * A spec named as kotest's own docs name them, `*Spec`: Surefire runs it only because the pom's
 * `<includes>` name `*Spec` classes, which its defaults do not.
 */
class FirstSpec :
    StringSpec({
        "the top row wins for X" { "X X X / O O - / - - -".toPosition() shouldBeWonBy X }

        "the corner is answered by O" { OpeningsBoards.CORNER shouldHaveNextPlayer O }
    })
