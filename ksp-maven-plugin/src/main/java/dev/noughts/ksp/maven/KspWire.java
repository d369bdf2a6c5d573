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

  /**
   * The most a whole request may come to, 16 MiB, counting each string's UTF-8 bytes and {@link
   * #STRING_COST} more for the objects that hold it: a real request (a class path of thousands of
   * jars) takes a few hundred KiB. It is checked before each string is allocated, so that a request
   * costs the daemon no more memory than this, however its strings are cut.
   */
  static final long MAX_REQUEST_BYTES = 16 << 20;

  /** The most a whole outcome may come to, 256 MiB, counted as for a request. */
  static final long MAX_OUTCOME_BYTES = 256 << 20;

  /** What a string counts for beyond its bytes: the objects that hold it. */
  static final int STRING_COST = 64;

  /** What is left of the most one request or outcome may come to, taken string by string. */
  static final class Budget {
    private final String what;
    private final long most;
    private long left;

    /**
     * @param what what is read, for the message, such as {@code "a request"}
     */
    Budget(String what, long most) {
      this.what = what;
      this.most = most;
      this.left = most;
    }

    /** Takes a string of {@code bytes}, or throws an IOException when too little is left. */
    void take(int bytes) throws IOException {
      long cost = (long) bytes + STRING_COST;
      if (cost > left) {
        throw new IOException(
            what
                + " comes to more than "
                + most
                + " bytes (each string counting "
                + STRING_COST
                + " bytes more than its own), more than the daemon's wire form allows");
      }
      left -= cost;
    }
  }

  private KspWire() {}

  /** A string of any length (DataOutput's writeUTF stops at 65,535 bytes), as UTF-8. */
  static void writeString(DataOutput out, String value) throws IOException {
    byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
    out.writeInt(bytes.length);
    out.write(bytes);
  }

  /** A string that {@link #writeString} wrote, taken from {@code budget} before it is allocated. */
  static String readString(DataInput in, Budget budget) throws IOException {
    int length = readCount(in, MAX_STRING_BYTES, "bytes in a string");
    budget.take(length);
    byte[] bytes = new byte[length];
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
  static List<File> readFiles(DataInput in, Budget budget) throws IOException {
    int count = readCount(in, MAX_COUNT, "files in a list");
    List<File> files = new ArrayList<>(Math.min(count, 1024)); // grows only as files come
    for (int i = 0; i < count; i++) {
      files.add(absolute(new File(readString(in, budget))));
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
