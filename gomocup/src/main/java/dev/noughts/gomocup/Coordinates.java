package dev.noughts.gomocup;

import dev.noughts.Cell;
import dev.noughts.Position;
import dev.noughts.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The protocol's coordinates and noughts' squares: {@code x,y} counts from 0, {@code x} the column
 * and {@code y} the row, where noughts counts rows and columns from 1. So {@code x,y} is the square
 * in row {@code y + 1}, column {@code x + 1}, and the square in row r, column c is {@code c-1,r-1}.
 */
final class Coordinates {
  /** A move: two numbers and a comma, spaces allowed around them. */
  private static final Pattern MOVE = Pattern.compile("\\s*(-?\\d{1,9})\\s*,\\s*(-?\\d{1,9})\\s*");

  private Coordinates() {}

  /** The protocol's {@code x,y} for {@code square}. */
  static String of(Square square) {
    return (square.column() - 1) + "," + (square.row() - 1);
  }

  /** A move {@code x,y} read from an engine's line, or null when the line is no move. */
  static @Nullable Point parse(String line) {
    Matcher matcher = MOVE.matcher(line);
    return matcher.matches()
        ? new Point(Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2)))
        : null;
  }

  /**
   * The lines of {@code BOARD} for {@code position}, from the side of {@code own}: {@code x,y,1}
   * for each of its stones and {@code x,y,2} for each of the opponent's. X's stones and O's take
   * turns, X first, each player's row by row, so that the order is one the game could have been
   * played in: the specification lets the stones of gomoku come in any order, but some engines
   * ignore the field and take the stones as moves played in turn.
   */
  static List<String> board(Position position, Cell own) {
    List<String> xs = stones(position, Cell.X, own);
    List<String> os = stones(position, Cell.O, own);
    List<String> lines = new ArrayList<>(xs.size() + os.size());
    for (int i = 0; i < Math.max(xs.size(), os.size()); i++) {
      if (i < xs.size()) {
        lines.add(xs.get(i));
      }
      if (i < os.size()) {
        lines.add(os.get(i));
      }
    }
    return lines;
  }

  /** The lines of the stones of {@code mark}, row by row. */
  private static List<String> stones(Position position, Cell mark, Cell own) {
    List<String> lines = new ArrayList<>();
    for (int row = 1; row <= position.getRowCount(); row++) {
      for (int column = 1; column <= position.getColumnCount(); column++) {
        if (position.get(row, column) == mark) {
          lines.add(of(new Square(row, column)) + "," + (mark == own ? 1 : 2));
        }
      }
    }
    return lines;
  }

  /**
   * A point the engine named, which may be off the board.
   *
   * @param x the column, from 0
   * @param y the row, from 0
   */
  record Point(int x, int y) {
    /** Whether it is on a board of {@code position}'s size. */
    boolean isOn(Position position) {
      return x >= 0 && y >= 0 && x < position.getColumnCount() && y < position.getRowCount();
    }

    /** The square, which must be on the board. */
    Square toSquare() {
      return new Square(y + 1, x + 1);
    }

    @Override
    public String toString() {
      return x + "," + y;
    }
  }
}
