package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.Runs.json;
import static dev.noughts.cli.Runs.run;

import dev.noughts.Perft;
import dev.noughts.Position;
import dev.noughts.Square;
import dev.noughts.cli.Runs.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code noughts perft}, end to end through {@link Main#run}. */
class PerftCommandTest {
  @TempDir Path folder;

  @Test
  void atATerminalWithNoFileItCountsFromTheEmptyClassicBoardToTheFullBoard() {
    Run run = run("", true, "perft");
    assertThat(run.code()).isEqualTo(0);
    StringBuilder expected = new StringBuilder();
    for (int depth = 1; depth <= 9; depth++) {
      expected
          .append("depth ")
          .append(depth)
          .append(": ")
          .append(Perft.count(Position.empty(3), depth))
          .append('\n');
    }
    assertThat(run.out()).isEqualTo(expected.toString());
    assertThat(run.out()).endsWith("depth 9: 127872\n");
    assertThat(run.err()).isEmpty();
  }

  @Test
  void readsTheBoardFromStandardInputWhenItIsNotATerminal() {
    Run run = run("X - - / - O - / - - -", "perft", "--depth", "2");
    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out()).isEqualTo("depth 1: 7\ndepth 2: 42\n");
    assertThat(run("X - - / - O - / - - -", true, "perft", "--depth", "1", "-").out())
        .isEqualTo("depth 1: 7\n");
  }

  @Test
  void jsonIsOneObjectPerDepth() throws IOException {
    Run run = run("", true, "perft", "--depth", "3", "--json");
    List<String> lines = run.out().lines().toList();
    assertThat(lines).hasSize(3);
    assertThat(json(lines.get(0))).containsExactly("depth", 1, "nodes", 9);
    assertThat(json(lines.get(2))).containsExactly("depth", 3, "nodes", 504);
  }

  @Test
  void divideCountsUnderEachFirstMoveThenInAll() throws IOException {
    Run run = run("", true, "perft", "--depth", "9", "--divide");
    assertThat(run.code()).isEqualTo(0);
    List<String> lines = run.out().lines().toList();
    assertThat(lines).hasSize(10);
    assertThat(lines.get(0))
        .isEqualTo("(1,1): " + Perft.divide(Position.empty(3), 9).get(new Square(1, 1)));
    assertThat(lines.get(9)).isEqualTo("depth 9: 127872");
    long sum = 0;
    for (String line : lines.subList(0, 9)) {
      sum += Long.parseLong(line.substring(line.indexOf(": ") + 2));
    }
    assertThat(sum).isEqualTo(127872);

    List<String> json =
        run("", true, "perft", "--depth", "2", "--divide", "--json").out().lines().toList();
    assertThat(json(json.get(0))).containsExactly("depth", 2, "move", List.of(1, 1), "nodes", 8);
    assertThat(json(json.get(9))).containsExactly("depth", 2, "nodes", 72);
  }

  @Test
  void anySizeReadsLargerBoardsFromAFile() throws IOException {
    Path board =
        Files.writeString(folder.resolve("board.txt"), "- - - -\n- - - -\n- - - -\n- - - -\n");
    Run run = run("", true, "perft", "--any-size", "--depth", "3", board.toString());
    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out()).isEqualTo("depth 1: 16\ndepth 2: 240\ndepth 3: 3360\n");
  }

  @Test
  void onBoardsLargerThanFourByFourTheDefaultDepthIsTwo() {
    String row = "- ".repeat(99) + "-\n";
    Run run = run(row.repeat(100), "perft", "--any-size");
    assertThat(run.code()).isEqualTo(0);
    assertThat(run.out()).isEqualTo("depth 1: 10000\ndepth 2: 99990000\n");
  }

  @Test
  void depthsBeyondTheEmptyCellsCountNothing() {
    Run run = run("X O X / O X O / O X -", "perft", "--depth", "3");
    assertThat(run.out()).isEqualTo("depth 1: 1\ndepth 2: 0\ndepth 3: 0\n");
  }

  @Test
  void malformedAndImpossibleBoardsAreReportedAsCheckReportsThemWithExitCodeOne() {
    for (String board :
        List.of(
            "X O # / - O -", "X X X / O O O / - - -", "- - - - / - - - - / - - - - / - - - -")) {
      Run perft = run(board, "perft");
      assertThat(perft.code()).isEqualTo(1);
      assertThat(perft.out()).isEqualTo(run(board, "check").out());
      assertThat(run(board, "perft", "--json").out())
          .isEqualTo(run(board, "check", "--json").out());
    }
  }

  @Test
  void aBadDepthIsAUsageError() {
    Run zero = run("", true, "perft", "--depth", "0");
    assertThat(zero.code()).isEqualTo(2);
    assertThat(zero.err()).isEqualTo("noughts perft: --depth is 0; it must be 1 or more\n");
    Run deep = run("", true, "perft", "--depth", "10");
    assertThat(deep.code()).isEqualTo(2);
    assertThat(deep.err())
        .isEqualTo(
            "noughts perft: --depth is 10, but the empty 3 x 3 board has only 9 cells, so"
                + " no sequence is longer\n");
    assertThat(run("", true, "perft", "a.txt", "b.txt").code()).isEqualTo(2);
  }

  @Test
  void aCountThatWouldTakeHoursIsRefusedWithTheDepthToLower() {
    Run run = run("- - - - / - - - - / - - - - / - - - -", "perft", "--any-size", "--depth", "16");
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .isEqualTo(
            "noughts perft: depth 16 from <stdin> may visit up to 20922789888000 move sequences,"
                + " more than the 10000000000 this command counts; choose a smaller --depth\n");
  }

  @Test
  void theBoundIsTheProductOfTheEmptyCellsOverTheDepthAndSaturates() {
    assertThat(PerftCommand.sequencesAtMost(9, 9)).isEqualTo(362_880);
    assertThat(PerftCommand.sequencesAtMost(9, 2)).isEqualTo(72);
    assertThat(PerftCommand.sequencesAtMost(3, 5)).isEqualTo(6);
    assertThat(PerftCommand.sequencesAtMost(1_000_000, 4)).isEqualTo(Long.MAX_VALUE);
  }
}
