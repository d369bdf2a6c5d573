package dev.noughts;

import java.util.List;

/**
 * Thrown when a game record holds moves that cannot be played. It carries every such move, not only
 * the first; its message lists them one per line.
 */
public final class GameRecordException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;
  private static final int ERRORS_IN_MESSAGE = 20;

  @SuppressWarnings("serial") // an unmodifiable List.copyOf of records
  private final List<MoveError> errors;

  GameRecordException(List<MoveError> errors) {
    super(summary(errors));
    this.errors = List.copyOf(errors);
  }

  /** Every move that could not be played, in the order of the record; never empty. */
  public List<MoveError> getErrors() {
    return errors;
  }

  private static String summary(List<MoveError> errors) {
    StringBuilder text = new StringBuilder("bad game record:");
    errors.stream().limit(ERRORS_IN_MESSAGE).forEach(error -> text.append("\n  ").append(error));
    if (errors.size() > ERRORS_IN_MESSAGE) {
      text.append("\n  ... and ").append(errors.size() - ERRORS_IN_MESSAGE).append(" more");
    }
    return text.toString();
  }
}
