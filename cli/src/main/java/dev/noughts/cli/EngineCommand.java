package dev.noughts.cli;

import dev.noughts.Prover;
import dev.noughts.Square;
import dev.noughts.engines.Tactic;
import dev.noughts.engines.TacticsScore;
import dev.noughts.engines.TacticsSuite;
import dev.noughts.gomocup.Conformance;
import dev.noughts.gomocup.ConformanceReport;
import dev.noughts.gomocup.PiskvorkOptions;
import dev.noughts.gomocup.Reply;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code noughts engine}: runs an engine process that speaks the Gomocup (piskvork) protocol on a
 * suite of proved tactics, and judges each move by proof.
 */
@Command(
    name = "engine",
    mixinStandardHelpOptions = true,
    header = "Scores a Gomocup (piskvork) engine on proved tactics.",
    description = {
      "Runs COMMAND, an engine that speaks the piskvork protocol, on every position of",
      "a suite of proved tactics and judges each move by proof: on a win, right when",
      "the win is kept; on a defence, right unless it is proved to lose. Each miss is",
      "shown with the proof against it, the plies it takes and the board. A move on a",
      "win proved neither to keep it nor to lose is unresolved, listed apart: no miss.",
      "",
      "  noughts engine --suite tactics-15 -- ./pbrain-foo",
      "",
      "With --conformance, checks the protocol instead: ABOUT, START 15 and 20, an",
      "immediate win, a block, and (a warning only) ERROR on a finished game.",
      "",
      "The protocol cannot tell an engine the win length: tactics-9 and tactics-7 are",
      "four in a row, for an engine that plays four (--win-length 4).",
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:no move was a miss (or every required conformance check passed)",
      "1:some move was a miss (or some required conformance check failed)",
      "2:bad usage, a suite file that cannot be read, or an --html FILE that cannot be written",
      "3:the engine could not be run",
    })
final class EngineCommand implements Callable<Integer> {
  /** The engine could not be run: not started, or it refused the board. */
  static final int ENGINE_NOT_RUN = 3;

  /** How many misses the report shows unless {@code --misses} says otherwise. */
  private static final int MISSES_SHOWN = 10;

  private final Io io;
  private final JsonLines jsonLines;

  @Parameters(
      arity = "1..*",
      paramLabel = "COMMAND",
      description = "The engine's program and its arguments (after --, if any start with -).")
  private List<String> command = List.of();

  @Option(
      names = "--suite",
      paramLabel = "SUITE",
      description =
          "tactics-15 (15 x 15, five to win), tactics-9 or tactics-7 (four to win), or a suite"
              + " file (docs/tactics.md). Default: tactics-15.")
  private String suite = "tactics-15";

  @Option(
      names = "--time-per-move",
      paramLabel = "MS",
      description =
          "The engine's time per move in milliseconds (INFO timeout_turn). Default: 1000.")
  private int timePerMove = 1000;

  @Option(
      names = "--tolerance",
      paramLabel = "MS",
      description =
          "How much longer than the time per move noughts waits before the engine is out of time,"
              + " in milliseconds. Default: 500.")
  private int tolerance = 500;

  @Option(
      names = "--win-length",
      paramLabel = "K",
      converter = WholeNumber.SizeConverter.class,
      description =
          "The win length the engine plays, which the piskvork protocol cannot tell it: a suite"
              + " of another win length is refused. Default: 5 (gomoku).")
  private int winLength = 5;

  @Option(
      names = "--misses",
      paramLabel = "all|N",
      description =
          "How many misses the report shows (and as many unresolved moves). Default: "
              + MISSES_SHOWN
              + ".")
  private String misses = Integer.toString(MISSES_SHOWN);

  @Option(
      names = "--memory",
      paramLabel = "MIB",
      description =
          "The memory the engine may use, in MiB (INFO max_memory); on Linux an engine that holds"
              + " more is killed (MEMORY_EXCEEDED). 0 for no limit.")
  private int memory;

  @Option(
      names = "--processes",
      paramLabel = "N",
      description =
          "Engine processes run at once, 1 to "
              + EngineReplies.MAX_PROCESSES
              + ", each taking the next position as it is free. Default: 1.")
  private int processes = 1;

  @Option(
      names = "--seed",
      paramLabel = "SEED",
      description =
          "Ask for the positions in an order shuffled with this seed (the report keeps the suite's"
              + " numbers), to catch an engine whose move depends on the positions before."
              + " Default: the suite's order.")
  private @Nullable Integer seed;

  @Option(names = "--conformance", description = "Check the protocol instead of scoring.")
  private boolean conformance;

  @Option(names = "--json", description = "Print one JSON object per tactic, then the counts.")
  private boolean json;

  @Option(
      names = "--html",
      paramLabel = "FILE",
      description =
          "Also write the report as one self-contained HTML page to FILE: a summary table, each"
              + " miss drawn as a board (rows and columns from 1) with the engine's move, the"
              + " proved moves and the proof's line numbered on its squares, then the unresolved"
              + " moves and the faults. FILE is created or emptied before the engine starts.")
  private @Nullable Path html;

  @Mixin private final ProverBudget budget = new ProverBudget();

  /** When the run started, for the time {@code --html} reports. */
  private final long startNanos = System.nanoTime();

  EngineCommand(Io io) {
    this.io = io;
    this.jsonLines = new JsonLines(io.out());
  }

  @Override
  public Integer call() {
    Prover prover = budget.prover(io, "engine");
    if (prover == null) {
      return ExitCode.USAGE;
    }
    Integer shown = missesShown();
    String wrong =
        timePerMove < 1
            ? "--time-per-move is " + timePerMove + "; it must be 1 ms or more"
            : tolerance < 1
                ? "--tolerance is " + tolerance + "; it must be 1 ms or more"
                : memory < 0
                    ? "--memory is " + memory + "; give 0 for no limit, or more"
                    : processes < 1 || processes > EngineReplies.MAX_PROCESSES
                        ? "--processes is "
                            + processes
                            + "; it must be 1 to "
                            + EngineReplies.MAX_PROCESSES
                        : winLength < 1
                            ? "--win-length is " + winLength + "; it must be 1 or more"
                            : shown == null
                                ? "--misses is " + misses + "; give all, or a number, 0 or more"
                                : conformance && winLength != 5
                                    ? "the conformance check plays gomoku, 5 in a row; leave"
                                        + " --win-length out"
                                    : null;
    if (wrong != null || shown == null) {
      io.err().println("noughts engine: " + wrong);
      return ExitCode.USAGE;
    }
    PiskvorkOptions options =
        PiskvorkOptions.of(command)
            .withTimePerMove(Duration.ofMillis(timePerMove))
            .withTolerance(Duration.ofMillis(tolerance))
            .withMaxMemory((long) memory << 20)
            .withWinLength(winLength);
    if (conformance && html != null) {
      io.err()
          .println(
              "noughts engine: --html reports a run on tactics; leave it out with --conformance");
      return ExitCode.USAGE;
    }
    if (conformance) {
      return conformance(options);
    }
    List<Tactic> tactics = tactics();
    if (tactics == null) {
      return ExitCode.USAGE;
    }
    int suiteLength = tactics.get(0).getPosition().getWinLength();
    if (suiteLength != winLength) {
      io.err()
          .printf(
              "noughts engine: %s is %d in a row, and the engine is taken to play %d: the"
                  + " piskvork protocol cannot tell an engine the win length, so its moves would"
                  + " answer another game; give --win-length %d if it plays %d in a row%n",
              suite, suiteLength, winLength, suiteLength, suiteLength);
      return ExitCode.USAGE;
    }
    int cores = Runtime.getRuntime().availableProcessors();
    if (processes > cores) {
      io.err()
          .printf(
              "noughts engine: warning: %d engine processes on %d cores: each has less than a core"
                  + " (and less still if it runs threads of its own), so its time per move buys"
                  + " less search than in a tournament; --processes %d or fewer keeps it whole%n",
              processes, cores, cores);
    }
    String unwritable = html == null ? null : HtmlFile.unwritable(html);
    if (unwritable != null) {
      io.err().println("noughts engine: " + unwritable);
      return ExitCode.USAGE;
    }
    return score(options, tactics, prover, shown);
  }

  /** {@code --misses}: a number of 0 or more, {@link Integer#MAX_VALUE} for all; else null. */
  private @Nullable Integer missesShown() {
    if (misses.equals("all")) {
      return Integer.MAX_VALUE;
    }
    if (misses.isEmpty()
        || misses.length() > 9
        || !misses.chars().allMatch(c -> c >= '0' && c <= '9')) {
      return null;
    }
    return Integer.parseInt(misses);
  }

  /** The suite asked for, or null after saying why it cannot be read. */
  private @Nullable List<Tactic> tactics() {
    Optional<TacticsSuite.Bundled> bundled = TacticsSuite.Bundled.named(suite);
    if (bundled.isPresent()) {
      return bundled.get().tactics();
    }
    try {
      List<Tactic> tactics = TacticsSuite.read(Path.of(suite));
      if (tactics.isEmpty()) {
        io.err().println("noughts engine: " + suite + " holds no tactic");
        return null;
      }
      int k = tactics.get(0).getPosition().getWinLength();
      if (tactics.stream().anyMatch(tactic -> tactic.getPosition().getWinLength() != k)) {
        io.err()
            .println(
                "noughts engine: "
                    + suite
                    + " mixes win lengths; an engine process plays one, so give one per suite");
        return null;
      }
      return tactics;
    } catch (NoSuchFileException e) {
      io.err()
          .println(
              "noughts engine: --suite "
                  + suite
                  + " is neither a bundled suite ("
                  + TacticsSuite.Bundled.names()
                  + ") nor a file");
    } catch (IOException | RuntimeException e) {
      io.err().println("noughts engine: cannot read " + suite + ": " + e.getMessage());
    }
    return null;
  }

  private int conformance(PiskvorkOptions options) {
    ConformanceReport report = Conformance.check(options);
    if (json) {
      for (ConformanceReport.Check check : report.checks()) {
        Map<String, Object> object = new LinkedHashMap<>();
        object.put("check", check.name());
        object.put("required", check.required());
        object.put("passed", check.passed());
        object.put("detail", check.detail());
        object.put("rule", check.rule());
        jsonLines.write(object);
      }
    } else {
      io.out().print(report);
    }
    io.out().flush();
    return report.passed() ? ExitCode.OK : ExitCode.BAD_BOARD;
  }

  private int score(PiskvorkOptions options, List<Tactic> tactics, Prover prover, int shown) {
    EngineReplies.Answers answers;
    Progress asked =
        new Progress(io.err(), io.inIsTerminal(), "asked %d of %d tactics", tactics.size());
    try {
      answers =
          EngineReplies.ask(
              options,
              tactics.stream().map(Tactic::getPosition).toList(),
              processes,
              seed,
              asked::step);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      io.err().println("noughts engine: interrupted");
      return ENGINE_NOT_RUN;
    }
    Reply.Failure notRun = answers.notRun();
    int answered = answers.answeredFirst();
    if (notRun != null && !answers.started()) {
      io.err().println("noughts engine: the engine could not be run: " + notRun);
      return ENGINE_NOT_RUN;
    }
    // A run that ended early is judged on the tactics answered before the first left unasked.
    List<Reply> replies = new ArrayList<>(answered);
    for (Reply reply : answers.replies().subList(0, answered)) {
      replies.add(Objects.requireNonNull(reply));
    }
    List<Tactic> judged = tactics.subList(0, answered);
    if (io.inIsTerminal()) {
      io.err().println("noughts engine: judging " + replies.size() + " moves by proof");
      io.err().flush();
    }
    Iterator<Reply> inOrder = replies.iterator(); // TacticsScore asks in the suite's order
    TacticsScore score =
        TacticsScore.of(
            position -> inOrder.next() instanceof Reply.Move move ? move.square() : null,
            judged,
            prover.getBudget());
    if (json) {
      writeJson(score, replies, answers.restartedBefore());
    } else {
      io.out().print(score.getReport(shown));
      List<String> failed = new ArrayList<>();
      for (TacticsScore.Result result : score.getResults()) {
        if (replies.get(result.getNumber() - 1) instanceof Reply.Failure failure) {
          failed.add("tactic " + result.getNumber() + ": " + failure);
        }
      }
      if (!failed.isEmpty()) {
        io.out().println("the engine failed on " + failed.size() + " of them:");
        failed.forEach(line -> io.out().println("  " + line));
      }
      List<Integer> restarted =
          answers.restartedBefore().stream().filter(i -> i < answered).map(i -> i + 1).toList();
      if (!restarted.isEmpty()) {
        io.out()
            .println(
                "the engine gave no answer to RESTART before "
                    + (restarted.size() == 1 ? "tactic " : "tactics ")
                    + restarted.stream().map(String::valueOf).collect(Collectors.joining(", "))
                    + ", and was started again for "
                    + (restarted.size() == 1 ? "it" : "each"));
      }
    }
    io.out().flush();
    boolean written =
        html == null
            || HtmlFile.write(
                html,
                options,
                suite,
                score,
                replies,
                Duration.ofNanos(System.nanoTime() - startNanos),
                io.err());
    if (notRun != null) {
      io.err()
          .printf(
              "noughts engine: the run ended after %d of %d tactics, judged above: the engine"
                  + " could not be run: %s%n",
              answered, tactics.size(), notRun);
      return ENGINE_NOT_RUN;
    }
    return !written
        ? ExitCode.IO_ERROR
        : score.getMisses().isEmpty() ? ExitCode.OK : ExitCode.BAD_BOARD;
  }

  private void writeJson(TacticsScore score, List<Reply> replies, List<Integer> restarted) {
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (TacticsScore.Grade grade : TacticsScore.Grade.values()) {
      counts.put(grade.name().toLowerCase(Locale.ROOT), 0);
    }
    for (TacticsScore.Result result : score.getResults()) {
      String grade = result.getGrade().name().toLowerCase(Locale.ROOT);
      counts.merge(grade, 1, Integer::sum);
      Map<String, Object> object = new LinkedHashMap<>();
      object.put("tactic", result.getNumber());
      object.put("kind", result.getTactic().getKind().name().toLowerCase(Locale.ROOT));
      Square move = result.getMove();
      object.put("move", move == null ? null : new int[] {move.row(), move.column()});
      object.put("grade", grade);
      object.put("proof", result.getProof() == null ? null : result.getProof().toString());
      object.put(
          "failure",
          replies.get(result.getNumber() - 1) instanceof Reply.Failure failure
              ? failure.toString()
              : null);
      object.put("restarted", restarted.contains(result.getNumber() - 1) ? true : null);
      jsonLines.write(object);
    }
    Map<String, Object> total = new LinkedHashMap<>();
    total.put("tactics", score.getResults().size());
    total.putAll(counts);
    jsonLines.write(total);
  }
}
