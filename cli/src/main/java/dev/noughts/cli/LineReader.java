package dev.noughts.cli;

import java.io.IOException;
import java.io.Reader;
import org.jspecify.annotations.Nullable;

/**
 * Reads lines as {@link java.io.BufferedReader#readLine} does (a line ends at {@code \n}, {@code
 * \r} or {@code \r\n}), but never holds more than a set number of characters: a longer line is
 * refused as soon as it passes the limit, and the next read skips the rest of it to the next line
 * break without keeping it. Memory stays bounded by the limit, however long the lines are. A line
 * with a byte that is not UTF-8 ({@link Utf8Reader.BadByte}) is refused the same way, and says
 * where the byte is.
 */
final class LineReader {
  /**
   * One line of the input.
   *
   * @param number the line's number, from 1
   * @param text the line without its line break, or null when it was refused: longer than the
   *     limit, or with a bad byte
   * @param badByte for a line refused for a byte that is not UTF-8, the byte, else null
   * @param column where that byte stands, from 1, counting the characters before it; else 0
   */
  record Line(
      long number, @Nullable String text, Utf8Reader.@Nullable BadByte badByte, long column) {
    /** A line read whole. */
    Line(long number, String text) {
      this(number, text, null, 0);
    }
  }

  private final Reader reader;
  private final int limit;
  private final char[] buffer = new char[8192];
  private int position;
  private int end;
  private long number;
  private boolean afterCarriageReturn; // a \n next ends no line: it belongs to the \r before it
  private boolean inLongLine; // the rest of the last line, which was too long, is still to skip

  LineReader(Reader reader, int limit) {
    this.reader = reader;
    this.limit = limit;
  }

  /** The next line, or null at the end of the input. */
  @Nullable Line next() throws IOException {
    if (inLongLine && !skipToLineBreak()) {
      return null;
    }
    StringBuilder text = new StringBuilder();
    boolean any = false;
    while (true) {
      try {
        if (!fill()) {
          break;
        }
      } catch (Utf8Reader.BadByte bad) {
        inLongLine = true;
        return new Line(++number, null, bad, text.codePoints().count() + 1);
      }
      if (afterCarriageReturn) {
        afterCarriageReturn = false;
        if (buffer[position] == '\n') {
          position++;
          continue;
        }
      }
      any = true;
      int start = position;
      int stop = lineBreakOrEnd();
      if (text.length() + (stop - start) > limit) {
        position = stop;
        inLongLine = true;
        return new Line(++number, null, null, 0);
      }
      text.append(buffer, start, stop - start);
      position = stop;
      if (stop < end) {
        passLineBreak();
        return new Line(++number, text.toString());
      }
    }
    return any ? new Line(++number, text.toString()) : null;
  }

  /** Skips the rest of a line, bad bytes and all; false when the input ends first. */
  private boolean skipToLineBreak() throws IOException {
    while (fillPastBadBytes()) {
      position = lineBreakOrEnd();
      if (position < end) {
        passLineBreak();
        inLongLine = false;
        return true;
      }
    }
    return false;
  }

  /** Where the next {@code \n} or {@code \r} stands in the buffer, or its end. */
  private int lineBreakOrEnd() {
    int at = position;
    while (at < end && buffer[at] != '\n' && buffer[at] != '\r') {
      at++;
    }
    return at;
  }

  private void passLineBreak() {
    afterCarriageReturn = buffer[position] == '\r';
    position++;
  }

  /** {@link #fill}, passing over bytes that are not UTF-8. */
  private boolean fillPastBadBytes() throws IOException {
    while (true) {
      try {
        return fill();
      } catch (Utf8Reader.BadByte skipped) {
        // in a line already refused
      }
    }
  }

  /** Whether the buffer has a character to read, reading more when it is empty. */
  private boolean fill() throws IOException {
    if (position < end) {
      return true;
    }
    int read = reader.read(buffer);
    if (read <= 0) {
      return false;
    }
    position = 0;
    end = read;
    return true;
  }
}
