package dev.noughts.gomocup;

import java.util.Objects;

/**
 * One mistake of an openings file: its line, from 1, and what is wrong there and what would be
 * right.
 *
 * @param line the line, from 1
 * @param message what is wrong, in a sentence
 * @since 0.1.0
 */
public record OpeningError(int line, String message) {
  /** Checks that the line is positive and the message given. */
  public OpeningError {
    Objects.requireNonNull(message, "message");
    if (line < 1) {
      throw new IllegalArgumentException("lines are counted from 1, got " + line);
    }
  }

  /** For example {@code line 3: move 2 (9,0): the square is off the 15 x 15 board}. */
  @Override
  public String toString() {
    return "line " + line + ": " + message;
  }
}
