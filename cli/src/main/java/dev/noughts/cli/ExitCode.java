package dev.noughts.cli;

/** What the process returns. */
final class ExitCode {
  /** Every board is legal: won, drawn or in progress (for game-over: every board was read). */
  static final int OK = 0;

  /** Some board is impossible or malformed. */
  static final int BAD_BOARD = 1;

  /** The command was used wrongly, such as with an unknown option or no command. */
  static final int USAGE = 2;

  /** An input could not be read, or results could not be written; the same code as usage. */
  static final int IO_ERROR = 2;

  /**
   * Interrupted by Ctrl-C ({@code SIGINT}): the JVM exits with 128 plus the signal's number, after
   * {@code noughts engine} has reported what it judged until then.
   */
  static final int SIGINT = 130;

  /** Interrupted by {@code SIGTERM}, 128 plus its number; as {@link #SIGINT}. */
  static final int SIGTERM = 143;

  private ExitCode() {}
}
