package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.Runs.run;

import dev.noughts.cli.Runs.Run;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * One rule for numbers, on the command line as in the boards of {@code game-over}: ASCII digits as
 * JSON writes them, no plus sign, no leading zero.
 */
class CommandLineNumbersTest {
  /** Numbers Java's own parser takes but JSON does not write. */
  private static final List<String> NOT_JSON =
      List.of("\uff13", "\u0663", "+3", "03", "00", "+0", "-03");

  private static String refused(String option, String value) {
    return "Invalid value for option '"
        + option
        + "': '"
        + value
        + "' is not an int (write it in ASCII digits, with no + and no leading zero)\n";
  }

  @ParameterizedTest
  @ValueSource(strings = {"check", "solve", "perft", "game-over"})
  void aWinLengthNotWrittenAsJsonWritesItIsAUsageError(String command) {
    for (String k : NOT_JSON) {
      Run run = run("X O X / - O - / - - -", command, "--win-length", k);
      assertThat(run.code()).isEqualTo(ExitCode.USAGE);
      assertThat(run.out()).isEmpty();
      assertThat(run.err()).startsWith(refused("--win-length", k));
    }
  }

  @Test
  void aDepthNotWrittenAsJsonWritesItIsAUsageError() {
    for (String d : NOT_JSON) {
      Run run = run("X O X / - O - / - - -", "perft", "--depth", d);
      assertThat(run.code()).isEqualTo(ExitCode.USAGE);
      assertThat(run.out()).isEmpty();
      assertThat(run.err()).startsWith(refused("--depth", d));
    }
  }

  @Test
  void aNumberTooLargeOrTooSmallForAnIntSaysSoWithTheBound() {
    String[][] runs = {
      {"check", "--win-length", "99999999999999"},
      {"solve", "--budget", "9223372036854775807"},
      {"perft", "--depth", "2147483648"},
      {"engine", "--seed", "-2147483649", "--", "x"},
    };
    String[] messages = {
      "Invalid value for option '--win-length': '99999999999999' is too large: at most 1000",
      "Invalid value for option '--budget': '9223372036854775807' is too large: at most 20000000",
      "Invalid value for option '--depth': '2147483648' is too large: at most 2147483647",
      "Invalid value for option '--seed': '-2147483649' is too small: at least -2147483648",
    };
    for (int i = 0; i < runs.length; i++) {
      Run run = run("", runs[i]);
      assertThat(run.code()).isEqualTo(ExitCode.USAGE);
      assertThat(run.out()).isEmpty();
      assertThat(run.err())
          .isEqualTo(messages[i] + "\nTry 'noughts " + runs[i][0] + " --help' for its options.\n");
    }
    // The largest and the smallest int are numbers like any other.
    assertThat(run("", "check", "--win-length", "2147483647").err())
        .isEqualTo(
            "noughts check: --win-length is 2147483647; it must be 1 to 1000 (and fit each board:"
                + " at most its longer side)\n");
    assertThat(run("", "engine", "--seed", "-2147483648", "--time-per-move", "0", "--", "x").err())
        .isEqualTo("noughts engine: --time-per-move is 0; it must be 1 ms or more\n");
  }

  @Test
  void aWordIsNotAnInt() {
    assertThat(run("", "check", "--win-length", "five").err())
        .startsWith(refused("--win-length", "five"));
  }

  @Test
  void aControlCharacterInARefusedNumberIsShownByCodePoint() {
    Run run = run("", "check", "--win-length", "3\u001b[2J");
    assertThat(run.err()).startsWith(refused("--win-length", "3U+001B[2J"));
  }

  @Test
  void theCommandLineRefusesExactlyTheNumbersGameOverRefuses() {
    for (String n : NOT_JSON) {
      assertThat(run("1 2 1\n1 2 2\n2 1 " + n + "\n", "game-over").err())
          .isEqualTo("noughts game-over: <stdin>: row 3, cell 3: '" + n + "' is not 0, 1 or 2\n");
    }
    for (String n : List.of("0", "1", "2", "-1", "-0")) {
      Run cell = run("1 2 1\n1 2 2\n2 1 " + n + "\n", "game-over");
      Run option = run("1 2 1\n1 2 2\n2 1 1\n", "game-over", "--win-length", n);
      assertThat(cell.err()).doesNotContain("is not 0, 1 or 2");
      assertThat(option.err()).doesNotContain("Invalid value");
    }
  }

  @Test
  void aNumberWrittenAsJsonWritesItIsTaken() {
    Run run = run("X O X / - O - / - - -", "perft", "--win-length", "3", "--depth", "1");
    assertThat(run.code()).isEqualTo(ExitCode.OK);
    assertThat(run.out()).isEqualTo("depth 1: 5\n");
  }
}
