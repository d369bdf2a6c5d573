package dev.noughts.gomocup;

import dev.noughts.Cell;
import dev.noughts.Position;
import dev.noughts.Square;
import dev.noughts.Verdict;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * An engine in another language: a process that speaks the Gomocup (piskvork) protocol, asked for
 * its move in each position it is given. It is a {@code Function<Position, Square>}, so it goes
 * wherever noughts takes an engine:
 *
 * <pre>{@code
 * try (PiskvorkEngine engine = PiskvorkEngine.of(PiskvorkOptions.of("./pbrain-foo"))) {
 *   EngineScore.of(engine, Tactics.class).assertAtLeast(5);
 * }
 * }</pre>
 *
 * <p><b>The exchange.</b> The process is started on the first position, with {@code START size} for
 * a square board or {@code RECTSTART width,height}, then {@code INFO timeout_turn}, {@code
 * timeout_match 0}, {@code time_left}, {@code max_memory}, {@code game_type 1} and {@code rule 0}.
 * Each position is then sent as {@code BOARD}, a line {@code x,y,field} for each stone (field 1 the
 * stones of the player to move, 2 the opponent's), and {@code DONE}; the answer is a move {@code
 * x,y}, 0-based column and row (so {@code 0,0} is the square in row 1, column 1). The next position
 * on the same board begins with {@code RESTART}; a position on another board, or an engine that
 * answers {@code RESTART} with anything but {@code OK} or not within {@link
 * PiskvorkOptions#startTimeout()}, gets a new process. {@code MESSAGE} and {@code DEBUG} lines are
 * skipped, up to {@link PiskvorkOptions#maxMessages()}; {@code SUGGEST x,y} counts as the move
 * {@code x,y}. In a game on a clock, {@link #play(Position, Duration, Duration)} sends {@code INFO
 * timeout_match} and {@code INFO time_left} before {@code BOARD}. An answer is only taken after its
 * question: any other line written before a command is sent is {@link Fault#OUT_OF_TURN}. Every
 * command is written within the time given for its answer, so an engine that stops reading its
 * input ({@link Fault#STOPPED_READING}) never blocks noughts.
 *
 * <p><b>Failures.</b> {@link #play(Position)} gives what the engine made of a position as a {@link
 * Reply}: a {@link Reply.Move}, a {@link Reply.Declined} finished game, or a {@link Reply.Failure}
 * whose {@link Fault} says what went wrong and what noughts did about it. {@link #apply(Position)}
 * returns the move, null for a declined finished game, and throws a {@link PiskvorkException} for a
 * failure. An engine that overran its time ({@link PiskvorkOptions#timePerMove()} and {@link
 * PiskvorkOptions#tolerance()}), crashed, or wrote what the protocol does not allow is killed and
 * started again for the next position.
 *
 * <p><b>Finished games.</b> The protocol has no way to ask an engine about a finished game, so
 * noughts sends it as any other position (the stones of the player whose turn it would be as field
 * 1) and expects {@code ERROR}: a move there is {@link Fault#MOVED_AFTER_GAME_OVER}.
 *
 * <p><b>Processes.</b> {@link #close()} sends {@code END}, waits a second, and kills what is left:
 * the process and every process it started. A JVM shutdown hook does the same for engines nobody
 * closed. On Linux every engine process is started with the environment variable {@code
 * NOUGHTS_ENGINE_PROCESS} set to a value of its own, which every process it starts inherits, and
 * when the engine ends every process holding that value is killed, at any depth: orphans and
 * daemons in sessions of their own too. Only a process that clears that variable from its
 * environment, or runs as another user, escapes. Elsewhere the processes killed with the engine are
 * those it started that are still its descendants when it ends, and those found when it answered
 * {@code START}, {@code RECTSTART} or {@code ABOUT}: one started at another time by a process that
 * then exits is an orphan noughts does not see. One engine runs one process and answers one
 * position at a time (its methods are synchronized); for positions in parallel, use one engine per
 * thread.
 *
 * @since 0.1.0
 */
public final class PiskvorkEngine implements Function<Position, @Nullable Square>, AutoCloseable {
  /** How long {@code END} has before the process is killed, as the protocol suggests. */
  private static final Duration END_GRACE = Duration.ofSeconds(1);

  /** How often the memory of an engine with a {@link PiskvorkOptions#maxMemory()} is measured. */
  private static final Duration MEMORY_POLL = Duration.ofMillis(20);

  /** The longest part of an engine's line a message quotes. */
  private static final int QUOTED = 200;

  private final PiskvorkOptions options;
  private @Nullable BrainProcess process;
  private int rows;
  private int columns;
  private boolean closed;

  /** The engine's last answer and its question, for a message about what came after it. */
  private @Nullable String lastAnswer;

  private int failedRestarts;

  private PiskvorkEngine(PiskvorkOptions options) {
    this.options = Objects.requireNonNull(options, "options");
  }

  /** An engine run with {@code options}; its process starts with the first position. */
  public static PiskvorkEngine of(PiskvorkOptions options) {
    return new PiskvorkEngine(options);
  }

  /** The options it runs with. */
  public PiskvorkOptions getOptions() {
    return options;
  }

  /**
   * The engine's move in {@code position}; null when the game is over and the engine rightly
   * answered {@code ERROR}.
   *
   * @throws PiskvorkException when the engine did not answer with a legal move (its {@link
   *     PiskvorkException#getFailure() failure} says what it did)
   * @throws IllegalArgumentException as {@link #play(Position)}
   * @throws IllegalStateException as {@link #play(Position)}
   */
  @Override
  public @Nullable Square apply(Position position) {
    Reply reply = play(position);
    if (reply instanceof Reply.Failure failure) {
      throw new PiskvorkException(failure);
    }
    return reply instanceof Reply.Move move ? move.square() : null;
  }

  /**
   * What the engine makes of {@code position}: its move, its refusal of a finished game, or what
   * went wrong.
   *
   * @throws IllegalArgumentException when the protocol cannot express the position: its win length
   *     is not {@link PiskvorkOptions#winLength()}, or it is impossible (nobody's turn can be told)
   * @throws IllegalStateException when the engine is closed
   * @throws CancellationException when the thread is interrupted while it waits for the engine,
   *     whose process is then killed
   */
  public synchronized Reply play(Position position) {
    return ask(position, null, null);
  }

  /**
   * What the engine makes of {@code position} in a game played on a clock: as {@link
   * #play(Position)}, but the engine is first told the time of the whole game, {@code INFO
   * timeout_match}, and what is left of it on its clock, {@code INFO time_left} (in milliseconds),
   * and has the shorter of its time per move and {@code timeLeft} (at least 1 ms), with the
   * tolerance, before it is out of time ({@link Fault#TIMEOUT}).
   *
   * @param timeForGame the time of the whole game for one player, more than 0
   * @param timeLeft what is left of it on the engine's clock, more than 0
   * @throws IllegalArgumentException as {@link #play(Position)}, or when a time is not positive
   * @throws IllegalStateException as {@link #play(Position)}
   * @throws CancellationException as {@link #play(Position)}
   * @since 0.1.0
   */
  public synchronized Reply play(Position position, Duration timeForGame, Duration timeLeft) {
    if (timeForGame.isNegative()
        || timeForGame.isZero()
        || timeLeft.isNegative()
        || timeLeft.isZero()) {
      throw new IllegalArgumentException(
          "the time for the game and the time left are more than 0, got "
              + timeForGame.toMillis()
              + " ms and "
              + timeLeft.toMillis()
              + " ms");
    }
    return ask(position, timeForGame, timeLeft);
  }

  private Reply ask(
      Position position, @Nullable Duration timeForGame, @Nullable Duration timeLeft) {
    checkPlayable(position);
    boolean over = !(position.getVerdict() instanceof Verdict.InProgress);
    Cell own = position.getXCount() == position.getOCount() ? Cell.X : Cell.O;
    Duration turn = options.timePerMove();
    List<String> lines = new ArrayList<>();
    if (timeForGame != null && timeLeft != null) {
      lines.add("INFO timeout_match " + Math.max(1, timeForGame.toMillis()));
      lines.add("INFO time_left " + Math.max(1, timeLeft.toMillis()));
      if (timeLeft.compareTo(turn) < 0) {
        turn = timeLeft.toMillis() < 1 ? Duration.ofMillis(1) : timeLeft;
      }
    }
    Duration deadline = timeLeft == null ? options.moveDeadline() : turn.plus(options.tolerance());
    try {
      BrainProcess brain = ready(position.getRowCount(), position.getColumnCount());
      lines.add("BOARD");
      lines.addAll(Coordinates.board(position, own));
      lines.add("DONE");
      send(brain, lines, false, deadline);
      String answer = await(brain, deadline, false, "the position", turn);
      return judge(brain, answer, position, over);
    } catch (Failed failed) {
      return failed.failure;
    }
  }

  /**
   * How many times the engine gave no answer to {@code RESTART} within {@link
   * PiskvorkOptions#startTimeout()} (or ended), so that it was killed and a new process started in
   * its place for the position: a run goes on, and a report may say so. An engine that answers
   * {@code RESTART} with {@code UNKNOWN}, as the protocol allows, is started again but not counted.
   */
  public synchronized int getFailedRestarts() {
    return failedRestarts;
  }

  /**
   * The engine's answer to {@code ABOUT}: one line, by the protocol's recommendation {@code
   * name="...", version="..."}, within {@link PiskvorkOptions#startTimeout()}. Starts the process
   * if none runs.
   *
   * @throws PiskvorkException when the engine answered {@code UNKNOWN} or {@code ERROR}, or did not
   *     answer
   * @throws IllegalStateException when the engine is closed
   */
  public synchronized String about() {
    checkOpen();
    try {
      BrainProcess brain = process != null ? process : launch();
      send(brain, List.of("ABOUT"), true, options.startTimeout());
      String answer = await(brain, options.startTimeout(), true, "ABOUT", null);
      brain.remember();
      if (isWord(answer, "UNKNOWN") || isWord(answer, "ERROR")) {
        throw new PiskvorkException(
            new Reply.Failure(
                isWord(answer, "ERROR") ? Fault.ERROR : Fault.UNKNOWN,
                "the engine answered ABOUT with \"" + quote(answer) + "\""));
      }
      return answer;
    } catch (Failed failed) {
      throw new PiskvorkException(failed.failure);
    }
  }

  /**
   * Ends the process: {@code END}, a second to go, then it and every process it started are killed.
   * The engine answers no more positions. Closing a closed engine does nothing.
   */
  @Override
  public synchronized void close() {
    closed = true;
    if (process != null) {
      process.end(END_GRACE);
      process = null;
    }
  }

  private void checkPlayable(Position position) {
    Objects.requireNonNull(position, "position");
    checkOpen();
    if (position.getWinLength() != options.winLength()) {
      throw new IllegalArgumentException(
          "the position has "
              + position.getWinLength()
              + " in a row to win, and this engine plays "
              + options.winLength()
              + " (PiskvorkOptions.winLength): the protocol cannot tell an engine the win length");
    }
    if (position.getRule() != options.gameRule()) {
      throw new IllegalArgumentException(
          "the position is judged by "
              + position.getRule()
              + ", and this engine plays "
              + options.gameRule()
              + " (PiskvorkOptions.rule "
              + options.rule()
              + ", sent as INFO rule): give the engine positions of its rule, or start it with"
              + " rule "
              + RuleMask.of(position.getRule()));
    }
    if (position.getVerdict() instanceof Verdict.Impossible impossible) {
      throw new IllegalArgumentException(
          "the position is " + impossible + ": nobody's turn can be sent to the engine");
    }
  }

  private void checkOpen() {
    if (closed) {
      throw new IllegalStateException("the engine is closed");
    }
  }

  /** The process, started on a board of {@code rows} x {@code columns} and ready for a position. */
  private BrainProcess ready(int rows, int columns) throws Failed {
    BrainProcess running = process;
    if (running != null && rows == this.rows && columns == this.columns) {
      checkInTurn(running, "RESTART"); // a line out of turn is a fault to report, not restart on
      try {
        send(running, List.of("RESTART"), true, options.startTimeout());
        if (isWord(await(running, options.startTimeout(), true, "RESTART", null), "OK")) {
          return running;
        }
      } catch (Failed noRestart) {
        // Silent or ended: killed already, and started again below. (Another answer is the
        // protocol's way to say RESTART is not supported: that engine is started again too.)
        failedRestarts++;
      }
    }
    if (process != null) {
      process.end(END_GRACE);
      process = null;
    }
    BrainProcess brain = launch();
    String start = rows == columns ? "START " + rows : "RECTSTART " + columns + "," + rows;
    send(brain, List.of(start), true, options.startTimeout());
    String answer = await(brain, options.startTimeout(), true, start, null);
    if (!isWord(answer, "OK")) {
      boolean refused = isWord(answer, "ERROR") || isWord(answer, "UNKNOWN");
      stop(brain, refused);
      throw new Failed(
          refused ? Fault.BOARD_REFUSED : Fault.MALFORMED,
          "the engine answered "
              + start
              + " with \""
              + quote(answer)
              + "\""
              + (refused
                  ? ": it does not play on a " + columns + " x " + rows + " board"
                  : ", not OK; the process was killed"));
    }
    brain.remember();
    send(
        brain,
        List.of(
            "INFO timeout_turn " + options.timePerMove().toMillis(),
            "INFO timeout_match 0",
            "INFO time_left " + Integer.MAX_VALUE,
            "INFO max_memory " + options.maxMemory(),
            "INFO game_type 1",
            "INFO rule " + options.rule()),
        true,
        options.startTimeout());
    this.rows = rows;
    this.columns = columns;
    return brain;
  }

  private BrainProcess launch() throws Failed {
    try {
      BrainProcess brain = BrainProcess.start(options.command(), options.maxLineLength());
      process = brain;
      lastAnswer = null;
      return brain;
    } catch (IOException cannot) {
      throw new Failed(
          Fault.NOT_STARTED, "cannot run " + String.join(" ", options.command()) + ": " + cannot);
    }
  }

  private Reply judge(BrainProcess brain, String answer, Position position, boolean over)
      throws Failed {
    if (isWord(answer, "ERROR")) {
      String message = answer.substring("ERROR".length()).strip();
      if (over) {
        return new Reply.Declined(message);
      }
      return new Reply.Failure(
          Fault.ERROR, "the engine answered the position with \"" + quote(answer) + "\"");
    }
    if (isWord(answer, "UNKNOWN")) {
      return new Reply.Failure(
          Fault.UNKNOWN, "the engine answered the position with \"" + quote(answer) + "\"");
    }
    String move = isWord(answer, "SUGGEST") ? answer.substring("SUGGEST".length()) : answer;
    Coordinates.Point point = Coordinates.parse(move);
    if (point == null) {
      stop(brain, false);
      return new Reply.Failure(
          Fault.MALFORMED,
          "the engine answered \""
              + quote(answer)
              + "\", which is no move x,y; the process was killed");
    }
    if (!point.isOn(position)) {
      return new Reply.Failure(
          Fault.OFF_BOARD,
          String.format(
              "the engine played %s, off the %d x %d board (x is 0 to %d, y 0 to %d)",
              point,
              position.getColumnCount(),
              position.getRowCount(),
              position.getColumnCount() - 1,
              position.getRowCount() - 1));
    }
    Square square = point.toSquare();
    if (over) {
      return new Reply.Failure(
          Fault.MOVED_AFTER_GAME_OVER,
          "the engine played "
              + point
              + ", square "
              + square
              + ", in a finished game ("
              + position.getVerdict()
              + "); the answer to a finished game is ERROR");
    }
    Cell cell = position.get(square);
    if (cell != Cell.EMPTY) {
      return new Reply.Failure(
          Fault.OCCUPIED,
          "the engine played " + point + ", square " + square + ", which already holds " + cell);
    }
    return new Reply.Move(square);
  }

  /**
   * The engine's next line that is not {@code MESSAGE} or {@code DEBUG}, stripped, within {@code
   * limit}. {@code starting}: whether the process is starting (a failure is then {@link
   * Fault#NOT_STARTED}); {@code timePerMove}: the time per move a timeout names, if any.
   */
  private String await(
      BrainProcess brain,
      Duration limit,
      boolean starting,
      String waitingFor,
      @Nullable Duration timePerMove)
      throws Failed {
    long deadline = System.nanoTime() + limit.toNanos();
    // Memory is watched while the engine thinks about a position, once it was told its limit.
    boolean watched = !starting && options.maxMemory() > 0 && ResidentMemory.isMeasurable();
    int messages = 0;
    try {
      while (true) {
        Duration left = Duration.ofNanos(deadline - System.nanoTime());
        Output output = brain.next(watched && left.compareTo(MEMORY_POLL) > 0 ? MEMORY_POLL : left);
        if (output == null && deadline - System.nanoTime() > 0) {
          checkMemory(brain, waitingFor); // 20 ms without a line: a look at its memory
          continue;
        }
        if (output == null) {
          stop(brain, false);
          throw new Failed(
              starting ? Fault.NOT_STARTED : Fault.TIMEOUT,
              "no answer to "
                  + waitingFor
                  + (timePerMove == null
                      ? " within " + millis(limit)
                      : String.format(
                          Locale.ROOT,
                          ": timed out after %s (limit %,d + tolerance %,d)",
                          millis(limit),
                          timePerMove.toMillis(),
                          limit.minus(timePerMove).toMillis()))
                  + "; the process was killed");
        }
        if (output instanceof Output.Line line) {
          String text = line.text().strip();
          if (text.isEmpty()) {
            continue;
          }
          if (!isWord(text, "MESSAGE") && !isWord(text, "DEBUG")) {
            lastAnswer = "\"" + quote(text) + "\" to " + waitingFor;
            return text;
          }
          if (++messages > options.maxMessages()) {
            throw runaway(brain, "before the answer to " + waitingFor);
          }
        } else if (output instanceof Output.Overlong overlong) {
          stop(brain, false);
          throw new Failed(
              Fault.RUNAWAY_OUTPUT,
              String.format(
                  "a line longer than %,d bytes (PiskvorkOptions.maxLineLength) before the"
                      + " answer to %s; the process was killed",
                  overlong.limit(), waitingFor));
        } else {
          throw ended(brain, starting, "before it answered " + waitingFor);
        }
      }
    } catch (InterruptedException interrupted) {
      throw cancelled(brain, interrupted, "while waiting for the answer to " + waitingFor);
    }
  }

  /** The failure of an engine that wrote too many messages {@code when}; it is killed. */
  private Failed runaway(BrainProcess brain, String when) {
    stop(brain, false);
    return new Failed(
        Fault.RUNAWAY_OUTPUT,
        String.format(
            "more than %,d MESSAGE and DEBUG lines %s (PiskvorkOptions.maxMessages); the process"
                + " was killed",
            options.maxMessages(), when));
  }

  /** Kills {@code brain} for an interruption {@code when}, keeping the thread interrupted. */
  private CancellationException cancelled(
      BrainProcess brain, InterruptedException interrupted, String when) {
    stop(brain, false);
    Thread.currentThread().interrupt();
    CancellationException cancelled =
        new CancellationException("interrupted " + when + "; the process was killed");
    cancelled.initCause(interrupted);
    return cancelled;
  }

  /** Kills {@code brain} when it holds more than its {@link PiskvorkOptions#maxMemory()}. */
  private void checkMemory(BrainProcess brain, String waitingFor) throws Failed {
    long used = brain.residentBytes();
    if (used > options.maxMemory()) {
      stop(brain, false);
      throw new Failed(
          Fault.MEMORY_EXCEEDED,
          String.format(
              Locale.ROOT,
              "the engine held %s of memory while it worked on %s, more than the %s of"
                  + " maxMemory; the process was killed",
              mebibytes(used),
              waitingFor,
              mebibytes(options.maxMemory())));
    }
  }

  private static String mebibytes(long bytes) {
    return String.format(Locale.ROOT, "%,.1f MiB", bytes / (double) (1 << 20));
  }

  /**
   * Sends {@code lines} within {@code limit}, after checking that the engine wrote nothing out of
   * turn since its last answer.
   */
  private void send(BrainProcess brain, List<String> lines, boolean starting, Duration limit)
      throws Failed {
    String question = lines.get(0);
    checkInTurn(brain, question);
    try {
      brain.send(limit, lines);
    } catch (IOException closed) {
      throw ended(brain, starting, "while it was sent " + question);
    } catch (TimeoutException full) {
      stop(brain, false);
      throw new Failed(
          Fault.STOPPED_READING,
          "the engine did not read "
              + question
              + " within "
              + millis(limit)
              + ": it stopped reading its input; the process was killed");
    } catch (InterruptedException interrupted) {
      throw cancelled(brain, interrupted, "while it was sent " + question);
    }
  }

  /**
   * Fails when the engine wrote a line other than {@code MESSAGE} or {@code DEBUG} after its last
   * answer, before {@code question}: an answer to nothing asked yet, which would otherwise be taken
   * as the answer to {@code question}.
   */
  private void checkInTurn(BrainProcess brain, String question) throws Failed {
    int messages = 0;
    for (Output early = brain.ready(); early != null; early = brain.ready()) {
      if (!(early instanceof Output.Line line)) {
        brain.putBack(early); // an end or an overlong line: the answer's wait reports it
        return;
      }
      String text = line.text().strip();
      if (text.isEmpty()) {
        continue;
      }
      if (!isWord(text, "MESSAGE") && !isWord(text, "DEBUG")) {
        stop(brain, false);
        throw new Failed(
            Fault.OUT_OF_TURN,
            "the engine wrote \""
                + quote(text)
                + "\" before it was sent "
                + question
                + (lastAnswer == null ? "" : ", after its answer " + lastAnswer)
                + ": an answer to nothing asked; the process was killed");
      }
      if (++messages > options.maxMessages()) {
        throw runaway(brain, "before " + question + " was sent");
      }
    }
  }

  /** The failure of a process that ended {@code when}, with its exit code and stderr tail. */
  private Failed ended(BrainProcess brain, boolean starting, String when) {
    Integer code;
    try {
      code = brain.exitCode(Duration.ofSeconds(1));
    } catch (InterruptedException interrupted) {
      Thread.currentThread().interrupt();
      code = null;
    }
    stop(brain, false);
    String tail = Printable.lines(brain.stderrTail());
    return new Failed(
        starting ? Fault.NOT_STARTED : Fault.CRASH,
        (code == null
                ? "the engine closed its output " + when + "; the process was killed"
                : "the engine exited with code " + code + " " + when)
            + (tail.isEmpty()
                ? "; it wrote nothing to standard error"
                : "; the end of its standard error: " + tail));
  }

  /** Ends {@code brain}: politely ({@code END} first) when it is in step, else killed. */
  private void stop(BrainProcess brain, boolean polite) {
    if (polite) {
      brain.end(END_GRACE);
    } else {
      brain.kill();
    }
    if (process == brain) {
      process = null;
    }
  }

  /** Whether {@code line} is {@code word}, alone or followed by a space and more. */
  private static boolean isWord(String line, String word) {
    return line.startsWith(word)
        && (line.length() == word.length() || Character.isWhitespace(line.charAt(word.length())));
  }

  /** {@code line} as a message quotes it: its start, safe to print. */
  private static String quote(String line) {
    return Printable.line(line.length() <= QUOTED ? line : line.substring(0, QUOTED) + "...");
  }

  private static String millis(Duration duration) {
    return String.format("%,d ms", duration.toMillis());
  }

  /** A failure on its way out of the exchange, to be returned as the reply. */
  private static final class Failed extends Exception {
    private static final long serialVersionUID = 1L;

    @SuppressWarnings("serial") // never serialized: caught in this class
    private final Reply.Failure failure;

    Failed(Fault fault, String message) {
      super(message, null, false, false);
      this.failure = new Reply.Failure(fault, message);
    }
  }
}
