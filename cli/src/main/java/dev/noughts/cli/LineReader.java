package dev.noughts.cli;

import java.io.IOException;
import java.io.Reader;
import org.jspecify.annotations.Nullable;

/**
 * Reads lines as {@link java.io.BufferedReader#readLine} does (a line ends at {@code \n}, {@code
 * \r} or {@code \r\n}), but never holds more than a set number of characters: a longer line is
 * refused as soon as it passes the limit, and the next read skips the rest of it to the next line
 * break without keeping it. Memory stays bounded by the limit, however long the lines are.
 */
final class LineReader {
  /**
   * One line of the input.
   *
   * @param number the line's number, from 1
   * @param text the line without its line break, or null when it is longer than the limit
   */
  record Line(long number, @Nullable String text) {}

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
    while (fill()) {
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
        return new Line(++number, null);
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

  /** Skips the rest of a line; false when the input ends first. */
  private boolean skipToLineBreak() throws IOException {
    while (fill()) {
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
