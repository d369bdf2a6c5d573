package dev.noughts;

import java.util.List;

/** Small pieces of English used in messages. */
final class Texts {
  private Texts() {}

  /** {@code a}, {@code a and b}, {@code a, b and c}. */
  static String joinAnd(List<?> items) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < items.size(); i++) {
      if (i > 0) {
        text.append(i == items.size() - 1 ? " and " : ", ");
      }
      text.append(items.get(i));
    }
    return text.toString();
  }
}
