package dev.noughts.benchmarks;

import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
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

/**
 * The prover on quintet's positions where black attacks (issue 49, point 6), warm, one position a
 * fork: {@code quintet-positions.txt} has them, and benchmarks/README.md the figures beside
 * quintet's. {@link #prove} is {@code new Prover(budget).prove(position)} as a user calls it: it
 * proves every winning first move it can within the budget, so a win by threes, or a position not
 * proven, costs the whole budget. {@link #proveToTheFirstWin} asks a prover whose budget is the
 * least at which {@code prove} returns a win, found by bisection in the setup: the time to the
 * first proved win, checked, with its principal line (the whole budget where none is proved).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@State(Scope.Benchmark)
public class QuintetPositionsBenchmark {
  /** The name of quintet's test whose position is proved. */
  @Param({
    "test_vcf_black",
    "test_vcf_long",
    "test_vcf_not_opponent_double_four",
    "test_vcf_counter",
    "test_vct_black",
    "test_vct_forbidden_breaker",
    "test_vct_fukumi_move",
    "bench_vct_black",
    "bench_vct_unstable",
    "bench_vct_small_but_long"
  })
  String position;

  /** The budget of {@link #prove}, in nodes: the maximum by default. */
  @Param({"20000000"})
  long budget;

  private Position board;
  private Prover prover;
  private Prover vcfThreats;

  @Setup
  public void setUp() {
    board = QuintetPositions.get(position).position();
    prover = new Prover(budget);
    vcfThreats = prover.withVcfThreats();
  }

  /**
   * A prover whose budget is the least at which {@code prove} returns a win on the position, or
   * {@link Prover#MAX_BUDGET} when none is proved; set up only for {@link #proveToTheFirstWin}.
   */
  @State(Scope.Benchmark)
  public static class FirstWin {
    Prover prover = new Prover(1);

    @Setup
    public void setUp(QuintetPositionsBenchmark benchmark) {
      prover = new Prover(leastBudgetOfAWin(benchmark.board));
    }
  }

  /**
   * The least budget at which {@code prove} returns a win, or {@link Prover#MAX_BUDGET} when even
   * that does not: budgets doubled up to a win, then a bisection, which takes a win at one budget
   * to be a win at every larger one (so it was, budget by budget, on the proved positions up to
   * 20,000 nodes).
   */
  static long leastBudgetOfAWin(Position position) {
    long low = 0; // no win within it (or none tried, at 0)
    long high = 1;
    while (!(new Prover(high).prove(position) instanceof Proof.Win)) {
      if (high == Prover.MAX_BUDGET) {
        return high;
      }
      low = high;
      high = high >= 1 << 20 ? Prover.MAX_BUDGET : 2 * high;
    }
    while (high - low > 1) {
      long middle = (low + high) >>> 1;
      if (new Prover(middle).prove(position) instanceof Proof.Win) {
        high = middle;
      } else {
        low = middle;
      }
    }
    return high;
  }

  /** {@code new Prover(budget).prove(position)}: every winning first move within the budget. */
  @Benchmark
  public Proof prove() {
    return prover.prove(board);
  }

  /**
   * {@code new Prover(budget).withVcfThreats().prove(position)}: as {@link #prove} where fours and
   * threes prove a win or spend the budget; else on to VCF threats, to the first win.
   */
  @Benchmark
  public Proof proveWithVcfThreats() {
    return vcfThreats.prove(board);
  }

  /** The same at the least budget that proves a win: the time to the first proved win, checked. */
  @Benchmark
  public Proof proveToTheFirstWin(FirstWin firstWin) {
    return firstWin.prover.prove(board);
  }
}
