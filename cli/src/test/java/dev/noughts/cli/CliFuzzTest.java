package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Every command run in process on any standard input, as text and as JSON: the exit code is 0, 1 or
 * 2 as documented, standard error never shows a stack trace, and with {@code --json} every line of
 * standard output is one JSON object. In a plain build this replays the inputs under {@code
 * CliFuzzTestInputs/}.
 */
class CliFuzzTest {
  private static final String[] COMMANDS = {"check", "solve", "perft", "game-over"};

  @FuzzTest
  void everyCommandKeepsItsPromises(FuzzedDataProvider data) throws IOException {
    String command = data.pickValue(COMMANDS);
    List<String> args = new ArrayList<>(List.of(command));
    boolean json = data.consumeBoolean();
    if (json) {
      args.add("--json");
    }
    switch (command) {
      case "check" -> {
        if (data.consumeBoolean()) {
          args.add("--each-line");
        }
        if (data.consumeBoolean()) {
          args.add("--any-size");
        }
      }
      case "solve" -> {
        if (data.consumeBoolean()) {
          args.add("--each-line"); // 3 x 3 only: a 4 x 4 board may take minutes to solve
        }
      }
      case "perft" -> {
        if (data.consumeBoolean()) {
          args.add("--divide");
        }
        if (data.consumeBoolean()) {
          args.add("--any-size"); // with a depth of at most 3, so that a count stays short
          args.add("--depth=" + data.consumeInt(-1, 3));
        }
      }
      default -> {}
    }
    byte[] stdin = data.consumeRemainingAsBytes();
    Runs.Run run = Runs.run(new ByteArrayInputStream(stdin), false, args.toArray(String[]::new));
    assertThat(run.code()).isIn(List.of(0, 1, 2));
    assertThat(run.err()).doesNotContain("Exception");
    assertThat(run.err()).doesNotContain("\tat ");
    if (json) {
      for (String line : run.out().lines().toList()) {
        assertThat(Runs.json(line)).isNotEmpty();
      }
    }
    if (run.code() == 0 && !args.contains("--each-line")) {
      assertThat(run.out()).isNotEmpty(); // the board read whole was judged, and it said so
    }
  }
}
