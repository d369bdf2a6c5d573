package dev.noughts.cli;

import java.io.Console;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine;

/** Entry point of {@code java -jar noughts.jar}. */
public final class Main {
  private Main() {}

  /** Runs the command and exits with its exit code. */
  public static void main(String[] args) {
    String missing = missingDependency();
    if (missing != null) {
      System.err.println(
          "noughts: "
              + missing
              + " is not on the class path: this jar (noughts-cli) holds the command alone. Run"
              + " the runnable jar, noughts.jar, which has everything inside (java -jar"
              + " noughts.jar), or put picocli and jackson-jr beside this one, as jbang does");
      System.exit(ExitCode.USAGE);
    }
    // Descriptor 1 itself, not System.out: a PrintStream swallows write errors, so none would show.
    OutputStream out = new FileOutputStream(FileDescriptor.out);
    System.exit(run(args, StandardInput.open(), out, System.err, isTerminal()));
  }

  /**
   * The first library the command needs that cannot be loaded, as when {@code java -jar} runs the
   * published jar without its dependencies; null when all are there.
   */
  private static @Nullable String missingDependency() {
    String[][] needed = {
      {"picocli", "picocli.CommandLine"}, {"jackson-jr", "com.fasterxml.jackson.jr.ob.JSON"}
    };
    for (String[] library : needed) {
      try {
        Class.forName(library[1], false, Main.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        return library[0];
      }
    }
    return null;
  }

  /**
   * Whether the program talks to a terminal. JDK 22 to 24 give a console even when input and output
   * are redirected, and say so through {@code Console.isTerminal()}, which older JDKs lack: there a
   * console exists only on a terminal.
   */
  @SuppressWarnings("SystemConsoleNull") // the null check is for JDK 17 to 21; isTerminal for 22+
  private static boolean isTerminal() {
    Console console = System.console();
    if (console == null) {
      return false;
    }
    try {
      return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
    } catch (ReflectiveOperationException e) {
      return true;
    }
  }

  /**
   * Runs the command in-process and returns its exit code; for tests and embedding. When the
   * results cannot all be written to {@code out}, the exit code is {@link ExitCode#IO_ERROR}.
   */
  static int run(
      String[] args, InputStream in, OutputStream out, PrintStream err, boolean inIsTerminal) {
    Output outWriter = new Output(out);
    PrintWriter errWriter =
        new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
    Io io = new Io(in, outWriter, errWriter, inIsTerminal);
    CommandLine commandLine =
        new CommandLine(new NoughtsCommand())
            .addSubcommand(new CommandLine(new CheckCommand(io)))
            .addSubcommand(new CommandLine(new GameOverCommand(io)))
            .addSubcommand(new CommandLine(new SolveCommand(io)))
            .addSubcommand(new CommandLine(new PerftCommand(io)))
            .addSubcommand(new CommandLine(new EngineCommand(io)))
            .addSubcommand(new CommandLine(new AnalyzeCommand(io)))
            .addSubcommand(new CommandLine(new MatchCommand(io)))
            .setOut(outWriter)
            .setErr(errWriter)
            .setExecutionStrategy(
                parseResult -> {
                  if (!parseResult.hasSubcommand()
                      && !parseResult.isUsageHelpRequested()
                      && !parseResult.isVersionHelpRequested()) {
                    errWriter.println(
                        "noughts: missing command: say check, game-over, solve, perft, engine, analyze or match");
                    parseResult.commandSpec().commandLine().usage(errWriter);
                    return ExitCode.USAGE;
                  }
                  return new CommandLine.RunLast().execute(parseResult);
                });
    // After the subcommands, so that it reaches their options too. Through a method of its own, so
    // that loading Main needs no picocli class (main says when picocli is missing).
    WholeNumber.readIntOptions(commandLine);
    BadUsage.answer(commandLine);
    int code = commandLine.execute(args);
    outWriter.flush();
    IOException failure = outWriter.failure();
    if (failure != null) {
      errWriter.println("noughts: cannot write standard output: " + failure.getMessage());
      code = ExitCode.IO_ERROR;
    }
    errWriter.flush();
    return code;
  }
}
