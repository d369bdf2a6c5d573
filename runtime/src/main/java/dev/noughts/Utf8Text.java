package dev.noughts;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Bytes read as UTF-8 text, strictly: a byte that is not UTF-8 is named by its line and column, as
 * the command line names it, where Java's decoder says only {@code Input length = 1}.
 */
final class Utf8Text {
  private Utf8Text() {}

  /**
   * {@code bytes} decoded as UTF-8.
   *
   * @throws CharacterCodingException at the first byte that is not UTF-8 (a sequence cut short is
   *     named by its first byte), its message {@code line 3, column 4: byte 0xE9 is not UTF-8
   *     text}: lines end at a line feed, a carriage return and a line feed, or a carriage return
   *     alone; columns count characters (code points) from 1
   */
  static String decode(byte[] bytes) throws CharacterCodingException {
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
      int first = bytes[input.position()] & 0xFF;
      throw new NotUtf8(
          where(read) + String.format(Locale.ROOT, ": byte 0x%02X is not UTF-8 text", first));
    }
    return read;
  }

  /** {@code line L, column C}: where the character after {@code before} is. */
  private static String where(String before) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < before.length(); i++) {
      char c = before.charAt(i);
      if (c == '\n' || (c == '\r' && (i + 1 == before.length() || before.charAt(i + 1) != '\n'))) {
        line++;
        lineStart = i + 1;
      }
    }
    return "line " + line + ", column " + (before.codePointCount(lineStart, before.length()) + 1);
  }

  /** A byte that is not UTF-8 text, said by its line and column rather than the decoder's words. */
  private static final class NotUtf8 extends CharacterCodingException {
    private static final long serialVersionUID = 1L;
    private final String where;

    NotUtf8(String where) {
      this.where = where;
    }

    @Override
    public String getMessage() {
      return where;
    }
  }
}
