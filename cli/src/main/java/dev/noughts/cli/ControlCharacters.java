package dev.noughts.cli;

/**
 * Makes text from the input safe to print on a terminal: a control character (such as ESC, which
 * starts terminal escape sequences) is shown by its code point, {@code U+001B}, as the parser's
 * errors name it. Tabs are kept.
 */
final class ControlCharacters {
  private ControlCharacters() {}

  static String escape(String text) {
    if (text.chars().noneMatch(ControlCharacters::isEscaped)) {
      return text;
    }
    StringBuilder escaped = new StringBuilder(text.length() + 16);
    text.chars()
        .forEach(
            c -> {
              if (isEscaped(c)) {
                escaped.append(String.format("U+%04X", c));
              } else {
                escaped.append((char) c);
              }
            });
    return escaped.toString();
  }

  private static boolean isEscaped(int c) {
    return Character.isISOControl(c) && c != '\t';
  }
}
