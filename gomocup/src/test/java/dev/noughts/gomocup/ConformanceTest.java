package dev.noughts.gomocup;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ConformanceTest {
  @AfterEach
  void noProcessSurvives() {
    assertThat(ProcessHandle.current().descendants().toList()).isEmpty();
  }

  @Test
  void aConformingEnginePassesEveryCheck() {
    ConformanceReport report = Conformance.check(Brains.options());
    assertThat(report.toString())
        .isEqualTo(
            String.join(
                "\n",
                "ok      answers ABOUT: name=\"TestBrain\", author=\"noughts\"",
                "ok      takes START 15: played 0,0",
                "ok      takes START 20: played 0,0",
                "ok      takes an immediate win: played 3,7",
                "ok      blocks an immediate loss: played 11,6",
                "ok      answers a finished game with ERROR: ERROR the game is over"));
    assertThat(report.passed()).isTrue();
  }

  @Test
  void eachFailureIsItsOwnCheck() {
    ConformanceReport report =
        Conformance.check(Brains.options("no-about", "max-size=15", "moves-when-over"));
    assertThat(report.checks().stream().filter(check -> !check.passed()).map(check -> check.name()))
        .containsExactly("answers ABOUT", "takes START 20", "answers a finished game with ERROR")
        .inOrder();
    assertThat(report.passed()).isFalse();
    assertThat(report.toString())
        .contains(
            "FAILED  takes START 20: BOARD_REFUSED: the engine answered START 20 with \"ERROR boards"
                + " up to 15\"");
    assertThat(report.toString())
        .contains("FAILED  answers a finished game with ERROR: MOVED_AFTER_GAME_OVER: ");
  }

  @Test
  void aFailureIsTheDetailOfItsCheck() {
    ConformanceReport report = Conformance.check(Brains.options("occupied", "when=8"));
    assertThat(report.toString())
        .contains("FAILED  takes an immediate win: OCCUPIED: the engine played 12,2");
  }

  @Test
  void theCheckIsGomoku() {
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> Conformance.check(Brains.options().withWinLength(4))))
        .hasMessageThat()
        .isEqualTo("the conformance check plays gomoku, 5 in a row; the options say 4");
  }
}
