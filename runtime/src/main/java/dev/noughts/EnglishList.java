package dev.noughts;

import java.util.List;

/** Lists items in messages as English does: {@code a}, {@code a and b}, {@code a, b and c}. */
final class EnglishList {
  private EnglishList() {}

  static String of(List<?> items) {
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
