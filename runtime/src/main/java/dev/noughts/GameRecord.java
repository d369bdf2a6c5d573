package dev.noughts;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Game records: the moves of a game in the move notation, separated by spaces or {@code ;}, such as
 * {@code 2,2 1,1 3,3} or {@code (2, 2); (1, 1); (3, 3)}. Each move is the row and the column, from
 * 1 at the top-left, as {@link Square#parse(String)} reads them, or gomoku's coordinates, as gomoku
 * players and the Gomocup tools write them: the column's letter, {@code a} from the left, then the
 * row from 1 at the bottom, such as {@code h8}, the centre of 15 x 15. Letters name columns {@code
 * a} to {@code z} (none is skipped, unlike Go's {@code i}), upper or lower case, so a square beyond
 * the 26th column is written {@code row,column}. The two may be mixed: on 15 x 15, {@code h8 h9 g7}
 * and {@code 8,8 7,8 9,7} are the same game.
 *
 * @since 0.1.0
 */
public final class GameRecord {
  private GameRecord() {}

  /**
   * Plays a game record from the empty {@code size} x {@code size} board, X first. An empty record
   * gives the empty board.
   *
   * <p>Every move that cannot be played is reported, by its number: a malformed move, a square off
   * the board, a move after the game was won or drawn, a square already taken. Such a move is
   * skipped, and the moves after it are played as if it were not there, so that their own mistakes
   * are found too. Past the first 100 such moves, the rest are only counted.
   *
   * @throws IllegalArgumentException when {@code size} is not 1 to {@value Position#MAX_SIZE}
   * @throws GameRecordException with every move that cannot be played
   */
  public static Position play(int size, String record) {
    Position.checkSize(size);
    return play(size, size, size, record);
  }

  /**
   * Plays a game record from the empty board of {@code rows} x {@code columns} with win length
   * {@code winLength}, X first, as {@link #play(int, String)} does: every move that cannot be
   * played is reported. {@code GameRecord.play(15, 15, 5, "8,8 8,9 7,7")} plays three moves of
   * gomoku, and so does {@code GameRecord.play(15, 15, 5, "h8 h9 g7")}, in gomoku's coordinates,
   * which only a record on a board of known height can read: a row is counted from the bottom.
   *
   * @throws IllegalArgumentException when {@code rows} or {@code columns} is not 1 to {@value
   *     Position#MAX_SIZE}, or {@code winLength} is not 1 to the longer side
   * @throws GameRecordException with every move that cannot be played
   */
  public static Position play(int rows, int columns, int winLength, String record) {
    return play(rows, columns, winLength, Rule.FREE_STYLE, record);
  }

  /**
   * Plays a game record as {@link #play(int, int, int, String)} does, judged by {@code rule}: the
   * game ends when the rule says so (under {@link Rule#EXACTLY_K} a run longer than k plays on;
   * under {@link Rule#RENJU} a move of X onto a forbidden point ends it, O winning), and the
   * position it reaches is judged by the rule, a foul keeping its move.
   *
   * @throws IllegalArgumentException as {@link #play(int, int, int, String)} says, or when {@code
   *     rule} is renju and the board is not 15 x 15 with 5 to win
   * @throws GameRecordException with every move that cannot be played
   * @since 0.1.0
   */
  public static Position play(int rows, int columns, int winLength, Rule rule, String record) {
    Position.checkSize(rows);
    Position.checkSize(columns);
    Position.checkWinLength(winLength, rows, columns);
    // Under another rule than free-style the game is played through Position.play, which judges
    // each move by the rule; free-style keeps its own fast check.
    @Nullable Position byRule =
        rule == Rule.FREE_STYLE ? null : Position.empty(rows, columns, winLength).withRule(rule);
    int[][] cells = new int[rows][columns];
    int[][] playedAt = new int[rows][columns]; // the number of the move that took each square
    Errors errors = new Errors();
    int played = 0;
    @Nullable String ending = null; // how the game ended, once it has
    Iterator<String> moves = MoveNotation.moves(record);
    for (int number = 1; moves.hasNext(); number++) {
      String text = moves.next();
      Located located = locate(text, rows, columns);
      if (located instanceof Located.Wrong wrong) {
        errors.add(error(number, text, wrong.kind(), wrong.message()));
        continue;
      }
      Located.On on = (Located.On) located;
      Square square = on.square();
      int row = square.row() - 1;
      int column = square.column() - 1;
      if (ending != null) {
        errors.add(
            error(
                number,
                text,
                MoveError.Kind.GAME_OVER,
                on.name() + " comes after the end of the game: " + ending));
      } else if (cells[row][column] != 0) {
        errors.add(
            error(
                number,
                text,
                MoveError.Kind.TAKEN,
                on.name()
                    + " is already taken by "
                    + Cell.ofCode(cells[row][column])
                    + " (move "
                    + playedAt[row][column]
                    + ")"));
      } else {
        cells[row][column] = played % 2 == 0 ? 1 : 2;
        playedAt[row][column] = number;
        played++;
        if (byRule != null) {
          byRule = byRule.play(square);
          if (!(byRule.getVerdict() instanceof Verdict.InProgress)) {
            ending = ending(byRule.getVerdict()) + " at move " + number;
          }
        } else if (Referee.completes(cells, winLength, row, column) || played == rows * columns) {
          ending = ending(Position.trusted(cells, winLength).getVerdict()) + " at move " + number;
        }
      }
    }
    if (!errors.listed.isEmpty()) {
      throw new GameRecordException(errors.listed, errors.unlisted);
    }
    return byRule != null ? byRule : Position.trusted(cells, winLength);
  }

  /**
   * The squares of the moves of {@code record}, a record {@link #play(int, int, int, String)} has
   * played without an error, on the board of {@code rows} x {@code columns}.
   */
  static List<Square> squares(int rows, int columns, String record) {
    List<Square> squares = new ArrayList<>();
    Iterator<String> moves = MoveNotation.moves(record);
    while (moves.hasNext()) {
      if (locate(moves.next(), rows, columns) instanceof Located.On on) {
        squares.add(on.square());
      }
    }
    return squares;
  }

  /** Where a move goes on the board, or why it goes nowhere. */
  private sealed interface Located {
    /** On {@code square}, which the messages call {@code name}, as the move was written. */
    record On(Square square, String name) implements Located {}

    /** Nowhere: malformed or off the board. */
    record Wrong(MoveError.Kind kind, String message) implements Located {}
  }

  /**
   * The square of the move {@code text} on the board of {@code rows} x {@code columns}: written as
   * {@code row,column}, or in {@link GomokuCoordinate gomoku's coordinates}.
   */
  private static Located locate(String text, int rows, int columns) {
    List<String> problems = new ArrayList<>(1);
    if (GomokuCoordinate.isWrittenSo(text)) {
      GomokuCoordinate coordinate = GomokuCoordinate.read(text, problems);
      if (coordinate == null) {
        return new Located.Wrong(MoveError.Kind.MALFORMED, problems.get(0));
      }
      if (!coordinate.isOn(rows, columns)) {
        return new Located.Wrong(
            MoveError.Kind.OFF_BOARD,
            coordinate + " is off the board; " + GomokuCoordinate.range(rows, columns));
      }
      return new Located.On(coordinate.on(rows), coordinate.toString());
    }
    Square square = MoveNotation.read(text, MoveNotation.HOW_TO_WRITE_A_MOVE, problems);
    if (square == null) {
      return new Located.Wrong(MoveError.Kind.MALFORMED, problems.get(0));
    }
    if (square.row() > rows || square.column() > columns) {
      return new Located.Wrong(
          MoveError.Kind.OFF_BOARD,
          square
              + " is off the board; "
              + (rows == columns
                  ? "rows and columns go from 1 to " + rows
                  : "rows go from 1 to " + rows + " and columns from 1 to " + columns));
    }
    return new Located.On(square, square.toString());
  }

  /** The first {@link ErrorSummary#MAX_LISTED} bad moves, and how many more there were. */
  private static final class Errors {
    final List<MoveError> listed = new ArrayList<>();
    long unlisted;

    void add(MoveError error) {
      if (listed.size() < ErrorSummary.MAX_LISTED) {
        listed.add(error);
      } else {
        unlisted++;
      }
    }
  }

  private static MoveError error(int number, String text, MoveError.Kind kind, String message) {
    return new MoveError(number, text, kind, "move " + number + ": " + message);
  }

  /** How {@code verdict}, a game's end, came about: {@code X won with (1,1)-(1,5)}. */
  static String ending(Verdict verdict) {
    if (verdict instanceof Verdict.Foul foul) {
      return "O won: X's move " + foul.move() + " was forbidden (" + foul.reason() + ")";
    }
    return verdict instanceof Verdict.Win win
        ? win.winner() + " won with " + EnglishList.of(win.lines())
        : "the board was full";
  }
}
