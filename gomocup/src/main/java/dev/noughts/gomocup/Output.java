package dev.noughts.gomocup;

/** One event of an engine's standard output, as {@link OutputReader} reads it. */
sealed interface Output {
  /** A whole line, without its line break; never longer than the bound. */
  record Line(String text) implements Output {}

  /** A line grew past {@code limit} bytes without a line break; the rest of it is skipped. */
  record Overlong(int limit) implements Output {}

  /** The output ended: the process closed it or ended. */
  record End() implements Output {}
}
