package dev.noughts.benchmarks;

import dev.noughts.Outcome;
import dev.noughts.Position;
import dev.noughts.engines.Tactic;
import dev.noughts.engines.TacticsSuite;
import dev.noughts.processor.javac.BoardProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import javax.annotation.processing.Processor;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Compiling 1,000 {@code @Board} fixtures with the processor, next to compiling the same 1,000
 * constants written by hand without it, and next to compiling the fixture interface with the
 * processor's output as if it were hand-written (what the processor itself adds); and one fixture
 * on the empty 4 x 4 board with and without {@code perfectPlay} (what solving it adds); and 100
 * tactics of the bundled 15 x 15 suite as fixtures with and without their proved moves ({@code
 * winningMoves}, or {@code onlyMoves} for a defence: what proving them adds); javac in-process
 * through {@code javax.tools}.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 8)
@Measurement(iterations = 12)
@Fork(2)
@State(Scope.Benchmark)
public class ProcessorBenchmark {
  static final int FIXTURES = 1000;

  private JavaFileObject fixtures;
  private JavaFileObject handWritten;
  private JavaFileObject generated;
  private JavaFileObject fourByFour;
  private JavaFileObject fourByFourSolved;
  private JavaFileObject tactics;
  private JavaFileObject tacticsProved;
  private Path output;

  @Setup
  public void setUp() throws IOException {
    List<Position> positions = legalPositions();
    StringBuilder annotated =
        new StringBuilder("package bench;\n")
            .append("import dev.noughts.Board;\nimport dev.noughts.Position;\n")
            .append("public interface Fixtures {\n");
    StringBuilder constants =
        new StringBuilder("package bench;\n")
            .append("import dev.noughts.Position;\n")
            .append("public final class HandWritten {\n");
    for (int i = 0; i < positions.size(); i++) {
      Position position = positions.get(i);
      annotated
          .append("  @Board(\"")
          .append(position)
          .append("\") Position f")
          .append(i)
          .append("();\n");
      constants.append("  public static final Position F").append(i).append(" = Position.of(");
      List<String> rows = position.toRows();
      for (int r = 0; r < rows.size(); r++) {
        constants.append(r == 0 ? "" : ", ").append('"').append(rows.get(r)).append('"');
      }
      constants.append(");\n");
    }
    fixtures = source("bench/Fixtures.java", annotated.append("}\n").toString());
    handWritten = source("bench/HandWritten.java", constants.append("}\n").toString());
    fourByFour = fourByFour("FourByFour", "");
    fourByFourSolved = fourByFour("FourByFourSolved", ", perfectPlay = GameValue.DRAW");
    tactics = tactics("Tactics", false);
    tacticsProved = tactics("TacticsProved", true);
    output = Files.createTempDirectory("noughts-bench");
    compile(List.of(fixtures), List.of(new BoardProcessor()));
    generated =
        source(
            "bench/FixturesBoards.java",
            Files.readString(output.resolve("bench/FixturesBoards.java")));
  }

  /** The first 1,000 legal 3 x 3 positions in base-3 order. */
  static List<Position> legalPositions() {
    List<Position> positions = new ArrayList<>();
    for (int code = 0; positions.size() < FIXTURES; code++) {
      int[][] cells = new int[3][3];
      int rest = code;
      for (int i = 0; i < 9; i++) {
        cells[i / 3][i % 3] = rest % 3;
        rest /= 3;
      }
      Position position = Position.fromArray(cells);
      if (position.getVerdict().getOutcome() != Outcome.IMPOSSIBLE) {
        positions.add(position);
      }
    }
    return positions;
  }

  @Benchmark
  public boolean withProcessor() {
    return compile(List.of(fixtures), List.of(new BoardProcessor()));
  }

  /**
   * One fixture on the empty 4 x 4 board with {@code perfectPlay}: the processor solves it (a new
   * processor each compilation, so a cold solver), against the budget of 2 s over {@link
   * #emptyFourByFour()}.
   */
  @Benchmark
  public boolean emptyFourByFourWithPerfectPlay() {
    return compile(List.of(fourByFourSolved), List.of(new BoardProcessor()));
  }

  /** The same fixture without {@code perfectPlay}: nothing to solve. */
  @Benchmark
  public boolean emptyFourByFour() {
    return compile(List.of(fourByFour), List.of(new BoardProcessor()));
  }

  private static JavaFileObject fourByFour(String name, String attributes) {
    return source(
        "bench/" + name + ".java",
        "package bench;\nimport dev.noughts.Board;\nimport dev.noughts.GameValue;\n"
            + "import dev.noughts.Position;\npublic interface "
            + name
            + " {\n"
            + "  @Board(value = \"- - - - / - - - - / - - - - / - - - -\""
            + attributes
            + ")\n"
            + "  Position empty();\n}\n");
  }

  /**
   * 100 tactics of the 15 x 15 suite with their proved moves: the processor proves each listed move
   * (with {@code onlyMoves}, every legal move) with the prover, against the budget of 5 s over
   * {@link #hundredTactics()} (issue 33).
   */
  @Benchmark
  public boolean hundredTacticsProved() {
    return compile(List.of(tacticsProved), List.of(new BoardProcessor()));
  }

  /** The same 100 fixtures without their moves: nothing to prove. */
  @Benchmark
  public boolean hundredTactics() {
    return compile(List.of(tactics), List.of(new BoardProcessor()));
  }

  /** The first 100 tactics of the bundled 15 x 15 suite as fixtures, with their moves if asked. */
  private static JavaFileObject tactics(String name, boolean proved) {
    StringBuilder text =
        new StringBuilder("package bench;\nimport dev.noughts.Board;\n")
            .append("import dev.noughts.Position;\npublic interface ")
            .append(name)
            .append(" {\n");
    List<Tactic> suite = TacticsSuite.bundled(15, 15, 5).subList(0, 100);
    for (int i = 0; i < suite.size(); i++) {
      Tactic tactic = suite.get(i);
      text.append("  @Board(value = \"")
          .append(String.join("/", tactic.getPosition().toRows()))
          .append("\", winLength = 5");
      if (proved) {
        text.append(tactic.getKind().isWin() ? ", winningMoves = {" : ", onlyMoves = {")
            .append(
                tactic.getMoves().stream()
                    .map(move -> "\"" + move.row() + "," + move.column() + "\"")
                    .collect(Collectors.joining(", ")))
            .append("}");
      }
      text.append(") Position t").append(i).append("();\n");
    }
    return source("bench/" + name + ".java", text.append("}\n").toString());
  }

  @Benchmark
  public boolean handWrittenConstants() {
    return compile(List.of(handWritten), List.of());
  }

  @Benchmark
  public boolean generatedSourceWithoutProcessor() {
    return compile(List.of(fixtures, generated), List.of());
  }

  private boolean compile(List<JavaFileObject> sources, List<Processor> processors) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, null)) {
      files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(output));
      files.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(output));
      List<String> options =
          new ArrayList<>(
              List.of("-classpath", System.getProperty("java.class.path"), "--release", "17"));
      if (processors.isEmpty()) {
        options.add("-proc:none");
      }
      JavaCompiler.CompilationTask task =
          javac.getTask(null, files, diagnostics, options, null, sources);
      task.setProcessors(processors);
      if (!task.call()) {
        throw new IllegalStateException("compilation failed: " + diagnostics.getDiagnostics());
      }
      return true;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static JavaFileObject source(String path, String text) {
    return new SimpleJavaFileObject(URI.create("string:///" + path), JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return text;
      }
    };
  }
}
