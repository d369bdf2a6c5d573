package dev.noughts.cli;

/** What the process returns. */
final class ExitCode {
  /** Every board is legal: won, drawn or in progress (for game-over: every board was read). */
  static final int OK = 0;
  /** Some board is impossible or malformed. */
  static final int BAD_BOARD = 1;
  /** The command was used wrongly: an unknown option, or a file that cannot be read. */
  static final int USAGE = 2;

  private ExitCode() {}
}
