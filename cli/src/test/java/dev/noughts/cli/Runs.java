package dev.noughts.cli;

import com.fasterxml.jackson.jr.ob.JSON;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** Runs the command in-process, as {@link MainTest} does, for the tests of other commands. */
final class Runs {
  private Runs() {}

  /** What one run gave: its exit code, standard output and standard error. */
  record Run(int code, String out, String err) {}

  static Run run(String stdin, boolean terminal, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code =
        Main.run(
            args,
            new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
            out,
            new PrintStream(err, true, StandardCharsets.UTF_8),
            terminal);
    return new Run(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  static Run run(String stdin, String... args) {
    return run(stdin, false, args);
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> json(String line) throws IOException {
    return (Map<String, Object>) JSON.std.anyFrom(line);
  }
}
