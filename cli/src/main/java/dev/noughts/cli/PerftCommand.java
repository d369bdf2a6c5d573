package dev.noughts.cli;

import dev.noughts.Perft;
import dev.noughts.Position;
import dev.noughts.Rule;
import dev.noughts.Square;
import dev.noughts.Verdict;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code noughts perft}: counts the move sequences of each length from one board. */
@Command(
    name = "perft",
    mixinStandardHelpOptions = true,
    header = "Counts the sequences of legal moves of each length from a board (perft).",
    description = {
      "Counts the sequences of exactly D legal moves from a board, for each D from 1",
      "to --depth. A game stops at a win or a full board, so a sequence that ends the",
      "game early is not counted at greater depths. From the empty 3 x 3 board:",
      "depth 1: 9, depth 2: 72, ..., depth 9: 127872.",
      "",
      "Reads one board, in the notation check reads, from FILE, or from standard",
      "input for '-' or when no FILE is given and standard input is not a terminal.",
      "At a terminal with no FILE, the board is the empty 3 x 3 board.",
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:the board was counted",
      "1:the board is impossible or malformed",
      "2:bad usage (such as a bad depth), unreadable input or unwritable output",
    })
final class PerftCommand implements Callable<Integer> {
  /** The deepest count made when --depth is not given, on boards of up to 16 cells (4 x 4). */
  static final int DEFAULT_DEPTH = 9;

  /** The same on larger boards, where each depth multiplies the count by the cells. */
  static final int DEFAULT_DEPTH_LARGE = 2;

  /**
   * The most move sequences a count may have to visit: about a minute's work at the tens of
   * millions per second measured in docs/PERFORMANCE.md, and far from overflowing a {@code long}.
   */
  static final long MAX_SEQUENCES = 10_000_000_000L;

  private final Io io;
  private final JsonLines jsonLines;

  @Parameters(
      arity = "0..1",
      paramLabel = "FILE",
      description = "The board's file, or '-' for standard input.")
  private @Nullable String file;

  @Option(
      names = "--depth",
      paramLabel = "D",
      description =
          "Count to depth D, at least 1 and at most the board's cells (default: the board's"
              + " empty cells, at most "
              + DEFAULT_DEPTH
              + " on boards of up to 16 cells and "
              + DEFAULT_DEPTH_LARGE
              + " on larger ones, and fewer where more would pass the limit on sequences;"
              + " at least 1).")
  private @Nullable Integer depth;

  @Option(names = "--divide", description = "Count depth D under each first move, then in all.")
  private boolean divide;

  @Mixin private final BoardSize size = new BoardSize();

  @Option(names = "--json", description = "Print one JSON object per line.")
  private boolean json;

  private int exitCode = ExitCode.OK;

  PerftCommand(Io io) {
    this.io = io;
    this.jsonLines = new JsonLines(io.out());
  }

  @Override
  public Integer call() {
    if (!size.usable(io, "perft")) {
      return ExitCode.USAGE;
    }
    if (size.rule().rule() == Rule.RENJU) {
      io.err()
          .println(
              "noughts perft: perft does not count renju play (its forbidden points are not"
                  + " counted); give --rule standard for exactly five, or --rule freestyle");
      return ExitCode.USAGE;
    }
    if (depth != null && depth < 1) {
      io.err().println("noughts perft: --depth is " + depth + "; it must be 1 or more");
      return ExitCode.USAGE;
    }
    String name = file == null ? Inputs.STDIN : file;
    if (file == null && io.inIsTerminal() && !size.readsGames()) {
      return emptyBoard();
    }
    boolean read =
        new Inputs(
                io,
                size.readsGames()
                    ? "noughts perft: reading one game from standard input, moves such as"
                        + " 8,8 7,8 or h8 h9 (end with Ctrl-D)"
                    : "noughts perft: reading one board from standard input, such as"
                        + " X O X / - O - / - - - (end with Ctrl-D)")
            .forEach(List.of(name), false, board -> exitCode = read(board));
    io.out().flush();
    return read ? exitCode : ExitCode.IO_ERROR;
  }

  private int read(Inputs.Board board) {
    CheckReport report = json ? new JsonReport(jsonLines) : new TextReport(io.out());
    String text = board.text();
    if (text == null) {
      report.refused(board.source(), String.valueOf(board.refusal()));
      return ExitCode.BAD_BOARD;
    }
    Position position = size.parse(board.source(), text, report);
    if (position == null) {
      return ExitCode.BAD_BOARD;
    }
    Verdict verdict = position.getVerdict();
    if (verdict instanceof Verdict.Impossible) {
      report.judged(board.source(), position, verdict);
      return ExitCode.BAD_BOARD;
    }
    return count(board.source().toString(), position);
  }

  /** Counts from the empty 3 x 3 board, with the win length asked for if it fits. */
  private int emptyBoard() {
    Integer k = size.winLength().value();
    if (k != null && k > 3) {
      io.err()
          .println(
              "noughts perft: --win-length is "
                  + k
                  + ", but the empty 3 x 3 board has lines of 3 cells; give a larger board");
      return ExitCode.USAGE;
    }
    return count(
        "the empty 3 x 3 board", size.rule().apply(Position.empty(3, 3, k == null ? 3 : k)));
  }

  /** Counts from {@code position}, named {@code board} in messages. */
  private int count(String board, Position position) {
    long cells = (long) position.getRowCount() * position.getColumnCount();
    int deepest = depth != null ? depth : defaultDepth(position);
    if (deepest > cells) {
      io.err()
          .println(
              "noughts perft: --depth is "
                  + deepest
                  + ", but "
                  + board
                  + " has only "
                  + cells
                  + (cells == 1 ? " cell" : " cells")
                  + ", so no sequence is longer");
      return ExitCode.USAGE;
    }
    long bound = sequencesAtMost(position.getEmptyCount(), deepest);
    if (bound > MAX_SEQUENCES) {
      io.err()
          .println(
              "noughts perft: depth "
                  + deepest
                  + " from "
                  + board
                  + " may visit up to "
                  + (bound == Long.MAX_VALUE ? "more than 2^63" : String.valueOf(bound))
                  + " move sequences, more than the "
                  + MAX_SEQUENCES
                  + " this command counts; choose a smaller --depth");
      return ExitCode.USAGE;
    }
    if (divide) {
      long total = 0;
      for (Map.Entry<Square, Long> entry : Perft.divide(position, deepest).entrySet()) {
        if (io.out().failure() != null) {
          break;
        }
        Square move = entry.getKey();
        Map<String, Object> object = new LinkedHashMap<>();
        object.put("depth", deepest);
        object.put("move", new int[] {move.row(), move.column()});
        object.put("nodes", entry.getValue());
        print(object, move + ": " + entry.getValue());
        total += entry.getValue();
      }
      printTotal(deepest, total);
    } else {
      for (int d = 1; d <= deepest && io.out().failure() == null; d++) {
        printTotal(d, d > position.getEmptyCount() ? 0 : Perft.count(position, d));
      }
    }
    io.out().flush();
    return ExitCode.OK;
  }

  private void printTotal(int d, long nodes) {
    Map<String, Object> object = new LinkedHashMap<>();
    object.put("depth", d);
    object.put("nodes", nodes);
    print(object, "depth " + d + ": " + nodes);
  }

  /** One line, JSON or text, flushed so that a long count shows its progress. */
  private void print(Map<String, Object> object, String text) {
    if (json) {
      jsonLines.write(object);
    } else {
      io.out().println(text);
    }
    io.out().flush();
  }

  /**
   * The depth counted when {@code --depth} is not given: every empty cell, at most {@link
   * #DEFAULT_DEPTH} on boards of up to 16 cells (4 x 4) and {@link #DEFAULT_DEPTH_LARGE} on larger
   * ones, and no more than {@link #MAX_SEQUENCES} allows; at least 1, so that a finished board says
   * its count is 0.
   */
  static int defaultDepth(Position position) {
    int empty = position.getEmptyCount();
    int cells = position.getRowCount() * position.getColumnCount();
    int deepest = Math.min(empty, cells <= 16 ? DEFAULT_DEPTH : DEFAULT_DEPTH_LARGE);
    while (deepest > 1 && sequencesAtMost(empty, deepest) > MAX_SEQUENCES) {
      deepest--;
    }
    return Math.max(deepest, 1);
  }

  /**
   * An upper bound on the sequences of {@code depth} moves from a board with {@code empty} empty
   * cells: empty x (empty - 1) x ... over {@code depth} factors, as if no game ended early; {@link
   * Long#MAX_VALUE} when it does not fit.
   */
  static long sequencesAtMost(int empty, int depth) {
    long bound = 1;
    for (int i = 0; i < depth && empty - i > 0; i++) {
      if (bound > Long.MAX_VALUE / (empty - i)) {
        return Long.MAX_VALUE;
      }
      bound *= empty - i;
    }
    return bound;
  }
}
