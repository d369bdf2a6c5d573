package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/** The echo of a malformed board: whole up to 64 Ki characters, else shortened and said so. */
class EchoTest {
  @Test
  void anInputUpToTheLimitIsEchoedWhole() {
    String input = "#".repeat(Echo.MAX_CHARS);
    assertThat(Echo.of(input)).isEqualTo(new Echo(input, 0));
  }

  @Test
  void aLongerInputIsEchoedUpToTheLimitAndCountsTheCharactersLeftOut() {
    Echo echo = Echo.of("#".repeat(Echo.MAX_CHARS) + "é😀\n");
    assertThat(echo.shown()).isEqualTo("#".repeat(Echo.MAX_CHARS));
    assertThat(echo.omitted()).isEqualTo(3);
    assertThat(echo.note()).isEqualTo("(echo shortened: 3 more characters not shown)");
  }

  @Test
  void aPairOfSurrogatesAtTheLimitIsNotSplit() {
    Echo echo = Echo.of("#".repeat(Echo.MAX_CHARS - 1) + "😀#");
    assertThat(echo.shown()).isEqualTo("#".repeat(Echo.MAX_CHARS - 1));
    assertThat(echo.omitted()).isEqualTo(2);
  }
}
