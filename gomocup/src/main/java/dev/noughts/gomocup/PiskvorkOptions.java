package dev.noughts.gomocup;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * How to run an engine process: its command line and its limits. Start from {@link #of(String...)}
 * and change what you need:
 *
 * <pre>{@code
 * PiskvorkOptions options =
 *     PiskvorkOptions.of("./pbrain-foo").withTimePerMove(Duration.ofMillis(500));
 * }</pre>
 *
 * @param command the program and its arguments, never empty
 * @param timePerMove the time for one move, sent as {@code INFO timeout_turn} (in milliseconds, at
 *     least 1): 1 second unless set
 * @param tolerance how much longer than {@code timePerMove} noughts waits for the answer before it
 *     kills the process and reports {@link Fault#TIMEOUT}, for the start of a process and the
 *     exchange of lines: 500 ms unless set
 * @param startTimeout the time to answer {@code START}, {@code RECTSTART}, {@code RESTART} and
 *     {@code ABOUT}, which the protocol does not count in the time per move: 10 seconds unless set
 * @param maxMemory the memory the engine may use, in bytes, sent as {@code INFO max_memory}; 0 (the
 *     default) for no limit. On Linux, an engine whose process (with the processes it started that
 *     noughts knows of) holds more resident memory while noughts waits for its move is killed:
 *     {@link Fault#MEMORY_EXCEEDED}. Elsewhere noughts tells the engine, but cannot measure it.
 * @param winLength how many in a row win, which the protocol cannot tell the engine: 5 (gomoku)
 *     unless set. Positions with another win length are refused.
 * @param rule the protocol's rule bit mask, sent as {@code INFO rule}: only 0, free-style (k or
 *     more in a row win), which is noughts' rule
 * @param maxMessages how many {@code MESSAGE} and {@code DEBUG} lines noughts skips before one
 *     answer; more is {@link Fault#RUNAWAY_OUTPUT}: 1,000 unless set
 * @param maxLineLength the longest line the engine may write, in bytes; longer is {@link
 *     Fault#RUNAWAY_OUTPUT}: 4,096 unless set
 * @since 0.1.0
 */
public record PiskvorkOptions(
    List<String> command,
    Duration timePerMove,
    Duration tolerance,
    Duration startTimeout,
    long maxMemory,
    int winLength,
    int rule,
    int maxMessages,
    int maxLineLength) {

  /**
   * Checks every value.
   *
   * @throws IllegalArgumentException when the command is empty, a time is not positive or not a
   *     whole number of milliseconds, a bound is not positive, the memory is negative, or the rule
   *     is not 0 (the message names the rules the mask asks for)
   */
  public PiskvorkOptions {
    command = List.copyOf(command);
    if (command.isEmpty()) {
      throw new IllegalArgumentException("no command: give the engine's program and arguments");
    }
    checkTime("timePerMove", timePerMove);
    checkTime("tolerance", tolerance);
    checkTime("startTimeout", startTimeout);
    if (maxMemory < 0) {
      throw new IllegalArgumentException("maxMemory is " + maxMemory + "; give 0 for no limit");
    }
    if (winLength < 1) {
      throw new IllegalArgumentException("winLength is " + winLength + "; it is at least 1");
    }
    if (rule != 0) {
      throw new IllegalArgumentException(
          "rule "
              + rule
              + " ("
              + RuleMask.describe(rule)
              + ") is not supported: noughts judges free-style k in a row, rule 0, where k or more"
              + " in a row win");
    }
    checkBound("maxMessages", maxMessages);
    checkBound("maxLineLength", maxLineLength);
  }

  /** Options for {@code command}, with every limit at its default. */
  public static PiskvorkOptions of(String... command) {
    return of(List.of(command));
  }

  /** Options for {@code command}, with every limit at its default. */
  public static PiskvorkOptions of(List<String> command) {
    return new PiskvorkOptions(
        command,
        Duration.ofSeconds(1),
        Duration.ofMillis(500),
        Duration.ofSeconds(10),
        0,
        5,
        0,
        1000,
        4096);
  }

  /** These options with another time per move. */
  public PiskvorkOptions withTimePerMove(Duration timePerMove) {
    return new PiskvorkOptions(
        command,
        timePerMove,
        tolerance,
        startTimeout,
        maxMemory,
        winLength,
        rule,
        maxMessages,
        maxLineLength);
  }

  /** These options with another tolerance. */
  public PiskvorkOptions withTolerance(Duration tolerance) {
    return new PiskvorkOptions(
        command,
        timePerMove,
        tolerance,
        startTimeout,
        maxMemory,
        winLength,
        rule,
        maxMessages,
        maxLineLength);
  }

  /** These options with another time to start. */
  public PiskvorkOptions withStartTimeout(Duration startTimeout) {
    return new PiskvorkOptions(
        command,
        timePerMove,
        tolerance,
        startTimeout,
        maxMemory,
        winLength,
        rule,
        maxMessages,
        maxLineLength);
  }

  /** These options with another memory limit, in bytes; 0 for none. */
  public PiskvorkOptions withMaxMemory(long maxMemory) {
    return new PiskvorkOptions(
        command,
        timePerMove,
        tolerance,
        startTimeout,
        maxMemory,
        winLength,
        rule,
        maxMessages,
        maxLineLength);
  }

  /** These options with another win length. */
  public PiskvorkOptions withWinLength(int winLength) {
    return new PiskvorkOptions(
        command,
        timePerMove,
        tolerance,
        startTimeout,
        maxMemory,
        winLength,
        rule,
        maxMessages,
        maxLineLength);
  }

  /**
   * These options with another rule mask: only 0 is accepted, so this is where a mask from a
   * configuration or a command line is refused with its reason.
   *
   * @throws IllegalArgumentException when {@code rule} is not 0
   */
  public PiskvorkOptions withRule(int rule) {
    return new PiskvorkOptions(
        command,
        timePerMove,
        tolerance,
        startTimeout,
        maxMemory,
        winLength,
        rule,
        maxMessages,
        maxLineLength);
  }

  /** These options with another bound on the {@code MESSAGE} and {@code DEBUG} lines. */
  public PiskvorkOptions withMaxMessages(int maxMessages) {
    return new PiskvorkOptions(
        command,
        timePerMove,
        tolerance,
        startTimeout,
        maxMemory,
        winLength,
        rule,
        maxMessages,
        maxLineLength);
  }

  /** These options with another bound on the length of a line. */
  public PiskvorkOptions withMaxLineLength(int maxLineLength) {
    return new PiskvorkOptions(
        command,
        timePerMove,
        tolerance,
        startTimeout,
        maxMemory,
        winLength,
        rule,
        maxMessages,
        maxLineLength);
  }

  /** How long noughts waits for a move: the time per move and the tolerance. */
  Duration moveDeadline() {
    return timePerMove.plus(tolerance);
  }

  private static void checkTime(String name, Duration time) {
    Objects.requireNonNull(time, name);
    if (time.isNegative() || time.isZero() || time.toNanos() % 1_000_000 != 0) {
      throw new IllegalArgumentException(
          name + " is " + time + "; give a positive whole number of milliseconds");
    }
  }

  private static void checkBound(String name, int bound) {
    if (bound < 1) {
      throw new IllegalArgumentException(name + " is " + bound + "; it is at least 1");
    }
  }
}
