package dev.noughts.cli;

import dev.noughts.NotationException;
import dev.noughts.Position;
import dev.noughts.Verdict;
import org.jspecify.annotations.Nullable;

/** Writes what {@code check} found about each board. */
interface CheckReport {
  /** A board that parsed. */
  void judged(Source source, Position position, Verdict verdict);

  /**
   * A board that did not parse, with the text as given, every mistake, and a hint at what would fix
   * them all when there is one.
   */
  void malformed(Source source, String input, NotationException mistakes, @Nullable String hint);

  /** An input not read at all, such as a line longer than any board; {@code reason} says why. */
  void refused(Source source, String reason);
}
