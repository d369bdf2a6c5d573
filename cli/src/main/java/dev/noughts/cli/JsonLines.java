package dev.noughts.cli;

import com.fasterxml.jackson.jr.ob.JSON;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Map;

/** The one JSON writer of every command: one object per line (JSON Lines), fields in order. */
final class JsonLines {
  private final PrintWriter out;

  JsonLines(PrintWriter out) {
    this.out = out;
  }

  /** Writes {@code object} as one line. */
  void write(Map<String, ?> object) {
    try {
      out.println(JSON.std.asString(object));
    } catch (IOException e) {
      throw new UncheckedIOException(e); // jackson-jr writing to a String: not expected
    }
  }
}
