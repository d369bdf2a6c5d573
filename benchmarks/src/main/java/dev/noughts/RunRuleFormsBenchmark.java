package dev.noughts;

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
 * Whether the lenient k rule's own scan ({@link RunRule}, with {@link RunBands}, {@link PackedRows}
 * and {@link RunBlocks}) pays against the referee's run finder ({@link WinningRuns}), five in a row
 * on the same quiet board ({@link QuietBoards}) in the same run (docs/architecture.md).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class RunRuleFormsBenchmark {
  @Param({"15", "100"})
  int size;

  int[][] cells;

  @Setup
  public void setUp() {
    cells = QuietBoards.of(size, 5, size);
    QuietBoards.checkQuiet(
        cells, 5, RunRule.scan(cells, 5), QuietBoards.overByWinningRuns(cells, 5));
  }

  /** The lenient rule by its own scan. */
  @Benchmark
  public boolean overRunRule() {
    return RunRule.scan(cells, 5);
  }

  /** The lenient rule by the referee's run finder. */
  @Benchmark
  public boolean overWinningRuns() {
    return QuietBoards.overByWinningRuns(cells, 5);
  }

  /** The verdict by the k referee, for scale: what the lenient rule would cost without a scan. */
  @Benchmark
  public Verdict verdictRunReferee() {
    long marks = BoardArrays.countMarks(cells);
    return RunReferee.judge(cells, 5, (int) marks, (int) (marks >>> 32));
  }
}
