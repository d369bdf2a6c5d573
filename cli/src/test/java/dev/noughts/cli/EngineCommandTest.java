package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.Runs.json;
import static dev.noughts.cli.Runs.run;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.noughts.cli.Runs.Run;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.FutureTask;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code noughts engine}: a real engine process scored on proved tactics. */
class EngineCommandTest {
  private static final String BOARD = "-------/-------/--XX---/--OO---/-------/-------/-------";
  static final String SUITE =
      "# two tactics\n"
          + BOARD
          + "; k 4; X wins by fours; moves (3,2) (3,5); line (3,5) (3,2) (3,6)\n"
          + BOARD.replace("--XX---", "--XXX--")
          + "; k 4; O must defend; moves (3,2) (3,6)\n";

  @TempDir Path directory;

  @Test
  void anEngineThatPlaysTheProvedMovesIsRightOnEveryTacticOfTheSuite() {
    Run run = run("", fourInARow("tactics-7", "--", "proved", "7", "7", "4"));
    assertThat(run.out()).isEqualTo("250 tactics on 7 x 7, 4 in a row: 250 right\n");
    assertThat(run.err()).isEmpty();
    assertThat(run.code()).isEqualTo(0);
  }

  @Test
  void anEngineThatPlaysTheFirstEmptySquareMissesWhatTheDocsShow() {
    Run run = run("", fourInARow("tactics-7", "--", "first-empty"));
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out().lines().limit(2))
        .containsExactly(
            "250 tactics on 7 x 7, 4 in a row: 35 right, 5 unresolved, 210 losing",
            "tactic 2: X wins by fours: (4,4); played (1,1), which loses: O wins by force: (4,4);"
                + " line (4,4) (3,4) (4,3) (4,1) (4,5), 5 plies at most")
        .inOrder();
  }

  @Test
  void eachMissIsShownWithItsProofAndTheExitCodeIsOne() throws IOException {
    Run run = run("", fourInARow(suite(), "--", "first-empty"));
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
    Run run = run("", fourInARow(suite(), "--json", "--", "first-empty"));
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
  void jsonWritesEachTacticAsSoonAsItIsJudgedWhileTheRunGoesOn() throws Exception {
    Path gate = directory.resolve("gate"); // the brain holds tactic 2 until the gate exists
    BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    String[] args =
        fourInARow(
            suite(), "--time-per-move", "600000", "--json", "--", "wait", gate.toString(), "2");
    FutureTask<Run> running =
        new FutureTask<>(() -> Runs.run(InputStream.nullInputStream(), lines(lines), false, args));
    Thread thread = new Thread(running, "noughts engine under test");
    thread.start();
    try {
      Map<String, Object> first = json(lines.poll(60, TimeUnit.SECONDS));
      assertThat(running.isDone()).isFalse(); // it cannot end before the gate opens
      assertThat(first).containsEntry("tactic", 1);
      assertThat(first).containsEntry("grade", "losing");
    } finally {
      Files.createFile(gate);
    }
    Run run = running.get(60, TimeUnit.SECONDS);
    assertThat(run.code()).isEqualTo(1);
    assertThat(json(lines.poll(60, TimeUnit.SECONDS))).containsEntry("tactic", 2);
    assertThat(json(lines.poll(60, TimeUnit.SECONDS))).containsEntry("tactics", 2);
    assertThat(lines).isEmpty();
  }

  /** Standard output that hands on each line as soon as it is written whole. */
  private static OutputStream lines(BlockingQueue<String> lines) {
    return new OutputStream() {
      private final ByteArrayOutputStream line = new ByteArrayOutputStream();

      @Override
      public synchronized void write(int b) {
        if (b == '\n') {
          lines.add(line.toString(StandardCharsets.UTF_8));
          line.reset();
        } else {
          line.write(b);
        }
      }
    };
  }

  @Test
  void anEngineThatCrashesOnEveryPositionIsReportedPerTactic() throws IOException {
    Run run = run("", fourInARow(suite(), "--", "crash"));
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out()).startsWith("2 tactics on 7 x 7, 4 in a row: 2 missing moves\n");
    assertThat(run.out()).contains("the engine failed on 2 of them:\n  tactic 1: CRASH: ");
  }

  @Test
  void anEngineOverItsMemoryIsKilledOnEachTactic() throws IOException {
    assumeTrue(Files.isReadable(Path.of("/proc/self/status")), "memory is measured on Linux");
    // Any JVM holds more than 1 MiB: the brain is killed 20 ms into its silence on each tactic.
    Run run = run("", fourInARow(suite(), "--memory", "1", "--", "silent"));
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out()).startsWith("2 tactics on 7 x 7, 4 in a row: 2 missing moves\n");
    assertThat(run.out())
        .contains("the engine failed on 2 of them:\n  tactic 1: MEMORY_EXCEEDED: the engine held ");
    assertThat(run.out()).contains(" more than the 1.0 MiB of maxMemory; the process was killed");
  }

  @Test
  void anEngineSilentOnRestartIsStartedAgainAndTheRunGoesOn() throws IOException {
    Run run = run("", fourInARow(suite(), "--", "silent-restart"));
    assertThat(run.err()).isEmpty();
    assertThat(run.out())
        .isEqualTo(
            run("", fourInARow(suite(), "--", "first-empty")).out()
                + "the engine gave no answer to RESTART before tactic 2, and was started again for"
                + " it\n");
    assertThat(run.code()).isEqualTo(1);
    List<Map<String, Object>> json = new ArrayList<>();
    for (String line :
        run("", fourInARow(suite(), "--json", "--", "silent-restart")).out().strip().split("\n")) {
      json.add(json(line));
    }
    assertThat(json.get(0)).doesNotContainKey("restarted");
    assertThat(json.get(1)).containsEntry("restarted", true);
  }

  @Test
  void anEnginesTerminalEscapesAreShownEscapedInTheReport() throws IOException {
    Run run = run("", fourInARow(suite(), "--", "escapes"));
    assertThat(run.out())
        .contains(
            "  tactic 1: MALFORMED: the engine answered \"\\u001b]0;pwned\\u0007\\u001b[31m3,3\","
                + " which is no move x,y; the process was killed\n");
    assertThat(run.out()).doesNotContain("\u001b");
    assertThat(run.out()).doesNotContain("\u0007");
  }

  @Test
  void anEngineThatStopsStartingEndsTheRunWithTheResultsSoFar() {
    String marker = directory.resolve("started").toString();
    Run run = run("", fourInARow("tactics-7", "--", "once", marker));
    assertThat(run.code()).isEqualTo(EngineCommand.ENGINE_NOT_RUN);
    assertThat(run.out()).startsWith("5 tactics on 7 x 7, 4 in a row: ");
    assertThat(run.out()).contains("the engine failed on 4 of them:\n  tactic 2: CRASH: ");
    assertThat(run.out()).contains("\n  tactic 5: NOT_STARTED: the engine exited with code 1");
    assertThat(run.err())
        .startsWith(
            "noughts engine: the run ended after 5 of 250 tactics, judged above: the engine could"
                + " not be run: NOT_STARTED: the engine exited with code 1 before it answered"
                + " START 7");
  }

  @Test
  void anEngineThatCannotBeRunIsExitCodeThree() throws IOException {
    Run run =
        run(
            "",
            "engine",
            "--win-length",
            "4",
            "--suite",
            suite(),
            "--",
            directory.resolve("no-such-brain").toString());
    assertThat(run.code()).isEqualTo(EngineCommand.ENGINE_NOT_RUN);
    assertThat(run.err()).startsWith("noughts engine: the engine could not be run: NOT_STARTED: ");
    assertThat(run.out()).isEmpty();
  }

  @Test
  void severalProcessesInAShuffledOrderGiveTheSameReportInTheSuitesOrder() {
    Run one = run("", fourInARow("tactics-7", "--", "first-empty"));
    Run three =
        run("", fourInARow("tactics-7", "--processes", "3", "--seed", "7", "--", "first-empty"));
    assertThat(three.code()).isEqualTo(1);
    assertThat(three.out()).isEqualTo(one.out());
    Run proved =
        run("", fourInARow("tactics-7", "--processes", "2", "--", "proved", "7", "7", "4"));
    assertThat(proved.out()).isEqualTo("250 tactics on 7 x 7, 4 in a row: 250 right\n");
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
    assertThat(run.out()).endsWith("\n");
    assertThat(run.out())
        .contains(
            "FAILED  takes an immediate win: played 0,0; right: [3,7, 8,7]\n"
                + "        rule: BOARD answered with a move x,y: x the column, y the row, from"
                + " 0\n");
  }

  @Test
  void aSuiteOfAnotherWinLengthThanTheEnginesIsRefusedAndSaysWhatToGive() throws IOException {
    Run run = run("", "engine", "--suite", "tactics-7", "--", "x");
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .isEqualTo(
            "noughts engine: tactics-7 is 4 in a row, and the engine is taken to play 5: the"
                + " piskvork protocol cannot tell an engine the win length, so its moves would"
                + " answer another game; give --win-length 4 if it plays 4 in a row\n");
    Run conformance = run("", "engine", "--conformance", "--win-length", "4", "--", "x");
    assertThat(conformance.code()).isEqualTo(2);
    assertThat(conformance.err())
        .isEqualTo(
            "noughts engine: the conformance check plays gomoku, 5 in a row; leave --win-length"
                + " out\n");
  }

  @Test
  void aSuiteOfAnotherRuleIsPlayedByItsRuleWhichTheEngineIsTold() throws IOException {
    // The brain answers ERROR to every board unless told INFO rule 1, then plays the proved moves.
    Run standard =
        run(
            "",
            args(
                "--suite",
                "tactics-15-standard",
                "--",
                "proved-suite",
                "tactics-15-standard",
                "1"));
    assertThat(standard.out())
        .isEqualTo("320 tactics on 15 x 15, 5 in a row, exactly 5: 320 right\n");
    assertThat(standard.code()).isEqualTo(0);
    Run renju =
        run(
            "",
            args(
                "--suite",
                "tactics-15-renju",
                "--rule",
                "renju",
                "--",
                "proved-suite",
                "tactics-15-renju",
                "4"));
    assertThat(renju.out()).matches("\\d+ tactics on 15 x 15, 5 in a row, renju: (\\d+) right\n");
    assertThat(renju.code()).isEqualTo(0);
    Run toldFreeStyle = run("", fourInARow(suite(), "--", "proved-suite", "tactics-7", "4"));
    assertThat(toldFreeStyle.out()).contains("ERROR told INFO rule 0, not 4");
  }

  @Test
  void aSuiteOfAnotherRuleThanTheOptionOrOfMixedRulesIsRefused() throws IOException {
    Run other = run("", "engine", "--suite", "tactics-15-renju", "--rule", "standard", "--", "x");
    assertThat(other.code()).isEqualTo(2);
    assertThat(other.out()).isEmpty();
    assertThat(other.err())
        .isEqualTo(
            "noughts engine: tactics-15-renju is played by the rule renju, and --rule is standard:"
                + " the engine is told the rule (INFO rule), and would play another game than the"
                + " suite's; give --rule renju, or leave --rule out to take the suite's\n");
    Path mixed = directory.resolve("mixed.txt");
    Files.writeString(
        mixed,
        SUITE
            + SUITE.lines().skip(1).findFirst().orElseThrow().replace("k 4", "k 4 standard")
            + "\n");
    Run mixing = run("", fourInARow(mixed.toString(), "--", "x"));
    assertThat(mixing.code()).isEqualTo(2);
    assertThat(mixing.err())
        .isEqualTo(
            "noughts engine: "
                + mixed
                + " mixes rules; an engine process plays one, so give one per suite\n");
  }

  @Test
  void theConformanceCheckPlaysByTheRuleRenjuWithoutStartTwenty() {
    Run renju = run("", args("--conformance", "--rule", "renju", "--", "first-empty"));
    assertThat(renju.out()).contains("takes START 15");
    assertThat(renju.out()).doesNotContain("START 20");
    assertThat(renju.out())
        .contains("FAILED  takes an immediate win: played 0,0; right: [3,7, 8,7]");
    Run standard = run("", args("--conformance", "--rule", "standard", "--", "first-empty"));
    assertThat(standard.out()).isEqualTo(run("", args("--conformance", "--", "first-empty")).out());
  }

  @Test
  void missesAllShowsEveryMissAndAFewerShowsFewer() throws IOException {
    Run all = run("", fourInARow("tactics-7", "--misses", "all", "--", "first-empty"));
    assertThat(all.code()).isEqualTo(1);
    assertThat(all.out()).doesNotContain("not shown");
    assertThat(all.out().lines().filter(line -> line.startsWith("tactic ")).count())
        .isEqualTo(210 + 5);
    Run none = run("", fourInARow(suite(), "--misses", "0", "--", "first-empty"));
    assertThat(none.out())
        .isEqualTo("2 tactics on 7 x 7, 4 in a row: 2 losing\nand 2 more misses not shown\n");
    Run bad = run("", "engine", "--misses", "some", "--", "x");
    assertThat(bad.code()).isEqualTo(2);
    assertThat(bad.err())
        .isEqualTo("noughts engine: --misses is some; give all, or a number, 0 or more\n");
  }

  @Test
  void aTimeOutSaysTheLimitAndTheTolerance() throws IOException {
    Run run =
        run("", fourInARow(suite(), "--time-per-move", "100", "--tolerance", "50", "--", "silent"));
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out())
        .contains(
            "  tactic 1: TIMEOUT: no answer to the position: timed out after 150 ms (limit 100 +"
                + " tolerance 50); the process was killed\n");
    Run bad = run("", "engine", "--tolerance", "0", "--", "x");
    assertThat(bad.code()).isEqualTo(2);
    assertThat(bad.err()).isEqualTo("noughts engine: --tolerance is 0; it must be 1 ms or more\n");
  }

  @Test
  void progressGoesToStandardErrorOnlyWhileATerminalIsAttached() throws IOException {
    String[] args = fourInARow(suite(), "--", "first-empty");
    Run watched = run("", true, args);
    assertThat(watched.err())
        .matches(
            "(?s)(\rasked 1 of 2 tactics[^\r]*)?\rasked 2 of 2 tactics, \\d+:\\d\\d elapsed *\n"
                + "noughts engine: judging the last moves by proof\n");
    assertThat(watched.out()).isEqualTo(run("", args).out());
    assertThat(run("", args).err()).isEmpty();
  }

  @Test
  void moreProcessesThanCoresAreWarnedOf() throws IOException {
    int cores = Runtime.getRuntime().availableProcessors();
    Run run =
        run(
            "",
            fourInARow(suite(), "--processes", Integer.toString(cores + 1), "--", "first-empty"));
    assertThat(run.err())
        .isEqualTo(
            String.format(
                "noughts engine: warning: %d engine processes on %d cores: each has less than a"
                    + " core (and less still if it runs threads of its own), so its time per move"
                    + " buys less search than in a tournament; --processes %d or fewer keeps it"
                    + " whole%n",
                cores + 1, cores, cores));
    assertThat(run.code()).isEqualTo(1);
  }

  @Test
  void aSuiteThatIsNeitherBundledNorAFileOrABadTimeIsAUsageError() {
    Run missing = run("", "engine", "--suite", "tactics-8", "--", "x");
    assertThat(missing.code()).isEqualTo(2);
    assertThat(missing.err())
        .isEqualTo(
            "noughts engine: --suite tactics-8 is neither a bundled suite (tactics-20, tactics-15,"
                + " tactics-15-standard, tactics-15-renju, tactics-9, tactics-7) nor a file\n");
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
  /**
   * The command line of a run of the test brain on {@code suite}, four in a row, with {@code
   * options} (up to {@code --} and the brain's mode and arguments).
   */
  static String[] fourInARow(String suite, String... options) {
    List<String> all = new ArrayList<>(List.of("--win-length", "4", "--suite", suite));
    all.addAll(List.of(options));
    return args(all.toArray(String[]::new));
  }

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
