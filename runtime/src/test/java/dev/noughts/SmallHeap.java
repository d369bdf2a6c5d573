package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Runs a test's {@code main} in a JVM of its own with a small heap, for the memory bounds. */
final class SmallHeap {
  private SmallHeap() {}

  /**
   * What {@code main} prints in a JVM of its own with {@code -Xmx} {@code maxHeap} (such as {@code
   * 128m}), which must exit with 0 within two minutes: running out of memory exits at once, with
   * another status.
   *
   * @param folder where the output goes: a file, not a pipe, so that a child that hangs cannot
   *     block the read
   */
  static String run(Path folder, String maxHeap, Class<?> main, String... args)
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
            List.of(
                java,
                "-Xmx" + maxHeap,
                "-XX:+ExitOnOutOfMemoryError", // no thread left running on after one runs out
                "-cp",
                classPath,
                main.getName()));
    command.addAll(List.of(args));
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
