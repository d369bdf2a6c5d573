package dev.noughts.benchmarks;

import dev.noughts.Position;
import dev.noughts.engines.TacticsSuite;
import dev.noughts.gomocup.PiskvorkEngine;
import dev.noughts.gomocup.PiskvorkOptions;
import dev.noughts.gomocup.Reply;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The harness's time per position (issue 36): a {@link PiskvorkEngine} asks {@link TrivialBrain}, a
 * process that answers at once, for its move in a position of the bundled 15 x 15 suite, each time
 * the whole board sent with {@code BOARD}. The brain's own work is reading the lines, so the figure
 * bounds from above what the harness adds to an engine's time: writing the board, the pipes both
 * ways, reading and checking the reply.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class PiskvorkBenchmark {
  PiskvorkEngine engine;
  List<Position> positions;
  int next;

  @Setup
  public void start() {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    engine =
        PiskvorkEngine.of(
            PiskvorkOptions.builder()
                .command(
                    java,
                    "-cp",
                    System.getProperty("java.class.path"),
                    TrivialBrain.class.getName())
                .winLength(5)
                .build());
    positions =
        TacticsSuite.bundled(15, 15, 5).stream().map(tactic -> tactic.getPosition()).toList();
    engine.play(positions.get(0)); // the process started, outside the measurement
  }

  @TearDown
  public void stop() {
    engine.close();
  }

  /** One position of the suite, the next each time: its board sent, the move read and checked. */
  @Benchmark
  public Reply positionOfTheSuite() {
    Position position = positions.get(next);
    next = (next + 1) % positions.size();
    return engine.play(position);
  }
}
