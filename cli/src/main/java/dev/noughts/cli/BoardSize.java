package dev.noughts.cli;

import dev.noughts.NotationException;
import dev.noughts.Position;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/** The {@code --any-size} option of every command that reads boards, and how it reads them. */
final class BoardSize {
  @Option(
      names = "--any-size",
      description =
          "Take n from the input (n x n, 1 to "
              + Position.MAX_SIZE
              + ") instead of requiring 3 x 3.")
  private boolean anySize;

  /**
   * Reads a board of any size with {@code --any-size}, else a classic 3 x 3 one.
   *
   * @throws NotationException with every mistake
   */
  Position read(String text) {
    return anySize ? Position.of(text) : Position.ofClassic(text);
  }

  /**
   * The board {@code text} says, or null after reporting its mistakes, with a {@link #hint}, to
   * {@code report}: the one parse-and-report step of every command that reads boards.
   */
  @Nullable Position parse(Source source, String text, CheckReport report) {
    try {
      return read(text);
    } catch (NotationException e) {
      malformed(source, text, e, report);
      return null;
    }
  }

  /** Reports a board that {@link #read} refused, with every mistake and a {@link #hint}. */
  void malformed(Source source, String text, NotationException mistakes, CheckReport report) {
    report.malformed(source, text, mistakes, hint(text));
  }

  /**
   * A hint for a board that {@link #read} refused: when it is a well-formed board of another size
   * than 3 x 3 and {@code --any-size} was not given, that the option would take it.
   */
  private @Nullable String hint(String text) {
    if (anySize) {
      return null;
    }
    try {
      int size = Position.of(text).getSize();
      return "this is a "
          + size
          + " x "
          + size
          + " board; add --any-size to take boards of any size";
    } catch (NotationException e) {
      return null;
    }
  }
}
