package dev.noughts.gomocup;

import dev.noughts.Cell;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Square;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A Gomocup brain for the tests, speaking the protocol on its standard input and output: it wins
 * when it can, blocks an immediate loss, and otherwise plays the first empty square; it answers a
 * finished game with {@code ERROR}. Switches make it misbehave, each on every position or, with
 * {@code when=N}, only on positions of N stones:
 *
 * <ul>
 *   <li>{@code slow}: never answers a position;
 *   <li>{@code crash}: writes to standard error and exits with code 3;
 *   <li>{@code garbage}: answers {@code hello there};
 *   <li>{@code occupied}: plays on its opponent's first stone;
 *   <li>{@code off-board}: plays one column right of the board;
 *   <li>{@code error}, {@code unknown}: answers {@code ERROR} or {@code UNKNOWN};
 *   <li>{@code endless}: writes {@code MESSAGE} lines without end;
 *   <li>{@code no-newline}: writes without end and without a line break;
 *   <li>{@code moves-when-over}: plays on in a finished game;
 *   <li>{@code suggest}: answers {@code SUGGEST x,y};
 *   <li>{@code chatty}: writes {@code MESSAGE} and {@code DEBUG} lines before each answer;
 *   <li>{@code hungry=N}: takes N MiB of memory (written, so resident) and never answers;
 *   <li>{@code escapes}: answers with terminal escape sequences, a bell and a NUL around a move
 *       (with {@code crash}, writes them to standard error before it exits).
 * </ul>
 *
 * <p>Other switches: {@code say-time} answers every position with {@code ERROR timeout_match T,
 * time_left L}, the last values it was sent; {@code say-rule} answers every position with the move
 * x,0, x being the mask of the last {@code INFO rule} it was sent (-1 for none); {@code max-size=N}
 * refuses larger boards with {@code ERROR}; {@code no-rect} answers {@code RECTSTART} with {@code
 * UNKNOWN}; {@code no-restart} answers {@code RESTART} with {@code UNKNOWN}; {@code silent-restart}
 * never answers {@code RESTART}; {@code no-about} answers {@code ABOUT} with {@code UNKNOWN};
 * {@code eager} writes a move with its {@code OK} to {@code START} or {@code RECTSTART}, in one
 * write, an answer to nothing asked; {@code deaf} stops reading its input once it has answered
 * {@code START} or {@code RECTSTART}. {@code child} starts a {@code sleep} process of its own at
 * once, to check that it is killed too; {@code orphan} starts one through a shell that exits at
 * once (a double fork), and {@code daemon} one through {@code setsid} and a shell, in a session of
 * its own, as daemons do.
 */
public final class TestBrain {
  /** The command line of the child process of switch {@code child}: a time no one else sleeps. */
  static final String CHILD = "sleep 617.25";

  /** The command line of the orphaned process of switch {@code orphan}. */
  static final String ORPHAN = "sleep 617.5";

  /** The command line of the daemon of switch {@code daemon}. */
  static final String DAEMON = "sleep 617.75";

  /** What switch {@code escapes} writes: a title set, a colour, a bell and a NUL, around 7,7. */
  static final String ESCAPES = "\u001b]0;pwned\u0007\u001b[31m7,7\u0000";

  private final List<String> switches;
  private final PrintStream out;
  private int width;
  private int height;
  private final List<int[]> stones = new ArrayList<>();
  private int rule = -1; // the last INFO rule
  private String timeLeft = "none"; // the last INFO time_left
  private String timeoutMatch = "none"; // the last INFO timeout_match

  private TestBrain(List<String> switches, PrintStream out) {
    this.switches = switches;
    this.out = out;
  }

  public static void main(String[] args) throws IOException, InterruptedException {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    TestBrain brain = new TestBrain(Arrays.asList(args), out);
    if (brain.has("child")) {
      new ProcessBuilder(CHILD.split(" ")).start();
    }
    if (brain.has("orphan")) {
      new ProcessBuilder("sh", "-c", ORPHAN + " &").start().waitFor();
    }
    if (brain.has("daemon")) {
      new ProcessBuilder("setsid", "sh", "-c", DAEMON + " &").start().waitFor();
    }
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line; (line = in.readLine()) != null; ) {
      if (!brain.command(line.strip(), in)) {
        return;
      }
    }
  }

  private boolean has(String name) {
    return switches.contains(name);
  }

  private int number(String name, int otherwise) {
    return switches.stream()
        .filter(s -> s.startsWith(name + "="))
        .mapToInt(s -> Integer.parseInt(s.substring(name.length() + 1)))
        .findFirst()
        .orElse(otherwise);
  }

  /** Answers one command; false after END. */
  private boolean command(String line, BufferedReader in) throws IOException, InterruptedException {
    String[] words = line.split(" ", 2);
    switch (words[0]) {
      case "START" -> start(Integer.parseInt(words[1]), Integer.parseInt(words[1]));
      case "RECTSTART" -> {
        if (has("no-rect")) {
          out.println("UNKNOWN rectangular boards");
        } else {
          String[] sides = words[1].split(",");
          start(Integer.parseInt(sides[0]), Integer.parseInt(sides[1]));
        }
      }
      case "RESTART" -> {
        stones.clear();
        if (!has("silent-restart")) {
          out.println(has("no-restart") ? "UNKNOWN" : "OK");
        }
      }
      case "ABOUT" ->
          out.println(has("no-about") ? "UNKNOWN" : "name=\"TestBrain\", author=\"noughts\"");
      case "INFO" -> {
        if (words.length > 1 && words[1].startsWith("rule ")) {
          rule = Integer.parseInt(words[1].substring("rule ".length()).strip());
        }
        if (words.length > 1 && words[1].startsWith("time_left ")) {
          timeLeft = words[1].substring("time_left ".length()).strip();
        }
        if (words.length > 1 && words[1].startsWith("timeout_match ")) {
          timeoutMatch = words[1].substring("timeout_match ".length()).strip();
        }
      }
      case "" -> {}
      case "BOARD" -> {
        stones.clear();
        for (String stone; !(stone = in.readLine().strip()).equals("DONE"); ) {
          stones.add(Arrays.stream(stone.split(",")).mapToInt(Integer::parseInt).toArray());
        }
        answer();
      }
      case "END" -> {
        return false;
      }
      default -> out.println("UNKNOWN " + words[0]);
    }
    return true;
  }

  private void start(int width, int height) throws InterruptedException {
    int max = number("max-size", 100);
    if (width > max || height > max) {
      out.println("ERROR boards up to " + max);
      return;
    }
    this.width = width;
    this.height = height;
    if (has("eager")) {
      out.print("OK\n14,14\n"); // one write: both lines reach noughts at once
      out.flush();
    } else {
      out.println("OK");
    }
    if (has("deaf")) {
      Thread.sleep(600_000);
    }
  }

  private void answer() throws InterruptedException {
    if (has("say-time")) {
      out.println("ERROR timeout_match " + timeoutMatch + ", time_left " + timeLeft);
      return;
    }
    if (has("say-rule")) {
      out.println(rule + ",0");
      return;
    }
    int when = number("when", -1);
    boolean misbehave = when < 0 || when == stones.size();
    Position position = Position.empty(height, width, 5);
    long own = stones.stream().filter(s -> s[2] == 1).count();
    Cell ownMark = own * 2 == stones.size() ? Cell.X : Cell.O;
    Cell theirs = ownMark == Cell.X ? Cell.O : Cell.X;
    for (int[] stone : stones) {
      position = position.with(stone[1] + 1, stone[0] + 1, stone[2] == 1 ? ownMark : theirs);
    }
    if (misbehave && has("chatty")) {
      out.println("MESSAGE thinking");
      out.println("DEBUG depth 1");
    }
    if (misbehave && misbehaviour(position)) {
      return;
    }
    Player me = ownMark == Cell.X ? Player.X : Player.O;
    if (position.getNextPlayer() == null) {
      out.println("ERROR the game is over");
      return;
    }
    List<Square> wins = position.getWinningCells(me);
    List<Square> blocks = position.getWinningCells(me.getOpponent());
    Square move =
        !wins.isEmpty()
            ? wins.get(0)
            : !blocks.isEmpty() ? blocks.get(0) : position.getLegalMoves().get(0);
    out.println((has("suggest") ? "SUGGEST " : "") + (move.column() - 1) + "," + (move.row() - 1));
  }

  /** Misbehaves as switched; true when that was the answer. */
  private boolean misbehaviour(Position position) throws InterruptedException {
    if (has("slow")) {
      Thread.sleep(600_000);
    } else if (number("hungry", 0) > 0) {
      List<ByteBuffer> held = new ArrayList<>();
      for (int mebibyte = 0; mebibyte < number("hungry", 0); mebibyte++) {
        held.add(ByteBuffer.allocateDirect(1 << 20)); // zeroed, so every page is touched
      }
      Thread.sleep(600_000);
      out.println(held.size()); // never reached: keeps the memory held until then
    } else if (has("crash")) {
      System.err.println("TestBrain: crashing on purpose" + (has("escapes") ? ESCAPES : ""));
      System.exit(3);
    } else if (has("escapes")) {
      out.println(ESCAPES);
    } else if (has("garbage")) {
      out.println("hello there");
    } else if (has("occupied")) {
      int[] stone = stones.stream().filter(s -> s[2] == 2).findFirst().orElseThrow();
      out.println(stone[0] + "," + stone[1]);
    } else if (has("off-board")) {
      out.println(width + ",0");
    } else if (has("error")) {
      out.println("ERROR cannot think");
    } else if (has("unknown")) {
      out.println("UNKNOWN");
    } else if (has("endless")) {
      while (!out.checkError()) {
        out.println("MESSAGE still thinking");
      }
    } else if (has("no-newline")) {
      byte[] block = new byte[8192];
      Arrays.fill(block, (byte) 'x');
      while (!out.checkError()) {
        out.write(block, 0, block.length);
      }
    } else if (has("moves-when-over") && position.getNextPlayer() == null) {
      Square empty = firstEmpty(position);
      out.println((empty.column() - 1) + "," + (empty.row() - 1));
    } else {
      return false;
    }
    return true;
  }

  private static Square firstEmpty(Position position) {
    for (int row = 1; row <= position.getRowCount(); row++) {
      for (int column = 1; column <= position.getColumnCount(); column++) {
        if (position.get(row, column) == Cell.EMPTY) {
          return new Square(row, column);
        }
      }
    }
    throw new IllegalStateException("the board is full");
  }
}
