package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code --time-per-move} and {@code --tolerance}: one pair of options for the engine runners. */
class MoveTimeOptionsTest {
  private static final List<String> HELP =
      List.of(
          "      --time-per-move=MS   An engine's time per move in milliseconds (INFO",
          "                             timeout_turn). Default: 1000.",
          "      --tolerance=MS       How much longer than the time per move noughts waits",
          "                             before the engine is out of time, in milliseconds.",
          "                             Default: 500.");

  @Test
  void engineAndMatchDescribeThemAlike() {
    for (String command : List.of("engine", "match")) {
      List<String> lines = Runs.run("", command, "--help").out().lines().toList();

      int first = lines.indexOf(HELP.get(0));
      assertThat(first).isAtLeast(0);
      assertThat(lines.subList(first, first + HELP.size())).isEqualTo(HELP);
    }
  }

  @Test
  void eachBadValueIsNamedByBothCommands() {
    Runs.Run match =
        Runs.run(
            "",
            MatchCommandTest.args(
                List.of("--time-per-move", "0", "--tolerance", "-1"), List.of("x"), List.of("y")));
    Runs.Run engine =
        Runs.run("", "engine", "--time-per-move", "5", "--tolerance", "-1", "--", "x");

    assertThat(match.code()).isEqualTo(2);
    assertThat(match.err())
        .isEqualTo(
            "noughts match: --time-per-move is 0; it must be 1 ms or more\n"
                + "noughts match: --tolerance is -1; it must be 1 ms or more\n");
    assertThat(engine.code()).isEqualTo(2);
    assertThat(engine.err())
        .isEqualTo("noughts engine: --tolerance is -1; it must be 1 ms or more\n");
  }
}
