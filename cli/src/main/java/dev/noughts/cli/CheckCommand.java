package dev.noughts.cli;

import dev.noughts.NotationException;
import dev.noughts.Position;
import dev.noughts.Verdict;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
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
      "2:usage error, an input that cannot be read, or results that cannot be written",
    })
class CheckCommand implements Callable<Integer> {
  final Io io;

  @Parameters(
      paramLabel = "FILE",
      description = "Files to read; standard input when none is given, or for '-'.")
  private List<String> files = new ArrayList<>();

  @Option(
      names = "--each-line",
      description =
          "Every non-blank line is a board in '/' notation (the batch form). A line of more"
              + " than 4194304 characters is refused; the lines after it are still checked.")
  private boolean eachLine;

  @Mixin private final BoardSize size = new BoardSize();

  @Option(names = "--json", description = "Print one JSON object per board, one per line.")
  boolean json;

  boolean anyBad;

  CheckCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    CheckReport report = report();
    Inputs inputs =
        new Inputs(
            io,
            eachLine
                ? "noughts "
                    + name()
                    + ": reading one board per line from standard input,"
                    + " such as X O X / - O - / - - - (end with Ctrl-D)"
                : "noughts "
                    + name()
                    + ": reading one board from standard input, three rows of"
                    + " X, O and -, such as X O X / - O - / - - - (end with Ctrl-D)");
    boolean allRead =
        inputs.forEach(
            files,
            (file, reader) -> {
              if (eachLine) {
                checkEachLine(file, reader, report);
              } else {
                checkWhole(file, reader, report);
              }
            });
    io.out().flush();
    if (!allRead) {
      return ExitCode.IO_ERROR;
    }
    return anyBad ? ExitCode.BAD_BOARD : ExitCode.OK;
  }

  /** The command's name, for messages. */
  String name() {
    return "check";
  }

  /** Where the results go. */
  CheckReport report() {
    return json ? new JsonReport(io.out()) : new TextReport(io.out());
  }

  /** Reports a board that parsed; what {@code solve} extends. */
  void judged(Source source, Position position, Verdict verdict, CheckReport report) {
    anyBad |= verdict instanceof Verdict.Impossible;
    report.judged(source, position, verdict);
  }

  private void checkWhole(String file, Reader reader, CheckReport report) throws IOException {
    Source source = new Source(file);
    String text = Inputs.readBoard(reader);
    if (text == null) {
      anyBad = true;
      report.refused(source, source + Inputs.TOO_LARGE);
    } else {
      check(source, text, report);
    }
  }

  private void checkEachLine(String file, Reader reader, CheckReport report) throws IOException {
    LineReader lines = Inputs.eachLine(reader);
    for (LineReader.Line line = lines.next(); line != null; line = lines.next()) {
      Source source = new Source(file, line.number());
      String text = line.text();
      if (text == null) {
        anyBad = true;
        report.refused(source, Inputs.lineTooLong(line.number()));
        io.out().flush(); // said now, though the rest of the line may take long to skip
      } else if (!text.isBlank()) {
        check(source, text, report);
      }
      if (io.out().failure() != null) {
        return;
      }
    }
  }

  private void check(Source source, String text, CheckReport report) {
    try {
      Position position = size.read(text);
      judged(source, position, position.getVerdict(), report);
    } catch (NotationException e) {
      anyBad = true;
      report.malformed(source, text, e.getErrors(), size.hint(text));
    }
  }
}
