package dev.noughts.benchmarks;

import dev.noughts.Noughts;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/** {@code Noughts.gameOver} next to its baselines, on the same board in the same run. */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
@State(Scope.Benchmark)
public class GameOverBenchmark {
  @Param({"3", "100", "1000"})
  int size;

  @Param({"LIVE_COLUMNS", "LAST_ZERO", "DRAW", "FIRST_ROW", "FIRST_COLUMN", "RANDOM"})
  Boards board;

  int[][] cells;

  @Setup
  public void setUp() {
    cells = board.build(size);
    boolean expected = Baselines.seed(cells);
    if (Noughts.gameOver(cells) != expected) {
      throw new IllegalStateException("gameOver disagrees with seed on " + board + " " + size);
    }
  }

  @Benchmark
  public long floor() {
    return Baselines.floor(cells);
  }

  @Benchmark
  public boolean seed() {
    return Baselines.seed(cells);
  }

  @Benchmark
  public boolean gameOver() {
    return Noughts.gameOver(cells);
  }
}
