package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** {@link Progress}: one line on a terminal, written over, ended once. */
class ProgressTest {
  private final StringWriter written = new StringWriter();

  private Progress progress(boolean shown, int total) {
    return new Progress(new PrintWriter(written), shown, "asked %d of %d tactics", total);
  }

  @Test
  void aRunCutShortEndsItsLineOnceSoThatTheReportStartsALineOfItsOwn() {
    Progress progress = progress(true, 5);
    progress.step();
    assertThat(written.toString()).containsMatch("^\rasked 1 of 5 tactics, \\d+:\\d\\d elapsed");
    assertThat(written.toString()).doesNotContain("\n");
    progress.end();
    progress.end();
    assertThat(written.toString()).endsWith("left\n");
    assertThat(written.toString().chars().filter(c -> c == '\n').count()).isEqualTo(1);
  }

  @Test
  void theLastStepEndsTheLineAndEndAddsNothing() {
    Progress progress = progress(true, 1);
    progress.step();
    progress.end();
    assertThat(written.toString()).matches("\rasked 1 of 1 tactics, \\d+:\\d\\d elapsed\n");
  }

  @Test
  void nothingIsWrittenWithoutATerminal() {
    Progress progress = progress(false, 5);
    progress.step();
    progress.end();
    assertThat(written.toString()).isEmpty();
  }
}
