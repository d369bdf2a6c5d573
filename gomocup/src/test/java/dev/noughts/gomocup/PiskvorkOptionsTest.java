package dev.noughts.gomocup;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class PiskvorkOptionsTest {
  @Test
  void defaultsAreASecondAMoveAndGomoku() {
    PiskvorkOptions options = PiskvorkOptions.of("./pbrain-foo", "--fast");
    assertThat(options.command()).containsExactly("./pbrain-foo", "--fast").inOrder();
    assertThat(options.timePerMove()).isEqualTo(Duration.ofSeconds(1));
    assertThat(options.tolerance()).isEqualTo(Duration.ofMillis(500));
    assertThat(options.winLength()).isEqualTo(5);
    assertThat(options.rule()).isEqualTo(0);
    assertThat(options.maxMemory()).isEqualTo(0);
  }

  @Test
  void withersChangeOneThing() {
    PiskvorkOptions options =
        PiskvorkOptions.of("e").withTimePerMove(Duration.ofMillis(250)).withMaxMemory(1 << 20);
    assertThat(options.timePerMove()).isEqualTo(Duration.ofMillis(250));
    assertThat(options.maxMemory()).isEqualTo(1 << 20);
    assertThat(options.tolerance()).isEqualTo(Duration.ofMillis(500));
  }

  @Test
  void onlyFreeStyleIsAccepted() {
    IllegalArgumentException renju =
        assertThrows(IllegalArgumentException.class, () -> PiskvorkOptions.of("e").withRule(4));
    assertThat(renju)
        .hasMessageThat()
        .isEqualTo(
            "rule 4 (renju) is not supported: noughts judges free-style k in a row, rule 0, where"
                + " k or more in a row win");
    IllegalArgumentException exactFive =
        assertThrows(IllegalArgumentException.class, () -> PiskvorkOptions.of("e").withRule(5));
    assertThat(exactFive).hasMessageThat().contains("rule 5 (exactly five in a row and renju)");
    assertThat(
            assertThrows(
                IllegalArgumentException.class, () -> PiskvorkOptions.of("e").withRule(16)))
        .hasMessageThat()
        .contains("unknown bits 16");
  }

  @Test
  void badValuesAreRefusedWithTheirName() {
    assertThat(assertThrows(IllegalArgumentException.class, () -> PiskvorkOptions.of(List.of())))
        .hasMessageThat()
        .startsWith("no command");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> PiskvorkOptions.of("e").withTimePerMove(Duration.ZERO)))
        .hasMessageThat()
        .startsWith("timePerMove is PT0S");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> PiskvorkOptions.of("e").withTolerance(Duration.ofNanos(1))))
        .hasMessageThat()
        .contains("whole number of milliseconds");
    assertThat(
            assertThrows(
                IllegalArgumentException.class, () -> PiskvorkOptions.of("e").withMaxMemory(-1)))
        .hasMessageThat()
        .startsWith("maxMemory is -1");
    assertThat(
            assertThrows(
                IllegalArgumentException.class, () -> PiskvorkOptions.of("e").withMaxMessages(0)))
        .hasMessageThat()
        .startsWith("maxMessages is 0");
  }
}
