package dev.noughts.cli;

import dev.noughts.NotationException;
import dev.noughts.Position;
import dev.noughts.Verdict;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code noughts check}: judges boards under the rules of play. */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    header = "Judges tic-tac-toe boards under the rules of play.",
    description = {
      "Judges tic-tac-toe boards: who won and with which lines, a draw, whose turn it is,",
      "or why the position is impossible. Malformed boards are errors, never repaired.",
      "",
      "A board is written as rows of X, O and - (empty), one row per line or separated",
      "by '/', such as: X O X / - O - / - - -",
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:every board is legal (won, drawn or in progress)",
      "1:some board is impossible or malformed",
      "2:usage error, such as an unknown option or a file that cannot be read",
    })
final class CheckCommand implements Callable<Integer> {
  private final Io io;

  @Parameters(
      paramLabel = "FILE",
      description = "Files to read; standard input when none is given, or for '-'.")
  private List<String> files = new ArrayList<>();

  @Option(
      names = "--each-line",
      description = "Every non-blank line is a board in '/' notation (the batch form).")
  private boolean eachLine;

  @Option(
      names = "--any-size",
      description = "Take n from the input (n x n, 1 to 1000) instead of requiring 3 x 3.")
  private boolean anySize;

  @Option(names = "--json", description = "Print one JSON object per board, one per line.")
  private boolean json;

  private boolean anyBad;

  CheckCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    CheckReport report = json ? new JsonReport(io.out()) : new TextReport(io.out());
    Inputs inputs =
        new Inputs(
            io,
            eachLine
                ? "noughts check: reading one board per line from standard input,"
                    + " such as X O X / - O - / - - - (end with Ctrl-D)"
                : "noughts check: reading one board from standard input, three rows of X, O"
                    + " and -, such as X O X / - O - / - - - (end with Ctrl-D)");
    boolean allRead =
        inputs.forEach(
            files,
            (name, reader) -> {
              if (eachLine) {
                checkEachLine(name, reader, report);
              } else {
                String text = Inputs.readBoard(reader);
                if (text == null) {
                  anyBad = true;
                  io.err().println("noughts check: " + name + Inputs.TOO_LARGE);
                } else {
                  check(name, text, report);
                }
              }
            });
    io.out().flush();
    if (!allRead) {
      return ExitCode.USAGE;
    }
    return anyBad ? ExitCode.BAD_BOARD : ExitCode.OK;
  }

  private void checkEachLine(String name, BufferedReader reader, CheckReport report) {
    try {
      int number = 0;
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        number++;
        if (!line.isBlank()) {
          check(name + ":" + number, line, report);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void check(String source, String text, CheckReport report) {
    try {
      Position position = anySize ? Position.of(text) : Position.ofClassic(text);
      Verdict verdict = position.getVerdict();
      anyBad |= verdict instanceof Verdict.Impossible;
      report.judged(source, position, verdict);
    } catch (NotationException e) {
      anyBad = true;
      report.malformed(source, text, e.getErrors());
    }
  }
}
