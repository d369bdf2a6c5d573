package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.Runs.run;

import java.io.PrintWriter;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/** Every command's help reads as written in an 80-column terminal. */
class HelpTest {
  @ParameterizedTest
  @ValueSource(strings = {"check", "solve", "perft", "game-over", "analyze"})
  void helpFitsEightyColumnsWithItsLinesAsWritten(String command) {
    String help = run("", command, "--help").out();
    List<String> lines = help.lines().toList();
    for (String line : lines) {
      assertThat(line.length()).isAtMost(80);
      // A wrapped line that leaves one word behind reads badly: "... diagonal / or / anti-...".
      assertThat(line.isBlank() || line.strip().contains(" ")).isTrue();
    }
    CommandLine.Model.UsageMessageSpec usage =
        new CommandLine(new NoughtsCommand())
            .addSubcommand(new CommandLine(commandOf(command)))
            .getSubcommands()
            .get(command)
            .getCommandSpec()
            .usageMessage();
    for (String written : usage.description()) {
      if (!written.isEmpty()) {
        assertThat(lines).contains(written); // not re-wrapped
      }
    }
  }

  private static Object commandOf(String name) {
    Io io = new Io(System.in, new Output(System.out), new PrintWriter(System.err), false);
    return switch (name) {
      case "check" -> new CheckCommand(io);
      case "solve" -> new SolveCommand(io);
      case "perft" -> new PerftCommand(io);
      case "analyze" -> new AnalyzeCommand(io);
      default -> new GameOverCommand(io);
    };
  }
}
