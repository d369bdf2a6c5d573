package dev.noughts.cli;

import dev.noughts.GameAnalysis;
import dev.noughts.GameFileError;
import dev.noughts.GameFileException;
import dev.noughts.GameRecordException;
import dev.noughts.Mistake;
import dev.noughts.engines.Tactic;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;

/**
 * What {@code noughts analyze} says of each game file, as text ({@link AnalysisText}) or as JSON
 * Lines ({@link AnalysisJson}). A file that cannot be read at all is said on standard error, and,
 * as JSON, on a line of its own too.
 */
interface AnalysisReport {
  /**
   * A game read and analysed, each prover proof within {@code budget} nodes; {@code tactic} gives a
   * mistake's position as a tactic of the suites, when it is one.
   */
  void analysed(
      Path file, GameAnalysis analysis, long budget, Function<Mistake, Optional<Tactic>> tactic);

  /** A game file that is malformed, of another game, or breaks a rule: every mistake by line. */
  void badFile(Path file, GameFileException bad);

  /** A move list (with {@code --game}) with moves that cannot be played: every one by number. */
  void badMoves(Path file, GameRecordException bad);

  /** A game read but not analysed, for {@code message}. */
  void refused(Path file, String message);

  /**
   * A file that cannot be read, for {@code reason}, which the command has said on standard error:
   * as text, nothing more; as JSON, a line of its own, so that every file has its line.
   */
  default void unreadable(Path file, String reason) {}

  /** The error's message without the {@code line N: } it starts with, which is said apart. */
  static String withoutLine(GameFileError error) {
    String where = "line " + error.line() + ": ";
    String message = error.message();
    return message.startsWith(where) ? message.substring(where.length()) : message;
  }
}
