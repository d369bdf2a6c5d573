package dev.noughts.benchmarks;

import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Solution;
import dev.noughts.Solver;
import dev.noughts.Square;
import java.util.List;
import java.util.Random;
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
 * Boards of 17 to 25 cells (issue 33), each solve by a new solver (nothing remembered), one shot a
 * call: the empty 5 x 5 board with four to win (a draw), nine 5 x 5 positions with 20 empty cells
 * (their median is the figure), and one with 17 next to plain memoized minimax (which takes minutes
 * from 20 empty cells, so it is not run there).
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgsAppend = "-Xmx1g")
@State(Scope.Benchmark)
public class TwentyFiveCellSolverBenchmark {
  Position empty;
  Position seventeenEmpty;

  @Setup
  public void setUp() {
    empty = Position.empty(5, 5, 4);
    Random random = new Random(33);
    play(empty, 5, random); // the first sample of TwentyEmpty
    seventeenEmpty = play(empty, 8, random);
  }

  /** {@code moves} random legal moves from {@code start}, again until the game is still on. */
  private static Position play(Position start, int moves, Random random) {
    while (true) {
      Position position = start;
      for (int i = 0; i < moves && position.getNextPlayer() != null; i++) {
        List<Square> legal = position.getLegalMoves();
        position = position.play(legal.get(random.nextInt(legal.size())));
      }
      if (position.getNextPlayer() != null) {
        return position;
      }
    }
  }

  /** The empty 5 x 5 board, four to win. */
  @Benchmark
  public Solution solveEmpty() {
    return new Solver().solve(empty);
  }

  /** One of nine 5 x 5 positions with 20 empty cells, four to win, by {@code sample}. */
  @State(Scope.Benchmark)
  public static class TwentyEmpty {
    @Param({"0", "1", "2", "3", "4", "5", "6", "7", "8"})
    int sample;

    Position position;

    @Setup
    public void setUp() {
      Random random = new Random(33); // the class draws sample 0 too, and skips it
      Position drawn = play(Position.empty(5, 5, 4), 5, random);
      for (int i = 0; i < sample; i++) {
        drawn = play(Position.empty(5, 5, 4), 5, random);
      }
      position = drawn;
    }
  }

  /** A 5 x 5 position with 20 empty cells, four to win: each of {@link TwentyEmpty}'s samples. */
  @Benchmark
  public Solution solveTwentyEmpty(TwentyEmpty twenty) {
    return new Solver().solve(twenty.position);
  }

  /** A 5 x 5 position with 17 empty cells, four to win. */
  @Benchmark
  public Solution solveSeventeenEmpty() {
    return new Solver().solve(seventeenEmpty);
  }

  @Benchmark
  public int solveSeventeenEmptyMinimax() {
    int mover = seventeenEmpty.getNextPlayer() == Player.X ? 1 : 2;
    return WinLengthBaselines.memoizedMinimax(seventeenEmpty.toArray(), 4, mover);
  }
}
