package dev.noughts.cli;

import dev.noughts.InputError;
import dev.noughts.Position;
import dev.noughts.Verdict;
import java.util.List;

/** Writes what {@code check} found about each board. */
interface CheckReport {
  /** A board that parsed. */
  void judged(Source source, Position position, Verdict verdict);

  /** A board that did not parse, with the text as given and every mistake. */
  void malformed(Source source, String input, List<InputError> errors);

  /** An input not read at all, such as a line longer than any board; {@code reason} says why. */
  void refused(Source source, String reason);
}
