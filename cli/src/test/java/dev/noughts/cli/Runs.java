package dev.noughts.cli;

import com.fasterxml.jackson.jr.ob.JSON;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** Runs the command in-process, for the end-to-end tests of every command. */
final class Runs {
  private Runs() {}

  /** What one run gave: its exit code, standard output and standard error. */
  record Run(int code, String out, String err) {}

  static Run run(String stdin, String... args) {
    return run(stdin, false, args);
  }

  static Run run(String stdin, boolean terminal, String... args) {
    return run(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), terminal, args);
  }

  static Run run(InputStream stdin, boolean terminal, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Run run = run(stdin, out, terminal, args);
    return new Run(run.code(), out.toString(StandardCharsets.UTF_8), run.err());
  }

  /** Runs with {@code stdout} as standard output; the result's {@code out} is empty. */
  static Run run(InputStream stdin, OutputStream stdout, boolean terminal, String... args) {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code =
        Main.run(args, stdin, stdout, new PrintStream(err, true, StandardCharsets.UTF_8), terminal);
    return new Run(code, "", err.toString(StandardCharsets.UTF_8));
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> json(String line) throws IOException {
    return (Map<String, Object>) JSON.std.anyFrom(line);
  }
}
