package dev.noughts.cli;

import dev.noughts.GameRecordException;
import dev.noughts.InputError;
import dev.noughts.NotationException;
import dev.noughts.Position;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The {@code --any-size}, {@code --win-length}, {@code --game} and {@code --rule} options of every
 * command that reads boards in notation, and how it reads them.
 */
final class BoardSize {
  @Option(
      names = "--any-size",
      description =
          "Take n from the input (n x n, 1 to "
              + Position.MAX_SIZE
              + ") instead of requiring 3 x 3.")
  private boolean anySize;

  @Mixin private final WinLength winLength = new WinLength();

  @Mixin private final GameOption game = new GameOption();

  @Mixin private final RuleOption rule = new RuleOption();

  /** The {@code --rule} option. */
  RuleOption rule() {
    return rule;
  }

  /** The {@code --win-length} option. */
  WinLength winLength() {
    return winLength;
  }

  /**
   * Whether the options make sense together: a win length that may fit, and with {@code --game}, a
   * board of that size and no {@code --any-size}; else says why not on standard error, for the
   * command named {@code command}, whose exit code is then that of a usage error.
   */
  boolean usable(Io io, String command) {
    if (!winLength.mayFit(io, command)
        || !rule.known(io, command)
        || !rule.fits(io, command, winLength.value())) {
      return false;
    }
    if (game.given() && anySize) {
      io.err()
          .println("noughts " + command + ": --game gives the board's size; leave out --any-size");
      return false;
    }
    if (!game.fits(io, command, winLength.value())) {
      return false;
    }
    if (game.given()) {
      try {
        rule.apply(game.emptyBoard());
      } catch (IllegalArgumentException e) {
        io.err().println("noughts " + command + ": " + e.getMessage());
        return false;
      }
    }
    return true;
  }

  /** Whether each input is a game record ({@code --game}), not a board. */
  boolean readsGames() {
    return game.given();
  }

  /**
   * Reads a board of any shape with {@code --win-length}, of any square size with {@code
   * --any-size}, else a classic 3 x 3 one; with {@code --game}, plays the game record {@code text}.
   *
   * @throws NotationException with every mistake
   * @throws GameRecordException with every move that cannot be played
   * @throws IllegalArgumentException when the notation is well formed but the win length fits no
   *     line of the board, or the rule is renju and the board is not 15 x 15
   */
  Position read(String text) {
    if (game.given()) {
      return game.play(text, rule.rule());
    }
    Integer k = winLength.value();
    if (k != null) {
      return rule.apply(Position.of(k, text));
    }
    return rule.apply(anySize ? Position.of(text) : Position.ofClassic(text));
  }

  /**
   * The board {@code text} says, or null after reporting its mistakes, with a {@link #hint}, to
   * {@code report}: the one parse-and-report step of every command that reads boards.
   */
  @Nullable Position parse(Source source, String text, CheckReport report) {
    try {
      return read(text);
    } catch (IllegalArgumentException e) {
      refused(source, text, e, report);
      return null;
    }
  }

  /**
   * Reports a board that {@link #read} refused: every mistake of its notation and a {@link #hint},
   * or why the win length does not fit it.
   */
  void refused(Source source, String text, IllegalArgumentException why, CheckReport report) {
    if (why instanceof GameRecordException badMoves) {
      report.badGame(source, text, badMoves);
    } else if (why instanceof NotationException mistakes) {
      report.malformed(source, text, mistakes, hint(text));
    } else {
      // Well formed: read again with a win length that fits every board, to write it as noughts
      // does.
      String board = Position.of(1, text).toString();
      report.unfit(source, text, board, String.valueOf(why.getMessage()));
    }
  }

  /**
   * Whether a text that {@link #read} refused holds no board at all: nothing but spaces, as the
   * notation counts them (a no-break space too), so the parser found no rows and no {@code /}
   * stands in it.
   */
  static boolean isBlank(String text, IllegalArgumentException why) {
    return why instanceof NotationException mistakes
        && mistakes.getErrors().get(0).kind() == InputError.Kind.EMPTY
        && text.indexOf('/') < 0;
  }

  /**
   * A hint for a board that {@link #read} refused: when it is a well-formed board of another shape
   * than 3 x 3 and neither option was given, the options that would take it. A square board names
   * both rules, {@code --any-size} for n in a row and {@code --win-length K} for K in a row, since
   * on a large board (gomoku's 15 x 15, 5 in a row) n in a row is seldom the game meant; a
   * rectangle, which only {@code --win-length} takes, names that one.
   */
  private @Nullable String hint(String text) {
    if (anySize || winLength.value() != null) {
      return null;
    }
    Position board;
    try {
      board = Position.of(1, text); // any rectangle; a win length of 1 fits every one
    } catch (NotationException e) {
      return null;
    }
    int rows = board.getRowCount();
    int columns = board.getColumnCount();
    String shape = "this is a " + rows + " x " + columns + " board; add ";
    String kInARow = "--win-length K for K in a row to win (K from 1 to " + Math.max(rows, columns);
    return rows == columns
        ? shape + "--any-size for " + rows + " in a row to win, or " + kInARow + ")"
        : shape + kInARow + "; --any-size takes square boards only)";
  }
}
