package dev.noughts.cli;

import dev.noughts.Position;
import dev.noughts.Solver;
import dev.noughts.Verdict;
import picocli.CommandLine.Command;

/** {@code noughts solve}: {@code check}, and perfect play from every legal board. */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
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
      "2:usage error, an input that cannot be read, or results that cannot be written",
    })
final class SolveCommand extends CheckCommand {
  private final Solver solver = new Solver();

  SolveCommand(Io io) {
    super(io);
  }

  @Override
  String name() {
    return "solve";
  }

  @Override
  SolveReport report() {
    return json ? new JsonSolveReport(io.out()) : new TextSolveReport(io.out());
  }

  @Override
  void judged(Source source, Position position, Verdict verdict, CheckReport report) {
    if (verdict instanceof Verdict.Impossible || !(report instanceof SolveReport solving)) {
      super.judged(source, position, verdict, report);
      return;
    }
    String unsolvable = Solver.whyUnsolvable(position);
    if (unsolvable != null) {
      anyBad = true;
      solving.unsolvable(source, position, verdict, "cannot solve this board: " + unsolvable);
    } else {
      solving.solved(source, position, verdict, solver.solve(position));
    }
  }
}
