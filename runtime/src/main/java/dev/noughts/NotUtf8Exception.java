package dev.noughts;

import java.nio.charset.CharacterCodingException;
import java.util.Locale;

/**
 * A byte that is not UTF-8 text in a file read as such (a game file by {@link GameFile#read(
 * java.nio.file.Path)}, a suite of tactics), named by its line and column where Java's decoder says
 * only {@code Input length = 1}: its message is {@code line 3, column 4: byte 0xE9 is not UTF-8
 * text}, as the command line says it. A sequence cut short is named by its first byte.
 *
 * @since 0.1.0
 */
public final class NotUtf8Exception extends CharacterCodingException {
  private static final long serialVersionUID = 1L;

  private final long line;
  private final long column;
  private final int badByte;

  /**
   * The byte {@code badByte} (0 to 255) on line {@code line}, column {@code column} (each from 1; a
   * column counts characters, code points, not bytes).
   *
   * @throws IllegalArgumentException when a number is out of its range
   */
  public NotUtf8Exception(long line, long column, int badByte) {
    if (line < 1 || column < 1 || badByte < 0 || badByte > 255) {
      throw new IllegalArgumentException(
          "a line and a column count from 1 and a byte goes from 0 to 255; got line "
              + line
              + ", column "
              + column
              + ", byte "
              + badByte);
    }
    this.line = line;
    this.column = column;
    this.badByte = badByte;
  }

  /**
   * The line of the byte, from 1, as the reader that threw counts lines: a game file's end at a
   * line feed, a carriage return and a line feed, or a carriage return alone; a suite's at a line
   * feed.
   */
  public long getLine() {
    return line;
  }

  /** The column of the byte, from 1: the characters (code points) before it on its line, plus 1. */
  public long getColumn() {
    return column;
  }

  /** The byte, 0 to 255. */
  public int getByte() {
    return badByte;
  }

  /** {@code line 3, column 4: byte 0xE9 is not UTF-8 text}. */
  @Override
  public String getMessage() {
    return String.format(
        Locale.ROOT, "line %d, column %d: byte 0x%02X is not UTF-8 text", line, column, badByte);
  }
}
