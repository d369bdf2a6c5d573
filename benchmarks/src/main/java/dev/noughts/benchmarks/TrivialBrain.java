package dev.noughts.benchmarks;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;

/**
 * A piskvork brain that answers at once, for {@link PiskvorkBenchmark}: OK to {@code START} and
 * {@code RESTART}, and to {@code BOARD} the first free cell row by row. Its own work per position
 * is reading the lines it is sent, so the time of a position is the harness's and the pipes', and
 * an upper bound on them.
 */
public final class TrivialBrain {
  private TrivialBrain() {}

  public static void main(String[] args) throws IOException {
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
    PrintStream out = new PrintStream(System.out, false, StandardCharsets.US_ASCII);
    int width = 0;
    int height = 0;
    Set<Long> taken = new HashSet<>();
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      String[] words = line.trim().split("[ ,]+");
      switch (words[0].toUpperCase(java.util.Locale.ROOT)) {
        case "START" -> {
          width = height = Integer.parseInt(words[1]);
          out.println("OK");
        }
        case "RECTSTART" -> {
          width = Integer.parseInt(words[1]);
          height = Integer.parseInt(words[2]);
          out.println("OK");
        }
        case "BOARD" -> {
          taken.clear();
          for (line = in.readLine(); line != null && !line.trim().equals("DONE"); ) {
            String[] cell = line.trim().split(",");
            taken.add((long) Integer.parseInt(cell[0]) << 32 | Integer.parseInt(cell[1]));
            line = in.readLine();
          }
          out.println(firstFree(taken, width, height));
        }
        case "END" -> {
          out.flush();
          return;
        }
        case "RESTART" -> out.println("OK"); // the harness restarts the game before each position
        case "ABOUT" -> out.println("name=\"trivial\"");
        case "INFO" -> {}
        default -> out.println("UNKNOWN");
      }
      out.flush();
    }
  }

  private static String firstFree(Set<Long> taken, int width, int height) {
    for (int y = 0; y < height; y++) {
      for (int x = 0; x < width; x++) {
        if (!taken.contains((long) x << 32 | y)) {
          return x + "," + y;
        }
      }
    }
    return "ERROR no free cell";
  }
}
