package dev.noughts.gomocup;

import dev.noughts.Rule;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * How to run an engine process: its command line and its limits, an immutable value. Start from
 * {@link #of(String...)} for the defaults, or from {@link #builder()}, and change what you need
 * with {@link #toBuilder()}:
 *
 * <pre>{@code
 * PiskvorkOptions options =
 *     PiskvorkOptions.builder()
 *         .command("./pbrain-foo")
 *         .timePerMove(Duration.ofMillis(500))
 *         .rule(Rule.RENJU)
 *         .build();
 * PiskvorkOptions slower = options.toBuilder().timePerMove(Duration.ofSeconds(5)).build();
 * }</pre>
 *
 * <p>The values, each an accessor of the same name and a method of the {@link Builder}:
 *
 * <ul>
 *   <li>{@code command}: the program and its arguments, never empty (required)
 *   <li>{@code timePerMove}: the time for one move, sent as {@code INFO timeout_turn} (in
 *       milliseconds, at least 1): 1 second unless set
 *   <li>{@code tolerance}: how much longer than {@code timePerMove} noughts waits for the answer
 *       before it kills the process and reports {@link Fault#TIMEOUT}, for the start of a process
 *       and the exchange of lines: 500 ms unless set
 *   <li>{@code startTimeout}: the time to answer {@code START}, {@code RECTSTART}, {@code RESTART}
 *       and {@code ABOUT}, which the protocol does not count in the time per move: 10 seconds
 *       unless set
 *   <li>{@code maxMemory}: the memory the engine may use, in bytes, sent as {@code INFO
 *       max_memory}; 0 (the default) for no limit. On Linux, an engine whose process (with the
 *       processes it started that noughts knows of) holds more resident memory while noughts waits
 *       for its move is killed: {@link Fault#MEMORY_EXCEEDED}. Elsewhere noughts tells the engine,
 *       but cannot measure it.
 *   <li>{@code winLength}: how many in a row win, which the protocol cannot tell the engine: 5
 *       (gomoku) unless set. Positions with another win length are refused.
 *   <li>{@code rule}: the protocol's rule bit mask, sent as {@code INFO rule}: 0, free-style (k or
 *       more in a row win; the default), 1, exactly five in a row ({@link Rule#EXACTLY_K}), or 4,
 *       renju ({@link Rule#RENJU}, with five to win). {@link #gameRule()} is noughts' {@link Rule}
 *       for it, and positions judged by another rule are refused.
 *   <li>{@code maxMessages}: how many {@code MESSAGE} and {@code DEBUG} lines noughts skips before
 *       one answer; more is {@link Fault#RUNAWAY_OUTPUT}: 1,000 unless set
 *   <li>{@code maxLineLength}: the longest line the engine may write, in bytes; longer is {@link
 *       Fault#RUNAWAY_OUTPUT}: 4,096 unless set
 * </ul>
 *
 * @since 0.1.0
 */
public final class PiskvorkOptions {
  private final List<String> command;
  private final Duration timePerMove;
  private final Duration tolerance;
  private final Duration startTimeout;
  private final long maxMemory;
  private final int winLength;
  private final int rule;
  private final int maxMessages;
  private final int maxLineLength;

  private PiskvorkOptions(Builder builder, List<String> command) {
    this.command = command;
    this.timePerMove = builder.timePerMove;
    this.tolerance = builder.tolerance;
    this.startTimeout = builder.startTimeout;
    this.maxMemory = builder.maxMemory;
    this.winLength = builder.winLength;
    this.rule = builder.rule;
    this.maxMessages = builder.maxMessages;
    this.maxLineLength = builder.maxLineLength;
  }

  /** Options for {@code command}, with every limit at its default. */
  public static PiskvorkOptions of(String... command) {
    return builder().command(command).build();
  }

  /** Options for {@code command}, with every limit at its default. */
  public static PiskvorkOptions of(List<String> command) {
    return builder().command(command).build();
  }

  /** A builder with every limit at its default and no command yet. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder that holds these options, to change some of them. */
  public Builder toBuilder() {
    Builder builder = new Builder();
    builder.command = command;
    builder.timePerMove = timePerMove;
    builder.tolerance = tolerance;
    builder.startTimeout = startTimeout;
    builder.maxMemory = maxMemory;
    builder.winLength = winLength;
    builder.rule = rule;
    builder.maxMessages = maxMessages;
    builder.maxLineLength = maxLineLength;
    return builder;
  }

  /** The program and its arguments, never empty. */
  public List<String> command() {
    return command;
  }

  /** The time for one move, sent as {@code INFO timeout_turn}. */
  public Duration timePerMove() {
    return timePerMove;
  }

  /** How much longer than the time per move noughts waits for an answer. */
  public Duration tolerance() {
    return tolerance;
  }

  /** The time to answer {@code START}, {@code RECTSTART}, {@code RESTART} and {@code ABOUT}. */
  public Duration startTimeout() {
    return startTimeout;
  }

  /** The memory the engine may use, in bytes; 0 for no limit. */
  public long maxMemory() {
    return maxMemory;
  }

  /** How many in a row win. */
  public int winLength() {
    return winLength;
  }

  /** The protocol's rule bit mask, sent as {@code INFO rule}: 0, 1 or 4. */
  public int rule() {
    return rule;
  }

  /**
   * The rule of noughts that {@link #rule()} names: {@link Rule#FREE_STYLE} for 0, {@link
   * Rule#EXACTLY_K} for 1, {@link Rule#RENJU} for 4. The engine is given positions judged by it.
   */
  public Rule gameRule() {
    return RuleMask.ruleOf(rule);
  }

  /** How many {@code MESSAGE} and {@code DEBUG} lines noughts skips before one answer. */
  public int maxMessages() {
    return maxMessages;
  }

  /** The longest line the engine may write, in bytes. */
  public int maxLineLength() {
    return maxLineLength;
  }

  /** How long noughts waits for a move: the time per move and the tolerance. */
  Duration moveDeadline() {
    return timePerMove.plus(tolerance);
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof PiskvorkOptions that
        && command.equals(that.command)
        && timePerMove.equals(that.timePerMove)
        && tolerance.equals(that.tolerance)
        && startTimeout.equals(that.startTimeout)
        && maxMemory == that.maxMemory
        && winLength == that.winLength
        && rule == that.rule
        && maxMessages == that.maxMessages
        && maxLineLength == that.maxLineLength;
  }

  @Override
  public int hashCode() {
    return Objects.hash(
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

  @Override
  public String toString() {
    return "PiskvorkOptions{command="
        + command
        + ", timePerMove="
        + timePerMove
        + ", tolerance="
        + tolerance
        + ", startTimeout="
        + startTimeout
        + ", maxMemory="
        + maxMemory
        + ", winLength="
        + winLength
        + ", rule="
        + rule
        + ", maxMessages="
        + maxMessages
        + ", maxLineLength="
        + maxLineLength
        + "}";
  }

  /**
   * Builds {@link PiskvorkOptions}: every value at its default until set, the command required.
   * {@link #build()} checks them all.
   *
   * @since 0.1.0
   */
  public static final class Builder {
    private @Nullable List<String> command;
    private Duration timePerMove = Duration.ofSeconds(1);
    private Duration tolerance = Duration.ofMillis(500);
    private Duration startTimeout = Duration.ofSeconds(10);
    private long maxMemory;
    private int winLength = 5;
    private int rule;
    private int maxMessages = 1000;
    private int maxLineLength = 4096;

    private Builder() {}

    /** The program and its arguments. */
    public Builder command(String... command) {
      return command(List.of(command));
    }

    /** The program and its arguments. */
    public Builder command(List<String> command) {
      this.command = List.copyOf(command);
      return this;
    }

    /** The time for one move. */
    public Builder timePerMove(Duration timePerMove) {
      this.timePerMove = Objects.requireNonNull(timePerMove, "timePerMove");
      return this;
    }

    /** How much longer than the time per move noughts waits. */
    public Builder tolerance(Duration tolerance) {
      this.tolerance = Objects.requireNonNull(tolerance, "tolerance");
      return this;
    }

    /** The time to start and to answer {@code RESTART} and {@code ABOUT}. */
    public Builder startTimeout(Duration startTimeout) {
      this.startTimeout = Objects.requireNonNull(startTimeout, "startTimeout");
      return this;
    }

    /** The memory limit, in bytes; 0 for none. */
    public Builder maxMemory(long maxMemory) {
      this.maxMemory = maxMemory;
      return this;
    }

    /** How many in a row win. */
    public Builder winLength(int winLength) {
      this.winLength = winLength;
      return this;
    }

    /** The protocol's rule mask: 0, 1 or 4 ({@link #build()} refuses others). */
    public Builder rule(int mask) {
      this.rule = mask;
      return this;
    }

    /** The rule mask of {@code rule}: 0 for free-style, 1 for exactly k, 4 for renju. */
    public Builder rule(Rule rule) {
      this.rule = RuleMask.of(rule);
      return this;
    }

    /** The bound on the {@code MESSAGE} and {@code DEBUG} lines before one answer. */
    public Builder maxMessages(int maxMessages) {
      this.maxMessages = maxMessages;
      return this;
    }

    /** The bound on the length of a line, in bytes. */
    public Builder maxLineLength(int maxLineLength) {
      this.maxLineLength = maxLineLength;
      return this;
    }

    /**
     * The options.
     *
     * @throws IllegalArgumentException with every problem: no command, a time that is not positive
     *     or not a whole number of milliseconds, a bound that is not positive, a negative memory, a
     *     rule mask other than 0, 1 and 4 (the message names the rules the mask asks for), or renju
     *     with another win length than 5
     */
    public PiskvorkOptions build() {
      List<String> problems = new ArrayList<>();
      List<String> given = command;
      if (given == null || given.isEmpty()) {
        problems.add("no command: give the engine's program and arguments");
      }
      checkTime("timePerMove", timePerMove, problems);
      checkTime("tolerance", tolerance, problems);
      checkTime("startTimeout", startTimeout, problems);
      if (maxMemory < 0) {
        problems.add("maxMemory is " + maxMemory + "; give 0 for no limit");
      }
      if (winLength < 1) {
        problems.add("winLength is " + winLength + "; it is at least 1");
      }
      String ruleProblem = RuleMask.problem(rule, winLength);
      if (ruleProblem != null) {
        problems.add(ruleProblem);
      }
      checkBound("maxMessages", maxMessages, problems);
      checkBound("maxLineLength", maxLineLength, problems);
      if (!problems.isEmpty() || given == null) {
        throw new IllegalArgumentException(String.join("; ", problems));
      }
      return new PiskvorkOptions(this, given);
    }

    private static void checkTime(String name, Duration time, List<String> problems) {
      if (time.isNegative() || time.isZero() || time.toNanos() % 1_000_000 != 0) {
        problems.add(name + " is " + time + "; give a positive whole number of milliseconds");
      }
    }

    private static void checkBound(String name, int bound, List<String> problems) {
      if (bound < 1) {
        problems.add(name + " is " + bound + "; it is at least 1");
      }
    }
  }
}
