package dev.noughts.gomocup;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.noughts.Position;
import dev.noughts.Rule;
import dev.noughts.Square;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** PiskvorkEngine with real processes: {@link TestBrain} in a JVM of its own. */
class PiskvorkEngineTest {
  @AfterEach
  void noProcessSurvives() {
    assertThat(ProcessHandle.current().descendants().toList()).isEmpty();
    assertThat(leftSleeping()).isEmpty();
  }

  private static Reply play(Position position, PiskvorkOptions options) {
    try (PiskvorkEngine engine = PiskvorkEngine.of(options)) {
      return engine.play(position);
    }
  }

  private static Reply.Failure failure(Position position, String... switches) {
    Reply reply = play(position, Brains.options(switches));
    assertThat(reply).isInstanceOf(Reply.Failure.class);
    return (Reply.Failure) reply;
  }

  @Test
  void takesTheWinAndBlocksTheLossInNoughtsSquares() {
    try (PiskvorkEngine engine = PiskvorkEngine.of(Brains.options())) {
      assertThat(engine.apply(Boards.X_TO_WIN)).isEqualTo(new Square(8, 4));
      // Column 12, row 7: x 11, y 6 on the wire; a swapped x and y would give (12,7).
      assertThat(engine.play(Boards.X_TO_BLOCK)).isEqualTo(new Reply.Move(new Square(7, 12)));
      assertThat(engine.play(Position.empty(15, 15, 5)))
          .isEqualTo(new Reply.Move(new Square(1, 1)));
    }
  }

  @Test
  void playsBoardsOfAnyShapeOneAfterAnother() {
    Position wide = Boards.of(6, 9, List.of(new Square(1, 1)), List.of());
    Position tall = Boards.of(9, 6, List.of(), List.of());
    try (PiskvorkEngine engine = PiskvorkEngine.of(Brains.options())) {
      assertThat(engine.apply(wide)).isEqualTo(new Square(1, 2));
      assertThat(engine.apply(tall)).isEqualTo(new Square(1, 1));
      assertThat(engine.apply(Boards.X_TO_WIN)).isEqualTo(new Square(8, 4));
      assertThat(engine.apply(Boards.X_TO_BLOCK)).isEqualTo(new Square(7, 12));
    }
  }

  @Test
  void aBoardTheEngineRefusesIsReported() {
    Reply.Failure refused = failure(Position.empty(20, 20, 5), "max-size=15");
    assertThat(refused.fault()).isEqualTo(Fault.BOARD_REFUSED);
    assertThat(refused.message())
        .isEqualTo(
            "the engine answered START 20 with \"ERROR boards up to 15\": it does not play on a"
                + " 20 x 20 board");
    Reply.Failure noRectangles = failure(Position.empty(10, 20, 5), "no-rect");
    assertThat(noRectangles.fault()).isEqualTo(Fault.BOARD_REFUSED);
    assertThat(noRectangles.message()).contains("RECTSTART 20,10");
  }

  @Test
  void anEngineThatCannotRestartIsStartedAgain() {
    try (PiskvorkEngine engine = PiskvorkEngine.of(Brains.options("no-restart"))) {
      assertThat(engine.apply(Boards.X_TO_WIN)).isEqualTo(new Square(8, 4));
      assertThat(engine.apply(Boards.X_TO_BLOCK)).isEqualTo(new Square(7, 12));
      assertThat(engine.getFailedRestarts()).isEqualTo(0); // UNKNOWN is the protocol's answer
    }
  }

  @Test
  void messagesAndSuggestionsAreUnderstood() {
    assertThat(play(Boards.X_TO_WIN, Brains.options("chatty")))
        .isEqualTo(new Reply.Move(new Square(8, 4)));
    assertThat(play(Boards.X_TO_WIN, Brains.options("suggest")))
        .isEqualTo(new Reply.Move(new Square(8, 4)));
  }

  @Test
  void aFinishedGameIsRightlyDeclined() {
    try (PiskvorkEngine engine = PiskvorkEngine.of(Brains.options())) {
      assertThat(engine.play(Boards.X_HAS_WON)).isEqualTo(new Reply.Declined("the game is over"));
      assertThat(engine.apply(Boards.X_HAS_WON)).isNull();
    }
  }

  @Test
  void aMoveInAFinishedGameIsAFailure() {
    Reply.Failure moved = failure(Boards.X_HAS_WON, "moves-when-over");
    assertThat(moved.fault()).isEqualTo(Fault.MOVED_AFTER_GAME_OVER);
    assertThat(moved.message())
        .isEqualTo(
            "the engine played 0,0, square (1,1), in a finished game (X wins: (8,5)-(8,9));"
                + " the answer to a finished game is ERROR");
  }

  @Test
  void errorAndUnknownAreReportedWithWhatTheEngineSaid() {
    Reply.Failure error = failure(Boards.X_TO_WIN, "error");
    assertThat(error)
        .isEqualTo(
            new Reply.Failure(
                Fault.ERROR, "the engine answered the position with \"ERROR cannot think\""));
    assertThat(failure(Boards.X_TO_WIN, "unknown").fault()).isEqualTo(Fault.UNKNOWN);
  }

  @Test
  void illegalSquaresAreReported() {
    Reply.Failure occupied = failure(Boards.X_TO_WIN, "occupied");
    assertThat(occupied)
        .isEqualTo(
            new Reply.Failure(
                Fault.OCCUPIED, "the engine played 12,2, square (3,13), which already holds O"));
    Reply.Failure offBoard = failure(Boards.X_TO_WIN, "off-board");
    assertThat(offBoard)
        .isEqualTo(
            new Reply.Failure(
                Fault.OFF_BOARD,
                "the engine played 15,0, off the 15 x 15 board (x is 0 to 14, y 0 to 14)"));
  }

  @Test
  void garbageIsMalformed() {
    Reply.Failure garbage = failure(Boards.X_TO_WIN, "garbage");
    assertThat(garbage.fault()).isEqualTo(Fault.MALFORMED);
    assertThat(garbage.message())
        .isEqualTo(
            "the engine answered \"hello there\", which is no move x,y; the process was killed");
  }

  @Test
  void anEngineThatOverrunsIsKilledAndStartedAgain() {
    PiskvorkOptions options =
        Brains.options("slow", "when=1").toBuilder()
            .timePerMove(Duration.ofMillis(200))
            .tolerance(Duration.ofMillis(100))
            .build();
    try (PiskvorkEngine engine = PiskvorkEngine.of(options)) {
      Reply.Failure timeout = (Reply.Failure) engine.play(Boards.ONE_STONE);
      assertThat(timeout)
          .isEqualTo(
              new Reply.Failure(
                  Fault.TIMEOUT,
                  "no answer to the position: timed out after 300 ms (limit 200 + tolerance 100);"
                      + " the process was killed"));
      assertThat(ProcessHandle.current().descendants().toList()).isEmpty();
      assertThat(engine.apply(Boards.X_TO_WIN)).isEqualTo(new Square(8, 4));
    }
  }

  @Test
  void aCrashIsReportedWithItsStandardErrorAndTheEngineStartedAgain() {
    try (PiskvorkEngine engine = PiskvorkEngine.of(Brains.options("crash", "when=1"))) {
      Reply.Failure crash = (Reply.Failure) engine.play(Boards.ONE_STONE);
      assertThat(crash)
          .isEqualTo(
              new Reply.Failure(
                  Fault.CRASH,
                  "the engine exited with code 3 before it answered the position; the end of its"
                      + " standard error: TestBrain: crashing on purpose"));
      assertThat(engine.apply(Boards.X_TO_WIN)).isEqualTo(new Square(8, 4));
    }
  }

  @Test
  void anEngineOverItsMemoryIsKilledAndStartedAgain() {
    assumeTrue(ResidentMemory.isMeasurable(), "resident memory is read from Linux's /proc");
    PiskvorkOptions options =
        Brains.options("hungry=300", "when=1").toBuilder().maxMemory(200L << 20).build();
    try (PiskvorkEngine engine = PiskvorkEngine.of(options)) {
      Reply.Failure hungry = (Reply.Failure) engine.play(Boards.ONE_STONE);
      assertThat(hungry.fault()).isEqualTo(Fault.MEMORY_EXCEEDED);
      assertThat(hungry.message())
          .matches(
              "the engine held [0-9,]+\\.[0-9] MiB of memory while it worked on the position, more"
                  + " than the 200\\.0 MiB of maxMemory; the process was killed");
      assertThat(ProcessHandle.current().descendants().toList()).isEmpty();
      // Within its limit, the engine started again plays.
      assertThat(engine.apply(Boards.X_TO_WIN)).isEqualTo(new Square(8, 4));
    }
  }

  @Test
  void endlessMessagesAreCutOff() {
    Reply.Failure endless =
        (Reply.Failure)
            play(Boards.X_TO_WIN, Brains.options("endless").toBuilder().maxMessages(100).build());
    assertThat(endless)
        .isEqualTo(
            new Reply.Failure(
                Fault.RUNAWAY_OUTPUT,
                "more than 100 MESSAGE and DEBUG lines before the answer to the position"
                    + " (PiskvorkOptions.maxMessages); the process was killed"));
  }

  @Test
  void aLineWithoutEndIsCutOff() {
    Reply.Failure noNewline =
        (Reply.Failure)
            play(
                Boards.X_TO_WIN,
                Brains.options("no-newline").toBuilder().maxLineLength(1000).build());
    assertThat(noNewline)
        .isEqualTo(
            new Reply.Failure(
                Fault.RUNAWAY_OUTPUT,
                "a line longer than 1,000 bytes (PiskvorkOptions.maxLineLength) before the answer"
                    + " to the position; the process was killed"));
  }

  @Test
  void applyThrowsTheFailure() {
    try (PiskvorkEngine engine = PiskvorkEngine.of(Brains.options("garbage"))) {
      PiskvorkException thrown =
          assertThrows(PiskvorkException.class, () -> engine.apply(Boards.X_TO_WIN));
      assertThat(thrown.getFailure().fault()).isEqualTo(Fault.MALFORMED);
      assertThat(thrown).hasMessageThat().startsWith("MALFORMED: the engine answered");
    }
  }

  @Test
  void aCommandThatCannotRunIsNotStarted() {
    Reply reply = play(Boards.X_TO_WIN, PiskvorkOptions.of("/nonexistent/pbrain-none"));
    assertThat(reply).isInstanceOf(Reply.Failure.class);
    assertThat(((Reply.Failure) reply).fault()).isEqualTo(Fault.NOT_STARTED);
    assertThat(((Reply.Failure) reply).message())
        .startsWith("cannot run /nonexistent/pbrain-none: java.io.IOException");
  }

  @Test
  void processesTheEngineStartedAreKilledWithIt() {
    List<ProcessHandle> grandchildren;
    try (PiskvorkEngine engine = PiskvorkEngine.of(Brains.options("child"))) {
      assertThat(engine.apply(Boards.X_TO_WIN)).isEqualTo(new Square(8, 4));
      grandchildren = ProcessHandle.current().children().flatMap(ProcessHandle::children).toList();
      assertThat(grandchildren).hasSize(1);
    }
    assertThat(grandchildren.get(0).isAlive()).isFalse();
  }

  @Test
  void aTimeoutKillsTheEnginesChildrenToo() {
    PiskvorkOptions options =
        Brains.options("child", "slow").toBuilder()
            .timePerMove(Duration.ofMillis(200))
            .tolerance(Duration.ofMillis(100))
            .build();
    try (PiskvorkEngine engine = PiskvorkEngine.of(options)) {
      assertThat(engine.about()).contains("TestBrain");
      List<ProcessHandle> grandchildren =
          ProcessHandle.current().children().flatMap(ProcessHandle::children).toList();
      assertThat(grandchildren).hasSize(1);
      assertThat(((Reply.Failure) engine.play(Boards.X_TO_WIN)).fault()).isEqualTo(Fault.TIMEOUT);
      assertThat(grandchildren.get(0).isAlive()).isFalse();
    }
  }

  @Test
  void aCrashedEnginesChildrenAreKilledToo() {
    try (PiskvorkEngine engine = PiskvorkEngine.of(Brains.options("child", "crash"))) {
      assertThat(((Reply.Failure) engine.play(Boards.X_TO_WIN)).fault()).isEqualTo(Fault.CRASH);
    }
    assertThat(leftSleeping()).isEmpty();
  }

  @Test
  void anOrphanTheEngineLeftIsKilledWithIt() {
    assumeTrue(MarkedProcesses.canFind(), "orphans are found on Linux only");
    try (PiskvorkEngine engine = PiskvorkEngine.of(Brains.options("orphan"))) {
      assertThat(engine.apply(Boards.X_TO_WIN)).isEqualTo(new Square(8, 4));
      assertThat(sleeping(TestBrain.ORPHAN)).hasSize(1);
    }
    assertThat(sleeping(TestBrain.ORPHAN)).isEmpty();
  }

  @Test
  void aDaemonInASessionOfItsOwnIsKilledWithTheEngine() {
    assumeTrue(MarkedProcesses.canFind(), "daemons are found on Linux only");
    PiskvorkOptions options =
        Brains.options("daemon", "slow").toBuilder()
            .timePerMove(Duration.ofMillis(200))
            .tolerance(Duration.ofMillis(100))
            .build();
    try (PiskvorkEngine engine = PiskvorkEngine.of(options)) {
      assertThat(engine.about()).contains("TestBrain");
      List<ProcessHandle> daemons = sleeping(TestBrain.DAEMON);
      assertThat(daemons).hasSize(1);
      assertThat(daemons.get(0).parent().map(ProcessHandle::pid))
          .isNotEqualTo(Optional.of(ProcessHandle.current().pid()));
      // Killed at the time-out, not only when the engine is closed.
      assertThat(((Reply.Failure) engine.play(Boards.X_TO_WIN)).fault()).isEqualTo(Fault.TIMEOUT);
      assertThat(sleeping(TestBrain.DAEMON)).isEmpty();
    }
  }

  /**
   * The {@code sleep} processes of {@link TestBrain}'s switches {@code child}, {@code orphan} and
   * {@code daemon} still running.
   */
  private static List<ProcessHandle> leftSleeping() {
    return sleeping(TestBrain.CHILD, TestBrain.ORPHAN, TestBrain.DAEMON);
  }

  /** This user's processes running one of {@code commandLines}. */
  private static List<ProcessHandle> sleeping(String... commandLines) {
    return ProcessHandle.allProcesses()
        .filter(handle -> handle.info().user().equals(ProcessHandle.current().info().user()))
        .filter(
            handle -> {
              String commandLine = handle.info().commandLine().orElse("");
              return Arrays.stream(commandLines).anyMatch(commandLine::endsWith);
            })
        .toList();
  }

  @Test
  void anEngineSilentOnRestartIsStartedAgainAndTheRunGoesOn() {
    PiskvorkOptions options =
        Brains.options("silent-restart").toBuilder().startTimeout(Duration.ofSeconds(3)).build();
    try (PiskvorkEngine engine = PiskvorkEngine.of(options)) {
      assertThat(engine.apply(Boards.X_TO_WIN)).isEqualTo(new Square(8, 4));
      assertThat(engine.getFailedRestarts()).isEqualTo(0);
      assertThat(engine.apply(Boards.X_TO_BLOCK)).isEqualTo(new Square(7, 12));
      assertThat(engine.apply(Boards.X_TO_WIN)).isEqualTo(new Square(8, 4));
      assertThat(engine.getFailedRestarts()).isEqualTo(2);
    }
  }

  @Test
  void anAnswerWrittenBeforeItsQuestionIsAFaultNotAMove() {
    Reply.Failure eager = failure(Boards.X_TO_WIN, "eager");
    assertThat(eager.fault()).isEqualTo(Fault.OUT_OF_TURN);
    assertThat(eager.message())
        .isEqualTo(
            "the engine wrote \"14,14\" before it was sent INFO timeout_turn 10000, after its"
                + " answer \"OK\" to START 15: an answer to nothing asked; the process was killed");
  }

  @Test
  @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void anEngineThatStopsReadingCannotHangTheRun() {
    PiskvorkOptions options =
        Brains.options("deaf", "max-size=1000").toBuilder()
            .timePerMove(Duration.ofMillis(300))
            .tolerance(Duration.ofMillis(200))
            .build();
    Position large = Boards.striped(200, 200);
    try (PiskvorkEngine engine = PiskvorkEngine.of(options)) {
      Reply.Failure deaf = (Reply.Failure) engine.play(large);
      assertThat(deaf.fault()).isEqualTo(Fault.STOPPED_READING);
      assertThat(deaf.message())
          .isEqualTo(
              "the engine did not read BOARD within 500 ms: it stopped reading its input; the"
                  + " process was killed");
      assertThat(((Reply.Failure) engine.play(large)).fault()).isEqualTo(Fault.STOPPED_READING);
    }
  }

  @Test
  void terminalEscapesFromTheEngineAreShownEscaped() {
    Reply.Failure garbage = failure(Boards.X_TO_WIN, "escapes");
    assertThat(garbage.fault()).isEqualTo(Fault.MALFORMED);
    assertThat(garbage.message())
        .isEqualTo(
            "the engine answered \"\\u001b]0;pwned\\u0007\\u001b[31m7,7\\u0000\", which is no"
                + " move x,y; the process was killed");
    Reply.Failure crash = failure(Boards.X_TO_WIN, "crash", "escapes");
    assertThat(crash.message())
        .isEqualTo(
            "the engine exited with code 3 before it answered the position; the end of its"
                + " standard error: TestBrain: crashing on purpose"
                + "\\u001b]0;pwned\\u0007\\u001b[31m7,7\\u0000");
    assertThat(crash.toString()).doesNotContain("\u001b");
  }

  @Test
  void positionsTheProtocolCannotSayAreRefused() {
    try (PiskvorkEngine engine = PiskvorkEngine.of(Brains.options())) {
      assertThat(assertThrows(IllegalArgumentException.class, () -> engine.play(Position.empty(3))))
          .hasMessageThat()
          .isEqualTo(
              "the position has 3 in a row to win, and this engine plays 5"
                  + " (PiskvorkOptions.winLength): the protocol cannot tell an engine the win"
                  + " length");
      Position twoXs = Boards.of(15, 15, List.of(new Square(1, 1), new Square(1, 2)), List.of());
      assertThat(assertThrows(IllegalArgumentException.class, () -> engine.play(twoXs)))
          .hasMessageThat()
          .endsWith(": nobody's turn can be sent to the engine");
    }
  }

  @Test
  void theRuleIsSentAsInfoRuleAndPositionsOfAnotherRuleAreRefused() {
    Position renju = Position.empty(15, 15, 5).withRule(Rule.RENJU);
    Position exact = Position.empty(15, 15, 5).withRule(Rule.EXACTLY_K);
    PiskvorkOptions options = Brains.options("say-rule");
    try (PiskvorkEngine free = PiskvorkEngine.of(options);
        PiskvorkEngine standard = PiskvorkEngine.of(options.toBuilder().rule(1).build());
        PiskvorkEngine renjuEngine =
            PiskvorkEngine.of(options.toBuilder().rule(Rule.RENJU).build())) {
      // The brain plays x,0 with x the INFO rule it was sent: column x + 1 of row 1.
      assertThat(free.apply(Position.empty(15, 15, 5))).isEqualTo(new Square(1, 1));
      assertThat(standard.apply(exact)).isEqualTo(new Square(1, 2));
      assertThat(renjuEngine.apply(renju)).isEqualTo(new Square(1, 5));
      assertThat(assertThrows(IllegalArgumentException.class, () -> free.play(renju)))
          .hasMessageThat()
          .isEqualTo(
              "the position is judged by renju, and this engine plays free-style"
                  + " (PiskvorkOptions.rule 0, sent as INFO rule): give the engine positions of"
                  + " its rule, or start it with rule 4");
    }
  }

  @Test
  void aClosedEngineAnswersNoMore() {
    PiskvorkEngine engine = PiskvorkEngine.of(Brains.options());
    assertThat(engine.apply(Boards.X_TO_WIN)).isEqualTo(new Square(8, 4));
    engine.close();
    engine.close();
    assertThat(assertThrows(IllegalStateException.class, () -> engine.play(Boards.X_TO_WIN)))
        .hasMessageThat()
        .isEqualTo("the engine is closed");
  }
}
