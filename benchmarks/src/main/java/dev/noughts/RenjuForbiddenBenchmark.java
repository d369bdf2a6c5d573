package dev.noughts;

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
 * Renju's forbidden points of a whole 15 x 15 board ({@link RenjuBoard#find}), warm; the target is
 * under 20 µs a board. Two boards: quintet's whole-board test position (src/board/forbidden.rs at
 * d8bdf3c, MIT; three forbidden points, one of each kind), and a dense middle game (seeded random,
 * 40 black and 40 white stones in the central 11 x 11, many threes and fours), the worst case for
 * the recursive rule. {@code positionApi} is {@link Position#getForbiddenPoints()} on a position
 * whose verdict is already judged.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class RenjuForbiddenBenchmark {
  private static final String[] QUINTET = {
    "- - - - - - - - - - - - - - X",
    "- - X - - - - - - - - O X X -",
    "- X - X - - - - - - - X - X -",
    "- - X - - - - - - - - X X O -",
    "- - - - - - - - - - X - - - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - - - - - - - - - -",
    "- X - - - - - - - - - - - - -",
    "- - X - - - - - - - - - - - -",
    "- - - X - - - - - - - - - - -",
    "- X X X - - - - - - - - - - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - - - - - - - - - -",
    "- X X - X X X - - - X X X X -",
  };

  @Param({"quintet", "dense"})
  String board;

  int[][] cells;
  Position position;

  @Setup
  public void setUp() {
    cells = board.equals("quintet") ? Position.of(5, QUINTET).toArray() : dense();
    position = Position.fromArray(cells, 5).withRule(Rule.RENJU);
    position.getVerdict();
  }

  /** 40 stones of each colour at random in the central 11 x 11, none making five. */
  private static int[][] dense() {
    Random random = new Random(52);
    int[][] cells = new int[15][15];
    int placed = 0;
    while (placed < 80) {
      int r = 2 + random.nextInt(11);
      int c = 2 + random.nextInt(11);
      if (cells[r][c] == 0) {
        cells[r][c] = 1 + placed % 2;
        if (RunReferee.completesRun(cells, r, c, 5)) {
          cells[r][c] = 0;
        } else {
          placed++;
        }
      }
    }
    return cells;
  }

  /** Every forbidden point of the board, by the pattern table and the recursion. */
  @Benchmark
  public List<ForbiddenPoint> find() {
    return RenjuBoard.find(cells);
  }

  /** The same through the public API, the verdict already judged. */
  @Benchmark
  public List<ForbiddenPoint> positionApi() {
    return position.getForbiddenPoints();
  }
}
