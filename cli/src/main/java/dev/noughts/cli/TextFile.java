package dev.noughts.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a whole file of UTF-8 text, for the commands that take a file whole (a game record, an
 * openings file), with a reason a person can act on when it cannot: the file's size checked before
 * it is read, and a byte that is not UTF-8 named by its line and column, as the boards' reader
 * names one.
 */
final class TextFile {
  /** Thrown by {@link #read} for a file larger than its limit, or a byte that is not UTF-8. */
  static final class Unreadable extends IOException {
    private static final long serialVersionUID = 1L;

    Unreadable(String reason) {
      super(reason);
    }
  }

  private TextFile() {}

  /**
   * The text of {@code file}, at most {@code maxBytes} long.
   *
   * @throws Unreadable when it is longer ({@code it is larger than 16 MiB}) or holds a byte that is
   *     not UTF-8 ({@code line 3, column 7: byte 0xFF is not UTF-8 text})
   * @throws IOException when it cannot be read: {@link FileProblem#readReason} says why
   */
  static String read(Path file, long maxBytes) throws IOException {
    if (Files.size(file) > maxBytes) {
      throw new Unreadable("it is larger than " + (maxBytes >> 20) + " MiB");
    }
    StringBuilder text = new StringBuilder();
    char[] buffer = new char[8192];
    try (Utf8Reader reader = new Utf8Reader(Files.newInputStream(file))) {
      for (int read = reader.read(buffer); read >= 0; read = reader.read(buffer)) {
        text.append(buffer, 0, read);
      }
    } catch (Utf8Reader.BadByte bad) {
      throw new Unreadable(where(text) + ": " + bad.getMessage());
    }
    return text.toString();
  }

  /**
   * The line and column that follow {@code text}, counting lines as the notation does (a line feed,
   * a carriage return and a line feed, or a carriage return alone) and columns in characters.
   */
  static String where(CharSequence text) {
    long line = 1;
    int lineStart = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\n' || (c == '\r' && (i + 1 == text.length() || text.charAt(i + 1) != '\n'))) {
        line++;
        lineStart = i + 1;
      }
    }
    long column = Character.codePointCount(text, lineStart, text.length()) + 1L;
    return "line " + line + ", column " + column;
  }
}
