package dev.noughts.cli;

import dev.noughts.Position;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/**
 * The {@code --win-length K} option of every command that reads boards: k in a row wins, on boards
 * of any size and shape. Without it, a board is square and its size is its win length.
 */
final class WinLength {
  @Option(
      names = "--win-length",
      paramLabel = "K",
      converter = WholeNumber.SizeConverter.class,
      description =
          "K in a row wins, K from 1 to the longer side of the board, which may then be"
              + " rectangular, up to "
              + Position.MAX_SIZE
              + " x "
              + Position.MAX_SIZE
              + ". Default: square boards, won by a whole line.")
  private @Nullable Integer value;

  /** K, or null when the option is not given. */
  @Nullable Integer value() {
    return value;
  }

  /**
   * Whether K may fit a board: true when it is not given or is 1 to {@value Position#MAX_SIZE};
   * else says why not on standard error, for the command named {@code command}, whose exit code is
   * then that of a usage error. A K that fits no line of one board is that board's error.
   */
  boolean mayFit(Io io, String command) {
    if (value == null || (value >= 1 && value <= Position.MAX_SIZE)) {
      return true;
    }
    io.err()
        .println(
            "noughts "
                + command
                + ": --win-length is "
                + value
                + "; it must be 1 to "
                + Position.MAX_SIZE
                + " (and fit each board: at most its longer side)");
    return false;
  }
}
