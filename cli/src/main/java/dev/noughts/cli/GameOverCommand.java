package dev.noughts.cli;

import com.fasterxml.jackson.jr.ob.JSON;
import dev.noughts.Noughts;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code noughts game-over}: the lenient n x n rule on boards of 0, 1 and 2. */
@Command(
    name = "game-over",
    mixinStandardHelpOptions = true,
    header = "Says whether n x n games are over, by the lenient rule.",
    description = {
      "Says whether an n x n game is over (1 <= n <= 1000): some row, column, diagonal or",
      "anti-diagonal is all 1 or all 2, or no cell is 0. No legality checks.",
      "",
      "A board is JSON, such as [[0,0,2],[1,2,1],[2,1,0]], or rows of numbers separated by",
      "spaces, one row per line. Prints true or false, one line per board.",
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:every board was read",
      "1:some board is malformed",
      "2:usage error, such as an unknown option or a file that cannot be read",
    })
final class GameOverCommand implements Callable<Integer> {
  private final Io io;

  @Parameters(
      paramLabel = "FILE",
      description = "Files to read, one board each; standard input when none is given, or for '-'.")
  private List<String> files = new ArrayList<>();

  @Option(names = "--json", description = "Print {\"game_over\": true} instead of true.")
  private boolean json;

  private boolean anyBad;

  GameOverCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    Inputs inputs =
        new Inputs(
            io,
            "noughts game-over: reading one board from standard input, such as"
                + " [[0,0,2],[1,2,1],[2,1,0]] (end with Ctrl-D)");
    boolean allRead = inputs.forEach(files, this::decide);
    io.out().flush();
    if (!allRead) {
      return ExitCode.USAGE;
    }
    return anyBad ? ExitCode.BAD_BOARD : ExitCode.OK;
  }

  private void decide(String name, BufferedReader reader) {
    String text = Inputs.readBoard(reader);
    if (text == null) {
      anyBad = true;
      io.err().println("noughts game-over: " + name + Inputs.TOO_LARGE);
      return;
    }
    boolean over;
    try {
      over = Noughts.gameOver(IntBoardReader.read(text));
    } catch (IllegalArgumentException | IntBoardReader.BadInput e) {
      anyBad = true;
      io.err().println("noughts game-over: " + name + ": " + e.getMessage());
      io.err().flush();
      return;
    }
    if (json) {
      try {
        io.out().println(JSON.std.asString(Map.of("game_over", over)));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    } else {
      io.out().println(over);
    }
  }
}
