package dev.noughts;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The positions of quintet's solver tests and benches, black and white attackers, read from {@code
 * quintet-mates.tsv} beside this class (where each comes from is said there), as renju positions
 * with the attacker to move. Where quintet's board has the other player to move by the count of
 * stones, one stone of the defender's is added on an empty corner with no stone within four cells
 * of it, which {@link #added} names: far from play, so no five, four or three can be made with it
 * until play comes near it.
 */
final class QuintetMates {
  private static final String RESOURCE = "quintet-mates.tsv";

  private QuintetMates() {}

  /** One position: quintet's test name, the attacker, the renju position, the stone added. */
  record Mate(String name, Player attacker, Position position, String added) {
    @Override
    public String toString() {
      return name;
    }
  }

  /** Every position of the file, in its order. */
  static List<Mate> all() {
    try (InputStream in = QuintetMates.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is not on the class path");
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      List<Mate> mates = new ArrayList<>();
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (!line.isBlank() && !line.startsWith("#")) {
          mates.add(mate(line.split("\t")));
        }
      }
      return mates;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The positions whose names start with {@code prefix}: {@code test_} or {@code bench_}. */
  static List<Mate> named(String prefix) {
    return all().stream().filter(mate -> mate.name().startsWith(prefix)).toList();
  }

  private static Mate mate(String[] fields) {
    Player attacker = fields[1].equals("Black") ? Player.X : Player.O;
    int[][] cells = QuintetBoards.cells(fields[2].replace("/", "\n").replaceAll("(.)", "$1 "));
    int black = 0;
    int white = 0;
    for (int[] row : cells) {
      for (int code : row) {
        black += code == 1 ? 1 : 0;
        white += code == 2 ? 1 : 0;
      }
    }
    Player toMove = black == white ? Player.X : Player.O;
    String added = "nothing";
    if (toMove != attacker) {
      int[][] corners = {{0, 0}, {0, 14}, {14, 0}, {14, 14}};
      for (int[] corner : corners) {
        if (isAlone(cells, corner[0], corner[1])) {
          cells[corner[0]][corner[1]] = attacker.getOpponent().getMark().getCode();
          added = attacker.getOpponent() + " at " + new Square(corner[0] + 1, corner[1] + 1);
          break;
        }
      }
    }
    return new Mate(fields[0], attacker, Position.fromArray(cells, 5).withRule(Rule.RENJU), added);
  }

  private static boolean isAlone(int[][] cells, int row, int column) {
    for (int r = Math.max(0, row - 4); r <= Math.min(14, row + 4); r++) {
      for (int c = Math.max(0, column - 4); c <= Math.min(14, column + 4); c++) {
        if (cells[r][c] != 0) {
          return false;
        }
      }
    }
    return true;
  }
}
