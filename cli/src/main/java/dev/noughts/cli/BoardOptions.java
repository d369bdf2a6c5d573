package dev.noughts.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The inputs and options of {@code check} and {@code solve}. */
final class BoardOptions {
  @Parameters(paramLabel = "FILE", description = "Files to read; '-' or none for standard input.")
  private List<String> files = new ArrayList<>();

  @Option(
      names = "--each-line",
      description =
          "Every non-blank line is a board in '/' notation (the batch form). A line of more"
              + " than 4194304 characters is refused; the lines after it are still checked.")
  private boolean eachLine;

  @Mixin private final BoardSize size = new BoardSize();

  @Option(names = "--json", description = "Print one JSON object per board, one per line.")
  private boolean json;

  List<String> files() {
    return files;
  }

  boolean eachLine() {
    return eachLine;
  }

  BoardSize size() {
    return size;
  }

  boolean json() {
    return json;
  }
}
