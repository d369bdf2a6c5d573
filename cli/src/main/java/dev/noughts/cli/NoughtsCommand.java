package dev.noughts.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;

/** The top-level {@code noughts} command; the work is done by its subcommands. */
@Command(
    name = "noughts",
    mixinStandardHelpOptions = true,
    versionProvider = NoughtsCommand.Version.class,
    description = "Checks tic-tac-toe boards with the noughts rules.",
    synopsisSubcommandLabel = "COMMAND")
final class NoughtsCommand implements Runnable {

  @Override
  public void run() {
    // Without a subcommand there is nothing to do; Main prints the usage.
  }

  /** The version from the jar's manifest. */
  static final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
      String version = NoughtsCommand.class.getPackage().getImplementationVersion();
      return new String[] {"noughts " + (version == null ? "(development build)" : version)};
    }
  }
}
