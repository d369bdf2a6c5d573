package dev.noughts;

import java.util.List;

/** The message of an exception that carries a list of mistakes: the first 20, then a count. */
final class ErrorSummary {
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
}
