package dev.noughts.benchmarks;

import dev.noughts.Noughts;
import dev.noughts.Position;
import dev.noughts.Verdict;
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

/** The classic 3 x 3 operations a test loop calls most. */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
@State(Scope.Benchmark)
public class ClassicBenchmark {
  String notation = "X O X / - O - / - - -";
  Position position;
  int[][] cells;

  @Setup
  public void setUp() {
    position = Position.of(notation);
    cells = new int[][] {{1, 2, 1}, {0, 2, 0}, {0, 0, 0}};
  }

  @Benchmark
  public Verdict verdict() {
    return position.getVerdict();
  }

  @Benchmark
  public boolean gameOver() {
    return Noughts.gameOver(cells);
  }

  @Benchmark
  public Position parse() {
    return Position.of(notation);
  }
}
