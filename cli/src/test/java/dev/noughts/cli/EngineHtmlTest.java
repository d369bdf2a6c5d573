package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.EngineCommandTest.fourInARow;
import static dev.noughts.cli.Runs.run;

import dev.noughts.cli.Runs.Run;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code noughts engine --html FILE}: a real engine process, its report also written as a page. */
class EngineHtmlTest {
  @TempDir Path directory;

  @Test
  void theRunWritesThePageAndPrintsTheSameTextReport() throws IOException {
    Path page = directory.resolve("report.html");
    String suite = suite();
    Run run = run("", fourInARow(suite, "--html", page.toString(), "--", "first-empty"));
    assertThat(run.code()).isEqualTo(1);
    assertThat(run.err()).isEmpty();
    assertThat(run.out()).isEqualTo(run("", fourInARow(suite, "--", "first-empty")).out());
    String html = Files.readString(page, StandardCharsets.UTF_8);
    assertThat(html).contains("<tr><th>suite</th><td>" + suite + "</td></tr>");
    assertThat(html).contains("<tr><th>board</th><td>7 x 7, 4 in a row</td></tr>");
    assertThat(html)
        .contains(
            "<tr><th>ABOUT</th><td><span class=\"words\">name=&quot;test brain&quot;,"
                + " version=&quot;1&quot;</span></td></tr>");
    assertThat(html).contains("<tr><th>misses</th><td>2 (2 losing)</td></tr>");
    assertThat(html).contains("<tr><th>faults</th><td>0</td></tr>");
    assertThat(html).contains("TestBrain first-empty</span></td></tr>"); // the engine's command
    assertThat(html).containsMatch("<tr><th>time</th><td>\\d+\\.\\d s</td></tr>");
    assertThat(html).contains("<table class=\"board\" aria-label=\"tactic 1\">");
    assertThat(html).contains("<table class=\"board\" aria-label=\"tactic 2\">");
    assertThat(html).contains("<td class=\"x engine\" title=\"(1,1) the engine's move, X\">X</td>");
  }

  @Test
  void anEnginesWordsAreEscapedInThePage() throws IOException {
    Path page = directory.resolve("report.html");
    Run run = run("", fourInARow(suite(), "--html", page.toString(), "--", "escapes"));
    assertThat(run.code()).isEqualTo(1);
    String html = Files.readString(page, StandardCharsets.UTF_8);
    assertThat(html).doesNotContain("\u001b");
    assertThat(html).doesNotContain("\u0007");
    assertThat(html).doesNotContain("<b>");
    assertThat(html)
        .contains(
            "name=&quot;&lt;b&gt;test&lt;/b&gt; &amp; \\u001b[31mbrain&quot;, version=&quot;1&quot;");
    assertThat(html)
        .contains(
            "<li class=\"words\">tactic 1: MALFORMED: the engine answered"
                + " &quot;\\u001b]0;pwned\\u0007\\u001b[31m3,3&quot;, which is no move x,y; the"
                + " process was killed</li>");
    assertThat(html).contains("<tr><th>faults</th><td>2</td></tr>");
  }

  @Test
  void aFileThatCannotBeWrittenIsAUsageErrorBeforeAnyEngineStarts() throws IOException {
    Path marker = directory.resolve("started"); // the brain makes it when it starts
    Path nowhere = directory.resolve("no-such-directory").resolve("report.html");
    Run run =
        run("", fourInARow(suite(), "--html", nowhere.toString(), "--", "once", marker.toString()));
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .isEqualTo(
            "noughts engine: cannot write --html " + nowhere + ": its folder does not exist\n");
    Run folder =
        run(
            "",
            fourInARow(suite(), "--html", directory.toString(), "--", "once", marker.toString()));
    assertThat(folder.code()).isEqualTo(2);
    assertThat(folder.err()).startsWith("noughts engine: cannot write --html " + directory + ": ");
    assertThat(Files.exists(marker)).isFalse();
  }

  @Test
  void aCommandLineRefusedForAnotherReasonLeavesNoFile() {
    Path page = directory.resolve("report.html");
    Run run = run("", "engine", "--suite", "tactics-7", "--html", page.toString(), "--", "x");
    assertThat(run.code()).isEqualTo(2); // tactics-7 is four in a row, the engine taken to play 5
    assertThat(Files.exists(page)).isFalse();
  }

  @Test
  void htmlReportsATacticsRunAndNotTheConformanceCheck() {
    Path page = directory.resolve("report.html");
    Run run = run("", "engine", "--conformance", "--html", page.toString(), "--", "x");
    assertThat(run.code()).isEqualTo(2);
    assertThat(run.err())
        .isEqualTo(
            "noughts engine: --html reports a run on tactics; leave it out with --conformance\n");
    assertThat(Files.exists(page)).isFalse();
  }

  private String suite() throws IOException {
    Path file = directory.resolve("suite.txt");
    Files.writeString(file, EngineCommandTest.SUITE, StandardCharsets.UTF_8);
    return file.toString();
  }
}
