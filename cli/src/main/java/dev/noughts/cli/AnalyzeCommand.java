package dev.noughts.cli;

import dev.noughts.GameAnalysis;
import dev.noughts.GameFile;
import dev.noughts.GameFileException;
import dev.noughts.GameRecordException;
import dev.noughts.PlayedGame;
import dev.noughts.Prover;
import dev.noughts.engines.Tactic;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code noughts analyze}: each game's moves judged by proof, each proved mistake with its proof's
 * line and the regression test it makes.
 */
@Command(
    name = "analyze",
    mixinStandardHelpOptions = true,
    // picocli would wrap the synopsis leaving GAME... alone on its line.
    customSynopsis = {
      "noughts analyze [-hV] [--budget=N] [--game=RxC] [--json]",
      "                       [--win-length=K] GAME...",
    },
    header = "Finds the proved mistakes of gomoku games and prints each as a test.",
    description = {
      "Reads each GAME, a piskvork .psq file or an SGF file (GM[4]), and judges",
      "its every move by proof: whether the player had a proved win and threw it",
      "away, or moved from a position not proved lost into one proved lost (the",
      "losing move), with the proof's line and its plies. Positions of boards of",
      "up to 25 cells, and with at most 16 empty cells, are judged exactly by the",
      "solver; the others by the prover, within --budget nodes a proof. The first",
      "decisive mistake of each side is marked: after it, that side never again",
      "had a proved win. Each mistake is printed as a regression test: a Java",
      "@Board fixture, its Kotlin form, and a line of the tactics suites' format",
      "when the position is a tactic of theirs. Each game ends with a summary.",
      "With --game, each GAME is instead a move list of the project's own, such",
      "as h8 h9 g7 or 8,8 7,8 9,7 (give --win-length 5 for gomoku).",
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:every game was read and analysed (a mistake found is no error)",
      "1:some game file is malformed, of another game, or breaks a rule",
      "2:usage error, or a file that cannot be read",
    })
final class AnalyzeCommand implements Callable<Integer> {
  /** The largest file read: far more than a game of the largest board takes. */
  static final long MAX_FILE_BYTES = 16L << 20;

  private final Io io;

  @Mixin private final ProverBudget budget = new ProverBudget();

  @Mixin private final WinLength winLength = new WinLength();

  @Mixin private final GameOption moveList = new GameOption();

  @Option(
      names = "--json",
      description =
          "Print one JSON object per game as soon as it is analysed: its every move judged, its"
              + " mistakes with their proofs and fixtures, and its summary.")
  private boolean json;

  @Parameters(paramLabel = "GAME", arity = "1..*", description = "A .psq or SGF game file.")
  private List<Path> games = new ArrayList<>();

  AnalyzeCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    Prover prover = budget.prover(io, "analyze");
    if (prover == null
        || !winLength.mayFit(io, "analyze")
        || !moveList.fits(io, "analyze", winLength.value())) {
      return ExitCode.USAGE;
    }
    if (winLength.value() != null && !moveList.given()) {
      io.err()
          .println(
              "noughts analyze: --win-length goes with --game; a .psq or SGF game is five in a"
                  + " row");
      return ExitCode.USAGE;
    }
    AnalysisReport report = json ? new AnalysisJson(io.out()) : new AnalysisText(io.out());
    int code = ExitCode.OK;
    for (Path file : games) {
      String text;
      try {
        text = TextFile.read(file, MAX_FILE_BYTES);
      } catch (IOException | RuntimeException e) {
        String reason = FileProblem.readReason(e);
        io.err()
            .println(
                "noughts analyze: cannot read "
                    + ControlCharacters.escape(file.toString())
                    + ": "
                    + reason);
        report.unreadable(file, reason);
        code = ExitCode.IO_ERROR;
        continue;
      }
      PlayedGame game;
      try {
        game = moveList.given() ? moveList.game(text) : GameFile.read(text);
      } catch (GameRecordException e) {
        report.badMoves(file, e);
        code = Math.max(code, ExitCode.BAD_BOARD);
        continue;
      } catch (GameFileException e) {
        report.badFile(file, e);
        code = Math.max(code, ExitCode.BAD_BOARD);
        continue;
      }
      Optional<String> unprovable = Prover.whyUnprovable(game.positionAfter(0));
      if (unprovable.isPresent()) {
        report.refused(
            file,
            "cannot analyse a game on "
                + game.getColumnCount()
                + "x"
                + game.getRowCount()
                + ": "
                + unprovable.get());
        code = Math.max(code, ExitCode.BAD_BOARD);
        continue;
      }
      Prover judge = prover;
      report.analysed(
          file,
          GameAnalysis.of(game, judge),
          judge.getBudget(),
          mistake -> Tactic.prove(mistake.getPosition(), judge));
    }
    return code;
  }
}
