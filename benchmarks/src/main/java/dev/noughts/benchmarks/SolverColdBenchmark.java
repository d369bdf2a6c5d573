package dev.noughts.benchmarks;

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
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The empty 4 x 4 board solved from a cold cache, one solve per shot: a new {@link Solver}, against
 * plain memoized minimax with a new table. The baseline takes seconds a shot, hence few shots.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 2, jvmArgsAppend = "-Xmx256m")
@State(Scope.Benchmark)
public class SolverColdBenchmark {
  Position emptyFourByFour = Position.empty(4);

  /** The empty 4 x 4 board with a new solver, so nothing is remembered yet. */
  @Benchmark
  public Solution emptyFourByFourSolver() {
    return new Solver().solve(emptyFourByFour);
  }

  /** The baseline: plain memoized minimax over base-3 board numbers, with a new table. */
  @Benchmark
  public int emptyFourByFourMemoizedMinimax() {
    return new SolverBaselines.MemoizedMinimax(4).solveEmpty();
  }
}
