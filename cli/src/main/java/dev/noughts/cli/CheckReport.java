package dev.noughts.cli;

import dev.noughts.InputError;
import dev.noughts.Position;
import dev.noughts.Verdict;
import java.util.List;

/** Writes what {@code check} found about each board. */
interface CheckReport {
  /**
   * A board that parsed.
   *
   * @param source where it came from, such as {@code games.txt:12}
   */
  void judged(String source, Position position, Verdict verdict);

  /** A board that did not parse, with the text as given and every mistake. */
  void malformed(String source, String input, List<InputError> errors);
}
