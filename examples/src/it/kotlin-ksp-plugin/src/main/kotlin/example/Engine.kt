package example

import dev.noughts.Position
import dev.noughts.Square
import dev.noughts.Verdict

/** The engine under test: a winning move when there is one, else the first free cell. */
fun engineMove(position: Position): Square =
    position.legalMoves.firstOrNull { position.play(it).verdict is Verdict.Win }
        ?: position.legalMoves.first()
