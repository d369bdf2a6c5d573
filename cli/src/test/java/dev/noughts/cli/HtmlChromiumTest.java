package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.EngineCommandTest.fourInARow;
import static dev.noughts.cli.Runs.run;

import dev.noughts.cli.Runs.Run;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code noughts engine --html}'s page as a browser sees it: rendered by headless {@link Chromium}
 * after a real run of the test brain, each miss is a board of the document, and the page logs
 * nothing to the console, so it neither runs a script nor asks for anything from elsewhere (its
 * Content-Security-Policy would refuse either, and say so there).
 */
class HtmlChromiumTest {
  @TempDir Path directory;

  @BeforeEach
  void needsChromium() {
    Chromium.browser();
  }

  @Test
  void eachMissOfTheSevenBySevenSuiteIsOneBoardAndTheConsoleIsQuiet() throws Exception {
    Path page = directory.resolve("report.html");
    Run run = run("", fourInARow("tactics-7", "--html", page.toString(), "--", "first-empty"));
    assertThat(run.out())
        .startsWith("250 tactics on 7 x 7, 4 in a row: 35 right, 5 unresolved, 210 losing\n");
    Chromium.Rendered rendered = Chromium.render(page, directory);
    assertThat(rendered.console()).isEmpty();
    assertThat(count(rendered.dom(), "<table class=\"board\"")).isEqualTo(210);
    assertThat(count(rendered.dom(), "<section class=\"miss\"")).isEqualTo(210);
    assertThat(rendered.dom()).contains("<h2 id=\"unresolved\">Unresolved, not misses: 5</h2>");
    assertThat(count(rendered.dom(), "<li class=\"words\">tactic ")).isEqualTo(5);
    // Every board is 7 x 7: 49 cells, with a head for each row; and the summary has 10 values.
    assertThat(count(rendered.dom(), "<td")).isEqualTo(210 * 49 + 10);
    assertThat(count(rendered.dom(), "<th scope=\"row\">")).isEqualTo(210 * 7);
  }

  @Test
  void anEnginesMarkupIsTextInTheRenderedPage() throws Exception {
    Path page = directory.resolve("report.html");
    Path suite = directory.resolve("suite.txt");
    Files.writeString(suite, EngineCommandTest.SUITE, StandardCharsets.UTF_8);
    run("", fourInARow(suite.toString(), "--html", page.toString(), "--", "escapes"));
    Chromium.Rendered rendered = Chromium.render(page, directory);
    assertThat(rendered.console()).isEmpty();
    assertThat(rendered.dom()).doesNotContain("<b>"); // ABOUT's markup made no element
    assertThat(rendered.dom()).contains("name=\"&lt;b&gt;test&lt;/b&gt; &amp; \\u001b[31mbrain\"");
    assertThat(count(rendered.dom(), "<table class=\"board\"")).isEqualTo(2);
  }

  @Test
  void aScriptOrAnythingFromElsewhereWouldBeSeenOnTheConsole() throws Exception {
    // The check above is no formality: the same policy, broken twice, is reported twice.
    Path page = directory.resolve("broken.html");
    Files.writeString(
        page,
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><meta http-equiv="
            + "\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">"
            + "<title>t</title><link rel=\"stylesheet\" href=\"https://example.com/x.css\"></head>"
            + "<body><script>console.log('ran')</script></body></html>",
        StandardCharsets.UTF_8);
    Chromium.Rendered rendered = Chromium.render(page, directory);
    assertThat(rendered.console()).hasSize(2);
    assertThat(String.join("\n", rendered.console())).contains("Content Security Policy");
  }

  private static int count(String text, String part) {
    int count = 0;
    for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
      count++;
    }
    return count;
  }
}
