package dev.noughts.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Reads UTF-8 text strictly, files and standard input alike: at a byte that is not UTF-8 a read
 * throws {@link BadByte}, after every character before it has been read, and the next read goes on
 * after it. So a reader of lines can refuse the one line that holds it and read the rest.
 */
final class Utf8Reader extends Reader {
  /** Thrown by a read for a byte that is not UTF-8; the reader goes on after it. */
  static final class BadByte extends IOException {
    private static final long serialVersionUID = 1L;

    private final int value;

    BadByte(int value) {
      super(String.format("byte 0x%02X is not UTF-8 text", value));
      this.value = value;
    }

    /** The byte, 0 to 255. */
    int value() {
      return value;
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
      return this; // an expected event, as frequent as the bad bytes: no stack trace to fill
    }
  }

  private final InputStream in;
  private final CharsetDecoder decoder =
      StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT);
  private final ByteBuffer bytes = ByteBuffer.allocate(8192).flip();
  private boolean endOfInput;
  private boolean finished; // flushed: the decoder takes no more input
  private int pending = -1;

  Utf8Reader(InputStream in) {
    this.in = in;
  }

  @Override
  public int read(char[] buffer, int offset, int length) throws IOException {
    if (length == 0) {
      return 0;
    }
    if (finished && pending < 0) {
      return -1;
    }
    if (pending >= 0) { // the second half of a pair that a read of one char split
      buffer[offset] = (char) pending;
      pending = -1;
      return 1;
    }
    if (length == 1) {
      char[] pair = new char[2];
      int read = read(pair, 0, 2);
      if (read == 2) {
        pending = pair[1];
      }
      if (read > 0) {
        buffer[offset] = pair[0];
      }
      return Math.min(read, 1);
    }
    CharBuffer out = CharBuffer.wrap(buffer, offset, length);
    while (true) {
      CoderResult result = decoder.decode(bytes, out, endOfInput);
      int read = out.position() - offset;
      if (result.isError()) {
        if (read > 0) {
          return read; // the characters before the bad byte first
        }
        int bad = bytes.get(bytes.position()) & 0xFF;
        bytes.position(bytes.position() + result.length());
        throw new BadByte(bad);
      }
      if (read > 0) {
        return read;
      }
      if (endOfInput) {
        decoder.flush(out); // UTF-8 keeps no state to flush; for the decoder's contract
        finished = true;
        return out.position() > offset ? out.position() - offset : -1;
      }
      bytes.compact();
      int got = in.read(bytes.array(), bytes.position(), bytes.remaining());
      if (got < 0) {
        endOfInput = true;
      } else {
        bytes.position(bytes.position() + got);
      }
      bytes.flip();
    }
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
