package dev.noughts.cli;

import dev.noughts.gomocup.PiskvorkOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The {@code --time-per-move MS} and {@code --tolerance MS} options of the commands that run
 * engines ({@code engine}, {@code match}): how long an engine may think about a move, and how much
 * longer noughts waits before it is out of time.
 */
final class MoveTimeOptions {
  @Option(
      names = "--time-per-move",
      paramLabel = "MS",
      description = "An engine's time per move in milliseconds (INFO timeout_turn). Default: 1000.")
  private int timePerMove = 1000;

  @Option(
      names = "--tolerance",
      paramLabel = "MS",
      description =
          "How much longer than the time per move noughts waits before the engine is out of time,"
              + " in milliseconds. Default: 500.")
  private int tolerance = 500;

  /** What is wrong with the two values, a sentence each naming its option; empty when nothing. */
  List<String> problems() {
    List<String> problems = new ArrayList<>();
    if (timePerMove < 1) {
      problems.add("--time-per-move is " + timePerMove + "; it must be 1 ms or more");
    }
    if (tolerance < 1) {
      problems.add("--tolerance is " + tolerance + "; it must be 1 ms or more");
    }
    return problems;
  }

  /** {@code builder} with these times: call it once {@link #problems()} is empty. */
  PiskvorkOptions.Builder applyTo(PiskvorkOptions.Builder builder) {
    return builder
        .timePerMove(Duration.ofMillis(timePerMove))
        .tolerance(Duration.ofMillis(tolerance));
  }
}
