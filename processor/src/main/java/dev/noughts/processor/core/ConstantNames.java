package dev.noughts.processor.core;

/**
 * Turns a fixture's method name into its constant's name: {@code topRow} becomes {@code TOP_ROW}.
 */
final class ConstantNames {
  private ConstantNames() {}

  static String of(String methodName) {
    StringBuilder name = new StringBuilder(methodName.length() + 4);
    for (int i = 0; i < methodName.length(); i++) {
      char c = methodName.charAt(i);
      if (Character.isUpperCase(c) && i > 0 && wordStartsAt(methodName, i)) {
        name.append('_');
      }
      name.append(Character.toUpperCase(c));
    }
    return name.toString();
  }

  /** {@code aB}, {@code 1B}, and the {@code P} of {@code XMLParser} start a word. */
  private static boolean wordStartsAt(String text, int i) {
    char before = text.charAt(i - 1);
    if (before == '_') {
      return false;
    }
    if (Character.isLowerCase(before) || Character.isDigit(before)) {
      return true;
    }
    return Character.isUpperCase(before)
        && i + 1 < text.length()
        && Character.isLowerCase(text.charAt(i + 1));
  }
}
