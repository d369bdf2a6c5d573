package dev.noughts.benchmarks;

import dev.noughts.Position;
import dev.noughts.Solution;
import dev.noughts.Solver;
import dev.noughts.Unsolvable;
import dev.noughts.UnsolvableException;
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
 * The solver on a board of more than 25 cells with 17 to 64 empty cells, searched within its node
 * budget, by a new solver each call (one shot a call): a 6 x 6 position with five to win and 20
 * empty cells, a 7 x 7 one with 31 and a 7 x 7 one with four to win and 45 (wide games, kept in a
 * {@code WideTable}) that the default budget solves, and positions that spend the whole default
 * budget (what a refusal costs): a 6 x 6 one with 25 empty cells, a 7 x 7 one with 45.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
@State(Scope.Benchmark)
public class BudgetedSolverBenchmark {
  private final Position twentyEmpty =
      Position.of(
          5, "- - X O - - / X O - - - - / X O - - X - / O X - - - X / - - O - X - / - O O X - O");
  private final Position twentyFiveEmpty =
      Position.of(
          5, "- - - - - - / X - - O X - / - - O X X - / - O - X - O / - - - - - - / - - X O - -");

  private final Position thirtyOneEmpty =
      Position.of(
          5,
          "- X O X - O - / - - - O - O - / - - - - O - X / - X X - - - - / X - - - - - O /"
              + " - - X O O X - / O - - - X - -");

  private final Position fortyFiveEmptyWon =
      Position.of(
          4,
          "- - - - - - - / - - - - - - - / - O - - - - - / - - - - - - O / - X - - - X - /"
              + " - - - - - - - / - - - - - - -");

  private final Position fortyFiveEmptySpent =
      Position.of(
          4,
          "- - - - - - - / - - - - - - - / - - - - - - - / - - - - - - X / O - - - - - - /"
              + " - - O - - - - / - - - - X - -");

  /** A draw in 20 plies, within the default budget. */
  @Benchmark
  public Solution solveTwentyEmpty() {
    return new Solver().solve(twentyEmpty);
  }

  /** A draw in 31 plies, within the default budget. */
  @Benchmark
  public Solution solveThirtyOneEmpty() {
    return new Solver().solve(thirtyOneEmpty);
  }

  /** An X win in 5 plies, every one of the 45 moves scored exactly, within the default budget. */
  @Benchmark
  public Solution solveFortyFiveEmpty() {
    return new Solver().solve(fortyFiveEmptyWon);
  }

  /** 2,000,000 nodes searched, then refused. */
  @Benchmark
  public Unsolvable spendTheDefaultBudget() {
    return spend(twentyFiveEmpty);
  }

  /** 2,000,000 nodes of a wide game searched, then refused. */
  @Benchmark
  public Unsolvable spendTheDefaultBudgetWide() {
    return spend(fortyFiveEmptySpent);
  }

  private static Unsolvable spend(Position position) {
    try {
      new Solver().solve(position);
      throw new AssertionError("the default budget solved a position that needs more");
    } catch (UnsolvableException spent) {
      return spent.getReason();
    }
  }
}
