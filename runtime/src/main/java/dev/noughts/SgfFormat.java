package dev.noughts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * SGF (FF[4]) for gomoku: {@code (;GM[4]FF[4]SZ[15]PB[...]PW[...];B[hh];W[hi]...)}. The root's
 * {@code GM[4]} says gomoku, {@code SZ} the board ({@code SZ[15]}, or {@code SZ[20:15]} for columns
 * then rows; 15 when not given); each move is a node's {@code B} or {@code W}, the column's letter
 * then the row's, both from {@code a} at the top-left ({@code A} to {@code Z} go on from the 27th).
 * {@code RE}, once on the main line, gives the result when it is one {@link GameResult#fromSgf}
 * reads (free text else, taken as none). The main line is read, the first variation at each branch;
 * the other variations are only checked for their syntax. Five in a row wins.
 */
final class SgfFormat {
  /** The most columns or rows SGF's letters name: a to z, then A to Z. */
  static final int MAX_SIZE = 52;

  private static final int DEFAULT_SIZE = 15;

  private final String text;
  private final GameFileReplay replay = new GameFileReplay();
  private int at;
  private int line = 1;
  private boolean started; // the board is known
  private boolean gomoku; // GM[4] was read
  private int gmLine;
  private int rows = DEFAULT_SIZE;
  private int columns = DEFAULT_SIZE;
  private final List<String> players = new ArrayList<>(List.of("", ""));

  private SgfFormat(String text) {
    this.text = text;
  }

  static PlayedGame read(String text) {
    return new SgfFormat(text).read();
  }

  /** Thrown to stop at a mistake of syntax, once reported: nothing after it can be read. */
  private static final class Stop extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Stop() {
      super(null, null, false, false);
    }
  }

  private PlayedGame read() {
    try {
      at = text.startsWith("\uFEFF") ? 1 : 0;
      skipSpace();
      if (!text.startsWith("(", at)) {
        syntax(
            "an SGF file starts with '(;', such as (;GM[4]FF[4]SZ[15];B[hh];W[hi]); got "
                + shown(at));
      }
      tree();
      skipSpace();
      if (at < text.length()) {
        syntax(
            text.charAt(at) == '('
                ? "a second game starts here; give one game a file"
                : "text after the end of the game: " + shown(at));
      }
      if (!replay.failed()) {
        begin(); // a game of no moves
      }
    } catch (Stop stop) {
      throw replay.failure();
    }
    List<String> named = players.stream().allMatch(String::isEmpty) ? List.of() : players;
    return replay.game(named);
  }

  /**
   * The game tree that starts at {@code at}, its main line played: its nodes, then its first
   * variation's, and so on. Iterative, so that deep nesting cannot overflow the stack.
   */
  private void tree() {
    int depth = 0;
    int mainDepth = 1; // the depth of the main line's tree now read
    boolean main = true; // the main line is still being read
    int nodes = 0; // the main line's nodes read
    do {
      skipSpace();
      if (at >= text.length()) {
        syntax("the file ends inside the game: a ')' is missing");
      }
      char c = text.charAt(at);
      if (c == '(') {
        depth++;
        at++;
        if (main && depth > mainDepth) {
          mainDepth = depth;
        }
      } else if (c == ')') {
        if (main && depth == mainDepth) {
          main = false;
        }
        depth--;
        at++;
      } else if (c == ';') {
        at++;
        node(main && depth == mainDepth, nodes == 0);
        if (main && depth == mainDepth) {
          nodes++;
        }
      } else {
        syntax("expected a node ';', a variation '(' or the end of one ')', got " + shown(at));
      }
    } while (depth > 0);
  }

  /** A node's properties, each applied when {@code played} (the node is on the main line). */
  private void node(boolean played, boolean root) {
    boolean moved = false;
    while (true) {
      skipSpace();
      int start = at;
      while (at < text.length() && Character.isLetter(text.charAt(at)) && at - start < 20) {
        at++;
      }
      if (at == start) {
        return;
      }
      String ident = text.substring(start, at);
      int identLine = line;
      skipSpace();
      if (!text.startsWith("[", at)) {
        syntax("the property " + ident + " has no value; write it as " + ident + "[...]");
      }
      List<int[]> values = new ArrayList<>(1);
      while (text.startsWith("[", at)) {
        values.add(value());
        skipSpace();
      }
      if (played) {
        moved |= property(ident, identLine, values, root, moved);
      }
    }
  }

  /**
   * Applies a property of the main line; whether it is a move. {@code values} are the starts and
   * ends of the values, without brackets.
   */
  private boolean property(
      String ident, int identLine, List<int[]> values, boolean root, boolean moved) {
    String upper = ident.toUpperCase(Locale.ROOT);
    switch (upper) {
      case "GM" -> {
        String game = plain(values.get(0));
        gmLine = identLine;
        if (!game.equals("4")) {
          replay.error(
              identLine,
              "GM["
                  + game
                  + "] is another game"
                  + (game.equals("1") ? " (1 is Go)" : "")
                  + "; a gomoku record says GM[4]");
          throw new Stop();
        }
        gomoku = true;
      }
      case "SZ" -> size(plain(values.get(0)), identLine);
      case "PB" -> players.set(0, name(values.get(0)));
      case "PW" -> players.set(1, name(values.get(0)));
      case "RE" -> replay.result(identLine, result(values.get(0)));
      case "AB", "AW", "AE" ->
          replay.error(
              identLine,
              "setup stones ("
                  + upper
                  + ") are not read: a gomoku record is played from the empty board, B first; write"
                  + " each stone as a move, B[..] then W[..] in turn");
      case "B", "W" -> {
        if (moved) {
          replay.error(identLine, "a node holds one move; put each in a node of its own, ;B[..]");
          return true;
        }
        move(upper, plain(values.get(0)), identLine);
        return true;
      }
      default -> {
        // Other properties (FF, CA, C, ...) say nothing of the game.
      }
    }
    if (!root && (upper.equals("GM") || upper.equals("SZ")) && started) {
      replay.error(identLine, upper + " comes after the first move; give it in the first node");
    }
    return false;
  }

  private void size(String value, int sizeLine) {
    if (started) {
      return; // reported by property
    }
    String[] parts = value.split(":", -1);
    Integer first = parts.length <= 2 ? number(parts[0]) : null;
    Integer second = parts.length == 2 ? number(parts[1]) : first;
    if (first == null
        || second == null
        || first < 1
        || second < 1
        || first > MAX_SIZE
        || second > MAX_SIZE) {
      replay.error(
          sizeLine,
          "SZ["
              + value
              + "] is not a board; write SZ[15], or SZ[20:15] for 20 columns and 15 rows, each from"
              + " 1 to "
              + MAX_SIZE
              + " (SGF's letters a to z, then A to Z)");
      throw new Stop();
    }
    if (Math.max(first, second) < GameFile.FIVE) {
      replay.error(
          sizeLine,
          "SZ[" + value + "] has no line of five, and a gomoku record is played for five in a row");
      throw new Stop();
    }
    columns = first;
    rows = second;
  }

  /** Starts the board, once: at the first move, or at the end of a game of none. */
  private void begin() {
    if (started) {
      return;
    }
    if (!gomoku) {
      replay.error(
          gmLine == 0 ? 1 : gmLine,
          "no GM[4]: the first node says which game this is, and gomoku is GM[4] (without it, SGF"
              + " means Go)");
      throw new Stop();
    }
    replay.start(rows, columns, GameFile.FIVE);
    started = true;
  }

  private void move(String colour, String value, int moveLine) {
    begin();
    String name = colour + "[" + value + "]";
    if (value.isEmpty() || (value.equals("tt") && columns <= 19 && rows <= 19)) {
      replay.error(moveLine, name + " is a pass, and gomoku has none; a move is two letters");
      return;
    }
    String expected = replay.next() == Player.X ? "B" : "W";
    if (!colour.equals(expected)) {
      replay.error(
          moveLine,
          name + " is " + colour + "'s move, but it is " + expected + "'s turn (B first, in turn)");
      return;
    }
    int column = value.length() == 2 ? coordinate(value.charAt(0)) : 0;
    int row = value.length() == 2 ? coordinate(value.charAt(1)) : 0;
    if (column == 0 || row == 0) {
      replay.error(
          moveLine,
          name
              + " is not a square; a move is two letters, the column's then the row's, from a at"
              + " the top-left, such as "
              + colour
              + "[hh]");
      return;
    }
    if (column > columns || row > rows) {
      replay.error(
          moveLine,
          name
              + " is off the "
              + columns
              + " x "
              + rows
              + " board; columns go from a to "
              + letter(columns)
              + " and rows from a to "
              + letter(rows));
      return;
    }
    replay.play(moveLine, name, row, column);
  }

  /** The number of a coordinate's letter, from 1 for {@code a}; 0 when it is not one. */
  private static int coordinate(char c) {
    if (c >= 'a' && c <= 'z') {
      return c - 'a' + 1;
    }
    if (c >= 'A' && c <= 'Z') {
      return c - 'A' + 27;
    }
    return 0;
  }

  static char letter(int number) {
    return (char) (number <= 26 ? 'a' + number - 1 : 'A' + number - 27);
  }

  /** A value, from its {@code [} to past its {@code ]}: its start and end without them. */
  private int[] value() {
    int open = line;
    int start = ++at;
    while (at < text.length() && text.charAt(at) != ']') {
      char c = text.charAt(at);
      if (c == '\\' && at + 1 < text.length()) {
        at++;
        c = text.charAt(at);
      }
      if (c == '\n') {
        line++;
      }
      at++;
    }
    if (at >= text.length()) {
      line = open;
      syntax("the value opened here with '[' is never closed with ']'");
    }
    return new int[] {start, at++};
  }

  /** A short value, unescaped; a long one is cut, since no value read is long. */
  private String plain(int[] value) {
    int end = Math.min(value[1], value[0] + 40);
    return text.substring(value[0], end).replace("\\", "").strip();
  }

  /**
   * The result {@code value} gives, or null for none: SGF's {@code RE} is free text, and a value
   * that is none of the results {@link GameResult#fromSgf} reads (such as {@code Black wins}) says
   * nothing this reader can check, so it is taken as none, not as a mistake.
   */
  private @Nullable GameResult result(int[] value) {
    if (value[1] - value[0] > 40) {
      return null; // no result is written so long
    }
    try {
      return GameResult.fromSgf(text.substring(value[0], value[1]).replace("\\", "")).orElse(null);
    } catch (IllegalArgumentException notAResult) {
      return null;
    }
  }

  private String name(int[] value) {
    return text.substring(value[0], Math.min(value[1], value[0] + 200))
        .replaceAll("\\\\(.)", "$1")
        .replaceAll("\\s+", " ")
        .strip();
  }

  private static @Nullable Integer number(String digits) {
    String plain = digits.strip();
    return plain.matches("\\d{1,4}") ? Integer.valueOf(plain) : null;
  }

  private void skipSpace() {
    while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
      if (text.charAt(at) == '\n') {
        line++;
      }
      at++;
    }
  }

  private String shown(int from) {
    int end = from;
    while (end < text.length() && end - from < 20 && text.charAt(end) != '\n') {
      end++;
    }
    return end == from ? "the end of the file" : GameFileReplay.quoted(text, from, end);
  }

  private void syntax(String message) {
    replay.error(line, message);
    throw new Stop();
  }

  /** The game as SGF. */
  static String write(PlayedGame game) {
    if (game.getColumnCount() > MAX_SIZE || game.getRowCount() > MAX_SIZE) {
      throw new IllegalArgumentException(
          "SGF's letters name at most "
              + MAX_SIZE
              + " columns and rows, and this board is "
              + game.getRowCount()
              + " x "
              + game.getColumnCount());
    }
    StringBuilder text = new StringBuilder("(;FF[4]GM[4]SZ[");
    text.append(game.getColumnCount());
    if (game.getRowCount() != game.getColumnCount()) {
      text.append(':').append(game.getRowCount());
    }
    text.append(']');
    List<String> names = game.getPlayers();
    if (names.size() == 2) {
      text.append("PB[").append(escaped(names.get(0))).append(']');
      text.append("PW[").append(escaped(names.get(1))).append(']');
    }
    GameResult result = game.getResult();
    if (result != null) {
      text.append("RE[").append(result.toSgf()).append(']');
    }
    List<Square> moves = game.getMoves();
    for (int i = 0; i < moves.size(); i++) {
      text.append(i % 10 == 0 ? "\n" : "");
      Square move = moves.get(i);
      text.append(i % 2 == 0 ? ";B[" : ";W[")
          .append(letter(move.column()))
          .append(letter(move.row()))
          .append(']');
    }
    return text.append(")\n").toString();
  }

  private static String escaped(String name) {
    return name.replace("\\", "\\\\").replace("]", "\\]");
  }
}
