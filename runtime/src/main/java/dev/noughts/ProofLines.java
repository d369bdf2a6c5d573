package dev.noughts;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The principal line of a proof: the attacker's moves as proved, the defender's the replies that
 * hold out longest, up to the attacker's k in a row. Among replies that hold out as long, the one
 * nearest the attacker's last move (counted in kings' moves), then the first in row-major order: so
 * a line answers a threat where it is made, not in a far corner that loses as fast.
 */
final class ProofLines {
  private final int[][] board; // changed while walking, restored before each method returns
  private final ThreatScan scan;
  private final int attacker;
  private final int defender;
  // The lines after each list of replies, by identity (see linesOf).
  private final Map<Map<Integer, Attack>, List<List<Integer>>> lines = new IdentityHashMap<>();
  // The most moves a line from a reply answered by a finishing attack holds: the reply, the attack,
  // then the block of one winning cell and the win at another.
  private static final int FINISHED = 4;
  // The block and the win that end a line where every reply loses at once (firstWinningCells).
  private final int[] blockAndWin = new int[2];

  /**
   * The lines of {@code attacker}'s proofs on {@code cells} (codes 0, 1, 2, row by row; copied, not
   * changed) with win length {@code winLength}, under {@code rule}.
   */
  ProofLines(int[][] cells, int winLength, Rule rule, int attacker) {
    this.board = new int[cells.length][];
    for (int row = 0; row < cells.length; row++) {
      board[row] = cells[row].clone();
    }
    this.scan = new ThreatScan(board, winLength, rule);
    this.attacker = attacker;
    this.defender = 3 - attacker;
  }

  /** The line from {@code attack}, with the attacker to move. */
  List<Integer> of(Attack attack) {
    List<Integer> line = new ArrayList<>();
    line.add(attack.move());
    if (!scan.completes(attacker, attack.move())) {
      set(attack.move(), attacker);
      line.addAll(ofReplies(attack.replies(), attack.move()));
      set(attack.move(), 0);
    }
    return line;
  }

  /** The line from the defender's move, against {@code replies}, the attacker's first. */
  List<Integer> ofReplies(Map<Integer, Attack> replies) {
    return ofReplies(replies, -1);
  }

  /**
   * The line from the defender's move, against {@code replies}, after the attacker's {@code last}
   * move (-1 for none).
   */
  private List<Integer> ofReplies(Map<Integer, Attack> replies, int last) {
    List<Integer> longest = new ArrayList<>();
    for (List<Integer> line : linesOf(replies)) {
      if (line.size() > longest.size()
          || (line.size() == longest.size()
              && distance(line.get(0), last) < distance(longest.get(0), last))) {
        longest = line;
      }
    }
    if (longest.isEmpty()) {
      // Every reply loses at once: show the block of one winning cell and the win at another.
      firstWinningCells(last);
      for (int cell : blockAndWin) {
        if (cell >= 0) {
          longest.add(cell);
        }
      }
    }
    return longest;
  }

  /**
   * The line after each of {@code replies} that may be the longest, in the order of their cells:
   * worked out once for a list of two replies or more that a proof shares between the orders of
   * moves that reach one position (a chain of single replies is walked once from each list above
   * it). A reply answered by a finishing move holds out 4 moves at most (FINISHED), so its line is
   * left out when another's is longer.
   */
  private List<List<Integer>> linesOf(Map<Integer, Attack> replies) {
    if (replies.size() == 1) { // one reply, as in a win by fours: its line, whatever its length
      Map.Entry<Integer, Attack> only = replies.entrySet().iterator().next();
      return List.of(lineAfter(only.getKey(), only.getValue()));
    }
    List<List<Integer>> known = lines.get(replies);
    if (known != null) {
      return known;
    }
    Map<Integer, List<Integer>> byCell = new TreeMap<>();
    int longest = 0;
    for (Map.Entry<Integer, Attack> entry : replies.entrySet()) {
      if (!entry.getValue().replies().isEmpty()) {
        List<Integer> line = lineAfter(entry.getKey(), entry.getValue());
        byCell.put(entry.getKey(), line);
        longest = Math.max(longest, line.size());
      }
    }
    if (longest <= FINISHED) {
      for (Map.Entry<Integer, Attack> entry : replies.entrySet()) {
        if (entry.getValue().replies().isEmpty()) {
          byCell.put(entry.getKey(), lineAfter(entry.getKey(), entry.getValue()));
        }
      }
    }
    List<List<Integer>> made = new ArrayList<>(byCell.values());
    lines.put(replies, made);
    return made;
  }

  /**
   * Puts two of the attacker's winning cells into {@code blockAndWin}, -1 for none: the first in
   * row-major order among those its {@code last} move made (on the lines through it, where a
   * proof's are: an attacker with a winning cell before its move wins at once), else on the whole
   * board; then the next after it, found the same way. A defender's block on the first changes no
   * other cell's win: the block holds no mark of the attacker's.
   */
  private void firstWinningCells(int last) {
    if (last >= 0) {
      scan.firstWinningCellsInLineWith(attacker, last, blockAndWin);
    } else {
      blockAndWin[0] = -1;
    }
    if (blockAndWin[0] < 0) {
      blockAndWin[0] = scan.firstWinningCell(attacker, 0);
      blockAndWin[1] = -1;
    }
    if (blockAndWin[0] >= 0 && blockAndWin[1] < 0) {
      blockAndWin[1] = scan.firstWinningCell(attacker, blockAndWin[0] + 1);
    }
  }

  /** The defender's {@code reply}, then the line from {@code attack}. */
  private List<Integer> lineAfter(int reply, Attack attack) {
    set(reply, defender);
    List<Integer> line = new ArrayList<>();
    line.add(reply);
    line.addAll(of(attack));
    set(reply, 0);
    return line;
  }

  /** How many kings' moves apart {@code a} and {@code b} are; 0 when {@code b} is -1. */
  private int distance(int a, int b) {
    if (b < 0) {
      return 0;
    }
    int columns = scan.columns();
    return Math.max(Math.abs(a / columns - b / columns), Math.abs(a % columns - b % columns));
  }

  private void set(int cell, int code) {
    board[cell / scan.columns()][cell % scan.columns()] = code;
  }
}
