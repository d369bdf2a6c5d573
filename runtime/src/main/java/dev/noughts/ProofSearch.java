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
 * <p>Budget: the search never makes more than its budget of nodes. A root, or an expansion's
 * children, that would pass it is not made; the budget is then spent, and the search stops with
 * that node unexpanded, so {@link #nodes()} is at most the budget. Until then it goes on however
 * few nodes are left, deciding nodes that need no children.
 *
 * <p>Not thread-safe: one search, one thread. Memory is bounded by the budget: at most the budget
 * of nodes, each some 48 bytes (a node holds no array but its children; the replies lost on the
 * spot are found again when the proof is built).
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
  private boolean refused; // nodes that would pass the budget were not made: the search stops
  // Scratch lists of cells for one expansion at a time, kept to spare an allocation per node.
  private final int[] moves;
  private final int[] doubleFours;

  /**
   * A search for {@code attacker} (1 for X, 2 for O) on a copy of {@code cells}, playing fours, and
   * threes when {@code threes}, within {@code budget} nodes (0 or more; a search of 0 is spent at
   * once).
   */
  ProofSearch(int[][] cells, int winLength, int attacker, boolean threes, long budget) {
    this.board = new ThreatBoard(cells, winLength);
    this.attacker = attacker;
    this.defender = 3 - attacker;
    this.threes = threes;
    this.budget = budget;
    this.moves = new int[board.cellCount()];
    this.doubleFours = new int[board.cellCount()];
  }

  /** The nodes made so far, by every search of this object: at most the budget. */
  long nodes() {
    return nodes;
  }

  /** Whether the search stopped at its budget: some node was not made because it would pass it. */
  boolean spent() {
    return refused;
  }

  /** Counts {@code count} nodes about to be made; false, counting none, when they would not fit. */
  private boolean fits(int count) {
    if (count > budget - nodes) {
      refused = true;
      return false;
    }
    nodes += count;
    return true;
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
    List<Attack> wins = new ArrayList<>();
    if (!fits(1)) {
      return wins;
    }
    Node root = new Node(-1, true, false);
    search(root);
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
    if (!fits(1)) {
      return null;
    }
    Node root = new Node(-1, false, true);
    search(root);
    return root.proof == 0 ? repliesOf(root) : null;
  }

  /**
   * Proof-number search from {@code root} until it is decided or the budget is spent. After each
   * expansion the numbers are updated upwards only as far as they change: above the first node
   * whose numbers stay as they were nothing changes, so the next most-proving path passes through
   * it again, and the search goes on from there (Allis's current-node enhancement) instead of
   * walking down from the root. The moves below it stay on the board as long as the next walk down
   * follows them. The tree grows exactly as it would from the root.
   */
  private void search(Node root) {
    List<Node> path = new ArrayList<>(); // from the root down, each played on the board
    path.add(root);
    int from = 0; // where on the path the next walk down starts
    while (root.proof != 0 && root.disproof != 0 && !spent()) {
      // Down to the most-proving node, keeping the moves on the board while the walk follows the
      // path of the last one, and taking back the rest where it leaves it.
      int depth = from;
      Node node = path.get(depth);
      while (node.children != null) {
        node = mostProving(node);
        depth++;
        if (depth < path.size() && path.get(depth) == node) {
          continue;
        }
        while (path.size() > depth) {
          undo(path.remove(path.size() - 1).move);
        }
        play(node.move, node.attackerToMove ? defender : attacker);
        path.add(node);
      }
      int proof = node.proof; // the numbers before the expansion
      int disproof = node.disproof;
      expand(node);
      for (int i = depth; i >= 0; i--) {
        Node walked = path.get(i);
        if (walked != node) {
          proof = walked.proof;
          disproof = walked.disproof;
        }
        update(walked);
        if (i == 0 || (walked.proof == proof && walked.disproof == disproof)) {
          from = i; // the search goes on from here
          break;
        }
      }
    }
    for (int i = path.size() - 1; i > 0; i--) {
      undo(path.get(i).move);
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
      node.children = make(new int[] {board.firstWinningCell(defender)}, 1, false);
      return;
    }
    int count = 0;
    for (int cell = 0; cell < board.cellCount(); cell++) {
      if (board.isEmpty(cell) && board.isFour(attacker, cell)) {
        moves[count++] = cell;
      }
    }
    if (threes) {
      for (int cell = 0; cell < board.cellCount(); cell++) {
        if (board.isEmpty(cell) && !board.isFour(attacker, cell) && board.isThree(attacker, cell)) {
          moves[count++] = cell; // fours first, then threes
        }
      }
    }
    if (count == 0) {
      decide(node, false);
    } else {
      node.children = make(moves, count, false);
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
      node.children = make(new int[] {board.firstWinningCell(attacker)}, 1, true);
      return;
    }
    int doubleFourCount = findDoubleFours();
    if (doubleFourCount == 0 && !node.everyReply) {
      decide(node, false);
      return;
    }
    int[] replies = moves;
    int replyCount = 0;
    boolean anyLost = false;
    for (int reply = 0; reply < board.cellCount(); reply++) {
      if (board.isEmpty(reply)) {
        if (beatenBy(reply, doubleFourCount) < 0) {
          replies[replyCount++] = reply;
        } else {
          anyLost = true; // listed with the double four that beats it when the proof is built
        }
      }
    }
    if (replyCount == 0) {
      decide(node, anyLost); // a full board is a draw
    } else {
      node.children = make(replies, replyCount, true);
    }
  }

  /** Puts the attacker's double fours in {@link #doubleFours}, in cell order; returns how many. */
  private int findDoubleFours() {
    int count = 0;
    for (int cell = 0; cell < board.cellCount(); cell++) {
      if (board.isEmpty(cell) && board.isDoubleFour(attacker, cell)) {
        doubleFours[count++] = cell;
      }
    }
    return count;
  }

  /**
   * The double four that beats the defender's {@code reply}, or -1: the reply loses when it makes
   * no winning cell of the defender's and one of the attacker's double fours (the first {@code
   * count} of {@link #doubleFours}) still leaves two.
   */
  private int beatenBy(int reply, int count) {
    if (count == 0 || board.isFour(defender, reply)) {
      return -1; // no threat to beat it with, or a four of the defender's to answer first
    }
    for (int i = 0; i < count; i++) {
      int doubleFour = doubleFours[i];
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

  /**
   * Children for the first {@code count} of {@code moves}; null, with nothing made and the budget
   * spent, when they would pass the budget.
   */
  private Node @Nullable [] make(int[] moves, int count, boolean attackerToMove) {
    if (!fits(count)) {
      return null;
    }
    Node[] made = new Node[count];
    for (int i = 0; i < count; i++) {
      made[i] = new Node(moves[i], attackerToMove, false);
    }
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
    // The replies lost on the spot, found again as expandDefence found them (it keeps none, to keep
    // a node small): only a node reached with no winning cell of the attacker's lists them.
    if (board.winningCellCountUpToTwo(attacker) == 0) {
      int doubleFourCount = findDoubleFours();
      for (int reply = 0; reply < board.cellCount(); reply++) {
        if (board.isEmpty(reply)) {
          int beatenBy = beatenBy(reply, doubleFourCount);
          if (beatenBy >= 0) {
            replies.put(reply, Attack.finishing(beatenBy));
          }
        }
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
