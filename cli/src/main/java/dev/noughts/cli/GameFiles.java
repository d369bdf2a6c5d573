package dev.noughts.cli;

import dev.noughts.GameFile;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * Which inputs of {@code check} and {@code solve} are game files, piskvork's {@code .psq} or SGF,
 * rather than boards: a file named {@code *.psq} or {@code *.sgf}, or a text that starts as one
 * does ({@code Piskvorky} or {@code (}), which no board in the notation can.
 */
final class GameFiles {
  /** The win length of every game these files record: gomoku's five. */
  static final int FIVE = 5;

  private GameFiles() {}

  /** The format of the input {@code text} of {@code file}, or null when it is no game file. */
  static GameFile.@Nullable Format formatOf(String file, String text) {
    String name = file.toLowerCase(Locale.ROOT);
    if (name.endsWith(".psq")) {
      return GameFile.Format.PSQ;
    }
    if (name.endsWith(".sgf")) {
      return GameFile.Format.SGF;
    }
    String start = text.replace("\uFEFF", "").stripLeading();
    if (start.startsWith("(")) {
      return GameFile.Format.SGF;
    }
    return start.startsWith("Piskvorky") ? GameFile.Format.PSQ : null;
  }
}
