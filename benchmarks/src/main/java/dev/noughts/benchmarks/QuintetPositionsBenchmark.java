package dev.noughts.benchmarks;

import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Rule;
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
 * The prover on quintet's positions (issue 49, point 6; issue 52, point 3), warm, one position a
 * fork, under the {@link #rule} given: {@code quintet-positions.txt} has them (black attacks in the
 * first ten, white in the last five, whose wins are renju's), and benchmarks/README.md the figures
 * beside quintet's. {@link #prove} is {@code new Prover(budget).prove(position)} as a user calls
 * it: to the first winning move proved, checked, with its principal line (the whole budget where
 * none is proved). {@link #proveWithVcfThreats} is the same with {@link Prover#withVcfThreats()}.
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
    "bench_vct_small_but_long",
    "test_vcf_white",
    "test_vct_white",
    "test_vct_counter",
    "test_vct_dual_forbiddens",
    "bench_vct_white"
  })
  String position;

  /** The rule the position is proved under: {@code FREE_STYLE} or {@code RENJU}. */
  @Param({"FREE_STYLE"})
  String rule;

  /** The budget of {@link #prove}, in nodes: the maximum by default. */
  @Param({"20000000"})
  long budget;

  private Position board;
  private Prover prover;
  private Prover vcfThreats;

  @Setup
  public void setUp() {
    board = QuintetPositions.get(position).position().withRule(Rule.valueOf(rule));
    prover = new Prover(budget);
    vcfThreats = prover.withVcfThreats();
  }

  /** {@code new Prover(budget).prove(position)}: to the first winning move proved. */
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
}
