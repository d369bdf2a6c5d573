package dev.noughts.cli;

import dev.noughts.GameFileException;
import dev.noughts.GameRecordException;
import dev.noughts.NotationException;
import dev.noughts.Position;
import dev.noughts.Verdict;
import org.jspecify.annotations.Nullable;

/** Writes what {@code check} found about each board. */
interface CheckReport {
  /** A board that parsed. */
  void judged(Source source, Position position, Verdict verdict);

  /**
   * A board that did not parse, with the text as given, every mistake, and a hint at what would fix
   * them all when there is one.
   */
  void malformed(Source source, String input, NotationException mistakes, @Nullable String hint);

  /**
   * A game record ({@code --game}) with moves that cannot be played: the text as given, each move.
   */
  void badGame(Source source, String input, GameRecordException badMoves);

  /**
   * A board whose notation is well formed but that cannot be played with the win length asked for,
   * longer than every line of it: the text as given, the board as noughts writes it, and {@code
   * reason}, which says what would fit.
   */
  void unfit(Source source, String input, String board, String reason);

  /**
   * A game file ({@code .psq} or SGF) that is no game: malformed, of another game or board, or
   * breaking a rule; every mistake with its line in the file.
   */
  void badGameFile(Source source, GameFileException bad);

  /** An input not read at all, such as a line longer than any board; {@code reason} says why. */
  void refused(Source source, String reason);
}
