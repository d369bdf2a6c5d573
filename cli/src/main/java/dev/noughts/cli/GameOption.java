package dev.noughts.cli;

import dev.noughts.GameRecord;
import dev.noughts.PlayedGame;
import dev.noughts.Position;
import dev.noughts.Rule;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/**
 * The {@code --game RxC} option of every command that reads boards in notation: each input is then
 * the game that reached the board, a game record that {@link GameRecord} plays from the empty board
 * of that size.
 */
final class GameOption {
  @Option(
      names = "--game",
      paramLabel = "RxC",
      description =
          "Read each board as the game that reached it, played from the empty R x C board, X"
              + " first: moves separated by spaces or ';', each row,column from 1 at the top-left"
              + " (8,8) or gomoku's coordinates, the column's letter from the left and the row from"
              + " the bottom (h8). The board is square unless --win-length is given.")
  private @Nullable String size;

  private int rows;
  private int columns;
  private int winLength;

  /** Whether the option is given. */
  boolean given() {
    return size != null;
  }

  /**
   * Whether the size and {@code k}, the win length asked for (null for n in a row), make a board;
   * else says why not on standard error, for the command named {@code command}, whose exit code is
   * then that of a usage error.
   */
  boolean fits(Io io, String command, @Nullable Integer k) {
    if (size == null) {
      return true;
    }
    String[] parts = size.split("[xX]", -1);
    Integer r = parts.length == 2 ? WholeNumber.parse(parts[0]) : null;
    Integer c = parts.length == 2 ? WholeNumber.parse(parts[1]) : null;
    String problem;
    if (r == null || c == null) {
      problem =
          "give the board's rows and columns, whole numbers as JSON writes them, such as --game"
              + " 15x15";
    } else if (k == null && !r.equals(c)) {
      problem =
          "without --win-length a board is square, n in a row on n x n; give --win-length K"
              + " for K in a row";
    } else {
      rows = r;
      columns = c;
      winLength = k == null ? r : k;
      try {
        Position.empty(rows, columns, winLength);
        return true;
      } catch (IllegalArgumentException e) {
        problem = "the " + e.getMessage();
      }
    }
    io.err().println("noughts " + command + ": --game is " + size + "; " + problem);
    return false;
  }

  /** The empty board the games start from, once {@link #fits} said yes. */
  Position emptyBoard() {
    return Position.empty(rows, columns, winLength);
  }

  /**
   * The game {@code record}, once {@link #fits} said yes.
   *
   * @throws dev.noughts.GameRecordException with every move that cannot be played
   */
  PlayedGame game(String record) {
    return PlayedGame.of(rows, columns, winLength, record);
  }

  /**
   * The position the game {@code record} reaches under {@code rule}, once {@link #fits} said yes.
   *
   * @throws dev.noughts.GameRecordException with every move that cannot be played
   */
  Position play(String record, Rule rule) {
    return GameRecord.play(rows, columns, winLength, rule, record);
  }
}
