package dev.noughts;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * piskvork's {@code .psq}, as piskvork and the Gomocup manager save games: a header line {@code
 * Piskvorky 15x15, 11:11, 0} (the board's width, then height), one line {@code x,y,time} a move
 * (the column and the row from 1 at the top-left, and the milliseconds the move took), then the
 * players' names one a line, then {@code -1}, and after it anything (the manager writes the result
 * and the rule, such as {@code 1,Freestyle15_1}). This project writes the game's result there when
 * it has one, as a line {@code result: W+T} in SGF's notation ({@link GameResult#fromSgf}), and
 * reads such a line back; it ignores every other line after the {@code -1}. Five in a row wins.
 */
final class PsqFormat {
  /** The longest line read as a move or a name; a longer one is reported, never copied. */
  private static final int MAX_LINE = 200;

  private static final Pattern HEADER =
      Pattern.compile(
          "\\s*piskvorky\\s+(\\d{1,9})\\s*x\\s*(\\d{1,9})\\b.*",
          Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
  private static final Pattern MOVE =
      Pattern.compile("\\s*(\\d{1,9})\\s*,\\s*(\\d{1,9})\\s*(?:,\\s*-?\\d{1,18}\\s*)?");
  private static final Pattern LOOKS_LIKE_A_MOVE = Pattern.compile("\\s*-?\\d+\\s*,.*");
  private static final Pattern RESULT =
      Pattern.compile("\\s*result\\s*:(.*)", Pattern.CASE_INSENSITIVE);

  static final String HOW_TO_WRITE_A_MOVE =
      "a move is x,y,time: the column and the row from 1 at the top-left, and the milliseconds it"
          + " took, such as 8,8,0";

  private PsqFormat() {}

  /** Where a line is in the text, and its number. */
  private record TextLine(int number, int start, int end) {
    int length() {
      return end - start;
    }

    /** The line's text in {@code text}, at most its first {@code MAX_LINE} characters. */
    String head(String text) {
      return text.substring(start, Math.min(end, start + MAX_LINE));
    }
  }

  static PlayedGame read(String text) {
    GameFileReplay replay = new GameFileReplay();
    List<TextLine> header = new ArrayList<>(1);
    int start = text.startsWith("\uFEFF") ? 1 : 0;
    int number = 0;
    boolean started = false;
    boolean ended = false; // after the line -1
    int namesFrom = 0; // the line of the first name, once there is one
    List<String> names = new ArrayList<>(2);
    while (start <= text.length()) {
      int newline = text.indexOf('\n', start);
      int end = newline < 0 ? text.length() : newline;
      TextLine line =
          new TextLine(
              ++number, start, end > start && text.charAt(end - 1) == '\r' ? end - 1 : end);
      start = end + 1;
      if (!started) {
        if (!startBoard(text, line, replay)) {
          throw replay.failure();
        }
        started = true;
        header.add(line);
        continue;
      }
      if (line.head(text).isBlank()) {
        continue;
      }
      if (ended) {
        result(text, line, replay);
        continue;
      }
      if (RESULT.matcher(line.head(text)).matches()) {
        replay.error(
            line.number(),
            "the result comes after the -1 that ends the moves and the names, as a line such as"
                + " result: W+T");
        continue;
      }
      if (line.length() > MAX_LINE) {
        replay.error(
            line.number(),
            "the line is "
                + line.length()
                + " characters long; "
                + (namesFrom == 0 ? HOW_TO_WRITE_A_MOVE : "a player's name is one short line"));
        continue;
      }
      String content = text.substring(line.start(), line.end());
      if (content.strip().equals("-1")) {
        ended = true;
      } else if (MOVE.matcher(content).matches() || LOOKS_LIKE_A_MOVE.matcher(content).matches()) {
        if (namesFrom != 0) {
          replay.error(
              line.number(),
              "'"
                  + content.strip()
                  + "' is a move after the players' names (line "
                  + namesFrom
                  + "); the moves come first, then the names, then -1");
        } else {
          move(content, line.number(), replay);
        }
      } else {
        if (namesFrom == 0) {
          namesFrom = line.number();
        }
        if (names.size() < 2) {
          names.add(content.strip());
        }
      }
    }
    return replay.game(names);
  }

  /** Reads a line after the {@code -1}: the result when it is one, else nothing. */
  private static void result(String text, TextLine line, GameFileReplay replay) {
    Matcher result = RESULT.matcher(line.head(text));
    if (!result.matches()) {
      return;
    }
    if (line.length() > MAX_LINE) {
      replay.error(
          line.number(),
          "the line is "
              + line.length()
              + " characters long; a result is one short line, such as result: W+T");
      return;
    }
    @Nullable GameResult read = null;
    try {
      read = GameResult.fromSgf(result.group(1)).orElse(null);
    } catch (IllegalArgumentException notAResult) {
      replay.error(line.number(), GameResult.notAResult(result.group(1)));
    }
    replay.result(line.number(), read);
  }

  private static final String HEADER_EXAMPLE =
      "a .psq file starts with piskvork's header, the board's width and height, such as"
          + " 'Piskvorky 15x15, 11:11, 0'";

  /** Reads the header's board and starts the replay on it; false after reporting why not. */
  private static boolean startBoard(String text, TextLine line, GameFileReplay replay) {
    String shown = GameFileReplay.quoted(text, line.start(), line.end());
    Matcher header = HEADER.matcher(line.head(text));
    if (!header.matches()) {
      replay.error(line.number(), HEADER_EXAMPLE + "; got " + shown);
      return false;
    }
    long columns = Long.parseLong(header.group(1));
    long rows = Long.parseLong(header.group(2));
    if (columns < 1 || rows < 1 || columns > Position.MAX_SIZE || rows > Position.MAX_SIZE) {
      replay.error(
          line.number(),
          "the board is "
              + columns
              + "x"
              + rows
              + "; its width and height go from 1 to "
              + Position.MAX_SIZE);
      return false;
    }
    if (Math.max(columns, rows) < GameFile.FIVE) {
      replay.error(
          line.number(),
          "a "
              + columns
              + "x"
              + rows
              + " board has no line of five, and a .psq file records gomoku, five in a row");
      return false;
    }
    replay.start((int) rows, (int) columns, GameFile.FIVE);
    return true;
  }

  private static void move(String content, int line, GameFileReplay replay) {
    Matcher move = MOVE.matcher(content);
    if (!move.matches()) {
      replay.error(line, "'" + content.strip() + "' is not a move; " + HOW_TO_WRITE_A_MOVE);
      return;
    }
    long x = Long.parseLong(move.group(1));
    long y = Long.parseLong(move.group(2));
    String name = x + "," + y;
    if (x < 1 || y < 1 || x > replay.columns() || y > replay.rows()) {
      replay.error(
          line,
          name
              + " is off the board; x (the column) goes from 1 to "
              + replay.columns()
              + " and y (the row, from the top) from 1 to "
              + replay.rows());
      return;
    }
    replay.play(line, name, (int) y, (int) x);
  }

  /**
   * Whether {@code name} reads back as a name: not blank, nor a move, nor the end, -1, nor a
   * result.
   */
  private static boolean readsAsAName(String name) {
    return !name.isEmpty()
        && name.length() <= MAX_LINE
        && !name.equals("-1")
        && !RESULT.matcher(name).matches()
        && !LOOKS_LIKE_A_MOVE.matcher(name).matches()
        && !MOVE.matcher(name).matches();
  }

  /**
   * The game as a {@code .psq} file, every move's time 0; the players' names when both read back as
   * names (none blank, nor written as a move or {@code -1}), else none.
   */
  static String write(PlayedGame game) {
    StringBuilder text = new StringBuilder();
    text.append("Piskvorky ")
        .append(game.getColumnCount())
        .append('x')
        .append(game.getRowCount())
        .append(", 0:0, 0\n");
    for (Square move : game.getMoves()) {
      text.append(move.column()).append(',').append(move.row()).append(",0\n");
    }
    List<String> names =
        game.getPlayers().stream().map(name -> name.replaceAll("\\s+", " ").strip()).toList();
    if (names.stream().allMatch(PsqFormat::readsAsAName)) {
      names.forEach(name -> text.append(name).append('\n'));
    }
    text.append("-1\n");
    GameResult result = game.getResult();
    if (result != null) {
      text.append("result: ").append(result.toSgf()).append('\n');
    }
    return text.toString();
  }
}
