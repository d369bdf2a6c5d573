package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.Runs.json;
import static dev.noughts.cli.Runs.run;

import dev.noughts.cli.Runs.Run;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code --game RxC} on {@code check}, {@code solve} and {@code perft}: each input is the game that
 * reached the board, in either convention of the move notation.
 */
class GameOptionTest {

  @Test
  void checkPlaysAGameInGomokuCoordinatesAsInRowColumn() {
    Run gomoku = run("h8 h9 g7", "check", "--game", "15x15", "--win-length", "5");
    Run rowColumn = run("8,8 7,8 9,7", "check", "--game", "15x15", "--win-length", "5");
    assertThat(gomoku.code()).isEqualTo(0);
    assertThat(gomoku.err()).isEmpty();
    assertThat(gomoku.out()).isEqualTo(rowColumn.out());
    assertThat(gomoku.out()).endsWith("\nin progress: O to move\n");
    assertThat(gomoku.out()).contains("\n- - - - - - - X - - - - - - -\n"); // row 8, h
  }

  @Test
  void aSquareBoardNeedsNoWinLength() {
    Run run = run("a3 b2 c1 a1 a2", "check", "--game", "3x3");
    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out()).isEqualTo("== <stdin>\nX - -\nX O -\nO - X\nin progress: O to move\n");
  }

  @Test
  void everyMoveThatCannotBePlayedIsAnErrorByItsNumber() {
    Run run = run("h8 h8 p8", "check", "--game", "15x15", "--win-length", "5");
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out())
        .isEqualTo(
            "== <stdin>\n| h8 h8 p8\nerror: move 2: h8 is already taken by X (move 1)\n"
                + "error: move 3: p8 is off the board; columns go from a to o and rows from 1"
                + " (the bottom) to 15\n");
  }

  @Test
  void inJsonEachBadMoveHasItsNumberTextAndKind() throws IOException {
    Run run = run("h8 h8", "check", "--game", "15x15", "--win-length", "5", "--json");
    assertThat(run.code()).isEqualTo(1);
    Map<String, Object> line = json(run.out().strip());
    assertThat(line.get("board")).isEqualTo("h8 h8");
    assertThat(line.get("status")).isEqualTo("error");
    assertThat(line.get("errors"))
        .isEqualTo(
            List.of(
                Map.of(
                    "move", 2,
                    "text", "h8",
                    "kind", "taken",
                    "message", "move 2: h8 is already taken by X (move 1)")));
  }

  @Test
  void eachLineIsAGameAndBlankLinesAreSkipped() {
    Run run = run("b2\n\n2,2 1,1\n", "solve", "--game", "3x3", "--each-line");
    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out()).contains("== <stdin>:1\n");
    assertThat(run.out()).contains("== <stdin>:3\n");
    assertThat(run.out()).doesNotContain("<stdin>:2");
  }

  @Test
  void perftCountsFromTheBoardAGameReached() {
    Run game = run("b2", "perft", "--game", "3x3", "--depth", "2");
    Run board = run("- - - / - X - / - - -", "perft", "--depth", "2");
    assertThat(game.code()).isEqualTo(0);
    assertThat(game.out()).isEqualTo(board.out().replace("- - - / - X - / - - -", "b2"));
  }

  @Test
  void aSizeThatMakesNoBoardIsAUsageError() {
    assertThat(run("", "check", "--game", "15").err())
        .isEqualTo(
            "noughts check: --game is 15; give the board's rows and columns, whole numbers as"
                + " JSON writes them, such as --game 15x15\n");
    assertThat(run("", "check", "--game", "015x15").err())
        .startsWith("noughts check: --game is 015x15; give the board's rows and columns");
    assertThat(run("", "check", "--game", "15x19").err())
        .isEqualTo(
            "noughts check: --game is 15x19; without --win-length a board is square, n in a row"
                + " on n x n; give --win-length K for K in a row\n");
    assertThat(run("", "check", "--game", "0x3", "--win-length", "3").err())
        .isEqualTo(
            "noughts check: --game is 0x3; the size is 0; boards are 1 to 1000 cells wide\n");
    assertThat(run("", "check", "--game", "3x3", "--win-length", "4").err())
        .isEqualTo(
            "noughts check: --game is 3x3; the win length is 4; on a 3 x 3 board it is 1 to 3"
                + " (the longer side)\n");
    Run both = run("", "solve", "--game", "3x3", "--any-size");
    assertThat(both.code()).isEqualTo(2);
    assertThat(both.err())
        .isEqualTo("noughts solve: --game gives the board's size; leave out --any-size\n");
  }
}
