package dev.noughts.cli;

import dev.noughts.Verdict;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code noughts check}: judges boards under the rules of play. */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    // picocli would wrap the synopsis leaving [FILE...] alone on its line.
    customSynopsis = {
      "noughts check [-hV] [--any-size] [--each-line] [--json]",
      "                     [--win-length=K] [--game=RxC] [--rule=RULE] [FILE...]",
    },
    header = "Judges tic-tac-toe boards under the rules of play.",
    description = {
      "Judges tic-tac-toe boards: who won and with which lines, a draw, whose",
      "turn it is, or why the position is impossible. Malformed boards are",
      "errors, never repaired.",
      "",
      "A board is written as rows of X, O and - (empty), one row per line or",
      "separated by '/', such as: X O X / - O - / - - -",
      "",
      "A game file, piskvork's .psq or SGF (GM[4]), named so or starting as one",
      "does, is judged as the position its game reaches; a record that breaks a",
      "rule is an error by its line.",
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:every board is legal (won, drawn or in progress)",
      "1:some board is impossible or malformed",
      "2:usage error, unreadable input, or output that cannot be written",
    })
final class CheckCommand implements Callable<Integer> {
  private final Io io;

  @Mixin private final BoardOptions options = new BoardOptions();

  CheckCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    CheckReport report =
        options.json() ? new JsonReport(new JsonLines(io.out())) : new TextReport(io.out());
    return BoardChecks.run(
        io,
        "check",
        options,
        report,
        (source, position, verdict) -> {
          report.judged(source, position, verdict);
          return verdict instanceof Verdict.Impossible;
        });
  }
}
