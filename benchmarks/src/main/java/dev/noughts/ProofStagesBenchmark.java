package dev.noughts;

import dev.noughts.benchmarks.QuintetPositions;
import java.util.List;
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
 * Where the time of a {@link Prover#prove} of a win by fours goes (issue 49, point 6), stage by
 * stage, on quintet's four VCF positions under free-style: the threat board made from the position,
 * the search of fours on it, the checker's replay of the proof found, its principal line, and the
 * whole {@code prove} beside them. The stages are the runtime's package-private classes, so this
 * benchmark sits in their package ({@code dev.noughts}, on the class path of the benchmarks jar,
 * not the runtime's module), as the other benchmarks of package-private classes do. Figures in
 * benchmarks/README.md, "The prover against quintet".
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class ProofStagesBenchmark {
  /** The name of quintet's test whose position is proved. */
  @Param({
    "test_vcf_black",
    "test_vcf_long",
    "test_vcf_not_opponent_double_four",
    "test_vcf_counter"
  })
  String position;

  private Position start;
  private int[][] cells;
  private int winLength;
  private int attacker;
  private ThreatBoard board;
  private Attack win;
  private final Prover prover = new Prover();

  @Setup
  public void setUp() {
    start = QuintetPositions.get(position).position();
    cells = start.toArray();
    winLength = start.getWinLength();
    attacker = QuintetPositions.get(position).attacker().getMark().getCode();
    board = new ThreatBoard(cells, winLength);
    List<Attack> wins = new FourSearch(board, attacker, Prover.DEFAULT_BUDGET).proveWin(false);
    if (wins.isEmpty() || !new ProofChecker(cells, winLength, attacker).attackWins(wins.get(0))) {
      throw new IllegalStateException(position + " is not won by fours, checked");
    }
    win = wins.get(0);
  }

  /** The threat board's counts made from the position's marks. */
  @Benchmark
  public ThreatBoard board() {
    return new ThreatBoard(cells, winLength);
  }

  /** The search of fours to its first win, on a board made once (it leaves it as it found it). */
  @Benchmark
  public List<Attack> fours() {
    return new FourSearch(board, attacker, Prover.DEFAULT_BUDGET).proveWin(false);
  }

  /** The checker's replay of the win found, on a board of its own made from the position. */
  @Benchmark
  public boolean check() {
    return new ProofChecker(cells, winLength, attacker).attackWins(win);
  }

  /** The principal line of the win found. */
  @Benchmark
  public List<Integer> line() {
    return new ProofLines(cells, winLength, Rule.FREE_STYLE, attacker).of(win);
  }

  /** The whole of {@code new Prover().prove(position)}: the stages above and what joins them. */
  @Benchmark
  public Proof prove() {
    return prover.prove(start);
  }
}
