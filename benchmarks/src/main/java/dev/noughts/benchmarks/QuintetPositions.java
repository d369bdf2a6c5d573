package dev.noughts.benchmarks;

import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Square;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The positions of the tests of quintet (renju-note/quintet, a renju solver in Rust), read from
 * {@code quintet-positions.txt} beside this class: the file says where each comes from and how it
 * is written. 15 x 15, five to win, the attacker to move: black (X) in ten, which are won under
 * free-style too, white (O) in five, which are renju's wins ({@code
 * position.withRule(Rule.RENJU)}).
 */
public final class QuintetPositions {
  /** The file, beside this class. */
  static final String RESOURCE = "quintet-positions.txt";

  private static final int SIZE = 15;

  /**
   * One of quintet's positions.
   *
   * @param name the name of quintet's test, in its {@code src/mate/solve.rs}
   * @param source that test, and where it says the position comes from
   * @param quintet the call of quintet's solver whose answer the test asserts, and its plies
   * @param line that answer: quintet's principal line, black first, to black's five
   * @param added the stone added to quintet's board so that black is to move, or {@code nothing}
   * @param position the board, the attacker to move, under free-style
   */
  public record Entry(
      String name,
      String source,
      String quintet,
      List<Square> line,
      String added,
      Position position) {
    /** The player quintet proves a win for: the player to move. */
    public Player attacker() {
      return Objects.requireNonNull(position.getNextPlayer());
    }
  }

  private QuintetPositions() {}

  /** Every position of the file, in its order, by name. */
  public static Map<String, Entry> all() {
    try (InputStream in = QuintetPositions.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is not on the class path");
      }
      return read(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The position named {@code name}. */
  public static Entry get(String name) {
    Entry entry = all().get(name);
    if (entry == null) {
      throw new IllegalArgumentException(
          "no position " + name + " in " + RESOURCE + "; there are " + all().keySet());
    }
    return entry;
  }

  private static Map<String, Entry> read(BufferedReader reader) throws IOException {
    Map<String, Entry> entries = new LinkedHashMap<>();
    List<String> lines = new ArrayList<>();
    for (String line = reader.readLine(); line != null; line = reader.readLine()) {
      if (!line.isBlank() && !line.startsWith("#")) {
        lines.add(line);
      }
    }
    int fields = 5;
    for (int at = 0; at < lines.size(); at += fields + SIZE) {
      if (at + fields + SIZE > lines.size()) {
        throw new IllegalStateException(RESOURCE + ": a position is cut short: " + lines.get(at));
      }
      String name = field(lines.get(at), "name");
      List<Square> line = new ArrayList<>();
      for (String move : field(lines.get(at + 3), "line").split(" ")) {
        line.add(square(move));
      }
      Position position =
          Position.of(5, lines.subList(at + fields, at + fields + SIZE).toArray(String[]::new));
      if (position.getNextPlayer() == null) {
        throw new IllegalStateException(RESOURCE + ": " + name + ": nobody is to move");
      }
      Entry entry =
          new Entry(
              name,
              field(lines.get(at + 1), "source"),
              field(lines.get(at + 2), "quintet"),
              List.copyOf(line),
              field(lines.get(at + 4), "added"),
              position);
      if (entries.put(name, entry) != null) {
        throw new IllegalStateException(RESOURCE + ": " + name + " twice");
      }
    }
    return entries;
  }

  private static String field(String line, String key) {
    if (!line.startsWith(key + ": ")) {
      throw new IllegalStateException(RESOURCE + ": expected \"" + key + ": \", got " + line);
    }
    return line.substring(key.length() + 2);
  }

  /** A square of 15 x 15 in gomoku coordinates: the column's letter from a, the row from below. */
  private static Square square(String move) {
    int column = move.charAt(0) - 'a' + 1;
    int row = SIZE + 1 - Integer.parseInt(move.substring(1));
    if (column < 1 || column > SIZE || row < 1 || row > SIZE) {
      throw new IllegalStateException(RESOURCE + ": not a square of 15 x 15: " + move);
    }
    return new Square(row, column);
  }
}
