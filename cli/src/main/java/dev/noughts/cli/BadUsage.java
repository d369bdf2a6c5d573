package dev.noughts.cli;

import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;

/**
 * What a command line picocli cannot parse gets: its error and where to read more, {@code Try
 * 'noughts solve --help' for its options.}, not the whole help, in which the error would be lost;
 * exit code {@link ExitCode#USAGE}.
 */
final class BadUsage implements IParameterExceptionHandler {
  /**
   * Makes {@code commandLine} answer a command line it cannot parse this way. A method of this
   * class, so that loading {@code Main} needs no picocli type beyond those it names.
   */
  static void answer(CommandLine commandLine) {
    commandLine.setParameterExceptionHandler(new BadUsage());
  }

  @Override
  public int handleParseException(ParameterException refused, String[] args) {
    CommandLine command = refused.getCommandLine();
    command.getErr().println(refused.getMessage());
    command
        .getErr()
        .println("Try '" + command.getCommandSpec().qualifiedName() + " --help' for its options.");
    command.getErr().flush();
    return ExitCode.USAGE;
  }
}
