package dev.noughts.cli;

import dev.noughts.GameFile;
import dev.noughts.GameFileException;
import dev.noughts.GameRecord;
import dev.noughts.GameRecordException;
import dev.noughts.PlayedGame;
import dev.noughts.Position;
import dev.noughts.Rule;
import dev.noughts.Verdict;

/**
 * The flow {@code check} and {@code solve} share: every board read, parsed, judged and reported,
 * then the exit code. What is done with a board that parsed is the command's {@link Judge}.
 */
final class BoardChecks {
  /** What a command does with a board that parsed. */
  interface Judge {
    /** Reports the board; returns whether it is bad (exit code 1). */
    boolean judged(Source source, Position position, Verdict verdict);
  }

  private final Io io;
  private final BoardOptions options;
  private final CheckReport report;
  private final Judge judge;
  private boolean anyBad;

  private BoardChecks(Io io, BoardOptions options, CheckReport report, Judge judge) {
    this.io = io;
    this.options = options;
    this.report = report;
    this.judge = judge;
  }

  /** Runs {@code command} (its name, for the prompt) and returns its exit code. */
  static int run(Io io, String command, BoardOptions options, CheckReport report, Judge judge) {
    return new BoardChecks(io, options, report, judge).run(command);
  }

  private int run(String command) {
    if (!options.size().usable(io, command)) {
      return ExitCode.USAGE;
    }
    String reading =
        options.size().readsGames()
            ? (options.eachLine() ? "one game per line" : "one game")
                + " from standard input, moves such as 8,8 7,8 or h8 h9"
            : options.eachLine()
                ? "one board per line from standard input, such as X O X / - O - / - - -"
                : "one board from standard input, three rows of X, O and -, such as X O X / - O - /"
                    + " - - -";
    String prompt = "noughts " + command + ": reading " + reading + " (end with Ctrl-D)";
    boolean allRead =
        new Inputs(io, prompt).forEach(options.files(), options.eachLine(), this::check);
    io.out().flush();
    if (!allRead) {
      return ExitCode.IO_ERROR;
    }
    return anyBad ? ExitCode.BAD_BOARD : ExitCode.OK;
  }

  private void check(Inputs.Board board) {
    String text = board.text();
    if (text == null) {
      anyBad = true;
      report.refused(board.source(), String.valueOf(board.refusal()));
      return;
    }
    if (options.eachLine() && options.size().readsGames() && text.isBlank()) {
      return; // a blank line holds no game in the batch form, as it holds no board
    }
    GameFile.Format format =
        options.eachLine() || options.size().readsGames()
            ? null
            : GameFiles.formatOf(board.source().file(), text);
    if (format != null) {
      checkGameFile(board.source(), text, format);
      return;
    }
    Position position;
    try {
      position = options.size().read(text);
    } catch (IllegalArgumentException e) {
      if (!(options.eachLine() && BoardSize.isBlank(text, e))) {
        anyBad = true;
        options.size().refused(board.source(), text, e, report);
      }
      return;
    }
    anyBad |= judge.judged(board.source(), position, position.getVerdict());
  }

  /**
   * A game file, read whole: its mistakes by line, or the position it reaches, judged under {@code
   * --rule} (the file's moves played again by that rule: a foul ends a renju game).
   */
  private void checkGameFile(Source source, String text, GameFile.Format format) {
    Integer k = options.size().winLength().value();
    if (k != null && k != GameFiles.FIVE) {
      anyBad = true;
      report.refused(
          source, "a .psq or SGF game is five in a row; leave out --win-length " + k + " for it");
      return;
    }
    PlayedGame game;
    try {
      game = GameFile.read(text, format);
    } catch (GameFileException bad) {
      anyBad = true;
      report.badGameFile(source, bad);
      return;
    }
    Rule rule = options.size().rule().rule();
    Position position;
    try {
      position =
          rule == Rule.FREE_STYLE
              ? game.getPosition()
              : GameRecord.play(
                  game.getRowCount(),
                  game.getColumnCount(),
                  game.getWinLength(),
                  rule,
                  game.toMoveList());
    } catch (GameRecordException badMoves) {
      anyBad = true;
      report.badGame(source, game.toMoveList(), badMoves);
      return;
    } catch (IllegalArgumentException unfit) {
      anyBad = true;
      report.refused(source, String.valueOf(unfit.getMessage()));
      return;
    }
    anyBad |= judge.judged(source, position, position.getVerdict());
  }
}
