package dev.noughts;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The moves of a game file played one by one, each move that breaks a rule reported by its line and
 * skipped (the file is not repaired: the reader throws with every mistake); and the capped list of
 * mistakes, the first {@link ErrorSummary#MAX_LISTED} listed, the rest counted.
 */
final class GameFileReplay {
  private final List<GameFileError> listed = new ArrayList<>();
  private long unlisted;
  private int rows;
  private int columns;
  private int winLength;
  private int[][] cells = new int[0][0];
  private int[][] lineOf = new int[0][0]; // the line each square was taken on
  private final List<Square> moves = new ArrayList<>();
  private @Nullable String ending; // how the game ended, once it has
  private @Nullable GameResult result; // as the record gives it
  private int resultLine;

  /** Starts the board once its size is known. */
  void start(int rows, int columns, int winLength) {
    this.rows = rows;
    this.columns = columns;
    this.winLength = winLength;
    this.cells = new int[rows][columns];
    this.lineOf = new int[rows][columns];
  }

  int rows() {
    return rows;
  }

  int columns() {
    return columns;
  }

  /** The player whose turn it is. */
  Player next() {
    return moves.size() % 2 == 0 ? Player.X : Player.O;
  }

  /**
   * Plays the move written {@code name} on {@code line}, at {@code row} and {@code column} from 1
   * at the top-left, already known to be on the board; or reports why it cannot be played.
   */
  void play(int line, String name, int row, int column) {
    if (ending != null) {
      error(line, name + " comes after the end of the game: " + ending);
      return;
    }
    int taken = cells[row - 1][column - 1];
    if (taken != 0) {
      error(
          line,
          name
              + " is already taken by "
              + Cell.ofCode(taken)
              + " (line "
              + lineOf[row - 1][column - 1]
              + ")");
      return;
    }
    cells[row - 1][column - 1] = moves.size() % 2 == 0 ? 1 : 2;
    lineOf[row - 1][column - 1] = line;
    moves.add(new Square(row, column));
    if (Referee.completes(cells, winLength, row - 1, column - 1)
        || moves.size() == rows * columns) {
      Verdict verdict = Position.trusted(cells, winLength).getVerdict();
      ending = GameRecord.ending(verdict) + " on line " + line;
    }
  }

  /**
   * Takes {@code result}, written on {@code line} (null for a result that gives none, such as SGF's
   * {@code ?}), or reports that the record gave one before.
   */
  void result(int line, @Nullable GameResult result) {
    if (resultLine != 0) {
      error(line, "a second result; the game's result is given once (line " + resultLine + ")");
      return;
    }
    resultLine = line;
    this.result = result;
  }

  /** Reports a mistake on {@code line}: {@code message} follows {@code line N: }. */
  void error(int line, String message) {
    if (listed.size() < ErrorSummary.MAX_LISTED) {
      listed.add(new GameFileError(line, "line " + line + ": " + message));
    } else {
      unlisted++;
    }
  }

  boolean failed() {
    return !listed.isEmpty();
  }

  /**
   * The game, with the players' names {@code players} and the result read, once it is checked
   * against the moves.
   *
   * @throws GameFileException with every mistake reported
   */
  PlayedGame game(List<String> players) {
    if (result != null && !failed()) {
      String contradiction = PlayedGame.contradiction(Position.trusted(cells, winLength), result);
      if (contradiction != null) {
        error(resultLine, contradiction);
      }
    }
    if (failed()) {
      throw new GameFileException(listed, unlisted);
    }
    return new PlayedGame(rows, columns, winLength, moves, players, result);
  }

  /** Throws with every mistake reported, which there must be. */
  GameFileException failure() {
    return new GameFileException(listed, unlisted);
  }

  /** {@code text} as a message quotes it: at most 40 characters, the rest cut to {@code ...}. */
  static String quoted(String text, int start, int end) {
    return end - start <= 40
        ? "'" + text.substring(start, end) + "'"
        : "'" + text.substring(start, start + 37) + "...'";
  }
}
