package dev.noughts.cli;

/**
 * Text made safe to put in an HTML page, as element content or a quoted attribute value: {@code &},
 * {@code <}, {@code >}, {@code "} and {@code '} become character references; a control character
 * but tab and line feed (which HTML forbids or a browser may drop), a character that reorders text
 * on screen (the bidirectional embeddings, overrides and isolates) and half of a surrogate pair
 * standing alone (which UTF-8 cannot encode) are shown as Java writes them, {@code \u001b}, as
 * noughts shows an engine's words elsewhere. Any other character is kept as it is.
 */
final class HtmlText {
  private HtmlText() {}

  /** {@code text} escaped as the class says. */
  static String escape(String text) {
    StringBuilder escaped = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> escaped.append("&amp;");
        case '<' -> escaped.append("&lt;");
        case '>' -> escaped.append("&gt;");
        case '"' -> escaped.append("&quot;");
        case '\'' -> escaped.append("&#39;");
        default -> {
          if (Character.isHighSurrogate(c)
              && i + 1 < text.length()
              && Character.isLowSurrogate(text.charAt(i + 1))) {
            escaped.append(c).append(text.charAt(++i));
          } else if (isShownByCode(c)) {
            escaped.append(String.format("\\u%04x", (int) c));
          } else {
            escaped.append(c);
          }
        }
      }
    }
    return escaped.toString();
  }

  private static boolean isShownByCode(char c) {
    return (Character.isISOControl(c) && c != '\t' && c != '\n')
        || Character.isSurrogate(c) // alone: a pair is kept above
        || (c >= '\u202a' && c <= '\u202e')
        || (c >= '\u2066' && c <= '\u2069');
  }
}
