package dev.noughts.cli;

import com.fasterxml.jackson.jr.ob.JSON;
import dev.noughts.Noughts;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
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
      "2:usage error, an input that cannot be read, or results that cannot be written",
    })
final class GameOverCommand implements Callable<Integer> {
  private final Io io;

  @Parameters(
      paramLabel = "FILE",
      description = "Files to read, one board each; standard input when none is given, or for '-'.")
  private List<String> files = new ArrayList<>();

  @Option(
      names = "--json",
      description = "Print {\"game_over\":true,\"file\":\"-\"} instead of true.")
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
      return ExitCode.IO_ERROR;
    }
    return anyBad ? ExitCode.BAD_BOARD : ExitCode.OK;
  }

  private void decide(String file, Reader reader) throws IOException {
    Source source = new Source(file);
    String text = Inputs.readBoard(reader);
    if (text == null) {
      anyBad = true;
      io.err().println("noughts game-over: " + source + Inputs.TOO_LARGE);
      return;
    }
    boolean over;
    try {
      over = Noughts.gameOver(IntBoardReader.read(text));
    } catch (IllegalArgumentException | IntBoardReader.BadInput e) {
      anyBad = true;
      io.err()
          .println(
              "noughts game-over: "
                  + source
                  + ": "
                  + ControlCharacters.escape(String.valueOf(e.getMessage())));
      io.err().flush();
      return;
    }
    if (json) {
      Map<String, Object> object = new LinkedHashMap<>();
      object.put("game_over", over);
      object.put("file", file);
      io.out().println(JSON.std.asString(object));
    } else {
      io.out().println(over);
    }
  }
}
