package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.Runs.json;
import static dev.noughts.cli.Runs.run;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.noughts.cli.Runs.Run;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code noughts engine}: a real engine process scored on proved tactics. */
class EngineCommandTest {
  private static final String BOARD = "-------/-------/--XX---/--OO---/-------/-------/-------";
  private static final String SUITE =
      "# two tactics\n"
          + BOARD
          + "; k 4; X wins by fours; moves (3,2) (3,5); line (3,5) (3,2) (3,6)\n"
          + BOARD.replace("--XX---", "--XXX--")
          + "; k 4; O must defend; moves (3,2) (3,6)\n";

  @TempDir Path directory;

  @Test
  void anEngineThatPlaysTheProvedMovesIsRightOnEveryTacticOfTheSuite() {
    Run run = run("", args("--suite", "tactics-7", "--", "proved", "7", "7", "4"));
    assertThat(run.out()).isEqualTo("250 tactics on 7 x 7, 4 in a row: 250 right\n");
    assertThat(run.err()).isEmpty();
    assertThat(run.code()).isEqualTo(0);
  }

  @Test
  void anEngineThatPlaysTheFirstEmptySquareMissesWhatTheDocsShow() {
    Run run = run("", args("--suite", "tactics-7", "--", "first-empty"));
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out().lines().limit(2))
        .containsExactly(
            "250 tactics on 7 x 7, 4 in a row: 36 right, 5 unresolved, 209 losing",
            "tactic 2: X wins by fours: (4,4); played (1,1), which loses: O wins by force: (4,4);"
                + " line (4,4) (1,2) (4,3) (4,1) (4,5), 5 plies")
        .inOrder();
  }

  @Test
  void eachMissIsShownWithItsProofAndTheExitCodeIsOne() throws IOException {
    Run run = run("", args("--suite", suite(), "--", "first-empty"));
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out()).startsWith("2 tactics on 7 x 7, 4 in a row: 2 losing\n");
    assertThat(run.out())
        .contains(
            "tactic 1: X wins by fours: (3,2) (3,5); played (1,1), which loses: O wins by force:");
    assertThat(run.out())
        .contains("tactic 2: O must defend: (3,2) (3,6); played (1,1), which loses:");
  }

  @Test
  void jsonGivesEachTacticThenTheCounts() throws IOException {
    Run run = run("", args("--suite", suite(), "--json", "--", "first-empty"));
    List<Map<String, Object>> lines = new ArrayList<>();
    for (String line : run.out().strip().split("\n")) {
      lines.add(json(line));
    }
    assertThat(lines).hasSize(3);
    assertThat(lines.get(0).keySet()) // a field with no value is left out: here "failure"
        .containsExactly("tactic", "kind", "move", "grade", "proof")
        .inOrder();
    assertThat(lines.get(0)).containsEntry("kind", "win_by_fours");
    assertThat(lines.get(0)).containsEntry("move", List.of(1, 1));
    assertThat(lines.get(0)).containsEntry("grade", "losing");
    assertThat((String) lines.get(0).get("proof")).startsWith("O wins by force: ");
    assertThat(lines.get(2))
        .containsExactly(
            "tactics", 2, "right", 0, "unresolved", 0, "losing", 2, "illegal", 0, "none", 0);
    assertThat(run.code()).isEqualTo(1);
  }

  @Test
  void anEngineThatCrashesOnEveryPositionIsReportedPerTactic() throws IOException {
    Run run = run("", args("--suite", suite(), "--", "crash"));
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out()).startsWith("2 tactics on 7 x 7, 4 in a row: 2 missing moves\n");
    assertThat(run.out()).contains("the engine failed on 2 of them:\n  tactic 1: CRASH: ");
  }

  @Test
  void anEngineOverItsMemoryIsKilledOnEachTactic() throws IOException {
    assumeTrue(Files.isReadable(Path.of("/proc/self/status")), "memory is measured on Linux");
    // Any JVM holds more than 1 MiB: the brain is killed 20 ms into its silence on each tactic.
    Run run = run("", args("--suite", suite(), "--memory", "1", "--", "silent"));
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out()).startsWith("2 tactics on 7 x 7, 4 in a row: 2 missing moves\n");
    assertThat(run.out())
        .contains("the engine failed on 2 of them:\n  tactic 1: MEMORY_EXCEEDED: the engine held ");
    assertThat(run.out()).contains(" more than the 1.0 MiB of maxMemory; the process was killed");
  }

  @Test
  void anEngineSilentOnRestartIsStartedAgainAndTheRunGoesOn() throws IOException {
    Run run = run("", args("--suite", suite(), "--", "silent-restart"));
    assertThat(run.err()).isEmpty();
    assertThat(run.out()).isEqualTo(run("", args("--suite", suite(), "--", "first-empty")).out());
    assertThat(run.code()).isEqualTo(1);
  }

  @Test
  void anEnginesTerminalEscapesAreShownEscapedInTheReport() throws IOException {
    Run run = run("", args("--suite", suite(), "--", "escapes"));
    assertThat(run.out())
        .contains(
            "  tactic 1: MALFORMED: the engine answered \"\\u001b]0;pwned\\u0007\\u001b[31m3,3\","
                + " which is no move x,y; the process was killed\n");
    assertThat(run.out()).doesNotContain("\u001b");
    assertThat(run.out()).doesNotContain("\u0007");
  }

  @Test
  void anEngineThatCannotBeRunIsExitCodeThree() throws IOException {
    Run run =
        run("", "engine", "--suite", suite(), "--", directory.resolve("no-such-brain").toString());
    assertThat(run.code()).isEqualTo(EngineCommand.ENGINE_NOT_RUN);
    assertThat(run.err()).startsWith("noughts engine: the engine could not be run: NOT_STARTED: ");
    assertThat(run.out()).isEmpty();
  }

  @Test
  void severalProcessesInAShuffledOrderGiveTheSameReportInTheSuitesOrder() {
    Run one = run("", args("--suite", "tactics-7", "--", "first-empty"));
    Run three =
        run(
            "",
            args("--suite", "tactics-7", "--processes", "3", "--seed", "7", "--", "first-empty"));
    assertThat(three.code()).isEqualTo(1);
    assertThat(three.out()).isEqualTo(one.out());
    Run proved =
        run("", args("--suite", "tactics-7", "--processes", "2", "--", "proved", "7", "7", "4"));
    assertThat(proved.out()).isEqualTo("250 tactics on 7 x 7, 4 in a row: 250 right\n");
  }

  @Test
  void aSeedShufflesTheOrderOfTheQuestionsTheSameWayEveryTime() {
    int[] shuffled = EngineReplies.order(250, 7);
    assertThat(shuffled).isEqualTo(EngineReplies.order(250, 7));
    assertThat(shuffled).isNotEqualTo(EngineReplies.order(250, 8));
    assertThat(shuffled).isNotEqualTo(EngineReplies.order(250, null));
    assertThat(Arrays.stream(shuffled).sorted().toArray())
        .isEqualTo(EngineReplies.order(250, null));
    assertThat(EngineReplies.order(3, null)).isEqualTo(new int[] {0, 1, 2});
  }

  @Test
  void processesOutOfRangeAreAUsageError() {
    for (String processes : List.of("0", "65")) {
      Run run = run("", "engine", "--processes", processes, "--", "x");
      assertThat(run.code()).isEqualTo(2);
      assertThat(run.err())
          .isEqualTo("noughts engine: --processes is " + processes + "; it must be 1 to 64\n");
    }
  }

  @Test
  void theConformanceCheckReportsEachCheck() {
    Run run = run("", args("--conformance", "--", "first-empty"));
    assertThat(run.code()).isEqualTo(1); // it neither wins at once nor blocks
    assertThat(run.out()).contains("ABOUT");
  }

  @Test
  void aSuiteThatIsNeitherBundledNorAFileOrABadTimeIsAUsageError() {
    Run missing = run("", "engine", "--suite", "tactics-8", "--", "x");
    assertThat(missing.code()).isEqualTo(2);
    assertThat(missing.err())
        .isEqualTo(
            "noughts engine: --suite tactics-8 is neither a bundled suite (tactics-15, tactics-9,"
                + " tactics-7) nor a file\n");
    Run time = run("", "engine", "--time-per-move", "0", "--", "x");
    assertThat(time.code()).isEqualTo(2);
    assertThat(time.err())
        .isEqualTo("noughts engine: --time-per-move is 0; it must be 1 ms or more\n");
  }

  @Test
  void aSuiteFileWithAByteThatIsNotUtf8SaysWhereItStands() throws IOException {
    Path file = directory.resolve("s.txt");
    Files.write(file, new byte[] {'#', ' ', 'o', 'k', '\n', '-', '-', (byte) 0xFF, '\n'});
    Run run = run("", "engine", "--suite", file.toString(), "--", "x");
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .isEqualTo(
            "noughts engine: cannot read "
                + file
                + ": line 2, column 3: byte 0xFF is not UTF-8 text\n");
  }

  @Test
  void aSuiteFileWithMistakesIsAUsageErrorListingThem() throws IOException {
    Path file = directory.resolve("bad.txt");
    Files.writeString(file, "nonsense\n", StandardCharsets.UTF_8);
    Run run = run("", "engine", "--suite", file.toString(), "--", "x");
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err())
        .startsWith(
            "noughts engine: cannot read " + file + ": " + file + " has mistakes:\n  line 1: ");
  }

  private String suite() throws IOException {
    Path file = directory.resolve("suite.txt");
    Files.writeString(file, SUITE, StandardCharsets.UTF_8);
    return file.toString();
  }

  /** {@code engine}, then {@code options}, then the test brain's command with its arguments. */
  static String[] args(String... options) {
    List<String> args = new ArrayList<>(List.of("engine"));
    int dashes = List.of(options).indexOf("--");
    args.addAll(List.of(options).subList(0, dashes + 1));
    args.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    args.add("-cp");
    args.add(System.getProperty("java.class.path"));
    args.add(TestBrain.class.getName());
    args.addAll(List.of(options).subList(dashes + 1, options.length));
    return args.toArray(String[]::new);
  }
}
