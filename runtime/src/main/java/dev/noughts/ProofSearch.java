package dev.noughts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Proof-number search for a forced win of one player, the attacker, through threats: the attacker
 * plays only fours (and threes, when asked), the defender every move that is not already lost.
 *
 * <p>Soundness: the attacker's moves may be few, since leaving a move out only loses wins; the
 * defender's replies are all searched, save those proved lost on the spot: after an attacker's four
 * every reply but the block loses to the winning cell left; after a three, a reply that makes no
 * winning cell of the defender's and leaves the attacker a move with two winning cells loses to
 * that move (kept with the proof as the attack that answers it). A proof found is a tree of {@link
 * Attack}s that {@link ProofChecker} replays.
 *
 * <p>Not thread-safe: one search, one thread. Memory is bounded by the budget: at most the budget
 * plus one board's cells of nodes, each a few dozen bytes.
 */
final class ProofSearch {
  private static final int INFINITE = 1 << 29;
  private static final Node[] LEAF = {};

  private final ThreatBoard board; // the search's own, changed and restored as it walks
  private final int attacker;
  private final int defender;
  private final boolean threes;
  private final long budget;
  private long nodes;

  /**
   * A search for {@code attacker} (1 for X, 2 for O) on a copy of {@code cells}, playing fours, and
   * threes when {@code threes}, within {@code budget} nodes.
   */
  ProofSearch(int[][] cells, int winLength, int attacker, boolean threes, long budget) {
    this.board = new ThreatBoard(cells, winLength);
    this.attacker = attacker;
    this.defender = 3 - attacker;
    this.threes = threes;
    this.budget = budget;
  }

  /** The nodes made so far, by every search of this object. */
  long nodes() {
    return nodes;
  }

  /** Whether the budget is spent. */
  boolean spent() {
    return nodes >= budget;
  }

  /**
   * A node of the tree: a position, reached by {@code move}, with its proof and disproof numbers.
   */
  private static final class Node {
    final int move; // the cell played to reach it; -1 at a root
    final boolean attackerToMove;
    final boolean everyReply; // a defender's root: every move is searched, threat or not
    int proof = 1;
    int disproof = 1;
    Node @Nullable [] children; // null until expanded; LEAF once decided without children
    int winningMove = -1; // an attacker's node decided at once: the cell that makes k
    int @Nullable [] lostReplies; // a defender's node: pairs (reply, the double four that beats it)

    Node(int move, boolean attackerToMove, boolean everyReply) {
      this.move = move;
      this.attackerToMove = attackerToMove;
      this.everyReply = everyReply;
    }
  }

  /**
   * Searches for a win with the attacker to move. Returns the winning moves proved (the first
   * attack found, then every other first move the budget settles), each with its proof; empty when
   * none is proved.
   */
  List<Attack> proveWin() {
    Node root = new Node(-1, true, false);
    nodes++;
    search(root);
    List<Attack> wins = new ArrayList<>();
    if (root.proof != 0) {
      return wins;
    }
    if (root.winningMove >= 0) {
      for (int cell = 0; cell < board.cellCount(); cell++) {
        if (board.isEmpty(cell) && board.completes(attacker, cell)) {
          wins.add(Attack.finishing(cell)); // every winning cell wins at once
        }
      }
      return wins;
    }
    for (Node child : children(root)) {
      if (child.proof != 0 && child.disproof != 0 && !spent()) {
        play(child.move, attacker);
        search(child);
        undo(child.move);
      }
      if (child.proof == 0) {
        wins.add(attack(child));
      }
    }
    return wins;
  }

  /**
   * Searches for a win with the defender to move, searching every reply; returns the proof, the
   * attack for each listed reply, or null when it is not proved.
   */
  @Nullable Map<Integer, Attack> proveDefenderLoses() {
    Node root = new Node(-1, false, true);
    nodes++;
    search(root);
    return root.proof == 0 ? repliesOf(root) : null;
  }

  private void search(Node root) {
    List<Node> path = new ArrayList<>();
    while (root.proof != 0 && root.disproof != 0 && !spent()) {
      path.clear();
      Node node = root;
      path.add(node);
      while (node.children != null) {
        node = mostProving(node);
        play(node.move, node.attackerToMove ? defender : attacker);
        path.add(node);
      }
      expand(node);
      for (int i = path.size() - 1; i >= 0; i--) {
        Node walked = path.get(i);
        update(walked);
        if (i > 0) {
          undo(walked.move);
        }
      }
    }
  }

  private static Node mostProving(Node node) {
    Node best = children(node)[0];
    for (Node child : children(node)) {
      if (node.attackerToMove ? child.proof < best.proof : child.disproof < best.disproof) {
        best = child;
      }
    }
    return best;
  }

  private static void update(Node node) {
    Node[] children = children(node);
    if (children.length == 0) {
      return; // decided when expanded
    }
    int min = INFINITE;
    int sum = 0;
    for (Node child : children) {
      min = Math.min(min, node.attackerToMove ? child.proof : child.disproof);
      sum = Math.min(INFINITE, sum + (node.attackerToMove ? child.disproof : child.proof));
    }
    node.proof = node.attackerToMove ? min : sum;
    node.disproof = node.attackerToMove ? sum : min;
  }

  private void expand(Node node) {
    if (node.attackerToMove) {
      expandAttack(node);
    } else {
      expandDefence(node);
    }
  }

  private void expandAttack(Node node) {
    int win = board.firstWinningCell(attacker);
    if (win >= 0) {
      node.winningMove = win;
      decide(node, true);
      return;
    }
    int blocks = board.winningCellCountUpToTwo(defender);
    if (blocks >= 2) {
      decide(node, false);
      return;
    }
    if (blocks == 1) {
      node.children = make(List.of(board.firstWinningCell(defender)), false);
      return;
    }
    List<Integer> moves = new ArrayList<>();
    List<Integer> quieter = new ArrayList<>();
    for (int cell = 0; cell < board.cellCount(); cell++) {
      if (board.isEmpty(cell)) {
        if (board.isFour(attacker, cell)) {
          moves.add(cell);
        } else if (threes && board.isThree(attacker, cell)) {
          quieter.add(cell);
        }
      }
    }
    moves.addAll(quieter);
    if (moves.isEmpty()) {
      decide(node, false);
    } else {
      node.children = make(moves, false);
    }
  }

  private void expandDefence(Node node) {
    if (board.firstWinningCell(defender) >= 0) {
      decide(node, false);
      return;
    }
    int threats = board.winningCellCountUpToTwo(attacker);
    if (threats >= 2) {
      decide(node, true);
      return;
    }
    if (threats == 1) {
      node.children = make(List.of(board.firstWinningCell(attacker)), true);
      return;
    }
    List<Integer> doubleFours = new ArrayList<>();
    for (int cell = 0; cell < board.cellCount(); cell++) {
      if (board.isEmpty(cell) && board.isDoubleFour(attacker, cell)) {
        doubleFours.add(cell);
      }
    }
    if (doubleFours.isEmpty() && !node.everyReply) {
      decide(node, false);
      return;
    }
    List<Integer> replies = new ArrayList<>();
    List<Integer> lost = new ArrayList<>();
    for (int reply = 0; reply < board.cellCount(); reply++) {
      if (board.isEmpty(reply)) {
        int beatenBy = beatenBy(reply, doubleFours);
        if (beatenBy < 0) {
          replies.add(reply);
        } else {
          lost.add(reply);
          lost.add(beatenBy);
        }
      }
    }
    node.lostReplies = lost.stream().mapToInt(Integer::intValue).toArray();
    if (replies.isEmpty()) {
      decide(node, !lost.isEmpty()); // a full board is a draw
    } else {
      node.children = make(replies, true);
    }
  }

  /**
   * The double four that beats the defender's {@code reply}, or -1: the reply loses when it makes
   * no winning cell of the defender's and one of the attacker's double fours still leaves two.
   */
  private int beatenBy(int reply, List<Integer> doubleFours) {
    if (doubleFours.isEmpty() || board.isFour(defender, reply)) {
      return -1; // no threat to beat it with, or a four of the defender's to answer first
    }
    for (int doubleFour : doubleFours) {
      // A reply out of line with a double four leaves each of its windows as it was; one in line
      // ends the windows through it.
      if (doubleFour != reply
          && (!board.aligned(reply, doubleFour)
              || board.isDoubleFourDespite(attacker, doubleFour, reply))) {
        return doubleFour;
      }
    }
    return -1;
  }

  private Node[] make(List<Integer> moves, boolean attackerToMove) {
    Node[] made = new Node[moves.size()];
    for (int i = 0; i < made.length; i++) {
      made[i] = new Node(moves.get(i), attackerToMove, false);
    }
    nodes += made.length;
    return made;
  }

  private static void decide(Node node, boolean proved) {
    node.children = LEAF;
    node.proof = proved ? 0 : INFINITE;
    node.disproof = proved ? INFINITE : 0;
  }

  private static Node[] children(Node node) {
    Node[] children = node.children;
    return children == null ? LEAF : children;
  }

  /** The attack that reaches the proved defender's {@code node}, the board before its move. */
  private Attack attack(Node node) {
    play(node.move, attacker);
    Map<Integer, Attack> replies = repliesOf(node);
    undo(node.move);
    return new Attack(node.move, replies);
  }

  /** The proof below a proved attacker's node, the board at that node. */
  private Attack attackOf(Node node) {
    if (node.winningMove >= 0) {
      return Attack.finishing(node.winningMove);
    }
    for (Node child : children(node)) {
      if (child.proof == 0) {
        return attack(child);
      }
    }
    throw new IllegalStateException("a proved node has no proved move");
  }

  /** The replies of a proved defender's node, each with its attack; the board at the node. */
  private Map<Integer, Attack> repliesOf(Node node) {
    Map<Integer, Attack> replies = new HashMap<>();
    for (Node child : children(node)) {
      play(child.move, defender);
      replies.put(child.move, attackOf(child));
      undo(child.move);
    }
    int[] lost = node.lostReplies;
    if (lost != null) {
      for (int i = 0; i < lost.length; i += 2) {
        replies.put(lost[i], Attack.finishing(lost[i + 1]));
      }
    }
    return replies;
  }

  private void play(int cell, int code) {
    board.play(cell, code);
  }

  private void undo(int cell) {
    board.undo(cell);
  }
}
