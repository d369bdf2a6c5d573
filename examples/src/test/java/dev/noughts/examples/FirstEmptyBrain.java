package dev.noughts.examples;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * The engine of the match examples: a Gomocup (piskvork) brain on its standard input and output
 * that plays the first empty square, row by row. Weak on purpose: its games hold blunders.
 */
public final class FirstEmptyBrain {
  private FirstEmptyBrain() {}

  /** The command line that runs this brain in a JVM of its own, as a match runs an engine. */
  static List<String> command() {
    return List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-XX:TieredStopAtLevel=1",
        "-cp",
        System.getProperty("java.class.path"),
        FirstEmptyBrain.class.getName());
  }

  public static void main(String[] args) throws IOException {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    boolean[][] taken = new boolean[0][0];
    for (String line; (line = in.readLine()) != null; ) {
      String[] words = line.strip().split("[ ,]+");
      switch (words[0]) {
        case "START" -> {
          int size = Integer.parseInt(words[1]);
          taken = new boolean[size][size];
          out.println("OK");
        }
        case "RECTSTART" -> {
          taken = new boolean[Integer.parseInt(words[2])][Integer.parseInt(words[1])];
          out.println("OK");
        }
        case "RESTART" -> {
          taken = new boolean[taken.length][taken.length == 0 ? 0 : taken[0].length];
          out.println("OK");
        }
        case "BEGIN" -> out.println(move(taken));
        case "TURN" -> {
          taken[Integer.parseInt(words[2])][Integer.parseInt(words[1])] = true;
          out.println(move(taken));
        }
        case "BOARD" -> {
          for (boolean[] row : taken) {
            java.util.Arrays.fill(row, false);
          }
          for (String stone; !(stone = in.readLine().strip()).equals("DONE"); ) {
            String[] xy = stone.split(",");
            taken[Integer.parseInt(xy[1])][Integer.parseInt(xy[0])] = true;
          }
          out.println(move(taken));
        }
        case "ABOUT" -> out.println("name=\"first-empty\", version=\"1\"");
        case "END" -> {
          return;
        }
        case "INFO" -> {} // no answer
        default -> out.println("UNKNOWN " + words[0]);
      }
    }
  }

  /** The first empty square, row by row, taken: {@code x,y}. */
  private static String move(boolean[][] taken) {
    for (int y = 0; y < taken.length; y++) {
      for (int x = 0; x < taken[y].length; x++) {
        if (!taken[y][x]) {
          taken[y][x] = true;
          return x + "," + y;
        }
      }
    }
    return "ERROR the board is full";
  }
}
