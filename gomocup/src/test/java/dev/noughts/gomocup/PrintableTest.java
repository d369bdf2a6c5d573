package dev.noughts.gomocup;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

class PrintableTest {
  @Test
  void plainTextIsKeptAsItIs() {
    String text = "name=\"pbrain\", version=\"1.0\"\tü 五";
    assertThat(Printable.line(text)).isSameInstanceAs(text);
  }

  @Test
  void controlCharactersAreShownAsJavaWritesThem() {
    assertThat(Printable.line("\u001b]0;title\u0007\u001b[31mred\u0000\r\u007f\u009b"))
        .isEqualTo("\\u001b]0;title\\u0007\\u001b[31mred\\u0000\\u000d\\u007f\\u009b");
  }

  @Test
  void charactersThatReorderTextAreEscaped() {
    assertThat(Printable.line("a\u202eb\u2066c\u2069")).isEqualTo("a\\u202eb\\u2066c\\u2069");
  }

  @Test
  void lineFeedsAreKeptOnlyInTextOfSeveralLinesAndWindowsLineBreaksAreLineFeeds() {
    assertThat(Printable.lines("one\r\ntwo\rthree\n")).isEqualTo("one\ntwo\\u000dthree\n");
    assertThat(Printable.line("one\ntwo")).isEqualTo("one\\u000atwo");
  }
}
