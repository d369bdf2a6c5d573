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
 * Whether the classic forms of the rule pay, on a square board with k its size: the verdict by
 * {@link Referee} against {@link RunReferee}, the lenient rule by {@link GameOverRule} against
 * {@link RunRule} and {@link WinningRuns}, on the same quiet board ({@link QuietBoards}) in the
 * same run. In the runtime's package, since the forms are package-private (docs/architecture.md).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class ClassicRuleFormsBenchmark {
  @Param({"4", "8", "15", "100"})
  int size;

  int[][] cells;
  int xCount;
  int oCount;

  @Setup
  public void setUp() {
    cells = QuietBoards.of(size, size, size);
    long marks = BoardArrays.countMarks(cells);
    xCount = (int) marks;
    oCount = (int) (marks >>> 32);
    QuietBoards.checkQuiet(
        cells,
        size,
        Referee.judge(cells, xCount, oCount).getOutcome() != Outcome.IN_PROGRESS,
        RunReferee.judge(cells, size, xCount, oCount).getOutcome() != Outcome.IN_PROGRESS,
        GameOverRule.scan(cells),
        RunRule.scan(cells, size),
        QuietBoards.overByWinningRuns(cells, size));
  }

  /** The verdict by the classic referee: whole rows, columns and the two diagonals. */
  @Benchmark
  public Verdict verdictReferee() {
    return Referee.judge(cells, xCount, oCount);
  }

  /** The verdict by the k referee, k = the size. */
  @Benchmark
  public Verdict verdictRunReferee() {
    return RunReferee.judge(cells, size, xCount, oCount);
  }

  /** The lenient rule by the classic scan. */
  @Benchmark
  public boolean overGameOverRule() {
    return GameOverRule.scan(cells);
  }

  /** The lenient rule by the k scan (bands of packed rows), k = the size. */
  @Benchmark
  public boolean overRunRule() {
    return RunRule.scan(cells, size);
  }

  /** The lenient rule by the k referee's run finder, k = the size. */
  @Benchmark
  public boolean overWinningRuns() {
    return QuietBoards.overByWinningRuns(cells, size);
  }
}
