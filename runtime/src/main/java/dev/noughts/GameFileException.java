package dev.noughts;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Thrown when a game file cannot be read as a game: it is malformed, records another game or board,
 * or breaks a rule (a move on a taken square, a move after the game was won). It carries every such
 * mistake, not only the first, up to 100: past those it only counts them, so a huge bad file cannot
 * fill the memory. Its message lists the first 20, one per line. {@link GameRecordException} has
 * the same shape.
 *
 * @since 0.1.0
 */
public final class GameFileException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  @SuppressWarnings("serial") // an unmodifiable List.copyOf of records
  private final List<GameFileError> errors;

  private final long unlistedCount;

  GameFileException(List<GameFileError> listed, long unlistedCount) {
    super(ErrorSummary.of("bad game file:", listed, unlistedCount));
    this.errors = List.copyOf(listed);
    this.unlistedCount = unlistedCount;
  }

  /** The mistakes, in the order of the file: all of them, or the first 100; never empty. */
  public List<GameFileError> getErrors() {
    return errors;
  }

  /** How many more mistakes there were than {@link #getErrors()} lists; usually 0. */
  public long getUnlistedCount() {
    return unlistedCount;
  }

  /**
   * For people, after the listed mistakes: {@code and 99900 more errors not listed}; null when
   * {@link #getUnlistedCount()} is 0.
   */
  public @Nullable String getUnlistedSummary() {
    return ErrorSummary.unlisted(unlistedCount);
  }
}
