package dev.noughts;

import java.util.Objects;

/**
 * Thrown by {@link Solver#solve} for a position it cannot solve, with the reason as a value: its
 * message is {@code cannot solve } and the position (its notation up to 8 x 8, else its size), then
 * {@code : } and the reason's {@link Unsolvable#message() message}. An {@link
 * IllegalArgumentException}, so code that caught that before still does. Serializable with its
 * reason, so it crosses from a test worker to its build whole.
 */
public final class UnsolvableException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final Unsolvable reason;

  UnsolvableException(Position position, Unsolvable reason) {
    super("cannot solve " + name(position) + ": " + reason.message());
    this.reason = Objects.requireNonNull(reason, "reason");
  }

  /** Why the position cannot be solved. */
  public Unsolvable getReason() {
    return reason;
  }

  private static String name(Position position) {
    return position.getRowCount() <= 8 && position.getColumnCount() <= 8
        ? position.toString()
        : "a " + position.getRowCount() + " x " + position.getColumnCount() + " position";
  }
}
