package dev.noughts.benchmarks;

import dev.noughts.Position;
import dev.noughts.Prover;
import dev.noughts.engines.Tactic;
import dev.noughts.engines.TacticsSuite;
import java.util.List;
import java.util.Optional;
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
 * The bundled tactics suites proved again, one tactic a call, as they were built (issue 33: every
 * proof checked, a median under 20 ms, a whole suite under 60 s on one core): {@link Tactic#prove}
 * at the suites' budget of 20,000 nodes a proof, each proof replayed by the checker inside {@link
 * Prover#prove}. The calls go round the suite in its order, so JMH's sampled percentiles are those
 * of the suite's tactics (the median is {@code p0.50}), and one pass takes the suite's size times
 * the mean.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1, time = 10)
@Measurement(iterations = 3, time = 20)
@Fork(1)
@State(Scope.Thread)
public class BundledSuiteBenchmark {
  /** The suite: 20 x 20 or 15 x 15 with five to win, 9 x 9 or 7 x 7 with four. */
  @Param({"20", "15", "9", "7"})
  int size;

  // The budget the suites were built with: TacticsSuiteBuilder.BUDGET, in the engines' tests.
  private final Prover prover = new Prover(20_000);
  private List<Position> positions;
  private int next;

  @Setup
  public void load() {
    positions =
        TacticsSuite.bundled(size, size, size >= 15 ? 5 : 4).stream()
            .map(Tactic::getPosition)
            .toList();
  }

  /** Proves the next tactic of the suite. */
  @Benchmark
  public Optional<Tactic> proveTheNextTactic() {
    Position position = positions.get(next);
    next = (next + 1) % positions.size();
    return Tactic.prove(position, prover);
  }
}
