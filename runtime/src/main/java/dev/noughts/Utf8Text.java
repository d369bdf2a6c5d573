package dev.noughts;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Bytes read as UTF-8 text, strictly: a byte that is not UTF-8 is a {@link NotUtf8Exception} that
 * names its line and column.
 */
final class Utf8Text {
  private Utf8Text() {}

  /**
   * {@code bytes} decoded as UTF-8.
   *
   * @throws NotUtf8Exception at the first byte that is not UTF-8 (a sequence cut short is named by
   *     its first byte): lines end at a line feed, a carriage return and a line feed, or a carriage
   *     return alone; columns count characters (code points) from 1
   */
  static String decode(byte[] bytes) throws NotUtf8Exception {
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer input = ByteBuffer.wrap(bytes);
    CharBuffer text = CharBuffer.allocate(bytes.length);
    boolean bad = decoder.decode(input, text, true).isError();
    String read = text.flip().toString();
    if (bad) {
      int line = 1;
      int lineStart = 0;
      for (int i = 0; i < read.length(); i++) {
        char c = read.charAt(i);
        if (c == '\n' || (c == '\r' && (i + 1 == read.length() || read.charAt(i + 1) != '\n'))) {
          line++;
          lineStart = i + 1;
        }
      }
      int column = read.codePointCount(lineStart, read.length()) + 1;
      throw new NotUtf8Exception(line, column, bytes[input.position()] & 0xFF);
    }
    return read;
  }
}
