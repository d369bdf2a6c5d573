package dev.noughts;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The solver's documented memory bound, in a JVM of its own. */
class SolverMemoryTest {

  /** Solves the empty board of {@code args}: its size, or its rows, columns and win length. */
  public static void main(String[] args) {
    int[] numbers = Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
    Position empty =
        numbers.length == 1
            ? Position.empty(numbers[0])
            : Position.empty(numbers[0], numbers[1], numbers[2]);
    System.out.println(new Solver().solve(empty));
  }

  @Test
  void theEmptyFourByFourBoardSolvesIn128MegabytesOfHeap(@TempDir Path folder)
      throws IOException, InterruptedException {
    assertThat(solveIn128Megabytes(folder, "4")).startsWith("draw in 16: best moves (1,1) (1,2)");
  }

  @Test
  void theEmptyFiveByFiveBoardWithFourToWinSolvesIn128MegabytesOfHeap(@TempDir Path folder)
      throws IOException, InterruptedException {
    assertThat(solveIn128Megabytes(folder, "5", "5", "4"))
        .startsWith("draw in 25: best moves (1,1) (1,2)");
  }

  private static String solveIn128Megabytes(Path folder, String... board)
      throws IOException, InterruptedException {
    return SmallHeap.run(folder, "128m", SolverMemoryTest.class, board);
  }
}
