package dev.noughts;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Thrown when a game record holds moves that cannot be played. It carries every such move, not only
 * the first, up to 100: past those it only counts them, so a huge bad record cannot fill the
 * memory. Its message lists the first 20, one per line, and how many more there are. {@link
 * NotationException} has the same shape.
 *
 * @since 0.1.0
 */
public final class GameRecordException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  @SuppressWarnings("serial") // an unmodifiable List.copyOf of records
  private final List<MoveError> errors;

  private final long unlistedCount;

  GameRecordException(List<MoveError> listed, long unlistedCount) {
    super(ErrorSummary.of("bad game record:", listed, unlistedCount));
    this.errors = List.copyOf(listed);
    this.unlistedCount = unlistedCount;
  }

  /**
   * The moves that could not be played, in the order of the record: all of them, or the first 100
   * when there are more; never empty.
   */
  public List<MoveError> getErrors() {
    return errors;
  }

  /** How many more moves could not be played than {@link #getErrors()} lists; usually 0. */
  public long getUnlistedCount() {
    return unlistedCount;
  }

  /**
   * For people, after the listed moves: {@code and 99900 more errors not listed}; null when {@link
   * #getUnlistedCount()} is 0.
   */
  public @Nullable String getUnlistedSummary() {
    return ErrorSummary.unlisted(unlistedCount);
  }
}
