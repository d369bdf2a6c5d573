package dev.noughts;

import java.util.List;

/**
 * Thrown when a board's notation is malformed. It carries every mistake found, not only the first;
 * its message lists them one per line.
 */
public final class NotationException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;
  private static final int ERRORS_IN_MESSAGE = 20;

  @SuppressWarnings("serial") // an unmodifiable List.copyOf of records
  private final List<InputError> errors;

  NotationException(List<InputError> errors) {
    super(summary(errors));
    this.errors = List.copyOf(errors);
  }

  /** Every mistake found, in the order they stand in the input; never empty. */
  public List<InputError> getErrors() {
    return errors;
  }

  private static String summary(List<InputError> errors) {
    StringBuilder text = new StringBuilder("malformed board:");
    errors.stream().limit(ERRORS_IN_MESSAGE).forEach(error -> text.append("\n  ").append(error));
    if (errors.size() > ERRORS_IN_MESSAGE) {
      text.append("\n  ... and ").append(errors.size() - ERRORS_IN_MESSAGE).append(" more");
    }
    return text.toString();
  }
}
