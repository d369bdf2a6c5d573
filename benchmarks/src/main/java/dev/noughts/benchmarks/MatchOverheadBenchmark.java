package dev.noughts.benchmarks;

import dev.noughts.PlayedGame;
import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Square;
import dev.noughts.gomocup.MatchSettings;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A match's own work per move beside the engines' (issue 51: under 1 ms): what {@code Match} does
 * between two answers of the engines, the position judged, the prover asked for a forced win at the
 * {@linkplain MatchSettings#DEFAULT_ADJUDICATION_BUDGET default adjudication budget}, the move
 * played, over the 100 positions of each of {@link GameAnalysisBenchmark}'s 15 x 15 games. (A match
 * ends a game at its first proved position; this goes on through all 100, so the games rich in
 * threats cost more here than in a match.) The result is per move. Run with {@code java -jar
 * benchmarks/target/benchmarks.jar MatchOverheadBenchmark}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class MatchOverheadBenchmark {
  @Param({"quiet", "random", "greedy1", "greedy3"})
  String game;

  /** The adjudication budget in nodes: the default unless {@code -p budget=...}. */
  @Param({"1000"})
  long budget;

  List<Square> moves;
  Prover adjudicator;

  @Setup
  public void setUp() {
    String record =
        switch (game) {
          case "quiet" -> GameAnalysisBenchmark.QUIET;
          case "random" -> GameAnalysisBenchmark.RANDOM;
          case "greedy1" -> GameAnalysisBenchmark.GREEDY1;
          default -> GameAnalysisBenchmark.GREEDY3;
        };
    moves = PlayedGame.of(15, 15, 5, record).getMoves();
    adjudicator = new Prover(budget);
  }

  /** The proofs of a forced win found along the game, so that none is optimised away. */
  @Benchmark
  @OperationsPerInvocation(100)
  public int adjudicateEveryMove() {
    int proved = 0;
    Position position = Position.empty(15, 15, 5);
    for (Square move : moves) {
      if (!position.isOver() && Prover.whyUnprovable(position).isEmpty()) {
        Proof proof = adjudicator.prove(position);
        proved += proof.getWinner() == null ? 0 : 1;
      }
      position = position.play(move);
    }
    return proved;
  }
}
