package dev.noughts.cli;

import dev.noughts.GameAnalysis;
import dev.noughts.GameFile;
import dev.noughts.PlayedGame;
import dev.noughts.Prover;
import dev.noughts.engines.Tactic;
import dev.noughts.gomocup.GameClock;
import dev.noughts.gomocup.Match;
import dev.noughts.gomocup.MatchGame;
import dev.noughts.gomocup.MatchResult;
import dev.noughts.gomocup.MatchScore;
import dev.noughts.gomocup.MatchSettings;
import dev.noughts.gomocup.OpeningError;
import dev.noughts.gomocup.Openings;
import dev.noughts.gomocup.OpeningsException;
import dev.noughts.gomocup.PiskvorkOptions;
import dev.noughts.gomocup.Reply;
import dev.noughts.gomocup.Sprt;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code noughts match}: plays two engines that speak the Gomocup (piskvork) protocol against each
 * other, adjudicates by proof, and finds the blunders of the games.
 */
@Command(
    name = "match",
    mixinStandardHelpOptions = true,
    header = "Plays two Gomocup (piskvork) engines against each other, judged by proof.",
    description = {
      "Plays each opening twice, the first engine as X (who moves first), then as O,",
      "and prints a line per game as it ends: five in a row, a full board, a forced",
      "win proved by the prover (the game is scored at once, with the proof), or a",
      "forfeit: a crash, a time-out or an illegal move loses, named by its fault.",
      "Each game is saved, and its proved mistakes printed as regression tests.",
      "With --time-per-game, each engine also has a clock for the game.",
      "Last, the first engine's wins, losses and draws, the Elo difference with its",
      "95%% interval, and the SPRT's ratio and bounds when --sprt is given.",
      "",
      "  noughts match --openings openings.txt --sprt elo1=5 \\",
      "      -- ./pbrain-new -- ./pbrain-old",
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:the match was played",
      "2:bad usage, an openings file that cannot be read or played, or a game that cannot be saved",
      "3:an engine could not be run",
    })
final class MatchCommand implements Callable<Integer> {
  /** An engine could not be run: not found, not started, or it refused the board. */
  static final int ENGINE_NOT_RUN = 3;

  /** The largest openings file read: a million openings are far smaller. */
  private static final long MAX_FILE_BYTES = 64L << 20;

  private final Io io;

  @Parameters(
      arity = "3..*",
      paramLabel = "ENGINE",
      description =
          "-- the first engine's program and its arguments -- the second engine's program and its"
              + " arguments.")
  private List<String> engines = List.of();

  @Option(
      names = "--openings",
      paramLabel = "FILE",
      description =
          "The openings, one a line: c-gomoku-cli's offsets from the centre (0,0, 1,0, 1,1) or the"
              + " project's move lists (h8 i8 i9). Default: the empty board.")
  private @Nullable Path openings;

  @Option(
      names = "--size",
      paramLabel = "N",
      converter = WholeNumber.SizeConverter.class,
      description = "The board, N x N, five in a row. Default: 15.")
  private int size = 15;

  @Option(
      names = "--concurrency",
      paramLabel = "N",
      description = "Games played at once, each by two processes of its own. Default: 1.")
  private int concurrency = 1;

  @Mixin private final MoveTimeOptions moveTime = new MoveTimeOptions();

  @Option(
      names = "--time-per-game",
      paramLabel = "MS",
      description =
          "Each engine's clock for a game in milliseconds (INFO timeout_match, and time_left before"
              + " each move); an engine whose clock runs out loses. Default: none, the time per"
              + " move alone.")
  private @Nullable Integer timePerGame;

  @Option(
      names = "--increment",
      paramLabel = "MS",
      description =
          "Milliseconds added to an engine's clock after each of its moves, with --time-per-game."
              + " Default: 0.")
  private @Nullable Integer increment;

  @Option(
      names = "--adjudication-budget",
      paramLabel = "N",
      converter = WholeNumber.BudgetConverter.class,
      description =
          "Nodes the prover may make per position to prove a forced win, which ends the game: 0"
              + " for none. Default: "
              + MatchSettings.DEFAULT_ADJUDICATION_BUDGET
              + ".")
  private int adjudicationBudget = (int) MatchSettings.DEFAULT_ADJUDICATION_BUDGET;

  @Mixin private final ProverBudget budget = new ProverBudget();

  @Option(names = "--no-analysis", description = "Do not look for the games' mistakes.")
  private boolean noAnalysis;

  @Option(
      names = "--games",
      paramLabel = "DIR",
      description = "Save each game there as it ends, game-1.psq and so on. Default: games.")
  private Path games = Path.of("games");

  @Option(
      names = "--format",
      paramLabel = "psq|sgf",
      description = "The saved games' format: psq (piskvork's) or sgf. Default: psq.")
  private String format = "psq";

  @Option(
      names = "--names",
      paramLabel = "NAME,NAME",
      description =
          "The engines' names in the saved games, the first engine's then the second's. Default:"
              + " first,second.")
  private String names = "first,second"; // one value, so that picocli's synopsis shows it once

  @Option(
      names = "--sprt",
      arity = "1..5",
      paramLabel = "KEY=VALUE",
      description =
          "Stop the match once an SPRT decides: elo0=E0 elo1=E1 alpha=A beta=B model=M, elo1"
              + " required, by default elo0=0 alpha=0.05 beta=0.05 model=pentanomial (pairs of"
              + " games, an opening with both colours; trinomial: games alone, as fastchess;"
              + " bayeselo: as cutechess).")
  private List<String> sprt = List.of();

  MatchCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    Prover analysisProver = budget.prover(io, "match");
    if (analysisProver == null) {
      return ExitCode.USAGE;
    }
    List<String> problems = new ArrayList<>();
    int split = engines.indexOf("--");
    List<String> first = split < 0 ? List.of() : engines.subList(0, split);
    List<String> second = split < 0 ? List.of() : engines.subList(split + 1, engines.size());
    if (first.isEmpty() || second.isEmpty() || second.contains("--")) {
      problems.add(
          "give the two engines as -- FIRST... -- SECOND..., each a program and its arguments");
    }
    if (concurrency < 1) {
      problems.add("--concurrency is " + concurrency + "; it must be 1 or more");
    }
    problems.addAll(moveTime.problems());
    if (timePerGame != null && timePerGame < 1) {
      problems.add("--time-per-game is " + timePerGame + "; it must be 1 ms or more");
    }
    if (increment != null && (increment < 0 || timePerGame == null)) {
      problems.add(
          timePerGame == null
              ? "--increment goes with --time-per-game, the clock it adds to"
              : "--increment is " + increment + "; it must be 0 ms or more");
    }
    if (adjudicationBudget < 0 || adjudicationBudget > Prover.MAX_BUDGET) {
      problems.add(
          "--adjudication-budget is "
              + adjudicationBudget
              + "; it must be 0 (none) to "
              + Prover.MAX_BUDGET
              + " nodes");
    }
    if (size < 5) {
      problems.add("--size is " + size + "; five in a row needs a board of 5 x 5 or more");
    }
    GameFile.Format saved =
        switch (format.toLowerCase(Locale.ROOT)) {
          case "psq" -> GameFile.Format.PSQ;
          case "sgf" -> GameFile.Format.SGF;
          default -> null;
        };
    if (saved == null) {
      problems.add("--format is " + format + "; give psq or sgf");
    }
    if (names().size() != 2 || names().stream().anyMatch(String::isBlank)) {
      problems.add("--names is " + names + "; give two names, FIRST,SECOND");
    } else if (saved == GameFile.Format.PSQ && !psqHoldsNames()) {
      problems.add(
          "--names is "
              + names
              + "; a .psq record cannot hold them (each name is a line of its own, at most 200"
              + " characters, and neither -1, the line that ends the record, nor a line such as"
              + " result: W+T, which follows it): give other names");
    }
    SprtOption.Parsed test = SprtOption.parse(sprt);
    problems.addAll(test.problems().stream().map(p -> "--sprt: " + p).toList());
    if (!problems.isEmpty() || saved == null) {
      problems.forEach(problem -> io.err().println("noughts match: " + problem));
      return ExitCode.USAGE;
    }
    for (List<String> command : List.of(first, second)) {
      String missing = missingProgram(command.get(0));
      if (missing != null) {
        io.err()
            .println(
                "noughts match: the "
                    + (command == first ? "first" : "second")
                    + " engine cannot be run: "
                    + missing);
        return ENGINE_NOT_RUN;
      }
    }
    List<PlayedGame> starts = openings();
    if (starts == null) {
      return ExitCode.USAGE;
    }
    try {
      Files.createDirectories(games);
    } catch (IOException | InvalidPathException e) {
      io.err()
          .println("noughts match: cannot make --games " + games + ": " + FileProblem.reason(e));
      return ExitCode.IO_ERROR;
    }
    MatchSettings settings =
        MatchSettings.builder(options(first), options(second), size, size)
            .openings(starts)
            .names(names().get(0), names().get(1))
            .concurrency(concurrency)
            .adjudicationBudget(adjudicationBudget)
            .analysisBudget(noAnalysis ? 0 : analysisProver.getBudget())
            .sprt(test.sprt())
            .clock(
                timePerGame == null
                    ? null
                    : new GameClock(
                        Duration.ofMillis(timePerGame),
                        Duration.ofMillis(increment == null ? 0 : increment)))
            .build();
    int width = Integer.toString(2 * starts.size()).length();
    MatchResult result;
    try {
      result = Match.play(settings, game -> report(game, saved, width, analysisProver));
    } catch (UncheckedIOException e) {
      io.err().println("noughts match: " + e.getMessage());
      return ExitCode.IO_ERROR;
    }
    summary(result, test.sprt());
    return notRun(result) ? ENGINE_NOT_RUN : ExitCode.OK;
  }

  private PiskvorkOptions options(List<String> command) {
    return moveTime.applyTo(PiskvorkOptions.builder()).command(command).build();
  }

  /** Why {@code program} cannot be run, or null when it is a file or found on the PATH. */
  private static @Nullable String missingProgram(String program) {
    try {
      if (program.contains(File.separator) || program.contains("/")) {
        Path path = Path.of(program);
        return Files.isRegularFile(path)
            ? Files.isExecutable(path) ? null : program + " is not executable"
            : program + ": no such file";
      }
      String pathVariable = System.getenv("PATH");
      for (String directory :
          (pathVariable == null ? "" : pathVariable).split(File.pathSeparator)) {
        if (!directory.isEmpty() && Files.isExecutable(Path.of(directory, program))) {
          return null;
        }
      }
      return program + " is not found on the PATH";
    } catch (InvalidPathException e) {
      return program + " is no path: " + e.getReason();
    }
  }

  /** The openings, the empty board without a file, or null after saying what is wrong. */
  private @Nullable List<PlayedGame> openings() {
    if (openings == null) {
      return List.of(PlayedGame.of(size, size, 5, ""));
    }
    String text;
    try {
      text = TextFile.read(openings, MAX_FILE_BYTES);
    } catch (IOException | RuntimeException e) {
      io.err()
          .println(
              "noughts match: cannot read --openings "
                  + ControlCharacters.escape(openings.toString())
                  + ": "
                  + FileProblem.readReason(e));
      return null;
    }
    try {
      List<PlayedGame> read = Openings.read(text, size, size);
      if (read.isEmpty()) {
        io.err().println("noughts match: " + openings + " holds no opening");
        return null;
      }
      return read;
    } catch (OpeningsException e) {
      for (OpeningError error : e.getErrors()) {
        io.err().println(openings + ":" + error.line() + ": error: " + error.message());
      }
      return null;
    }
  }

  /** Saves {@code game} and prints its line and its mistakes. */
  private void report(MatchGame game, GameFile.Format format, int width, Prover prover) {
    Path file =
        games.resolve(
            String.format(
                Locale.ROOT,
                "game-%0" + width + "d.%s",
                game.number(),
                format == GameFile.Format.PSQ ? "psq" : "sgf"));
    try {
      Files.writeString(file, GameFile.write(game.game(), format), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot save game " + game.number() + " to " + file + ": " + FileProblem.reason(e), e);
    }
    io.out().println(ControlCharacters.escape(oneLine(game.toString())) + "; saved " + file);
    GameAnalysis analysis = game.analysis();
    if (analysis != null) {
      AnalysisText.printMistakes(
          io.out(),
          "  ",
          analysis.getMistakes(),
          mistake -> Tactic.prove(mistake.getPosition(), prover));
    }
    io.out().flush(); // each game's lines out as it ends, to a file or a pipe too
  }

  /** {@code text} on one line: an engine's standard error may hold several, joined by " / ". */
  private static String oneLine(String text) {
    return text.strip().replaceAll("\\s*(\\R\\s*)+", " / ");
  }

  private void summary(MatchResult result, @Nullable Sprt test) {
    MatchScore score = result.score();
    io.out()
        .println(
            String.format(
                Locale.ROOT,
                "%s against %s: %d game%s, W %d, L %d, D %d, score %.3f",
                names().get(0),
                names().get(1),
                score.games(),
                score.games() == 1 ? "" : "s",
                score.wins(),
                score.losses(),
                score.draws(),
                score.score()));
    io.out()
        .println(
            String.format(
                Locale.ROOT,
                "Elo difference: %s +/- %s (95%%)",
                elo(score.eloDifference()),
                elo(score.eloError()).replace("+", "")));
    if (test != null && test.model() == Sprt.Model.PENTANOMIAL) {
      io.out()
          .println(
              "Pairs (an opening with both colours): "
                  + score.pairs()
                  + "; by points 0-2: "
                  + score.pairs().byPoints());
    }
    if (test != null) {
      io.out()
          .println(
              String.format(
                  Locale.ROOT,
                  "SPRT %s: LLR %.2f, bounds (%.2f, %.2f): %s",
                  test,
                  unsigned(test.logLikelihoodRatio(score)),
                  test.lowerBound(),
                  test.upperBound(),
                  switch (test.state(score)) {
                    case CONTINUE -> "no bound crossed";
                    case H0_ACCEPTED -> "H0 accepted (not elo1 stronger), the match stopped";
                    case H1_ACCEPTED -> "H1 accepted (elo1 stronger), the match stopped";
                  }));
    }
  }

  /** {@code value}, 0 when it rounds to it, so that it is never printed as -0.00. */
  private static double unsigned(double value) {
    return Math.abs(value) < 0.005 ? 0 : value;
  }

  private static String elo(double elo) {
    if (Double.isNaN(elo)) {
      return "none";
    }
    if (Double.isInfinite(elo)) {
      return elo > 0 ? "+infinity" : "-infinity";
    }
    return Math.abs(elo) < 0.05 ? "0.0" : String.format(Locale.ROOT, "%+.1f", elo);
  }

  /** The names given to {@code --names}, split at their commas. */
  private List<String> names() {
    return List.of(names.split(",", -1));
  }

  /**
   * Whether the names read back from a {@code .psq} record, which leaves them out when a line of
   * their own cannot hold them (the runtime's rule, asked by writing and reading a record).
   */
  private boolean psqHoldsNames() {
    PlayedGame named = PlayedGame.of(15, 15, 5, List.of(), names());
    return !GameFile.read(GameFile.write(named, GameFile.Format.PSQ)).getPlayers().isEmpty();
  }

  /**
   * Whether an engine could not be run at all, which stopped the match; if so, names the engine and
   * why on standard error.
   */
  private boolean notRun(MatchResult result) {
    Reply.Failure failure = result.notRun();
    if (failure != null) {
      io.err()
          .println(
              "noughts match: an engine could not be run: "
                  + ControlCharacters.escape(oneLine(failure.toString())));
    }
    return failure != null;
  }
}
