package dev.noughts.cli;

import dev.noughts.Noughts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code noughts game-over}: the lenient n x n rule on boards of 0, 1 and 2. */
@Command(
    name = "game-over",
    mixinStandardHelpOptions = true,
    header = "Says whether n x n games are over, by the lenient rule.",
    description = {
      "Says whether an n x n game is over (1 <= n <= 1000): some row, column,",
      "diagonal or anti-diagonal is all 1 or all 2, or no cell is 0. There are no",
      "legality checks. With --win-length K: some K cells in a row, a column or",
      "a diagonal hold one of 1 and 2, or no cell is 0, on boards of any shape.",
      "",
      "A board is JSON, such as [[0,0,2],[1,2,1],[2,1,0]], or rows of numbers",
      "separated by spaces, one row per line. Prints true or false for each board.",
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:every board was read",
      "1:some board is malformed",
      "2:usage error, unreadable input, or output that cannot be written",
    })
final class GameOverCommand implements Callable<Integer> {
  private final Io io;

  @Parameters(
      paramLabel = "FILE",
      description = "Files, one board each; '-' or none for standard input.")
  private List<String> files = new ArrayList<>();

  @Option(
      names = "--json",
      description = "Print {\"game_over\":true,\"file\":\"-\"} instead of true.")
  private boolean json;

  @Mixin private final WinLength winLength = new WinLength();

  private boolean anyBad;

  GameOverCommand(Io io) {
    this.io = io;
  }

  @Override
  public Integer call() {
    if (!winLength.mayFit(io, "game-over")) {
      return ExitCode.USAGE;
    }
    Inputs inputs =
        new Inputs(
            io,
            "noughts game-over: reading one board from standard input, such as"
                + " [[0,0,2],[1,2,1],[2,1,0]] (end with Ctrl-D)");
    JsonLines jsonLines = new JsonLines(io.out());
    boolean allRead = inputs.forEach(files, false, board -> decide(board, jsonLines));
    io.out().flush();
    if (!allRead) {
      return ExitCode.IO_ERROR;
    }
    return anyBad ? ExitCode.BAD_BOARD : ExitCode.OK;
  }

  private void decide(Inputs.Board board, JsonLines jsonLines) {
    String text = board.text();
    if (text == null) {
      refuse(String.valueOf(board.refusal()));
      return;
    }
    boolean over;
    try {
      int[][] cells = IntBoardReader.read(text);
      Integer k = winLength.value();
      over = k == null ? Noughts.gameOver(cells) : Noughts.gameOver(cells, k);
    } catch (IllegalArgumentException | IntBoardReader.BadInput e) {
      refuse(board.source() + ": " + ControlCharacters.escape(String.valueOf(e.getMessage())));
      return;
    }
    if (json) {
      Map<String, Object> object = new LinkedHashMap<>();
      object.put("game_over", over);
      object.put("file", board.source().file());
      jsonLines.write(object);
    } else {
      io.out().println(over);
    }
  }

  /** A board not decided: one line on standard error, and exit code 1. */
  private void refuse(String reason) {
    anyBad = true;
    io.err().println("noughts game-over: " + reason);
    io.err().flush();
  }
}
