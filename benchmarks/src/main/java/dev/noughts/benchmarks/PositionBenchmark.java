package dev.noughts.benchmarks;

import dev.noughts.GameRecord;
import dev.noughts.Position;
import dev.noughts.Square;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What an engine under test does most: from a position, every legal move played. {@code
 * getLegalMoves()} and each {@code play} ask the position for its verdict, so this measures whether
 * the verdict is judged once or every time, on a 15 x 15 board (five to win) and a 4 x 4 one.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class PositionBenchmark {
  Position gomoku;
  Position fourByFour;

  @Setup
  public void setUp() {
    gomoku = GameRecord.play(15, 15, 5, "8,8 7,7 8,9 7,9 9,8 6,6 10,10 8,10");
    fourByFour = Position.of("X O - - / - X - - / - - O - / - - - -");
  }

  /** Every legal move of a 15 x 15 game eight moves in: 217 children. */
  @Benchmark
  public int childrenGomoku() {
    return children(gomoku);
  }

  /** Every legal move of a classic 4 x 4 position four moves in: 12 children. */
  @Benchmark
  @OutputTimeUnit(TimeUnit.NANOSECONDS)
  public int childrenFourByFour() {
    return children(fourByFour);
  }

  private static int children(Position position) {
    int marks = 0;
    for (Square move : position.getLegalMoves()) {
      marks += position.play(move).getXCount();
    }
    return marks;
  }
}
