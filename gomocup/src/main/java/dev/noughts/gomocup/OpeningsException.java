package dev.noughts.gomocup;

import java.util.List;
import java.util.stream.Collectors;

/**
 * An openings file that cannot be played: every mistake, by line.
 *
 * @since 0.1.0
 */
public final class OpeningsException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The mistakes; a list of records, serializable. */
  @SuppressWarnings("serial")
  private final List<OpeningError> errors;

  /** An exception for {@code errors}, at least one. */
  OpeningsException(List<OpeningError> errors) {
    super(errors.stream().map(OpeningError::toString).collect(Collectors.joining("; ")));
    this.errors = List.copyOf(errors);
  }

  /** Every mistake of the file, in the order of its lines. */
  public List<OpeningError> getErrors() {
    return errors;
  }
}
