package dev.noughts.kotlin

import com.google.common.truth.Truth.assertThat
import dev.noughts.GameAnalysis
import dev.noughts.GameFile
import dev.noughts.GameFileException
import dev.noughts.GameResult
import dev.noughts.Mistake
import dev.noughts.NotUtf8Exception
import dev.noughts.PlayedGame
import dev.noughts.Player
import dev.noughts.Prover
import dev.noughts.Square
import dev.noughts.Standing
import java.nio.file.Files
import java.nio.file.Path
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.io.TempDir

/**
 * Game records and their analysis from Kotlin wrap the runtime's `GameFile` and `GameAnalysis`:
 * these tests hold the wrapping (the same games, the same analysis, the budget passed on, the
 * errors unchanged), not the reading or the proofs, which the runtime's tests hold.
 */
class GamesTest {
    /**
     * X makes an open three on row 8; O plays at the edge instead of blocking, X does not take the
     * win, O blocks. Columns and rows from 1 at the top-left.
     */
    private val openThree =
        """
        Piskvorky 15x15, 11:11, 0
        8,8,0
        1,1,0
        9,8,0
        1,2,0
        10,8,0
        1,3,0
        15,15,0
        7,8,0
        first.zip
        second.zip
        -1
        """
            .trimIndent()

    @Test
    fun `a game file's text reads as the runtime reads it, in the format of its first line`() {
        val game = openThree.toPlayedGame()

        assertThat(game).isEqualTo(GameFile.read(openThree))
        assertThat(game.toMoveList()).isEqualTo("h8 a15 i8 a14 j8 a13 o1 g8")
        assertThat(game.players).containsExactly("first.zip", "second.zip").inOrder()
        val sgf = game.toGameFile(GameFile.Format.SGF)
        assertThat(sgf).isEqualTo(GameFile.write(game, GameFile.Format.SGF))
        assertThat(sgf.toPlayedGame()).isEqualTo(game)
    }

    @Test
    fun `a record's result is a property, and a result is its winner, then its ending`() {
        val onTime = openThree.replace("-1", "-1\nresult: W+T").toPlayedGame()

        val (winner, ending) = onTime.result!!
        assertThat(winner).isEqualTo(Player.O)
        assertThat(ending).isEqualTo(GameResult.Ending.TIME)
        assertThat(onTime.finalResult).isEqualTo(onTime.result)
        assertThat(openThree.toPlayedGame().result).isNull()
        assertThat(GameResult.draw().component1()).isNull()
    }

    @Test
    fun `a format given is the one read`() {
        val error = assertThrows<GameFileException> { openThree.toPlayedGame(GameFile.Format.SGF) }
        assertThat(error.errors)
            .isEqualTo(runCatchingErrors { GameFile.read(openThree, GameFile.Format.SGF) })
    }

    @Test
    fun `a file is read from its path`(@TempDir directory: Path) {
        val file = directory.resolve("open-three.psq")
        Files.writeString(file, openThree)

        assertThat(file.readPlayedGame()).isEqualTo(openThree.toPlayedGame())
    }

    @Test
    fun `a byte that is not UTF-8 is named by its line and column`(@TempDir directory: Path) {
        val file = directory.resolve("latin-1.psq")
        val header = "Piskvorky 15x15, 11:11, 0\r\n8,8,0\r\n".toByteArray()
        Files.write(
            file,
            header + "Jos".toByteArray() + byteArrayOf(0xE9.toByte()) + "\n-1\n".toByteArray(),
        )

        val error = assertThrows<NotUtf8Exception> { file.readPlayedGame() }

        assertThat(error)
            .hasMessageThat()
            .isEqualTo("line 3, column 4: byte 0xE9 is not UTF-8 text")
        assertThat(listOf(error.line, error.column, error.byte.toLong()))
            .containsExactly(3L, 4L, 0xE9L)
            .inOrder()
    }

    @Test
    fun `a record that breaks a rule is reported by line, not repaired`() {
        val taken = "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n-1\n"

        val error = assertThrows<GameFileException> { taken.toPlayedGame() }

        val (line, message) = error.errors.single()
        assertThat(line).isEqualTo(3)
        assertThat(message).isEqualTo("line 3: 8,8 is already taken by X (line 2)")
    }

    @Test
    fun `the analysis is the runtime's, at the prover's default budget unless given`() {
        val game = openThree.toPlayedGame()

        val analysis = game.analyze()

        val expected = GameAnalysis.of(game, Prover())
        assertThat(analysis.mistakes.map { it.toString() })
            .containsExactlyElementsIn(expected.mistakes.map { it.toString() })
            .inOrder()
        assertThat(analysis.summary).isEqualTo(expected.summary)
        assertThat(analysis.mistakes).hasSize(2)
        assertThat(game.analyze(budget = 50_000).mistakes.first().toKotlinFixture())
            .contains("losingMoves = [\"3,1\"], budget = 50_000)")
    }

    @Test
    fun `a budget out of range is refused in the prover's words`() {
        val error = assertThrows<IllegalArgumentException> { openThree.toPlayedGame().analyze(0) }
        assertThat(error).hasMessageThat().isEqualTo("the budget is 1 to 20,000,000 nodes, got 0")
    }

    @Test
    fun `the first decisive mistake of a side is a mistake or null`() {
        val analysis = openThree.toPlayedGame().analyze()

        // O's losing move was given back by X's next move, so it decided nothing.
        assertThat(analysis.firstDecisiveMistakeOf(Player.O)).isNull()
        val decisive = analysis.firstDecisiveMistakeOf(Player.X)!!
        assertThat(decisive.move.number()).isEqualTo(7)
        assertThat(decisive.isDecisive).isTrue()
    }

    @Test
    fun `mistakes and moves read as Kotlin's own types`() {
        val analysis = openThree.toPlayedGame().analyze()

        val said =
            analysis.mistakes.map { mistake ->
                val (number, player, square, before, after) = mistake.move
                when (mistake.kind) {
                    Mistake.Kind.LOSING_MOVE -> "$number: $player $square from $before to $after"
                    Mistake.Kind.WIN_THROWN_AWAY ->
                        "$number: $player missed ${mistake.winningMoves}"
                }
            }
        assertThat(said)
            .containsExactly("6: O (3,1) from NOT_PROVEN to LOST", "7: X missed [(8,7)]")
            .inOrder()
        val (_, _, _, _, _, exact) = analysis.moves.first()
        assertThat(exact).isFalse()
        assertThat(analysis.moves.map { it.after }.count { it == Standing.LOST }).isEqualTo(1)
    }

    @Test
    fun `a move list is a played game too`() {
        val game = PlayedGame.of(3, 3, 3, "2,2 1,2 3,2 1,1")

        val analysis = game.analyze()

        assertThat(analysis.moves.all { it.exact() }).isTrue()
        assertThat(analysis.mistakes.map { it.move.square() })
            .containsExactly(Square(1, 2), Square(3, 2))
            .inOrder()
    }

    private fun runCatchingErrors(read: () -> Unit) =
        assertThrows<GameFileException> { read() }.errors
}
