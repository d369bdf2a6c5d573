package dev.noughts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * Proof-number search for a forced win of one player, the attacker, through threats: the attacker
 * plays only fours (and threes, or every threat, as {@link Attacks} says), the defender every move
 * that is not already lost.
 *
 * <p>Soundness: the attacker's moves may be few, since leaving a move out only loses wins; the
 * defender's replies are all searched, save those proved lost on the spot: after an attacker's four
 * every reply but the block loses to the winning cell left; after a three, a reply that makes no
 * winning cell of the defender's and leaves the attacker a move with two winning cells loses to
 * that move; with {@link Attacks#THREATS}, also a reply after which the attacker still wins by
 * fours, found by a small search nested in this one (its nodes counted with the rest, its answers
 * kept by the board's hash). The attack that beats such a reply is found again when the proof is
 * built. A proof found is a tree of {@link Attack}s that {@link ProofChecker} replays.
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
  // The most nodes a search for a win by fours nested in a search with threes makes.
  private static final int NESTED_LIMIT = 50;
  // How many answers of nested searches a search keeps at most: 8 MiB of them.
  private static final int WINS_BY_FOURS_KEPT = 1 << 20;
  // How many threats of a win by fours that are neither fours nor threes a line may hold.
  private static final int THREATS_PER_LINE = 3;

  /** What the attacker plays. */
  enum Attacks {
    /** Fours alone: a win by fours (a VCF). */
    FOURS,
    /** Fours and threes. */
    FOURS_AND_THREES,
    /**
     * Fours, threes, and other moves after which the attacker, given a free move, would win by
     * fours; the defender's replies are then tried against such a win.
     */
    THREATS
  }

  private final ThreatBoard board; // the search's own, changed and restored as it walks
  private final int attacker;
  private final int defender;
  private final long budget;
  private long nodes;
  private boolean refused; // nodes that would pass the budget were not made: the search stops
  // What the attacker plays beside fours, in the search in progress: threes; other threats of a
  // win by fours too (the defender's replies then tried against a win by fours). Both false in a
  // win by fours, the whole search's or one nested in another.
  private boolean threes;
  private boolean threats;
  // The most nodes the search in progress may reach: the budget, or less in a nested win by fours.
  private long limit;
  private boolean capped; // a nested win by fours reached its limit first: it found none
  private boolean building; // building a proof: nested searches are made again, not counted
  // Scratch lists of cells for one expansion at a time, kept to spare an allocation per node.
  private final int[] moves;
  private final int[] doubleFours;
  // The answers of nested searches for a win by fours, by the board's hash with the answer in the
  // lowest bit (see winsByFours): one slot a hash, the newest answer kept.
  private final long[] winsByFours;

  /**
   * A search for {@code attacker} (1 for X, 2 for O) on a copy of {@code cells}, playing fours, and
   * threes when {@code threes}, within {@code budget} nodes (0 or more; a search of 0 is spent at
   * once).
   */
  ProofSearch(int[][] cells, int winLength, int attacker, Attacks attacks, long budget) {
    this.board = new ThreatBoard(cells, winLength);
    this.attacker = attacker;
    this.defender = 3 - attacker;
    this.threes = attacks != Attacks.FOURS;
    this.threats = attacks == Attacks.THREATS;
    this.budget = budget;
    this.limit = budget;
    this.moves = new int[board.cellCount()];
    this.doubleFours = new int[board.cellCount()];
    // Each answer kept cost a node at least: no more slots than the budget needs.
    int kept = (int) Math.min(WINS_BY_FOURS_KEPT, Long.highestOneBit(Math.max(1, budget)) << 1);
    this.winsByFours = new long[threats ? kept : 1];
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
    if (count > limit - nodes) {
      if (limit == budget && !building) {
        refused = true;
      } else {
        capped = true;
      }
      return false;
    }
    nodes += count;
    return true;
  }

  /** Whether the search in progress stopped: at the budget, or at a nested search's limit. */
  private boolean stopped() {
    return refused || capped;
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
    // How many more threats of a win by fours that are neither fours nor threes the attacker may
    // play on the way down from here (see THREATS_PER_LINE).
    final byte threatsLeft;

    Node(int move, boolean attackerToMove, boolean everyReply, int threatsLeft) {
      this.move = move;
      this.attackerToMove = attackerToMove;
      this.everyReply = everyReply;
      this.threatsLeft = (byte) threatsLeft;
    }
  }

  /**
   * Searches for a win with the attacker to move. Returns the winning moves proved, each with its
   * proof, empty when none is: the first attack found (every move that makes k at once, when one
   * does), then, when {@code every} is true and the search is not one of {@link Attacks#THREATS},
   * every other first move the budget settles.
   */
  List<Attack> proveWin(boolean every) {
    List<Attack> wins = new ArrayList<>();
    if (!fits(1)) {
      return wins;
    }
    Node root = new Node(-1, true, false, THREATS_PER_LINE);
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
      if (!every && !wins.isEmpty()) {
        break;
      }
      if (child.proof != 0 && child.disproof != 0 && !spent() && every && !threats) {
        play(child.move, attacker);
        search(child);
        undo(child.move);
      }
      if (child.proof == 0) {
        wins.add(built(child));
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
    Node root = new Node(-1, false, true, THREATS_PER_LINE);
    search(root);
    if (root.proof != 0) {
      return null;
    }
    return whileBuilding(() -> repliesOf(root));
  }

  private Attack built(Node child) {
    return whileBuilding(() -> attack(child));
  }

  /**
   * What {@code build} gives, the nested searches it makes again not counted, and not stopped by
   * the budget: they are the searches that were counted, made again on the same boards, so they
   * find what they found.
   */
  private <T> T whileBuilding(Supplier<T> build) {
    long searched = nodes;
    boolean wasRefused = refused;
    building = true;
    refused = false;
    try {
      return build.get();
    } finally {
      building = false;
      refused = wasRefused;
      nodes = searched;
    }
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
    while (root.proof != 0 && root.disproof != 0 && !stopped()) {
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
      node.children = make(new int[] {board.firstWinningCell(defender)}, 1, node);
      return;
    }
    // The nested searches of threats use the scratch lists: these moves get a list of their own.
    int[] attacks = threats ? new int[board.cellCount()] : moves;
    int count = 0;
    for (int cell = 0; cell < board.cellCount(); cell++) {
      if (board.isEmpty(cell) && board.isFour(attacker, cell)) {
        attacks[count++] = cell;
      }
    }
    if (threes) {
      for (int cell = 0; cell < board.cellCount(); cell++) {
        if (board.isEmpty(cell) && !board.isFour(attacker, cell) && board.isThree(attacker, cell)) {
          attacks[count++] = cell; // fours first, then threes
        }
      }
    }
    int beforeThreats = count;
    if (threats && node.threatsLeft > 0) {
      for (int cell = 0; cell < board.cellCount(); cell++) {
        if (board.isEmpty(cell)
            && board.sharesWindow(attacker, cell, Math.max(1, board.winLength() - 4))
            && !isAmong(cell, attacks, 0, beforeThreats)
            && threatensWinByFours(cell)) {
          attacks[count++] = cell; // then the other threats of a win by fours
        }
        if (refused) {
          return; // the budget is spent: the node stays unexpanded
        }
      }
    }
    if (count == 0) {
      decide(node, false);
    } else if (fits(count)) {
      Node[] children = new Node[count];
      for (int i = 0; i < count; i++) {
        children[i] =
            new Node(attacks[i], false, false, node.threatsLeft - (i < beforeThreats ? 0 : 1));
      }
      node.children = children;
    }
  }

  private static boolean isAmong(int cell, int[] cells, int from, int to) {
    for (int i = from; i < to; i++) {
      if (cells[i] == cell) {
        return true;
      }
    }
    return false;
  }

  /** Whether the attacker's mark on the empty {@code cell} leaves it a win by fours. */
  private boolean threatensWinByFours(int cell) {
    play(cell, attacker);
    try {
      return board.firstWinningCell(defender) < 0 && winsByFours();
    } finally {
      undo(cell);
    }
  }

  private void expandDefence(Node node) {
    if (board.firstWinningCell(defender) >= 0) {
      decide(node, false);
      return;
    }
    int winningCells = board.winningCellCountUpToTwo(attacker);
    if (winningCells >= 2) {
      decide(node, true);
      return;
    }
    if (winningCells == 1) {
      node.children = make(new int[] {board.firstWinningCell(attacker)}, 1, node);
      return;
    }
    Threat threat = threat(node.everyReply);
    if (threat == null) {
      if (!refused) {
        decide(node, false); // no threat, or the budget spent finding one
      }
      return;
    }
    int[] replies = threats ? new int[board.cellCount()] : moves;
    int replyCount = 0;
    boolean anyLost = false;
    for (int reply = 0; reply < board.cellCount(); reply++) {
      if (board.isEmpty(reply)) {
        if (!lostOnTheSpot(reply, threat)) {
          replies[replyCount++] = reply;
        } else {
          anyLost = true; // listed with the attack that beats it when the proof is built
        }
        if (refused) {
          return; // the budget is spent: the node stays unexpanded
        }
      }
    }
    if (replyCount == 0) {
      decide(node, anyLost); // a full board is a draw
    } else {
      node.children = make(replies, replyCount, node);
    }
  }

  /**
   * What the attacker threatens at a defender's node where it has no winning cell: its double fours
   * (moves that leave two winning cells), and, in a search with threats and no double four, the
   * line of a win by fours it would have if the defender passed. Null when it threatens neither and
   * {@code everyReply} is false, or when the budget was spent finding out.
   */
  private @Nullable Threat threat(boolean everyReply) {
    int count = findDoubleFours();
    int[] cells = Arrays.copyOf(doubleFours, count);
    if (!threats || count > 0) {
      return count > 0 || everyReply ? new Threat(cells, null) : null;
    }
    Node win = winByFours();
    if (refused || (win == null && !everyReply)) {
      return null;
    }
    return new Threat(cells, win == null ? null : lineOf(win));
  }

  /**
   * A threat of the attacker's at a defender's node: its double fours, and the moves, the
   * attacker's and the defender's in turn, of a win by fours that needs a free move (null when none
   * is known, or it branches).
   */
  private record Threat(int[] doubleFours, int @Nullable [] line) {}

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
   * Whether the defender's {@code reply} against {@code threat} loses on the spot: a double four
   * still leaves two winning cells after it; in a search with threats, the attacker still wins by
   * fours after it (the threat's line played again, or one searched anew). {@link #beatOnTheSpot}
   * gives the attack that beats it.
   */
  private boolean lostOnTheSpot(int reply, Threat threat) {
    if (beatenBy(reply, threat.doubleFours()) >= 0) {
      return true;
    }
    if (!threats) {
      return false;
    }
    play(reply, defender);
    try {
      int[] line = threat.line();
      return (line != null && replay(line, 0) != null) || winsByFours();
    } finally {
      undo(reply);
    }
  }

  /**
   * The attack that beats {@code reply} when it is {@linkplain #lostOnTheSpot lost on the spot}.
   */
  private @Nullable Attack beatOnTheSpot(int reply, Threat threat) {
    int beatenBy = beatenBy(reply, threat.doubleFours());
    if (beatenBy >= 0) {
      return Attack.finishing(beatenBy);
    }
    if (!threats) {
      return null;
    }
    play(reply, defender);
    try {
      int[] line = threat.line();
      Attack again = line == null ? null : replay(line, 0);
      if (again != null) {
        return again;
      }
      Node win = winByFours();
      return win == null ? null : attackOf(win);
    } finally {
      undo(reply);
    }
  }

  /**
   * The double four that beats the defender's {@code reply}, or -1: the reply loses when it makes
   * no winning cell of the defender's and one of the attacker's {@code doubleFours} still leaves
   * two.
   */
  private int beatenBy(int reply, int[] doubleFours) {
    if (doubleFours.length == 0 || board.isFour(defender, reply)) {
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

  /**
   * Whether {@link #winByFours} finds a win on the board as it is: its answer kept, by the board's
   * hash, in a table of a bounded size, so that a board seen again costs no node.
   */
  private boolean winsByFours() {
    long hash = board.hash() & ~1L;
    int slot = (int) (hash ^ (hash >>> 32)) & (winsByFours.length - 1);
    long entry = winsByFours[slot];
    if (hash != 0 && (entry & ~1L) == hash) {
      return (entry & 1L) != 0;
    }
    boolean wins = winByFours() != null;
    if (!refused) {
      winsByFours[slot] = hash | (wins ? 1L : 0L);
    }
    return wins;
  }

  /**
   * Searches for a win by fours of the attacker, to move on the board as it is, within {@value
   * #NESTED_LIMIT} nodes: the proved root, or null when none is found (or the budget is spent
   * first, which stops the whole search). The board is as it was when it returns.
   */
  private @Nullable Node winByFours() {
    boolean wasThrees = threes;
    boolean wasThreats = threats;
    long wasLimit = limit;
    threes = false;
    threats = false;
    limit = building ? nodes + NESTED_LIMIT : Math.min(budget, nodes + NESTED_LIMIT);
    try {
      if (!fits(1)) {
        return null;
      }
      Node root = new Node(-1, true, false, 0);
      search(root);
      return root.proof == 0 ? root : null;
    } finally {
      threes = wasThrees;
      threats = wasThreats;
      limit = wasLimit;
      capped = false;
    }
  }

  /**
   * The moves of the proved win by fours below the attacker's {@code node}, the attacker's and the
   * defender's in turn, up to the attacker's last; null when a defender's node has more than one
   * reply.
   */
  private static int @Nullable [] lineOf(Node node) {
    List<Integer> line = new ArrayList<>();
    Node at = node;
    while (at.winningMove < 0) {
      Node proved = null;
      for (Node child : children(at)) {
        if (child.proof == 0) {
          proved = child;
          break;
        }
      }
      if (proved == null) {
        return null; // not expected of a proved node
      }
      line.add(proved.move);
      Node[] replies = children(proved);
      if (replies.length == 0) {
        break; // two winning cells
      }
      if (replies.length > 1) {
        return null;
      }
      line.add(replies[0].move);
      at = replies[0];
    }
    if (at.winningMove >= 0) {
      line.add(at.winningMove);
    }
    return line.stream().mapToInt(Integer::intValue).toArray();
  }

  /**
   * The win by fours of {@code line} from its {@code from}th move, the attacker to move, played
   * again on the board as it is now: each of the attacker's moves a four, or the block of the
   * defender's one winning cell, each of the defender's the block of the attacker's one winning
   * cell, as the line has them. Null when the board no longer lets the line win.
   */
  private @Nullable Attack replay(int[] line, int from) {
    int win = board.firstWinningCell(attacker);
    if (win >= 0) {
      return Attack.finishing(win);
    }
    if (from >= line.length || !board.isEmpty(line[from])) {
      return null;
    }
    int move = line[from];
    int block = board.firstWinningCell(defender);
    boolean allowed =
        block < 0
            ? board.isFour(attacker, move)
            : block == move && board.winningCellCountUpToTwo(defender) == 1;
    if (!allowed) {
      return null;
    }
    play(move, attacker);
    try {
      if (board.firstWinningCell(defender) >= 0) {
        return null; // the defender wins at once
      }
      int threats = board.winningCellCountUpToTwo(attacker);
      if (threats >= 2) {
        return Attack.finishing(move);
      }
      int reply = board.firstWinningCell(attacker);
      if (threats == 0 || from + 1 >= line.length || line[from + 1] != reply) {
        return null;
      }
      play(reply, defender);
      try {
        Attack next = replay(line, from + 2);
        return next == null ? null : new Attack(move, Map.of(reply, next));
      } finally {
        undo(reply);
      }
    } finally {
      undo(move);
    }
  }

  /**
   * Children for the first {@code count} of {@code moves}; null, with nothing made and the budget
   * spent, when they would pass the budget.
   */
  private Node @Nullable [] make(int[] moves, int count, Node parent) {
    if (!fits(count)) {
      return null;
    }
    Node[] made = new Node[count];
    for (int i = 0; i < count; i++) {
      made[i] = new Node(moves[i], !parent.attackerToMove, false, parent.threatsLeft);
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
      Threat threat = threat(node.everyReply);
      for (int reply = 0; threat != null && reply < board.cellCount(); reply++) {
        if (board.isEmpty(reply) && !replies.containsKey(reply)) {
          Attack beats = beatOnTheSpot(reply, threat);
          if (beats != null) {
            replies.put(reply, beats);
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
