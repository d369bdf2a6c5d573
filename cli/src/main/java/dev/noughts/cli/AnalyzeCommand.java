package dev.noughts.cli;

import dev.noughts.GameAnalysis;
import dev.noughts.GameFile;
import dev.noughts.GameFileError;
import dev.noughts.GameFileException;
import dev.noughts.GameRecordException;
import dev.noughts.Mistake;
import dev.noughts.MoveError;
import dev.noughts.PlayedGame;
import dev.noughts.Prover;
import dev.noughts.engines.Tactic;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code noughts analyze}: each game's moves judged by proof, each proved mistake with its proof's
 * line and the regression test it makes.
 */
@Command(
    name = "analyze",
    mixinStandardHelpOptions = true,
    customSynopsis = {"noughts analyze [-hV] [--budget=N] [--game=RxC] [--win-length=K] GAME..."},
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
    int code = ExitCode.OK;
    for (Path file : games) {
      String text;
      try {
        if (Files.size(file) > MAX_FILE_BYTES) {
          io.err()
              .println(
                  "noughts analyze: "
                      + file
                      + " is larger than 16 MiB; a game file is far smaller");
          code = ExitCode.IO_ERROR;
          continue;
        }
        text = Files.readString(file, StandardCharsets.UTF_8);
      } catch (IOException | RuntimeException e) {
        io.err().println("noughts analyze: cannot read " + file + ": " + e.getMessage());
        code = ExitCode.IO_ERROR;
        continue;
      }
      PlayedGame game;
      try {
        game = moveList.given() ? moveList.game(text) : GameFile.read(text);
      } catch (GameRecordException e) {
        for (MoveError error : e.getErrors()) {
          io.out().println(file + ": error: " + error.message());
        }
        String more = e.getUnlistedSummary();
        if (more != null) {
          io.out().println(file + ": " + more);
        }
        code = Math.max(code, ExitCode.BAD_BOARD);
        continue;
      } catch (GameFileException e) {
        for (GameFileError error : e.getErrors()) {
          String where = "line " + error.line() + ": ";
          String message = error.message();
          io.out()
              .println(
                  file
                      + ":"
                      + error.line()
                      + ": error: "
                      + (message.startsWith(where) ? message.substring(where.length()) : message));
        }
        String more = e.getUnlistedSummary();
        if (more != null) {
          io.out().println(file + ": " + more);
        }
        code = Math.max(code, ExitCode.BAD_BOARD);
        continue;
      }
      if (game.getRowCount() * game.getColumnCount() > Prover.MAX_CELLS) {
        io.out()
            .println(
                file
                    + ": error: cannot analyse a game on "
                    + game.getColumnCount()
                    + "x"
                    + game.getRowCount()
                    + ": the prover takes boards of at most 1,024 cells (32 x 32)");
        code = Math.max(code, ExitCode.BAD_BOARD);
        continue;
      }
      report(file, game, prover);
    }
    return code;
  }

  private void report(Path file, PlayedGame game, Prover prover) {
    GameAnalysis analysis = GameAnalysis.of(game, prover);
    io.out()
        .println(
            file
                + ": "
                + game.getRowCount()
                + " x "
                + game.getColumnCount()
                + ", "
                + (game.getWinLength() == 5 ? "five" : String.valueOf(game.getWinLength()))
                + " in a row"
                + (game.getPlayers().size() == 2
                        && game.getPlayers().stream().noneMatch(String::isEmpty)
                    ? ", " + game.getPlayers().get(0) + " against " + game.getPlayers().get(1)
                    : ""));
    for (Mistake mistake : analysis.getMistakes()) {
      io.out()
          .println(
              mistake
                  + (mistake.isDecisive()
                      ? " [the first decisive mistake of " + mistake.getMove().player() + "]"
                      : ""));
      io.out().println("  Java:");
      indented(mistake.toJavaFixture());
      io.out().println("  Kotlin:");
      indented(mistake.toKotlinFixture());
      Optional<Tactic> tactic = Tactic.prove(mistake.getPosition(), prover);
      io.out()
          .println(
              "  tactics: "
                  + tactic
                      .map(Tactic::toString)
                      .orElse("none (a win in one move, or more moves hold than a defence lists)"));
    }
    io.out().println(file + ": " + analysis.getSummary());
  }

  private void indented(String lines) {
    lines.lines().forEach(line -> io.out().println("    " + line));
  }
}
