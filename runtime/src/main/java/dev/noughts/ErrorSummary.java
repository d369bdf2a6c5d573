package dev.noughts;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The one shape of a capped list of mistakes, for {@link NotationException} and {@link
 * GameRecordException}: the first {@link #MAX_LISTED} listed, the rest only counted, so that a huge
 * bad input cannot fill the memory; and the message that shows them.
 */
final class ErrorSummary {
  /** How many mistakes an exception lists; past this, they are only counted. */
  static final int MAX_LISTED = 100;

  private static final int ERRORS_IN_MESSAGE = 20;

  private ErrorSummary() {}

  /**
   * {@code header}, then the first 20 of {@code listed} one per line, then how many more there are
   * among the rest of {@code listed} and the {@code unlisted} ones that were only counted.
   */
  static String of(String header, List<?> listed, long unlisted) {

    StringBuilder text = new StringBuilder(header);
    listed.stream().limit(ERRORS_IN_MESSAGE).forEach(error -> text.append("\n  ").append(error));
    long unshown = listed.size() + unlisted - Math.min(listed.size(), ERRORS_IN_MESSAGE);
    if (unshown > 0) {
      text.append("\n  ... and ").append(unshown).append(" more");
    }
    return text.toString();
  }

  /**
   * The sentence for the mistakes counted but not listed, such as {@code and 5 more errors not
   * listed}; null when there are none.
   */
  static @Nullable String unlisted(long count) {
    return count == 0
        ? null
        : "and " + count + (count == 1 ? " more error" : " more errors") + " not listed";
  }
}
