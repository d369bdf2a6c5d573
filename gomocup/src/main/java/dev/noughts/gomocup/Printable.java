package dev.noughts.gomocup;

/**
 * An engine's text made safe to print on a terminal, for the messages that quote it: a control
 * character (ESC, which starts the escape sequences that set a terminal's title or colours; BEL;
 * NUL; a carriage return that writes over the line) and a character that reorders text on screen
 * (the bidirectional overrides and isolates) are shown as Java and JSON write them, {@code \u001b}.
 * Tabs are kept, and line feeds where the text may span lines.
 */
final class Printable {
  private Printable() {}

  /** {@code text} with every such character escaped, line feeds included. */
  static String line(String text) {
    return escape(text, false);
  }

  /**
   * {@code text} with every such character escaped but line feeds; a carriage return before a line
   * feed (Windows' line break) is part of the break, dropped.
   */
  static String lines(String text) {
    return escape(text.replace("\r\n", "\n"), true);
  }

  private static String escape(String text, boolean keepLineFeeds) {
    StringBuilder escaped = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean kept = c == '\t' || (keepLineFeeds && c == '\n');
      if (!kept && (Character.isISOControl(c) || isReordering(c))) {
        if (escaped == null) {
          escaped = new StringBuilder(text.length() + 16).append(text, 0, i);
        }
        escaped.append(String.format("\\u%04x", (int) c));
      } else if (escaped != null) {
        escaped.append(c);
      }
    }
    return escaped == null ? text : escaped.toString();
  }

  /** The bidirectional embeddings, overrides and isolates, which reorder the text around them. */
  private static boolean isReordering(char c) {
    return (c >= '\u202a' && c <= '\u202e') || (c >= '\u2066' && c <= '\u2069');
  }
}
