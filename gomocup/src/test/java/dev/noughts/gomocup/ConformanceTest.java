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
            "ok      answers ABOUT: name=\"TestBrain\", author=\"noughts\"\n"
                + "ok      takes START 15: played 0,0\n"
                + "ok      takes START 20: played 0,0\n"
                + "ok      takes an immediate win: played 3,7\n"
                + "ok      blocks an immediate loss: played 11,6\n"
                + "ok      answers a finished game with ERROR: ERROR the game is over\n");
    assertThat(report.passed()).isTrue();
    assertThat(report.checks().stream().map(ConformanceReport.Check::required))
        .containsExactly(true, true, true, true, true, false)
        .inOrder();
  }

  @Test
  void aMoveInAFinishedGameIsAWarningWithItsRuleAndTheReportPasses() {
    ConformanceReport report = Conformance.check(Brains.options("moves-when-over"));
    assertThat(report.passed()).isTrue();
    ConformanceReport.Check finished = report.checks().get(5);
    assertThat(finished.isWarning()).isTrue();
    assertThat(report.toString())
        .endsWith(
            "ok      blocks an immediate loss: played 11,6\n"
                + "WARNING answers a finished game with ERROR: MOVED_AFTER_GAME_OVER: the engine"
                + " played 0,0, square (1,1), in a finished game (X wins: (8,5)-(8,9)); the answer"
                + " to a finished game is ERROR\n"
                + "        rule: not in the protocol, which never sends a finished game: noughts"
                + " asks for ERROR\n");
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
                + " up to 15\": it does not play on a 20 x 20 board\n"
                + "        rule: START 20 answered OK (Gomocup's free-style board), then a move"
                + " x,y\n");
    assertThat(report.toString())
        .contains("WARNING answers a finished game with ERROR: MOVED_AFTER_GAME_OVER: ");
  }

  @Test
  void aFailureIsTheDetailOfItsCheck() {
    ConformanceReport report = Conformance.check(Brains.options("occupied", "when=8"));
    assertThat(report.toString())
        .contains("FAILED  takes an immediate win: OCCUPIED: the engine played 12,2");
    assertThat(report.toString())
        .contains(
            "        rule: BOARD answered with a move x,y: x the column, y the row, from 0\n");
  }

  @Test
  void theCheckIsGomoku() {
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> Conformance.check(Brains.options().toBuilder().winLength(4).build())))
        .hasMessageThat()
        .isEqualTo("the conformance check plays gomoku, 5 in a row; the options say 4");
  }

  @Test
  void underExactlyFiveTheSameChecksAreMadeAndUnderRenjuAllButStartTwenty() {
    ConformanceReport standard = Conformance.check(Brains.options().toBuilder().rule(1).build());
    assertThat(standard.toString()).isEqualTo(Conformance.check(Brains.options()).toString());
    ConformanceReport renju = Conformance.check(Brains.options().toBuilder().rule(4).build());
    assertThat(renju.toString())
        .isEqualTo(
            "ok      answers ABOUT: name=\"TestBrain\", author=\"noughts\"\n"
                + "ok      takes START 15: played 0,0\n"
                + "ok      takes an immediate win: played 3,7\n"
                + "ok      blocks an immediate loss: played 11,6\n"
                + "ok      answers a finished game with ERROR: ERROR the game is over\n");
    assertThat(renju.passed()).isTrue();
  }
}
