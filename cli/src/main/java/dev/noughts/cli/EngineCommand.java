package dev.noughts.cli;

import dev.noughts.Prover;
import dev.noughts.Rule;
import dev.noughts.engines.Tactic;
import dev.noughts.engines.TacticsSuite;
import dev.noughts.gomocup.Conformance;
import dev.noughts.gomocup.ConformanceReport;
import dev.noughts.gomocup.EnginePool;
import dev.noughts.gomocup.PiskvorkOptions;
import dev.noughts.gomocup.PoolJudging;
import dev.noughts.gomocup.Reply;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import javax.xml.stream.XMLStreamException;
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
      "Ctrl-C or SIGTERM ends the run with the report of the tactics judged until",
      "then, marked interrupted (and the --junit-xml file), and exit code 130 or 143.",
      "",
      "With --conformance, checks the protocol instead: ABOUT, START 15 and 20, an",
      "immediate win, a block, and (a warning only) ERROR on a finished game.",
      "",
      "The protocol cannot tell an engine the win length: tactics-9 and tactics-7 are",
      "four in a row, for an engine that plays four (--win-length 4). It does tell",
      "the rule (INFO rule): the suite's, which --rule, when given, must match;",
      "tactics-15-standard and tactics-15-renju are played by theirs, and so is the",
      "conformance check with --rule.",
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:no move was a miss (or every required conformance check passed)",
      "1:some move was a miss (or some required conformance check failed)",
      "2:bad usage, a suite file that cannot be read, or a report FILE that cannot be written",
      "3:the engine could not be run",
      "130:interrupted by Ctrl-C (SIGINT): the tactics judged until then are reported",
      "143:interrupted by SIGTERM: the same",
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
          "tactics-15 (15 x 15, five to win), tactics-20 (20 x 20, five to win),"
              + " tactics-15-standard (exactly five), tactics-15-renju, tactics-9 or tactics-7"
              + " (four to win), or a suite file (docs/tactics.md). Default: tactics-15.")
  private String suite = "tactics-15";

  @Mixin private final MoveTimeOptions moveTime = new MoveTimeOptions();

  @Option(
      names = "--win-length",
      paramLabel = "K",
      converter = WholeNumber.SizeConverter.class,
      description =
          "The win length the engine plays, which the piskvork protocol cannot tell it: a suite"
              + " of another win length is refused. Default: 5 (gomoku).")
  private int winLength = 5;

  @Mixin private final RuleOption rule = new RuleOption();

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
              + EnginePool.MAX_PROCESSES
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

  @Option(
      names = "--json",
      description =
          "Print one JSON object per tactic as soon as it is judged (in the order asked; its"
              + " \"tactic\" field names it), then the counts.")
  private boolean json;

  @Option(
      names = "--junit-xml",
      paramLabel = "FILE",
      description =
          "Also write the score to FILE as a JUnit XML report, as Maven Surefire writes one: a"
              + " testcase per tactic, a failure per miss, an error per engine failure, skipped"
              + " for an unresolved move.")
  private @Nullable String junitXml;

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

  EngineCommand(Io io) {
    this.io = io;
    this.jsonLines = new JsonLines(io.out());
  }

  @Override
  public Integer call() {
    Prover prover = budget.prover(io, "engine");
    if (prover == null || !rule.known(io, "engine") || !rule.fits(io, "engine", winLength)) {
      return ExitCode.USAGE;
    }
    Integer shown = missesShown();
    List<String> times = moveTime.problems();
    String wrong =
        !times.isEmpty()
            ? times.get(0)
            : memory < 0
                ? "--memory is " + memory + "; give 0 for no limit, or more"
                : processes < 1 || processes > EnginePool.MAX_PROCESSES
                    ? "--processes is "
                        + processes
                        + "; it must be 1 to "
                        + EnginePool.MAX_PROCESSES
                    : winLength < 1
                        ? "--win-length is " + winLength + "; it must be 1 or more"
                        : shown == null
                            ? "--misses is " + misses + "; give all, or a number, 0 or more"
                            : conformance && winLength != 5
                                ? "the conformance check plays gomoku, 5 in a row; leave"
                                    + " --win-length out"
                                : conformance && junitXml != null
                                    ? "--junit-xml reports a score; the conformance check"
                                        + " has none"
                                    : null;
    if (wrong != null || shown == null) {
      io.err().println("noughts engine: " + wrong);
      return ExitCode.USAGE;
    }
    if (conformance && html != null) {
      io.err()
          .println(
              "noughts engine: --html reports a run on tactics; leave it out with --conformance");
      return ExitCode.USAGE;
    }
    if (conformance) {
      return conformance(options(rule.rule()));
    }
    List<Tactic> tactics = tactics();
    if (tactics == null) {
      return ExitCode.USAGE;
    }
    Rule suiteRule = tactics.get(0).getPosition().getRule();
    if (rule.given() && suiteRule != rule.rule()) {
      io.err()
          .printf(
              "noughts engine: %s is played by the rule %s, and --rule is %s: the engine is told"
                  + " the rule (INFO rule), and would play another game than the suite's; give"
                  + " --rule %s, or leave --rule out to take the suite's%n",
              suite,
              RuleOption.nameOf(suiteRule),
              RuleOption.nameOf(rule.rule()),
              RuleOption.nameOf(suiteRule));
      return ExitCode.USAGE;
    }
    PiskvorkOptions options = options(suiteRule);
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
    OutputStream junit = null;
    if (junitXml != null) {
      junit = junitFile(junitXml);
      if (junit == null) {
        return ExitCode.IO_ERROR;
      }
    }
    return score(options, tactics, prover, shown, junit);
  }

  /** The engine's options, playing by {@code played}: sent as {@code INFO rule}. */
  private PiskvorkOptions options(Rule played) {
    return moveTime
        .applyTo(PiskvorkOptions.builder())
        .command(command)
        .maxMemory((long) memory << 20)
        .winLength(winLength)
        .rule(played)
        .build();
  }

  /**
   * {@code --junit-xml}'s file, created or emptied now, before any engine is started, so that a
   * file that cannot be written ends the run at once; or null after saying why.
   */
  private @Nullable OutputStream junitFile(String file) {
    try {
      return new BufferedOutputStream(Files.newOutputStream(Path.of(file)));
    } catch (IOException | InvalidPathException e) {
      io.err()
          .println(
              "noughts engine: cannot write --junit-xml " + file + ": " + FileProblem.reason(e));
      return null;
    }
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
      Rule first = tactics.get(0).getPosition().getRule();
      if (tactics.stream().anyMatch(tactic -> tactic.getPosition().getRule() != first)) {
        io.err()
            .println(
                "noughts engine: "
                    + suite
                    + " mixes rules; an engine process plays one, so give one per suite");
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
      io.err().println("noughts engine: cannot read " + suite + ": " + FileProblem.readReason(e));
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

  private int score(
      PiskvorkOptions options,
      List<Tactic> tactics,
      Prover prover,
      int shown,
      @Nullable OutputStream junit) {
    long started = System.nanoTime();
    EngineJson engineJson = new EngineJson(io.out());
    Integer shuffle = seed;
    EnginePool pool =
        shuffle == null
            ? EnginePool.of(options, processes)
            : EnginePool.of(options, processes).withSeed(shuffle);
    PoolJudging scoring =
        PoolJudging.of(
            tactics,
            prover.getBudget(),
            pool.order(tactics.size()),
            json ? engineJson::tactic : judged -> {});
    Progress asked =
        new Progress(io.err(), io.inIsTerminal(), "asked %d of %d tactics", tactics.size());
    Report report = new Report(options, engineJson, junit, tactics.size(), shown, started);
    try (ReportOnce once =
        ReportOnce.onShutdown(
            () -> {
              asked.end();
              report.interrupted(scoring.interrupt());
            })) {
      EnginePool.Answers answers;
      PoolJudging.Scored scored;
      try {
        answers =
            pool.ask(
                tactics.stream().map(Tactic::getPosition).toList(),
                answer -> {
                  if (ReportOnce.shuttingDown()) {
                    return; // the engine may have been killed by the shutdown: no answer of its
                  }
                  asked.step();
                  scoring.answered(answer);
                },
                ReportOnce::shuttingDown);
        asked.end(); // a run that ended early left its line open
        if (io.inIsTerminal()) {
          io.err().println("noughts engine: judging the last moves by proof");
          io.err().flush();
        }
        scored = scoring.finish();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        io.err().println("noughts engine: interrupted");
        return ENGINE_NOT_RUN;
      }
      if (!once.claim()) {
        return ExitCode.SIGTERM; // the JVM is ending: the shutdown hook writes the report
      }
      Reply.Failure notRun = answers.notRun();
      if (notRun != null && !answers.started()) {
        report.write(scored, null, false);
        io.err().println("noughts engine: the engine could not be run: " + notRun);
        return ENGINE_NOT_RUN;
      }
      boolean written = report.write(scored, null, true);
      if (notRun != null) {
        io.err()
            .printf(
                "noughts engine: the run ended after %d of %d tactics, judged above: the engine"
                    + " could not be run: %s%n",
                scored.judged().size(), tactics.size(), notRun);
        return ENGINE_NOT_RUN;
      }
      if (!written) {
        return ExitCode.IO_ERROR;
      }
      return scored.score().getMisses().isEmpty() ? ExitCode.OK : ExitCode.BAD_BOARD;
    }
  }

  /** The report at the end of a run, or of the tactics judged until it was interrupted. */
  private final class Report {
    private final PiskvorkOptions options;
    private final EngineJson engineJson;
    private final @Nullable OutputStream junit;
    private final int total;
    private final int shown;
    private final long started;

    Report(
        PiskvorkOptions options,
        EngineJson engineJson,
        @Nullable OutputStream junit,
        int total,
        int shown,
        long started) {
      this.options = options;
      this.engineJson = engineJson;
      this.junit = junit;
      this.total = total;
      this.shown = shown;
      this.started = started;
    }

    /** Writes the report of the tactics judged until a shutdown, marked as cut short. */
    void interrupted(PoolJudging.Scored scored) {
      String note = "interrupted after " + scored.judged().size() + " of " + total + " tactics";
      write(scored, note, true);
      io.err().println("noughts engine: " + note);
      io.err().flush();
    }

    /**
     * Writes the report: the JSON counts or the text report (the latter unless {@code text} is
     * false, as when the engine never ran), then the JUnit XML report and the HTML page if asked
     * for. False when the page could not be written (said on standard error).
     */
    boolean write(PoolJudging.Scored scored, @Nullable String interrupted, boolean text) {
      if (json) {
        engineJson.counts(scored.score(), interrupted != null);
      } else if (text) {
        io.out().print(textReport(scored));
        if (interrupted != null) {
          io.out().println(interrupted + ": the report holds those judged until then");
        }
      }
      io.out().flush();
      if (junit != null) {
        try (OutputStream out = junit) {
          new JunitXml(suiteName())
              .write(
                  out, scored.judged(), Duration.ofNanos(System.nanoTime() - started), interrupted);
        } catch (IOException | XMLStreamException e) {
          io.err().println("noughts engine: cannot write --junit-xml " + junitXml + ": " + e);
        }
      }
      Path page = html;
      return page == null
          || HtmlFile.write(
              page,
              options,
              suite,
              scored,
              Duration.ofNanos(System.nanoTime() - started),
              io.err());
    }

    private String textReport(PoolJudging.Scored scored) {
      StringBuilder text = new StringBuilder(scored.score().getReport(shown));
      List<String> failed = new ArrayList<>();
      List<Integer> restarted = new ArrayList<>();
      for (PoolJudging.Judged judged : scored.judged()) {
        Reply.Failure failure = judged.failure();
        if (failure != null) {
          failed.add("tactic " + judged.result().getNumber() + ": " + failure);
        }
        if (judged.restarted()) {
          restarted.add(judged.result().getNumber());
        }
      }
      if (!failed.isEmpty()) {
        text.append("the engine failed on ").append(failed.size()).append(" of them:\n");
        failed.forEach(line -> text.append("  ").append(line).append('\n'));
      }
      if (!restarted.isEmpty()) {
        text.append("the engine gave no answer to RESTART before ")
            .append(restarted.size() == 1 ? "tactic " : "tactics ")
            .append(restarted.stream().map(String::valueOf).collect(Collectors.joining(", ")))
            .append(", and was started again for ")
            .append(restarted.size() == 1 ? "it" : "each")
            .append('\n');
      }
      return text.toString();
    }
  }

  /**
   * The suite's name in the JUnit XML report: a bundled suite's, or its file's without extension.
   */
  private String suiteName() {
    if (TacticsSuite.Bundled.named(suite).isPresent()) {
      return suite;
    }
    Path name = Path.of(suite).getFileName();
    String file = name == null ? suite : name.toString();
    int dot = file.lastIndexOf('.');
    return dot > 0 ? file.substring(0, dot) : file;
  }
}
