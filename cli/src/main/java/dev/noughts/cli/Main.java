package dev.noughts.cli;

import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** Entry point of {@code java -jar noughts.jar}. */
public final class Main {
  private Main() {}

  /** Runs the command and exits with its exit code. */
  public static void main(String[] args) {
    System.exit(run(args, System.in, System.out, System.err, System.console() != null));
  }

  /** Runs the command in-process and returns its exit code; for tests and embedding. */
  static int run(
      String[] args, InputStream in, PrintStream out, PrintStream err, boolean inIsTerminal) {
    PrintWriter outWriter =
        new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), false);
    PrintWriter errWriter =
        new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
    Io io = new Io(in, outWriter, errWriter, inIsTerminal);
    CommandLine commandLine =
        new CommandLine(new NoughtsCommand())
            .addSubcommand(new CommandLine(new CheckCommand(io)))
            .addSubcommand(new CommandLine(new GameOverCommand(io)))
            .setOut(outWriter)
            .setErr(errWriter)
            .setExecutionStrategy(
                parseResult -> {
                  if (!parseResult.hasSubcommand()
                      && !parseResult.isUsageHelpRequested()
                      && !parseResult.isVersionHelpRequested()) {
                    errWriter.println("noughts: missing command: say check or game-over");
                    parseResult.commandSpec().commandLine().usage(errWriter);
                    return ExitCode.USAGE;
                  }
                  return new CommandLine.RunLast().execute(parseResult);
                });
    int code = commandLine.execute(args);
    outWriter.flush();
    errWriter.flush();
    return code;
  }
}
