package dev.noughts;

import java.util.ArrayList;
import java.util.List;

/**
 * Thrown when a board's notation is malformed. It carries every mistake found, not only the first,
 * up to 100: a board with more lists its first 100 and ends with one error of kind {@link
 * InputError.Kind#MORE_ERRORS} that counts the rest, so a huge bad input cannot fill the memory.
 * Its message shows the first 20, one per line, and how many more there are.
 */
public final class NotationException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  @SuppressWarnings("serial") // an unmodifiable List.copyOf of records
  private final List<InputError> errors;

  NotationException(List<InputError> errors) {
    this(errors, 0);
  }

  /**
   * The exception for a board whose first mistakes are listed and the rest only counted.
   *
   * @param listed the mistakes listed, in order
   * @param unlisted how many more were found but not listed; when any, the errors end with one of
   *     kind {@link InputError.Kind#MORE_ERRORS} that says how many
   */
  NotationException(List<InputError> listed, long unlisted) {
    super(ErrorSummary.of("malformed board:", listed, unlisted));
    this.errors = unlisted == 0 ? List.copyOf(listed) : withCount(listed, unlisted);
  }

  /**
   * The mistakes found, in the order they stand in the input, at most 100 of them and then, if
   * there were more, one of kind {@link InputError.Kind#MORE_ERRORS} that counts the rest; never
   * empty.
   */
  public List<InputError> getErrors() {
    return errors;
  }

  private static List<InputError> withCount(List<InputError> listed, long unlisted) {
    List<InputError> errors = new ArrayList<>(listed);
    errors.add(
        InputError.ofBoard(
            InputError.Kind.MORE_ERRORS,
            "and " + unlisted + (unlisted == 1 ? " more error" : " more errors") + " not listed"));
    return List.copyOf(errors);
  }
}
