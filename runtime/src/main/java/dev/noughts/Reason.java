package dev.noughts;

import java.io.Serializable;
import java.util.Objects;

/**
 * One reason why a position is impossible: what kind of problem it is, and a message that says what
 * is wrong with this position in particular.
 *
 * @param problem the kind of problem
 * @param message what is wrong, with the numbers of this position, for example {@code O has more
 *     marks than X (X 2, O 3)}
 * @since 0.1.0
 */
public record Reason(Problem problem, String message) implements Serializable {

  /** Checks that both are given. */
  public Reason {
    Objects.requireNonNull(problem, "problem");
    Objects.requireNonNull(message, "message");
  }

  /** The message. */
  @Override
  public String toString() {
    return message;
  }
}
