package dev.noughts.benchmarks;

import dev.noughts.Perft;
import dev.noughts.Position;
import dev.noughts.Solution;
import dev.noughts.Solver;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * A warm 3 x 3 solve, and perft to depth 9 from the empty 3 x 3 board against its plain baseline.
 * {@link SolverColdBenchmark} has the empty 4 x 4 board.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
@State(Scope.Benchmark)
public class SolverBenchmark {
  Position classic;
  Solver warm;

  @Setup
  public void setUp() {
    classic = Position.of("X O X / - O - / - - -");
    warm = new Solver();
    warm.solve(classic);
  }

  /** A 3 x 3 position once the solver is warm. */
  @Benchmark
  @OutputTimeUnit(TimeUnit.NANOSECONDS)
  public Solution classicWarm() {
    return warm.solve(classic);
  }

  /** Perft to depth 9 from the empty 3 x 3 board. */
  @Benchmark
  public long perftClassicDepth9() {
    return Perft.count(Position.empty(3), 9);
  }

  /** The baseline: plain recursive perft, every sequence played out on an array. */
  @Benchmark
  public long perftClassicDepth9Plain() {
    return SolverBaselines.perft(9);
  }
}
