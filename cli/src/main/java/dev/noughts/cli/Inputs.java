package dev.noughts.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Opens the files named on the command line, or standard input for none or {@code -}, one at a
 * time, and tells the user what is expected when a person is typing at a terminal.
 */
final class Inputs {
  /** Something that reads one input; it may throw {@link UncheckedIOException}. */
  interface Reading {
    void read(String name, BufferedReader reader);
  }

  /**
   * More text than any board can take: 1,000 rows of 1,000 cells, generously spaced. Longer input
   * is refused rather than read into memory.
   */
  static final int MAX_BOARD_CHARS = 16 << 20;

  /** Ends the message for an input longer than {@link #MAX_BOARD_CHARS}. */
  static final String TOO_LARGE =
      " holds more than " + (MAX_BOARD_CHARS >> 20)
          + " MiB, more than the largest board (1000 x 1000) needs; not read";

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
    Throwable cause = e instanceof UncheckedIOException unchecked ? unchecked.getCause() : e;
    if (cause instanceof NoSuchFileException) {
      return "no such file";
    }
    if (cause instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (cause instanceof MalformedInputException) {
      return "not UTF-8 text";
    }
    Throwable shown = cause == null ? e : cause;
    return shown.getClass().getSimpleName()
        + (shown.getMessage() == null ? "" : ": " + shown.getMessage());
  }

  /** One board's whole input, or null when it is longer than {@link #MAX_BOARD_CHARS}. */
  static @Nullable String readBoard(BufferedReader reader) {
    return readAtMost(reader, MAX_BOARD_CHARS);
  }

  /** The whole input, or null when it is longer than {@code limit} chars. */
  static @Nullable String readAtMost(BufferedReader reader, int limit) {
    StringBuilder text = new StringBuilder();
    char[] buffer = new char[8192];
    try {
      for (int read = reader.read(buffer); read >= 0; read = reader.read(buffer)) {
        if (text.length() + read > limit) {
          return null;
        }
        text.append(buffer, 0, read);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return text.toString();
  }
}
