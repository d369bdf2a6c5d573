package dev.noughts.gomocup;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.Rule;
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
  void aBuilderChangesWhatItIsToldAndToBuilderCopiesTheRest() {
    PiskvorkOptions options =
        PiskvorkOptions.builder()
            .command("e")
            .timePerMove(Duration.ofMillis(250))
            .maxMemory(1 << 20)
            .build();
    PiskvorkOptions renju = options.toBuilder().rule(Rule.RENJU).build();

    assertThat(options.timePerMove()).isEqualTo(Duration.ofMillis(250));
    assertThat(options.maxMemory()).isEqualTo(1 << 20);
    assertThat(options.tolerance()).isEqualTo(Duration.ofMillis(500));
    assertThat(renju.rule()).isEqualTo(4);
    assertThat(renju.timePerMove()).isEqualTo(Duration.ofMillis(250));
    assertThat(renju.toBuilder().rule(0).build()).isEqualTo(options);
    assertThat(options.toBuilder().build().hashCode()).isEqualTo(options.hashCode());
    assertThat(PiskvorkOptions.builder().command("e").build()).isEqualTo(PiskvorkOptions.of("e"));
  }

  @Test
  void theRuleMasksAreTiedToTheRules() {
    assertThat(PiskvorkOptions.of("e").gameRule()).isEqualTo(Rule.FREE_STYLE);
    PiskvorkOptions exact = PiskvorkOptions.builder().command("e").rule(1).build();
    assertThat(exact.gameRule()).isEqualTo(Rule.EXACTLY_K);
    PiskvorkOptions renju = PiskvorkOptions.builder().command("e").rule(Rule.RENJU).build();
    assertThat(renju.rule()).isEqualTo(4);
    assertThat(renju.gameRule()).isEqualTo(Rule.RENJU);
  }

  @Test
  void otherMasksAreRefusedNamingWhatTheyAskFor() {
    IllegalArgumentException continuous =
        assertThrows(
            IllegalArgumentException.class,
            () -> PiskvorkOptions.builder().command("e").rule(2).build());
    assertThat(continuous)
        .hasMessageThat()
        .isEqualTo(
            "rule 2 (continuous game) is not supported: noughts plays rule 0 (free-style, k or"
                + " more in a row win), 1 (exactly five in a row, Rule.EXACTLY_K) and 4 (renju,"
                + " Rule.RENJU)");
    IllegalArgumentException exactRenju =
        assertThrows(
            IllegalArgumentException.class,
            () -> PiskvorkOptions.builder().command("e").rule(5).build());
    assertThat(exactRenju).hasMessageThat().contains("rule 5 (exactly five in a row and renju)");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> PiskvorkOptions.builder().command("e").rule(16).build()))
        .hasMessageThat()
        .contains("unknown bits 16");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> PiskvorkOptions.builder().command("e").rule(4).winLength(6).build()))
        .hasMessageThat()
        .isEqualTo(
            "rule 4 (renju) is played with five in a row, but winLength is 6; give winLength 5,"
                + " or rule 0 (free-style) or 1 (exactly five) for 6 in a row");
  }

  @Test
  void everyProblemIsNamedAtOnce() {
    IllegalArgumentException error =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                PiskvorkOptions.builder()
                    .timePerMove(Duration.ZERO)
                    .maxMemory(-1)
                    .maxLineLength(0)
                    .build());
    assertThat(error)
        .hasMessageThat()
        .isEqualTo(
            "no command: give the engine's program and arguments; timePerMove is PT0S; give a"
                + " positive whole number of milliseconds; maxMemory is -1; give 0 for no limit;"
                + " maxLineLength is 0; it is at least 1");
  }

  @Test
  void badValuesAreRefusedWithTheirName() {
    assertThat(assertThrows(IllegalArgumentException.class, () -> PiskvorkOptions.of(List.of())))
        .hasMessageThat()
        .startsWith("no command");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> PiskvorkOptions.builder().command("e").timePerMove(Duration.ZERO).build()))
        .hasMessageThat()
        .startsWith("timePerMove is PT0S");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () ->
                    PiskvorkOptions.builder().command("e").tolerance(Duration.ofNanos(1)).build()))
        .hasMessageThat()
        .contains("whole number of milliseconds");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> PiskvorkOptions.builder().command("e").maxMemory(-1).build()))
        .hasMessageThat()
        .startsWith("maxMemory is -1");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> PiskvorkOptions.builder().command("e").maxMessages(0).build()))
        .hasMessageThat()
        .startsWith("maxMessages is 0");
  }
}
