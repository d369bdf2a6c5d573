package dev.noughts.cli;

import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Rule;
import dev.noughts.Solution;
import dev.noughts.Solver;
import dev.noughts.Unsolvable;
import dev.noughts.UnsolvableException;
import dev.noughts.Verdict;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code noughts solve}: {@code check}, and perfect play from every legal board. */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    // picocli would wrap the synopsis leaving [FILE...] alone on its line.
    customSynopsis = {
      "noughts solve [-hV] [--any-size] [--each-line] [--json]",
      "                     [--win-length=K] [--game=RxC] [--rule=RULE]",
      "                     [--budget=N] [--every-winning-move]",
      "                     [--vcf-threats] [FILE...]",
    },
    header = "Solves tic-tac-toe boards: how perfect play ends and which moves keep it so.",
    description = {
      "Judges each board as check does, then solves a legal one: how the game ends",
      "when both play perfectly (X wins, O wins or a draw), in how many moves (the",
      "winner as fast as possible, the loser as slow as possible), the best moves",
      "(every move that keeps that ending), and what every legal move leads to.",
      "Every board of up to 25 cells (5 x 5) is solved, and boards with at most 16",
      "empty cells (endgames of larger boards), or up to 64 when the solver needs at",
      "most 2,000,000 nodes. Beyond that, on a board of up to 1,024 cells, the prover",
      "looks for a forced win by fours and threes, within --budget nodes: it says",
      "who wins by force, with the first winning move proved (every one the budget",
      "proves, with --every-winning-move) and a line to the win, or",
      "that it proved nothing (not an error: not proven is not a draw). With",
      "--vcf-threats it also looks, when that finds nothing, for a win through moves",
      "after which the player to move would win by fours if given a free move.",
      "Under --rule renju, which the solver does not play, the prover judges every",
      "board in progress by renju's rules, whatever its empty cells.",
      "",
      "A board is written as rows of X, O and - (empty), one row per line or",
      "separated by '/', such as: X O X / - O - / - - -",
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:every board is legal, and solved or searched by the prover (not proven is no error)",
      "1:some board is impossible or malformed, or too large for the solver and the prover",
      "2:usage error, unreadable input, or output that cannot be written",
    })
final class SolveCommand implements Callable<Integer> {
  private final Io io;
  private final Solver solver = new Solver();

  @Mixin private final BoardOptions options = new BoardOptions();

  @Mixin private final ProverBudget budget = new ProverBudget();

  @Option(
      names = "--every-winning-move",
      description =
          "List every first move the prover proves to win within the budget, not only the"
              + " first: costlier, often the whole budget for a win by threes.")
  private boolean everyWinningMove;

  @Option(
      names = "--vcf-threats",
      description =
          "When fours and threes prove nothing, also search VCF threats for the player to move:"
              + " moves after which a free move would win by fours. It spends what is left of the"
              + " budget and stops at the first winning move.")
  private boolean vcfThreats;

  SolveCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    Prover budgeted = budget.prover(io, "solve");
    if (budgeted == null) {
      return ExitCode.USAGE;
    }
    Prover prover = vcfThreats ? budgeted.withVcfThreats() : budgeted;
    SolveReport report =
        options.json()
            ? new JsonSolveReport(new JsonLines(io.out()))
            : new TextSolveReport(io.out());
    return BoardChecks.run(
        io,
        "solve",
        options,
        report,
        (source, position, verdict) -> solve(source, position, verdict, report, prover));
  }

  /**
   * Reports a board that parsed, with its solution when it is legal, or beyond the solver what the
   * prover found; whether it is bad.
   */
  private boolean solve(
      Source source, Position position, Verdict verdict, SolveReport report, Prover prover) {
    if (verdict instanceof Verdict.Impossible) {
      report.judged(source, position, verdict);
      return true;
    }
    if (position.getRule() == Rule.RENJU) {
      // The solver does not play renju (its forbidden points are not searched): the prover does.
      if (verdict instanceof Verdict.InProgress) {
        report.proved(source, position, verdict, null, prove(prover, position));
      } else {
        report.over(source, position, verdict);
      }
      return false;
    }
    Unsolvable unsolvable;
    try {
      Solution solution = solver.solve(position);
      report.solved(source, position, verdict, solution);
      return false;
    } catch (UnsolvableException refused) {
      unsolvable = refused.getReason();
    }
    // Beyond the solver the game is in progress: a finished or impossible board always solves.
    String unprovable = Prover.whyUnprovable(position).orElse(null);
    if (unprovable == null) {
      report.proved(source, position, verdict, unsolvable, prove(prover, position));
      return false;
    }
    report.unsolvable(
        source,
        position,
        verdict,
        "cannot solve this board: " + unsolvable.message() + "; nor prove it: " + unprovable);
    return true;
  }

  private Proof prove(Prover prover, Position position) {
    return everyWinningMove ? prover.proveEveryWinningMove(position) : prover.prove(position);
  }
}
