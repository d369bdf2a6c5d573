package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.Runs.json;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;

/**
 * {@code noughts engine} as a real process ended by {@code SIGTERM} (what {@link
 * ProcessHandle#destroy()} sends on Linux, as {@link Process#destroy()} does, which also closes the
 * pipes the test reads) while the test brain holds a tactic: it reports the tactics judged until
 * then, marked interrupted, and exits with 143.
 */
class EngineShutdownTest {
  @TempDir Path directory;

  @Test
  void sigtermWritesTheJsonCountsAndTheJunitXmlOfTheTacticsJudgedSoFar() throws Exception {
    Path gate = directory.resolve("gate"); // never made: the brain holds tactic 2 for good
    Path xml = directory.resolve("report.xml");
    Process process =
        start(
            "--time-per-move",
            "600000",
            "--json",
            "--junit-xml",
            xml.toString(),
            "--",
            "wait",
            gate.toString(),
            "2");
    try (BufferedReader out = process.inputReader(StandardCharsets.UTF_8)) {
      Map<String, Object> first = json(out.readLine()); // tactic 1, judged
      assertThat(first).containsEntry("tactic", 1);
      process.toHandle().destroy(); // SIGTERM; Process.destroy() would close our end of stdout
      assertThat(json(out.readLine())) // read to its end before the process is waited for
          .containsExactly(
              "tactics",
              1,
              "right",
              0,
              "unresolved",
              0,
              "losing",
              1,
              "illegal",
              0,
              "none",
              0,
              "interrupted",
              true);
      assertThat(out.readLine()).isNull();
      assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    } finally {
      process.destroyForcibly();
    }
    assertThat(process.exitValue()).isEqualTo(ExitCode.SIGTERM);
    assertThat(Files.readString(directory.resolve("err.txt")))
        .isEqualTo("noughts engine: interrupted after 1 of 2 tactics\n");
    Element suite = JunitXmlTest.valid(xml);
    assertThat(suite.getAttribute("tests")).isEqualTo("1");
    Element property =
        JunitXmlTest.children(JunitXmlTest.children(suite, "properties").get(0), "property").get(0);
    assertThat(property.getAttribute("name")).isEqualTo("noughts.interrupted");
    assertThat(property.getAttribute("value")).isEqualTo("interrupted after 1 of 2 tactics");
  }

  @Test
  void sigtermWritesTheTextReportOfTheTacticsJudgedSoFarMarkedInterrupted() throws Exception {
    Path gate = directory.resolve("gate");
    Process process = start("--time-per-move", "600000", "--", "wait", gate.toString(), "1");
    try {
      Path asked = Path.of(gate + ".asked"); // the brain holds tactic 1: nothing is judged
      for (int i = 0; i < 6000 && !Files.exists(asked); i++) {
        Thread.sleep(10); // a wait for the brain, not a measure of anything
      }
      assertThat(Files.exists(asked)).isTrue();
      process.toHandle().destroy(); // SIGTERM; Process.destroy() would close our end of stdout
      assertThat(new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8))
          .isEqualTo(
              "0 tactics on 7 x 7, 4 in a row: none\n"
                  + "interrupted after 0 of 2 tactics: the report holds those judged until"
                  + " then\n");
      assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    } finally {
      process.destroyForcibly();
    }
    assertThat(process.exitValue()).isEqualTo(ExitCode.SIGTERM);
    assertThat(Files.readString(directory.resolve("err.txt")))
        .isEqualTo("noughts engine: interrupted after 0 of 2 tactics\n");
  }

  /** {@code noughts engine} on the two tactics of the test suite, in a JVM of its own. */
  private Process start(String... options) throws IOException {
    assumeTrue(
        System.getProperty("os.name").startsWith("Linux"), "destroy() sends SIGTERM on Linux");
    Path suite = directory.resolve("suite.txt");
    Files.writeString(suite, EngineCommandTest.SUITE, StandardCharsets.UTF_8);
    List<String> command =
        new ArrayList<>(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName()));
    command.addAll(List.of(EngineCommandTest.fourInARow(suite.toString(), options)));
    return new ProcessBuilder(command).redirectError(directory.resolve("err.txt").toFile()).start();
  }
}
