package dev.noughts.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a whole file of UTF-8 text, for the commands that take a file whole (a game record, an
 * openings file), with a reason a person can act on when it cannot: the file's size checked before
 * it is read, and a byte that is not UTF-8 named with its line and column.
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
   *     not UTF-8 ({@code byte 0xFF at line 3, column 7 is not UTF-8 text})
   * @throws IOException when it cannot be read: {@link FileProblem#readReason} says why
   */
  static String read(Path file, long maxBytes) throws IOException {
    if (Files.size(file) > maxBytes) {
      throw new Unreadable("it is larger than " + (maxBytes >> 20) + " MiB");
    }
    byte[] bytes = Files.readAllBytes(file);
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = decoder.decode(in, out, true);
    if (!result.isError()) {
      result = decoder.flush(out);
    }
    if (result.isError()) {
      out.flip();
      String before = out.toString();
      int line = 1 + (int) before.chars().filter(c -> c == '\n').count();
      int column = before.length() - before.lastIndexOf('\n');
      throw new Unreadable(
          String.format(
              "byte 0x%02X at line %d, column %d is not UTF-8 text",
              bytes[in.position()] & 0xFF, line, column));
    }
    return out.flip().toString();
  }
}
