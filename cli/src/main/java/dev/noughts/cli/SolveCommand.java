package dev.noughts.cli;

import dev.noughts.Position;
import dev.noughts.Solver;
import dev.noughts.Verdict;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code noughts solve}: {@code check}, and perfect play from every legal board. */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    // picocli would wrap the synopsis leaving [FILE...] alone on its line.
    customSynopsis = {
      "noughts solve [-hV] [--any-size] [--each-line] [--json]",
      "                     [--win-length=K] [FILE...]",
    },
    header = "Solves tic-tac-toe boards: how perfect play ends and which moves keep it so.",
    description = {
      "Judges each board as check does, then solves a legal one: how the game ends",
      "when both play perfectly (X wins, O wins or a draw), in how many moves (the",
      "winner as fast as possible, the loser as slow as possible), the best moves",
      "(every move that keeps that ending), and what every legal move leads to.",
      "Boards with at most 16 empty cells are solved: every board up to 4 x 4, and",
      "endgames of larger boards.",
      "",
      "A board is written as rows of X, O and - (empty), one row per line or",
      "separated by '/', such as: X O X / - O - / - - -",
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:every board is legal and solved",
      "1:some board is impossible, malformed, or has too many empty cells",
      "2:usage error, unreadable input, or output that cannot be written",
    })
final class SolveCommand implements Callable<Integer> {
  private final Io io;
  private final Solver solver = new Solver();

  @Mixin private final BoardOptions options = new BoardOptions();

  SolveCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    SolveReport report =
        options.json()
            ? new JsonSolveReport(new JsonLines(io.out()))
            : new TextSolveReport(io.out());
    return BoardChecks.run(
        io,
        "solve",
        options,
        report,
        (source, position, verdict) -> solve(source, position, verdict, report));
  }

  /** Reports a board that parsed, with its solution when it is legal; whether it is bad. */
  private boolean solve(Source source, Position position, Verdict verdict, SolveReport report) {
    if (verdict instanceof Verdict.Impossible) {
      report.judged(source, position, verdict);
      return true;
    }
    String unsolvable = Solver.whyUnsolvable(position);
    if (unsolvable != null) {
      report.unsolvable(source, position, verdict, "cannot solve this board: " + unsolvable);
      return true;
    }
    report.solved(source, position, verdict, solver.solve(position));
    return false;
  }
}
