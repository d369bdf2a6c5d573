package dev.noughts.gomocup;

import dev.noughts.GameRecordException;
import dev.noughts.MoveError;
import dev.noughts.PlayedGame;
import dev.noughts.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Openings for a match, one a line, each the stones on the board when the engines take over, X's
 * first, then in turn. A line is written in either of two forms:
 *
 * <ul>
 *   <li>c-gomoku-cli's plain text: stones {@code x,y} separated by a comma and a space, each the
 *       column and row <em>offset from the centre</em> (negative to the left and up), the centre
 *       being the 0-based square {@code (floor(width / 2), floor(height / 2))}: {@code 0,0, 1,0,
 *       1,1} on 15 x 15 is {@code h8 i8 i9}. A line of a single stone {@code x,y} is read so too.
 *   <li>the project's move lists, as {@link dev.noughts.GameRecord} reads them: gomoku's
 *       coordinates {@code h8 i8 i9} or {@code row,column} from 1, separated by spaces.
 * </ul>
 *
 * <p>Blank lines and lines starting with {@code #} are skipped. The file is read whole, and every
 * mistake is reported by its line: a malformed stone, a square off the board or taken, an opening
 * that is already won or fills the board. Nothing is repaired.
 *
 * @since 0.1.0
 */
public final class Openings {
  /** c-gomoku-cli's plain text: offsets {@code x,y} separated by a comma and blanks. */
  private static final Pattern OFFSETS =
      Pattern.compile("-?\\d+\\s*,\\s*-?\\d+(\\s*,\\s+-?\\d+\\s*,\\s*-?\\d+)*");

  // Numbers separated by commas, as c-gomoku-cli writes offsets: an odd count is no list of pairs.
  private static final Pattern NUMBERS = Pattern.compile("-?\\d+(\\s*,\\s*-?\\d+)*");

  private Openings() {}

  /** How many numbers {@code line} holds when it is numbers separated by commas; else 0. */
  private static int numbers(String line) {
    return NUMBERS.matcher(line).matches() ? line.split("\\s*,\\s*").length : 0;
  }

  /**
   * The mistake of a line of offsets, {@code error}, told in the offsets the line is written in: a
   * stone on another's square, or after the end of the game.
   */
  private static String stoneError(String line, List<Square> squares, MoveError error) {
    String[] numbers = line.split("\\s*,\\s*");
    int stone = error.move();
    String where = stone + " (" + numbers[2 * stone - 2] + "," + numbers[2 * stone - 1] + ")";
    return switch (error.kind()) {
      case TAKEN -> {
        int first = squares.indexOf(squares.get(stone - 1)) + 1;
        yield "stone "
            + where
            + " is on the square of stone "
            + first
            + " ("
            + numbers[2 * first - 2]
            + ","
            + numbers[2 * first - 1]
            + ")";
      }
      case GAME_OVER ->
          "stone " + where + " comes after the end of the game: an opening leaves a move to play";
      default -> error.message(); // off the board is found before, and offsets are never malformed
    };
  }

  /**
   * The openings of {@code text}, each a game of gomoku (five in a row) on the board of {@code
   * rows} x {@code columns}; none when the text has no opening line.
   *
   * @throws OpeningsException with every mistake of the text, by line
   */
  public static List<PlayedGame> read(String text, int rows, int columns) {
    Objects.requireNonNull(text, "text");
    List<PlayedGame> openings = new ArrayList<>();
    List<OpeningError> errors = new ArrayList<>();
    List<String> lines = text.lines().collect(Collectors.toList());
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (i == 0 && line.startsWith("\uFEFF")) {
        line = line.substring(1).strip();
      }
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      boolean offsets = OFFSETS.matcher(line).matches();
      List<Square> squares = new ArrayList<>(); // a line of offsets' stones, as squares
      try {
        PlayedGame opening;
        if (offsets) {
          List<String> offBoard = offsets(line, rows, columns, squares);
          if (!offBoard.isEmpty()) {
            for (String message : offBoard) {
              errors.add(new OpeningError(i + 1, message));
            }
            continue;
          }
          opening = PlayedGame.of(rows, columns, 5, squares, List.of());
        } else if (numbers(line) % 2 == 1) {
          int count = numbers(line);
          errors.add(
              new OpeningError(
                  i + 1,
                  "c-gomoku-cli's openings are pairs of offsets from the centre, x,y, and this"
                      + " line has "
                      + (count == 1 ? "1 number" : count + " numbers")));
          continue;
        } else {
          opening = PlayedGame.of(rows, columns, 5, line);
        }
        if (opening.getPosition().isOver()) {
          errors.add(
              new OpeningError(
                  i + 1,
                  "the opening "
                      + opening.toMoveList()
                      + " is already over ("
                      + opening.getPosition().getVerdict()
                      + "): an opening leaves a move to play"));
        } else {
          openings.add(opening);
        }
      } catch (GameRecordException e) {
        for (MoveError error : e.getErrors()) {
          errors.add(
              new OpeningError(
                  i + 1, offsets ? stoneError(line, squares, error) : error.message()));
        }
        String unlisted = e.getUnlistedSummary();
        if (unlisted != null) {
          errors.add(new OpeningError(i + 1, unlisted));
        }
      } catch (IllegalArgumentException e) {
        errors.add(new OpeningError(i + 1, String.valueOf(e.getMessage())));
      }
    }
    if (!errors.isEmpty()) {
      throw new OpeningsException(errors);
    }
    return openings;
  }

  /**
   * Adds the squares of a line of offsets to {@code squares}, as noughts numbers them (row and
   * column from 1), and says which stones are off the board.
   */
  private static List<String> offsets(String line, int rows, int columns, List<Square> squares) {
    String[] numbers = line.split("\\s*,\\s*");
    List<String> offBoard = new ArrayList<>();
    for (int i = 0; i + 1 < numbers.length; i += 2) {
      long x = offset(numbers[i]) + columns / 2;
      long y = offset(numbers[i + 1]) + rows / 2;
      if (x < 0 || x >= columns || y < 0 || y >= rows) {
        offBoard.add(
            "stone "
                + (i / 2 + 1)
                + " ("
                + numbers[i]
                + ","
                + numbers[i + 1]
                + ") is off the "
                + rows
                + " x "
                + columns
                + " board: c-gomoku-cli's offsets from the centre go from "
                + -(columns / 2)
                + " to "
                + (columns - 1 - columns / 2)
                + " across and from "
                + -(rows / 2)
                + " to "
                + (rows - 1 - rows / 2)
                + " down");
      } else {
        squares.add(new Square((int) y + 1, (int) x + 1));
      }
    }
    return offBoard;
  }

  /** An offset, clamped far beyond any board when it has too many digits for a long. */
  private static long offset(String number) {
    try {
      return Long.parseLong(number);
    } catch (NumberFormatException tooLong) {
      return number.startsWith("-") ? Integer.MIN_VALUE : Integer.MAX_VALUE;
    }
  }
}
