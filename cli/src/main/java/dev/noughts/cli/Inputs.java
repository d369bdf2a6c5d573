package dev.noughts.cli;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Opens the files named on the command line, or standard input for none or {@code -}, one at a
 * time, and tells the user what is expected when a person is typing at a terminal. An input that
 * cannot be read, standard input too, is one line on standard error.
 */
final class Inputs {
  /** Something that reads one input. */
  interface Reading {
    /**
     * Reads {@code file} from {@code reader}.
     *
     * @param file the file as named on the command line, or {@link #STDIN}
     */
    void read(String file, Reader reader) throws IOException;
  }

  /** The name that stands for standard input. */
  static final String STDIN = "-";

  /**
   * More text than any board can take: 1,000 rows of 1,000 cells, generously spaced. Longer input
   * is refused rather than read into memory.
   */
  static final int MAX_BOARD_CHARS = 16 << 20;

  /** Ends the message for an input longer than {@link #MAX_BOARD_CHARS}. */
  static final String TOO_LARGE =
      " holds more than "
          + (MAX_BOARD_CHARS >> 20)
          + " MiB, more than the largest board (1000 x 1000) needs; not read";

  /**
   * The longest line read when each line is a board, 4 Mi characters: twice the 2,001,997 of the
   * largest board, 1000 x 1000, as noughts writes it (cells separated by a space, rows by {@code "
   * / "}). A longer line is refused without being read whole.
   */
  static final int MAX_LINE_CHARS = 1 << 22;

  private final Io io;
  private final String prompt;

  Inputs(Io io, String prompt) {
    this.io = io;
    this.prompt = prompt;
  }

  /**
   * Reads each input in turn. An input that cannot be read is reported on standard error and
   * skipped. Once results can no longer be written, nothing more is read.
   *
   * @return whether every input could be read
   */
  boolean forEach(List<String> files, Reading reading) {
    boolean allRead = true;
    for (String file : files.isEmpty() ? List.of(STDIN) : files) {
      if (io.out().failure() != null) {
        break;
      }
      allRead &= readOne(file, reading);
    }
    return allRead;
  }

  private boolean readOne(String file, Reading reading) {
    try {
      if (file.equals(STDIN)) {
        if (io.inIsTerminal()) {
          io.err().println(prompt);
          io.err().flush();
        }
        reading.read(file, new InputStreamReader(io.in(), StandardCharsets.UTF_8));
      } else {
        try (Reader reader = Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8)) {
          reading.read(file, reader);
        }
      }
      return true;
    } catch (IOException e) {
      String name = file.equals(STDIN) ? "standard input" : ControlCharacters.escape(file);
      io.err().println("noughts: cannot read " + name + ": " + describe(e));
      return false;
    }
  }

  private static String describe(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileSystemException problem && problem.getReason() != null) {
      return problem.getReason();
    }
    if (e instanceof MalformedInputException) {
      return "not UTF-8 text";
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }

  /** The lines of an input that holds one board per line, each at most {@link #MAX_LINE_CHARS}. */
  static LineReader eachLine(Reader reader) {
    return new LineReader(reader, MAX_LINE_CHARS);
  }

  /** Why line {@code number} was refused: it is longer than {@link #MAX_LINE_CHARS}. */
  static String lineTooLong(long number) {
    return "line "
        + number
        + " holds more than "
        + MAX_LINE_CHARS
        + " characters, more than the largest board (1000 x 1000) needs on one line; skipped";
  }

  /** One board's whole input, or null when it is longer than {@link #MAX_BOARD_CHARS}. */
  static @Nullable String readBoard(Reader reader) throws IOException {
    return readAtMost(reader, MAX_BOARD_CHARS);
  }

  /** The whole input, or null when it is longer than {@code limit} chars. */
  static @Nullable String readAtMost(Reader reader, int limit) throws IOException {
    StringBuilder text = new StringBuilder();
    char[] buffer = new char[8192];
    for (int read = reader.read(buffer); read >= 0; read = reader.read(buffer)) {
      if (text.length() + read > limit) {
        return null;
      }
      text.append(buffer, 0, read);
    }
    return text.toString();
  }
}
