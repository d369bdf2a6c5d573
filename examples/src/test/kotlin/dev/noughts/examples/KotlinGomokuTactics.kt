package dev.noughts.examples

import dev.noughts.Board
import dev.noughts.Position

/**
 * Gomoku tactics declared in Kotlin, 15 x 15 with five to win, far beyond the exact solver: kapt
 * runs the processor, which proves each listed move with the prover while this compiles.
 */
interface KotlinGomokuTactics {
    // X's open three on row 8: either end makes an open four; (1,2) throws it away, and O's three
    // on row 9 wins.
    @Board(
        moves = "8,7 9,3 8,8 9,4 8,9 9,5 1,1 15,15",
        rows = 15,
        columns = 15,
        winLength = 5,
        winningMoves = ["8,6", "8,10"],
        losingMoves = ["1,2"],
    )
    val openThree: Position

    // X's four on row 8 is closed at (8,4): O must block the open end, as every other move loses.
    @Board(
        moves = "8,5 8,4 8,6 1,1 8,7 15,15 8,8",
        rows = 15,
        columns = 15,
        winLength = 5,
        onlyMoves = ["8,9"],
        budget = 20_000,
    )
    fun blockTheFour(): Position
}
