package dev.noughts.cli;

import dev.noughts.Position;
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
}
