package dev.noughts.gomocup;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** Commands and options that run {@link TestBrain} in a JVM of its own, for the tests. */
final class Brains {
  private Brains() {}

  /** The command line of a {@link TestBrain} with {@code switches}. */
  static List<String> command(String... switches) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    // A small, quickly started JVM: the brain does little.
    command.addAll(
        List.of(
            "-XX:TieredStopAtLevel=1",
            "-XX:+UseSerialGC",
            "-Xmx64m",
            "-XX:MaxDirectMemorySize=1g", // for switch hungry
            "-cp",
            System.getProperty("java.class.path"),
            TestBrain.class.getName()));
    command.addAll(List.of(switches));
    return command;
  }

  /**
   * Options for a {@link TestBrain} with {@code switches}: generous times, since a brain that
   * answers answers at once, and tests of timeouts set their own.
   */
  static PiskvorkOptions options(String... switches) {
    return PiskvorkOptions.builder()
        .command(command(switches))
        .timePerMove(Duration.ofSeconds(10))
        .tolerance(Duration.ofSeconds(5))
        .startTimeout(Duration.ofSeconds(60))
        .build();
  }
}
