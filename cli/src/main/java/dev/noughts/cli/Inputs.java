package dev.noughts.cli;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * The one board input of every command: opens the files named on the command line, or standard
 * input for none or {@code -}, one at a time; tells the user what is expected when a person is
 * typing at a terminal; and hands on each input whole, or each of its lines, as a {@link Board}.
 * Files and standard input are read alike, as UTF-8: a byte that is not UTF-8 refuses its line (or
 * its input, read whole) and no more. An input that cannot be read, standard input too, is one line
 * on standard error.
 */
final class Inputs {
  /**
   * One board's text as read, or why it was not read.
   *
   * @param source where it came from
   * @param text the text, or null when it was refused
   * @param refusal why it was refused, for people; null exactly when {@code text} is not
   */
  record Board(Source source, @Nullable String text, @Nullable String refusal) {}

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

  /**
   * @param prompt what a person at a terminal is told when standard input is read
   */
  Inputs(Io io, String prompt) {
    this.io = io;
    this.prompt = prompt;
  }

  /**
   * Reads each input in turn, whole or (with {@code eachLine}) line by line, and gives every board
   * to {@code boards}. An input that cannot be read is reported on standard error and skipped. Once
   * results can no longer be written, nothing more is read.
   *
   * @return whether every input could be read
   */
  boolean forEach(List<String> files, boolean eachLine, Consumer<Board> boards) {
    boolean allRead = true;
    for (String file : files.isEmpty() ? List.of(STDIN) : files) {
      if (io.out().failure() != null) {
        break;
      }
      allRead &= readOne(file, eachLine, boards);
    }
    return allRead;
  }

  private boolean readOne(String file, boolean eachLine, Consumer<Board> boards) {
    try (Utf8Reader reader = new Utf8Reader(open(file))) {
      if (eachLine) {
        readLines(file, reader, boards);
      } else {
        boards.accept(readWhole(new Source(file), reader, MAX_BOARD_CHARS));
      }
      io.out().flush(); // its results out before the next input is read, whatever befalls that
      return true;
    } catch (IOException e) {
      String name = file.equals(STDIN) ? "standard input" : ControlCharacters.escape(file);
      io.err().println("noughts: cannot read " + name + ": " + FileProblem.readReason(e));
      return false;
    } catch (InvalidPathException e) {
      io.err()
          .println(
              "noughts: cannot read "
                  + ControlCharacters.escape(file)
                  + ": the name cannot be a file name here (the system's encoding is "
                  + System.getProperty("sun.jnu.encoding", "unknown")
                  + "); run under a UTF-8 locale, such as LC_ALL=C.UTF-8");
      return false;
    }
  }

  private InputStream open(String file) throws IOException {
    if (!file.equals(STDIN)) {
      return Files.newInputStream(Path.of(file));
    }
    if (io.inIsTerminal()) {
      io.err().println(prompt);
      io.err().flush();
    }
    return new Uncloseable(io.in());
  }

  private void readLines(String file, Utf8Reader reader, Consumer<Board> boards)
      throws IOException {
    LineReader lines = new LineReader(reader, MAX_LINE_CHARS);
    for (LineReader.Line line = lines.next(); line != null; line = lines.next()) {
      Source source = new Source(file, line.number());
      String text = line.text();
      if (text != null) {
        boards.accept(new Board(source, text, null));
      } else {
        boards.accept(new Board(source, null, refusal(line)));
        io.out().flush(); // said now, though the rest of the line may take long to skip
      }
      if (io.out().failure() != null) {
        return;
      }
    }
  }

  /** Why a line was refused: longer than {@link #MAX_LINE_CHARS}, or a bad byte. */
  private static String refusal(LineReader.Line line) {
    Utf8Reader.BadByte bad = line.badByte();
    if (bad != null) {
      return "line "
          + line.number()
          + ", column "
          + line.column()
          + ": "
          + bad.getMessage()
          + "; skipped";
    }
    return "line "
        + line.number()
        + " holds more than "
        + MAX_LINE_CHARS
        + " characters, more than the largest board (1000 x 1000) needs on one line; skipped";
  }

  /**
   * One board's whole input, or its refusal when it is longer than {@code limit} chars or holds a
   * bad byte.
   */
  static Board readWhole(Source source, Reader reader, int limit) throws IOException {
    // Kept as strings of one piece each (one byte a character for Latin-1 text) and joined once,
    // into a string of the exact length: about twice the text at most, where a growing
    // StringBuilder and its copy take up to four times.
    List<String> pieces = new ArrayList<>();
    int length = 0;
    char[] buffer = new char[1 << 16];
    while (true) {
      int read;
      try {
        read = reader.read(buffer);
      } catch (Utf8Reader.BadByte bad) {
        return new Board(
            source,
            null,
            source
                + ": "
                + TextFile.where(String.join("", pieces))
                + ": "
                + bad.getMessage()
                + "; not read");
      }
      if (read < 0) {
        return new Board(source, String.join("", pieces), null);
      }
      if (length + read > limit) {
        return new Board(source, null, source + TOO_LARGE);
      }
      length += read;
      pieces.add(new String(buffer, 0, read));
    }
  }

  /** Standard input, left open when one input is done: a later {@code -} may read it again. */
  private static final class Uncloseable extends FilterInputStream {
    Uncloseable(InputStream in) {
      super(in);
    }

    @Override
    public void close() {}
  }
}
