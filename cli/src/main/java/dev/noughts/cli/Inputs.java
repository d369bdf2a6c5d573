package dev.noughts.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Opens the files named on the command line, or standard input for none or {@code -}, one at a
 * time, and tells the user what is expected when a person is typing at a terminal.
 */
final class Inputs {
  /** Something that reads one input; it may throw {@link UncheckedIOException}. */
  interface Reading {
    void read(String name, BufferedReader reader);
  }

  private final Io io;
  private final String prompt;

  Inputs(Io io, String prompt) {
    this.io = io;
    this.prompt = prompt;
  }

  /**
   * Reads each input in turn. A file that cannot be read is reported on standard error and
   * skipped.
   *
   * @return whether every input could be read
   */
  boolean forEach(List<String> names, Reading reading) {
    boolean allRead = true;
    for (String name : names.isEmpty() ? List.of("-") : names) {
      allRead &= readOne(name, reading);
    }
    return allRead;
  }

  private boolean readOne(String name, Reading reading) {
    if (name.equals("-")) {
      if (io.inIsTerminal()) {
        io.err().println(prompt);
        io.err().flush();
      }
      reading.read("<stdin>", reader(new InputStreamReader(io.in(), StandardCharsets.UTF_8)));
      return true;
    }
    Path path = Path.of(name);
    try (BufferedReader reader = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
      reading.read(name, reader);
      return true;
    } catch (IOException | UncheckedIOException e) {
      io.err().println("noughts: cannot read " + name + ": " + describe(e));
      return false;
    }
  }

  private static BufferedReader reader(InputStreamReader in) {
    return new BufferedReader(in, 1 << 16);
  }

  private static String describe(Exception e) {
    Throwable cause = e instanceof UncheckedIOException ? e.getCause() : e;
    if (cause instanceof java.nio.file.NoSuchFileException) {
      return "no such file";
    }
    if (cause instanceof java.nio.file.AccessDeniedException) {
      return "permission denied";
    }
    if (cause instanceof java.nio.charset.MalformedInputException) {
      return "not UTF-8 text";
    }
    return cause.getClass().getSimpleName() + (cause.getMessage() == null ? "" : ": " + cause.getMessage());
  }
}
