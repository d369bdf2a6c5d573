package dev.noughts.cli;

/**
 * Text made fit for an XML 1.0 document, whatever it holds (an engine's output can hold any
 * character): a character XML 1.0 does not allow (a control character such as NUL or ESC, a lone
 * surrogate, U+FFFE, U+FFFF) and a carriage return are shown as Java writes them, {@code \u001b}.
 * Tabs and line feeds are kept. The XML writer escapes {@code <}, {@code &} and quotes itself.
 */
final class XmlText {
  private XmlText() {}

  static String of(String text) {
    StringBuilder fit = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean pair =
          Character.isHighSurrogate(c)
              && i + 1 < text.length()
              && Character.isLowSurrogate(text.charAt(i + 1));
      if (pair) {
        if (fit != null) {
          fit.append(c).append(text.charAt(i + 1));
        }
        i++;
      } else if (allowed(c)) {
        if (fit != null) {
          fit.append(c);
        }
      } else {
        if (fit == null) {
          fit = new StringBuilder(text.length() + 16).append(text, 0, i);
        }
        fit.append(String.format("\\u%04x", (int) c));
      }
    }
    return fit == null ? text : fit.toString();
  }

  private static boolean allowed(char c) {
    return c == '\t'
        || c == '\n'
        || (c >= 0x20 && c < 0x7f)
        || (c > 0x9f && !Character.isSurrogate(c) && c != '\ufffe' && c != '\uffff');
  }
}
