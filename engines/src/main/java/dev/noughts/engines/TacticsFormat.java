package dev.noughts.engines;

import dev.noughts.Cell;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Prover;
import dev.noughts.Rule;
import dev.noughts.Square;
import dev.noughts.Verdict;
import dev.noughts.engines.internal.ReportWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The suite file's line: {@code <board>; k <win length>[ standard|renju]; <X|O> <wins by fours|wins
 * by threes|must defend>; moves <squares>[; line <squares>]}. The rule follows the win length
 * ({@code k 5 renju}); none is free-style, as every line was before rules ({@code k 5 freestyle} is
 * read too). Reads what it writes, and says of any other line what is wrong with it.
 */
final class TacticsFormat {

  /** The longest line read: a 32 x 32 board with every square listed twice fits with room. */
  static final int MAX_LINE = 16_384;

  private static final Pattern WIN_LENGTH = Pattern.compile("k (\\d{1,4})(?:\\s+(\\S+))?");
  private static final Pattern WHAT = Pattern.compile("([XO]) (.+)");
  private static final Pattern SQUARE =
      Pattern.compile("\\(\\s*(\\d{1,4})\\s*,\\s*(\\d{1,4})\\s*\\)");

  private TacticsFormat() {}

  static String write(Tactic tactic) {
    Position position = tactic.getPosition();
    StringBuilder text = new StringBuilder();
    for (String row : position.toRows()) {
      if (text.length() > 0) {
        text.append('/');
      }
      text.append(row.replace(" ", ""));
    }
    text.append("; k ").append(position.getWinLength());
    if (position.getRule() != Rule.FREE_STYLE) {
      text.append(' ').append(nameOf(position.getRule()));
    }
    text.append("; ").append(tactic.getPlayer()).append(' ').append(tactic.getKind());
    text.append("; moves ").append(ReportWords.squares(tactic.getMoves()));
    if (!tactic.getLine().isEmpty()) {
      text.append("; line ").append(ReportWords.squares(tactic.getLine()));
    }
    return text.toString();
  }

  /**
   * Reads one line of a suite.
   *
   * @throws IllegalArgumentException saying what is wrong with it, and what would be right
   */
  static Tactic read(String text) {
    if (text.length() > MAX_LINE) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "the line is longer than %,d characters, the most a suite's line may have",
              MAX_LINE));
    }
    String[] fields = text.split(";", -1);
    if (fields.length < 4 || fields.length > 5) {
      throw new IllegalArgumentException(
          "expected 4 or 5 fields separated by ';' (<board>; k <win length>; <X or O> <wins by"
              + " fours, wins by threes or must defend>; moves <squares>; line <squares>), got "
              + fields.length);
    }
    Matcher k = WIN_LENGTH.matcher(fields[1].strip());
    if (!k.matches()) {
      throw new IllegalArgumentException(
          "the second field is the win length and the rule, such as 'k 5' (free-style) or 'k 5"
              + " renju', got '"
              + fields[1].strip()
              + "'");
    }
    @Nullable String ruleName = k.group(2);
    Rule rule = ruleName == null ? Rule.FREE_STYLE : ruleNamed(ruleName);
    Position position = board(fields[0].strip(), Integer.parseInt(k.group(1)), rule);
    Matcher what = WHAT.matcher(fields[2].strip());
    Tactic.Kind kind = what.matches() ? kind(what.group(2)) : null;
    if (kind == null) {
      throw new IllegalArgumentException(
          "the third field is the player to move and what is proved, such as 'X wins by fours',"
              + " 'X wins by threes' or 'O must defend', got '"
              + fields[2].strip()
              + "'");
    }
    Verdict verdict = position.getVerdict();
    if (!(verdict instanceof Verdict.InProgress inProgress)) {
      throw new IllegalArgumentException("the board is not a game in progress: " + verdict);
    }
    @Nullable String tooLarge =
        Prover.whyUnprovable(position).orElse(null); // the game is in progress
    if (tooLarge != null) { // the prover judges the moves
      throw new IllegalArgumentException("the board: " + tooLarge);
    }
    Player player = Player.valueOf(what.group(1));
    if (inProgress.next() != player) {
      throw new IllegalArgumentException(
          inProgress.next() + " is to move on this board, not " + player);
    }
    List<Square> moves = squares(fields[3].strip(), "moves", position);
    if (moves.isEmpty()) {
      throw new IllegalArgumentException("'moves' lists no square; at least one is needed");
    }
    for (Square move : moves) {
      if (position.get(move) != Cell.EMPTY) {
        throw new IllegalArgumentException("the move " + move + " is on a marked square");
      }
      if (position.play(move).getVerdict() instanceof Verdict.Foul foul) {
        throw new IllegalArgumentException(
            "the move "
                + move
                + " is forbidden to X under renju ("
                + foul.reason()
                + "): it loses");
      }
    }
    List<Square> line = List.of();
    if (fields.length == 5) {
      if (!kind.isWin()) {
        throw new IllegalArgumentException(
            "a defence has no 'line' (what refutes a move depends on the move)");
      }
      line = squares(fields[4].strip(), "line", position);
      checkLine(position, player, moves, line);
    } else if (kind.isWin()) {
      throw new IllegalArgumentException(
          "a win needs a fifth field, 'line' and the winning line's squares");
    }
    return new Tactic(position, kind, moves, line);
  }

  private static Position board(String rows, int winLength, Rule rule) {
    Position position;
    try {
      position = Position.of(winLength, rows);
    } catch (IllegalArgumentException e) { // NotationException included
      throw new IllegalArgumentException("the board: " + e.getMessage(), e);
    }
    if (rule == Rule.RENJU
        && (position.getRowCount() != 15
            || position.getColumnCount() != 15
            || position.getWinLength() != 5)) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "renju is played on 15 x 15 with 5 to win, and this board is %d x %d with %d; write"
                  + " 'k %d' (free-style) or 'k %d standard' for it",
              position.getRowCount(),
              position.getColumnCount(),
              position.getWinLength(),
              position.getWinLength(),
              position.getWinLength()));
    }
    return position.withRule(rule);
  }

  /** How a suite line names {@code rule} after the win length: as the command line's --rule. */
  static String nameOf(Rule rule) {
    return switch (rule) {
      case FREE_STYLE -> "freestyle";
      case EXACTLY_K -> "standard";
      case RENJU -> "renju";
    };
  }

  private static Rule ruleNamed(String name) {
    for (Rule rule : Rule.values()) {
      if (nameOf(rule).equals(name)) {
        return rule;
      }
    }
    throw new IllegalArgumentException(
        "the rule after the win length is '"
            + name
            + "'; write none or freestyle (k or more in a row), standard (exactly k) or renju");
  }

  private static Tactic.@Nullable Kind kind(String words) {
    for (Tactic.Kind kind : Tactic.Kind.values()) {
      if (kind.toString().equals(words)) {
        return kind;
      }
    }
    return null;
  }

  private static List<Square> squares(String field, String name, Position position) {
    if (!field.startsWith(name + " ") && !field.equals(name)) {
      throw new IllegalArgumentException(
          "expected '"
              + name
              + "' and its squares, such as '"
              + name
              + " (8,9)', got '"
              + field
              + "'");
    }
    String list = field.substring(name.length());
    Matcher square = SQUARE.matcher(list);
    List<Square> squares = new ArrayList<>();
    int end = 0;
    while (square.find()) {
      if (!list.substring(end, square.start()).isBlank()) {
        break;
      }
      int row = Integer.parseInt(square.group(1));
      int column = Integer.parseInt(square.group(2));
      if (row < 1
          || column < 1
          || row > position.getRowCount()
          || column > position.getColumnCount()) {
        throw new IllegalArgumentException(
            String.format(
                Locale.ROOT,
                "'%s' lists (%d,%d), off the %d x %d board (rows and columns count from 1)",
                name,
                row,
                column,
                position.getRowCount(),
                position.getColumnCount()));
      }
      squares.add(new Square(row, column));
      end = square.end();
    }
    if (!list.substring(end).isBlank()) {
      throw new IllegalArgumentException(
          "'"
              + name
              + "' lists squares as (row,column) separated by spaces; cannot read '"
              + list.substring(end).strip()
              + "'");
    }
    return squares;
  }

  private static void checkLine(
      Position position, Player player, List<Square> moves, List<Square> line) {
    if (line.isEmpty() || !moves.contains(line.get(0))) {
      throw new IllegalArgumentException("the line must start with one of the moves " + moves);
    }
    Position after = position;
    for (int i = 0; i < line.size(); i++) {
      Square square = line.get(i);
      if (after.isOver() || after.get(square) != Cell.EMPTY) {
        throw new IllegalArgumentException(
            "the line cannot be played: "
                + square
                + (after.isOver() ? " comes after the game is over" : " is already marked"));
      }
      after = after.play(square);
      boolean last = i == line.size() - 1;
      if (after.getVerdict() instanceof Verdict.Foul foul && !(last && player == Player.O)) {
        throw new IllegalArgumentException(
            "the line cannot be played: "
                + square
                + " is forbidden to X under renju ("
                + foul.reason()
                + ")");
      }
    }
    // Under renju O may also win by forcing X onto a forbidden point: the line's last move.
    boolean won =
        after.getVerdict() instanceof Verdict.Win win
            ? win.winner() == player
            : after.getVerdict() instanceof Verdict.Foul foul && foul.winner() == player;
    if (!won) {
      throw new IllegalArgumentException(
          "the line does not end in a win for " + player + ": it ends " + after.getVerdict());
    }
  }
}
