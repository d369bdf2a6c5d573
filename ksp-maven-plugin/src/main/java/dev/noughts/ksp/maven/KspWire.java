package dev.noughts.ksp.maven;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The daemon's wire form of strings and lists of files, with limits that no real request reaches,
 * so that a stray connection cannot make either side allocate without bound.
 */
final class KspWire {
  /**
   * Sent first on every connection; a daemon of another version of this wire form closes the
   * connection, and the build starts its own.
   */
  static final int VERSION = 2;

  /** The longest string a request or a message may hold: 64 MiB. */
  static final int MAX_STRING_BYTES = 64 << 20;

  /** The most files a list may name, and the most messages an outcome may hold. */
  static final int MAX_COUNT = 1 << 20;

  private KspWire() {}

  /** A string of any length (DataOutput's writeUTF stops at 65,535 bytes), as UTF-8. */
  static void writeString(DataOutput out, String value) throws IOException {
    byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
    out.writeInt(bytes.length);
    out.write(bytes);
  }

  /** A string that {@link #writeString} wrote. */
  static String readString(DataInput in) throws IOException {
    byte[] bytes = new byte[readCount(in, MAX_STRING_BYTES, "bytes in a string")];
    in.readFully(bytes);
    return new String(bytes, StandardCharsets.UTF_8);
  }

  static void writeFiles(DataOutput out, List<File> files) throws IOException {
    out.writeInt(files.size());
    for (File file : files) {
      writeString(out, file.getPath());
    }
  }

  /**
   * A list of files that {@link #writeFiles} wrote, each an absolute path: a relative one would
   * resolve against the working directory of whichever build started the daemon.
   */
  static List<File> readFiles(DataInput in) throws IOException {
    int count = readCount(in, MAX_COUNT, "files in a list");
    List<File> files = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      files.add(absolute(new File(readString(in))));
    }
    return files;
  }

  /** {@code file}, or an IOException when it is a relative path. */
  static File absolute(File file) throws IOException {
    if (!file.isAbsolute()) {
      throw new IOException(
          "a request names a relative path, "
              + escaped(file.getPath())
              + "; the daemon takes absolute paths only");
    }
    return file;
  }

  /** Text from a request as a log line may hold it: control characters by code point. */
  static String escaped(String text) {
    StringBuilder escaped = new StringBuilder(Math.min(text.length(), 200) + 16);
    text.codePoints()
        .limit(200)
        .forEach(
            c -> {
              if (Character.isISOControl(c)) {
                escaped.append(String.format("U+%04X", c));
              } else {
                escaped.appendCodePoint(c);
              }
            });
    return text.codePointCount(0, text.length()) > 200 ? escaped + "..." : escaped.toString();
  }

  /** A count of 0 to {@code max}, or an IOException naming what it counted. */
  static int readCount(DataInput in, int max, String what) throws IOException {
    int count = in.readInt();
    if (count < 0 || count > max) {
      throw new IOException(count + " " + what + " is not part of the daemon's wire form");
    }
    return count;
  }
}
