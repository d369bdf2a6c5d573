package dev.noughts.benchmarks;

import dev.noughts.Noughts;
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
 * k in a row (issue 23): {@code gameOver(board, 5)} on 1000 x 1000 boards next to the plain read
 * ({@code floor}) and the straightforward scan. {@link WinLengthSolverBenchmark} has the verdict
 * and the solves.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
@State(Scope.Benchmark)
public class WinLengthBenchmark {
  /**
   * {@code READ_WHOLE}: random 1s and 2s with no 5 in a row anywhere and a single 0 in the last
   * cell, so every cell must be read; {@code EARLY}: the same with a run of 5 X across the second
   * row from column 500, found within the first rows.
   */
  @Param({"READ_WHOLE", "EARLY"})
  String board;

  int[][] cells;

  @Setup
  public void setUp() {
    cells = runFree(1000, 1000, 5, new Random(23));
    cells[999][999] = 0;
    if (board.equals("EARLY")) {
      for (int c = 500; c < 505; c++) {
        cells[1][c] = 1;
      }
    }
    boolean expected = board.equals("EARLY");
    if (Noughts.gameOver(cells, 5) != expected
        || WinLengthBaselines.straightforward(cells, 5) != expected) {
      throw new IllegalStateException("gameOver disagrees on " + board);
    }
  }

  /**
   * A board of 1s and 2s with no k in a row: a pattern with runs of two at most, each cell then
   * flipped at random unless the flip makes k in a row through it.
   */
  static int[][] runFree(int rows, int columns, int k, Random random) {
    int[][] cells = new int[rows][columns];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        cells[r][c] = 1 + (((c + 2 * r) >> 1) & 1);
      }
    }
    int[][] steps = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        if (!random.nextBoolean()) {
          continue;
        }
        int flipped = 3 - cells[r][c];
        cells[r][c] = flipped;
        for (int[] step : steps) {
          int n = 1;
          for (int sign = -1; sign <= 1; sign += 2) {
            int i = r + sign * step[0];
            int j = c + sign * step[1];
            while (i >= 0 && i < rows && j >= 0 && j < columns && cells[i][j] == flipped) {
              n++;
              i += sign * step[0];
              j += sign * step[1];
            }
          }
          if (n >= k) {
            cells[r][c] = 3 - flipped;
            break;
          }
        }
      }
    }
    return cells;
  }

  @Benchmark
  public long floor() {
    return Baselines.floor(cells);
  }

  @Benchmark
  public boolean gameOver() {
    return Noughts.gameOver(cells, 5);
  }

  @Benchmark
  public boolean straightforward() {
    return WinLengthBaselines.straightforward(cells, 5);
  }
}
