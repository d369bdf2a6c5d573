package dev.noughts;

import java.io.Serializable;
import java.util.Objects;

/**
 * One thing wrong with a game file ({@code .psq} or SGF), where it is, and what would be right.
 * Serializable, as {@link GameFileException}, which carries it, is.
 *
 * @param line the line it is on, from 1
 * @param message a sentence that says all of it, starting with the line, for example {@code line 4:
 *     8,8 is already taken by X (line 2)}
 * @since 0.1.0
 */
public record GameFileError(int line, String message) implements Serializable {

  /**
   * Checks the invariants stated above.
   *
   * @throws IllegalArgumentException when {@code line} is less than 1
   */
  public GameFileError {
    Objects.requireNonNull(message, "message");
    if (line < 1) {
      throw new IllegalArgumentException("lines count from 1, got line " + line);
    }
  }

  /** The message. */
  @Override
  public String toString() {
    return message;
  }
}
