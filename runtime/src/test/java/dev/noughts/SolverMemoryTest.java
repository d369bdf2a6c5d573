package dev.noughts;

import static com.google.common.truth.Truth.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The solver's documented memory bound, in a JVM of its own. */
class SolverMemoryTest {

  /** Solves the empty 4 x 4 board and prints the solution. */
  public static void main(String[] args) {
    System.out.println(new Solver().solve(Position.empty(4)));
  }

  @Test
  void theEmptyFourByFourBoardSolvesIn256MegabytesOfHeap(@TempDir Path folder)
      throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    // Tests may run on the module path (the runtime is a module); the child takes both as a class
    // path.
    String classPath =
        Stream.of(System.getProperty("jdk.module.path"), System.getProperty("java.class.path"))
            .filter(path -> path != null && !path.isEmpty())
            .collect(Collectors.joining(File.pathSeparator));
    // Output to a file, not a pipe, so that a child that hangs cannot block the read.
    Path output = folder.resolve("output.txt");
    Process process =
        new ProcessBuilder(java, "-Xmx256m", "-cp", classPath, SolverMemoryTest.class.getName())
            .redirectErrorStream(true)
            .redirectOutput(output.toFile())
            .start();
    try {
      assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
    } finally {
      process.destroyForcibly();
    }
    assertThat(Files.readString(output)).startsWith("draw in 16: best moves (1,1) (1,2)");
    assertThat(process.exitValue()).isEqualTo(0);
  }
}
