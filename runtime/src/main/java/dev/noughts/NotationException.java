package dev.noughts;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Thrown when a board's notation is malformed. It carries every mistake found, not only the first,
 * up to 100: past those it only counts them, so a huge bad input cannot fill the memory. Its
 * message shows the first 20, one per line, and how many more there are. {@link
 * GameRecordException} has the same shape.
 *
 * @since 0.1.0
 */
public final class NotationException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  @SuppressWarnings("serial") // an unmodifiable List.copyOf of records
  private final List<InputError> errors;

  private final long unlistedCount;

  NotationException(List<InputError> errors) {
    this(errors, 0);
  }

  /**
   * The exception for a board whose first mistakes are listed and the rest only counted.
   *
   * @param listed the mistakes listed, in order: 1 to 100 of them
   * @param unlistedCount how many more were found but not listed
   */
  NotationException(List<InputError> listed, long unlistedCount) {
    super(ErrorSummary.of("malformed board:", listed, unlistedCount));
    this.errors = List.copyOf(listed);
    this.unlistedCount = unlistedCount;
  }

  /**
   * The mistakes found, in the order they stand in the input: all of them, or the first 100 when
   * there are more; never empty.
   */
  public List<InputError> getErrors() {
    return errors;
  }

  /** How many more mistakes were found than {@link #getErrors()} lists; usually 0. */
  public long getUnlistedCount() {
    return unlistedCount;
  }

  /**
   * For people, after the listed mistakes: {@code and 999901 more errors not listed}; null when
   * {@link #getUnlistedCount()} is 0.
   */
  public @Nullable String getUnlistedSummary() {
    return ErrorSummary.unlisted(unlistedCount);
  }
}
