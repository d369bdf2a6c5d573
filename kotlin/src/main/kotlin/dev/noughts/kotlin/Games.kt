package dev.noughts.kotlin

import dev.noughts.GameAnalysis
import dev.noughts.GameFile
import dev.noughts.Mistake
import dev.noughts.PlayedGame
import dev.noughts.Player
import dev.noughts.Prover
import java.nio.file.Path

// Game records and their analysis by proof, as the runtime's GameFile, PlayedGame and GameAnalysis
// give them: these only wrap them, with Kotlin's defaults, nulls and receivers.

/**
 * Reads this text as the game it records: piskvork's `.psq` or SGF (`GM[4]`), told by its first
 * character unless [format] is given; the same as [GameFile.read].
 *
 * ```
 * val game = Path.of("lost.psq").readText().toPlayedGame()
 * game.moves.size // the moves, X's first
 * ```
 *
 * @throws dev.noughts.GameFileException with every mistake of the record, each with its line (its
 *   `errors`), when it is malformed, records another game or board, or breaks a rule (a move on a
 *   taken square, a move after five): a record is reported, never repaired
 * @since 0.1.0
 */
public fun String.toPlayedGame(format: GameFile.Format = GameFile.Format.of(this)): PlayedGame =
    GameFile.read(this, format)

/**
 * Reads the game file at this path, UTF-8, as [toPlayedGame] reads its text; the same as
 * [GameFile.read].
 *
 * @throws java.io.IOException when the file cannot be read
 * @throws dev.noughts.NotUtf8Exception when it holds a byte that is not UTF-8, by its line and
 *   column (`line 2, column 3: byte 0xE9 is not UTF-8 text`)
 * @throws dev.noughts.GameFileException as [toPlayedGame] does
 * @since 0.1.0
 */
public fun Path.readPlayedGame(): PlayedGame = GameFile.read(this)

/**
 * This game as the text of a game file in [format], which [toPlayedGame] reads back as the same
 * game; the same as [GameFile.write].
 *
 * @throws IllegalArgumentException when the game is not gomoku's five in a row, or, for SGF, its
 *   board has more than 52 columns or rows
 * @since 0.1.0
 */
public fun PlayedGame.toGameFile(format: GameFile.Format): String = GameFile.write(this, format)

/**
 * Judges every move of this game by proof, as [GameAnalysis.of] with a [Prover] of [budget] nodes a
 * proof (positions within the exact solver's reach are solved): its `mistakes`, a list in the order
 * of the game, each a [Mistake] whose `kind` a `when` tells apart, and a `summary`.
 *
 * ```
 * val analysis = game.analyze()
 * for (mistake in analysis.mistakes) {
 *     when (mistake.kind) {
 *         Mistake.Kind.LOSING_MOVE -> println("blunder: $mistake")
 *         Mistake.Kind.WIN_THROWN_AWAY -> println("missed: $mistake")
 *     }
 *     println(mistake.toKotlinFixture()) // @Board(moves = "...", ...) val xLosingMoveAtMove24
 * }
 * ```
 *
 * @param budget the most nodes each proof makes, 1 to [Prover.MAX_BUDGET]; [Prover.DEFAULT_BUDGET]
 *   unless given
 * @throws IllegalArgumentException when [budget] is out of that range, or the board has more cells
 *   than the prover takes ([Prover.MAX_CELLS])
 * @since 0.1.0
 */
public fun PlayedGame.analyze(budget: Long = Prover.DEFAULT_BUDGET): GameAnalysis =
    GameAnalysis.of(this, Prover(budget))

/**
 * The first decisive mistake of [player], or null when that player made none; the same as
 * [GameAnalysis.getFirstDecisiveMistake].
 *
 * @since 0.1.0
 */
public fun GameAnalysis.firstDecisiveMistakeOf(player: Player): Mistake? =
    getFirstDecisiveMistake(player).orElse(null)
