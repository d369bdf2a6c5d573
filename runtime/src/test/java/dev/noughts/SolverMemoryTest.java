package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
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

  /** What {@link #main} prints in a JVM of its own with {@code -Xmx128m}, which must succeed. */
  private static String solveIn128Megabytes(Path folder, String... board)
      throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    // Tests may run on the module path (the runtime is a module); the child takes both as a class
    // path.
    String classPath =
        Stream.of(System.getProperty("jdk.module.path"), System.getProperty("java.class.path"))
            .filter(path -> path != null && !path.isEmpty())
            .collect(Collectors.joining(File.pathSeparator));
    List<String> command =
        new ArrayList<>(
            List.of(java, "-Xmx128m", "-cp", classPath, SolverMemoryTest.class.getName()));
    command.addAll(List.of(board));
    // Output to a file, not a pipe, so that a child that hangs cannot block the read.
    Path output = folder.resolve("output.txt");
    Process process =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(output.toFile())
            .start();
    try {
      assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
    } finally {
      process.destroyForcibly();
    }
    String printed = Files.readString(output);
    assertWithMessage(printed).that(process.exitValue()).isEqualTo(0);
    return printed;
  }
}
