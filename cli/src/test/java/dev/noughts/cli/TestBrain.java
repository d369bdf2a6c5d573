package dev.noughts.cli;

import dev.noughts.Position;
import dev.noughts.Square;
import dev.noughts.engines.Tactic;
import dev.noughts.engines.TacticsSuite;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * A piskvork brain for the tests of {@code noughts engine}, run as a process of its own: {@code
 * first-empty} plays the first empty square row by row; {@code proved ROWS COLUMNS K} plays the
 * first proved move of the bundled suite's tactic for the board (and the first empty square
 * elsewhere); {@code proved-suite NAME MASK} does the same for the bundled suite NAME, and answers
 * every board with {@code ERROR} unless it was told {@code INFO rule MASK}; {@code crash} ends on
 * its first board; {@code silent} never answers a board; {@code silent-restart} plays as {@code
 * first-empty} but never answers {@code RESTART}; {@code escapes} answers a board with terminal
 * escape sequences around a move, and {@code ABOUT} with markup and an escape sequence; {@code once
 * FILE} plays one board as {@code first-empty}, ends on the next, and after that never starts again
 * (it exits at once when FILE, which its first run makes, exists); {@code wait FILE N} plays as
 * {@code first-empty} but, on its N-th board, makes {@code FILE.asked} and waits until FILE exists,
 * so that a test holds the run there until it has seen what it looks for.
 */
final class TestBrain {
  private TestBrain() {}

  public static void main(String[] args) throws IOException, InterruptedException {
    String mode = args[0];
    Map<String, Square> proved = new HashMap<>();
    int k = 5;
    if (mode.equals("proved")) {
      k = Integer.parseInt(args[3]);
      for (Tactic tactic :
          TacticsSuite.bundled(Integer.parseInt(args[1]), Integer.parseInt(args[2]), k)) {
        proved.put(cells(tactic.getPosition()), tactic.getMoves().get(0));
      }
    }
    String ruleWanted = null; // proved-suite: the INFO rule it must be told
    String ruleTold = "0";
    if (mode.equals("proved-suite")) {
      TacticsSuite.Bundled suite = TacticsSuite.Bundled.named(args[1]).orElseThrow();
      k = suite.getWinLength();
      ruleWanted = args[2];
      for (Tactic tactic : suite.tactics()) {
        proved.put(cells(tactic.getPosition()), tactic.getMoves().get(0));
      }
    }
    if (mode.equals("once")) {
      Path marker = Path.of(args[1]);
      if (Files.exists(marker)) {
        System.exit(1);
      }
      Files.createFile(marker);
    }
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    int boards = 0;
    int width = 0;
    int height = 0;
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      String[] words = line.strip().split("[ ,]");
      switch (words[0]) {
        case "START" -> {
          width = height = Integer.parseInt(words[1]);
          say("OK");
        }
        case "RECTSTART" -> {
          width = Integer.parseInt(words[1]);
          height = Integer.parseInt(words[2]);
          say("OK");
        }
        case "RESTART" -> {
          if (!mode.equals("silent-restart")) {
            say("OK");
          }
        }
        case "ABOUT" ->
            say(
                mode.equals("escapes")
                    ? "name=\"<b>test</b> & \u001b[31mbrain\", version=\"1\""
                    : "name=\"test brain\", version=\"1\"");
        case "END" -> {
          return;
        }
        case "BOARD" -> {
          if (mode.equals("crash") || (mode.equals("once") && ++boards == 2)) {
            System.exit(3);
          }
          if (mode.equals("escapes")) {
            say("\u001b]0;pwned\u0007\u001b[31m3,3");
            continue;
          }
          if (mode.equals("wait") && ++boards == Integer.parseInt(args[2])) {
            Files.createFile(Path.of(args[1] + ".asked"));
            while (!Files.exists(Path.of(args[1]))) {
              Thread.sleep(10); // until the test lets the run go on
            }
          }
          if (mode.equals("silent")) {
            Thread.sleep(600_000);
          }
          int[][] stones = new int[height][width];
          for (String row = in.readLine(); !row.strip().equals("DONE"); row = in.readLine()) {
            String[] field = row.strip().split(",");
            stones[Integer.parseInt(field[1])][Integer.parseInt(field[0])] =
                Integer.parseInt(field[2]);
          }
          say(
              ruleWanted == null || ruleWanted.equals(ruleTold)
                  ? move(stones, proved, k)
                  : "ERROR told INFO rule " + ruleTold + ", not " + ruleWanted);
        }
        case "INFO" -> {
          if (words.length == 3 && words[1].equals("rule")) {
            ruleTold = words[2];
          }
        }
        default -> {} // the rest
      }
    }
  }

  /** The position's cells, whatever its rule: the key of a proved move. */
  private static String cells(Position position) {
    return String.join("/", position.toRows());
  }

  private static String move(int[][] stones, Map<String, Square> proved, int k) {
    int own = 0;
    int other = 0;
    for (int[] row : stones) {
      for (int stone : row) {
        own += stone == 1 ? 1 : 0;
        other += stone == 2 ? 1 : 0;
      }
    }
    int[][] board = new int[stones.length][stones[0].length];
    int ownCode = own == other ? 1 : 2; // X moves when the counts are equal
    for (int y = 0; y < stones.length; y++) {
      for (int x = 0; x < stones[y].length; x++) {
        board[y][x] = stones[y][x] == 0 ? 0 : stones[y][x] == 1 ? ownCode : 3 - ownCode;
      }
    }
    Square square = proved.get(cells(Position.fromArray(board, k)));
    if (square != null) {
      return (square.column() - 1) + "," + (square.row() - 1);
    }
    for (int y = 0; y < stones.length; y++) {
      for (int x = 0; x < stones[y].length; x++) {
        if (stones[y][x] == 0) {
          return x + "," + y;
        }
      }
    }
    return "ERROR full";
  }

  private static void say(String line) {
    System.out.println(line);
    System.out.flush();
  }
}
