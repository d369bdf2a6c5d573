package dev.noughts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.IdentityHashMap;
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
 * fours, found by a depth-first {@link FourSearch} nested in this one (one node, its answers kept
 * by the board's hash). There, too, the attacker's moves that are not fours answer the defender's
 * win by fours, when it would have one given a free move: the cells of its line, its last winning
 * cells and the attacker's counter-fours (fewer attacks lose wins, never make one). Save under
 * renju, a reply that makes no four of the defender's and shares no window of k cells with one of
 * the double fours, or, where there is none but a line of fours is known, with any move of that
 * line, is lost on the spot without being tried: the double four still leaves two winning cells,
 * the line still wins as it did. The attack that beats a reply lost on the spot is found again when
 * the proof is built. A proof found is a tree of {@link Attack}s that {@link ProofChecker} replays.
 *
 * <p>Rules: the board ({@link ThreatBoard}) says which runs win and which moves are legal. A
 * defender's reply the rule forbids loses (a foul) and is not searched; where the one block of a
 * winning cell is a move its player may not make, that player loses at once.
 *
 * <p>Transpositions: marks are only ever added, so the same position is reached by every order of
 * the same moves, and the search is a graph, not a tree. A table of transpositions, keyed by a hash
 * of the board (and, with threats, how many more the line may hold), gives a child whose position
 * the search has made already that node, counted once: its numbers, its children and its proof are
 * shared by every path to it. The table keeps one node a slot, the newest, so a position whose node
 * was displaced is made again (more nodes, never a wrong answer); two positions with one hash (a
 * chance of about one in 2^64 a pair) would share a node, and the checker would refuse the proof.
 * The proof built shares each node's replies between the attacks that reach it, so it is no larger
 * than the part of the graph it keeps, and the checker replays a shared part once a position.
 *
 * <p>Iterations: a search of fours and threes runs in iterations of a growing depth limit, counted
 * in the attacker's moves down a line, a four half a move (its reply is forced): past the limit the
 * attacker plays only its fours, and a node whose moves the limit cut is lost for that iteration
 * only. Each iteration keeps the graph of the one before and reopens only what a limit decided: a
 * proof holds at any depth, and so does a disproof no limit took part in. The last iteration has no
 * limit, so the search proves, or searches through, exactly what one search without a limit does,
 * but finds a short win before it goes deep: without a limit, a line of fours keeps proof number 1
 * however long it is, and the search walks down such lines first. A search with threats, whose wins
 * are long, runs without a limit.
 *
 * <p>Budget: the search never makes more than its budget of nodes. A root, or an expansion's
 * children, that would pass it is not made; the budget is then spent, and the search stops with
 * that node unexpanded, so {@link #nodes()} is at most the budget. Until then it goes on however
 * few nodes are left, deciding nodes that need no children.
 *
 * <p>Not thread-safe: one search, one thread. Memory is bounded by the budget: at most the budget
 * of nodes, each some 75 bytes with its place in its parent's lists of children and moves (the
 * replies lost on the spot are found again when the proof is built), and a table of at most twice
 * as many references as nodes made, and {@value #MAX_TABLE_SLOTS} at most (16 to 32 MiB).
 */
final class ProofSearch {
  private static final int INFINITE = 1 << 29;
  private static final int UNLIMITED = Integer.MAX_VALUE;
  // The depth limits of the iterations before the last, which has none: how many of the attacker's
  // moves a line may hold before its attacker plays only fours, a four counting half a move.
  private static final int[] DEPTH_LIMITS = {1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20, 24, 32};
  private static final Node[] LEAF = {};
  private static final int[] NO_MOVES = {};
  // The most nodes a search for a win by fours nested in a search with threes makes.
  private static final int NESTED_LIMIT = 50;
  // The same under renju, where X's fours are fewer (its forbidden points) and O's longer (a four
  // whose block X may not take ends them): quintet's bench_vct_white needs more than 50.
  private static final int NESTED_LIMIT_RENJU = 100;
  // How many answers of nested searches a search keeps at most: 8 MiB of them.
  private static final int WINS_BY_FOURS_KEPT = 1 << 20;
  // How many threats of a win by fours that are neither fours nor threes a line may hold.
  private static final int THREATS_PER_LINE = 3;
  // The most slots of the table of transpositions: 4 Mi references, 16 to 32 MiB.
  private static final int MAX_TABLE_SLOTS = 1 << 22;
  // What a threat left to play changes in a node's key: positions with other threats left differ.
  private static final long KEY_STEP = 0x9E3779B97F4A7C15L;

  /** What the attacker plays. */
  enum Attacks {
    /** Fours and threes. */
    FOURS_AND_THREES,
    /**
     * Fours, threes, and other moves after which the attacker, given a free move, would win by
     * fours; the defender's replies are then tried against such a win.
     */
    THREATS
  }

  private final ThreatBoard board; // changed and restored as the search walks
  private final int attacker;
  private final int defender;
  private final long budget;
  private long nodes;
  private boolean refused; // nodes that would pass the budget were not made: the search stops
  // Whether the attacker plays, beside fours and threes, other threats of a win by fours (the
  // defender's replies then tried against a win by fours).
  private final boolean threats;
  // The nested searches for a win by fours, on this search's board, their nodes counted with its.
  private final FourSearch fours;
  // The defender's, for its threats at the attacker's nodes, in a search with threats.
  private final FourSearch defenderFours;
  // Scratch: the cells that answer the defender's threat, for one expansion at a time.
  private final boolean[] answers;
  private boolean building; // building a proof: nested searches are made again, not counted
  // Whether the search runs in iterations of a growing depth limit (see deepen).
  private final boolean deepening;
  private int depthLimit = UNLIMITED; // the iteration's, in moves
  private byte iteration; // how many iterations were reopened: fewer than DEPTH_LIMITS
  // The table of transpositions: nodes of the search by their key, one a slot, the newest kept; it
  // grows with the nodes made, not with the budget, so that a search takes the same path whatever
  // its budget until it is spent.
  private Node[] table = new Node[16];
  private long transpositions; // children found in the table
  // The replies of each proved defender's node, as built: shared by every attack that reaches it.
  private final Map<Node, Map<Integer, Attack>> proofs = new IdentityHashMap<>();
  // Scratch lists of cells for one expansion at a time, kept to spare an allocation per node.
  private final int[] moves;
  private final int[] doubleFours;
  private final long[] keys; // the children's keys in the table, for one expansion at a time
  // Scratch for one expansion at a time: the cells it asks about, or a double four's windows'
  // cells;
  // and the replies that may escape a threat.
  private final BitSet scratchCells;
  private final BitSet escapes;
  // The answers of nested searches for a win by fours, by the board's hash with the answer in the
  // lowest bit (see winsByFours): one slot a hash, the newest answer kept.
  private final long[] winsByFours;
  // The walk of reopen, made at its first call: the nodes of the path and each one's next child.
  private Node[] reopenPath = LEAF;
  private int[] reopenNext = NO_MOVES;

  /**
   * A search for {@code attacker} (1 for X, 2 for O) on a copy of {@code cells} under {@code rule},
   * playing what {@code attacks} says, within {@code budget} nodes (0 or more; a search of 0 is
   * spent at once).
   */
  ProofSearch(int[][] cells, int winLength, Rule rule, int attacker, Attacks attacks, long budget) {
    this(cells, winLength, rule, attacker, attacks, budget, true);
  }

  /**
   * As {@link #ProofSearch(int[][], int, Rule, int, Attacks, long)}; a search of fours and threes
   * runs in iterations of a growing depth limit only when {@code deepening} is true (the tests
   * compare the two).
   */
  ProofSearch(
      int[][] cells,
      int winLength,
      Rule rule,
      int attacker,
      Attacks attacks,
      long budget,
      boolean deepening) {
    this(new ThreatBoard(cells, winLength, rule), attacker, attacks, budget, deepening);
  }

  /**
   * A search on {@code board}, which it changes while it searches and leaves as it found it, so
   * that the stages of a proof share one board.
   */
  ProofSearch(ThreatBoard board, int attacker, Attacks attacks, long budget) {
    this(board, attacker, attacks, budget, true);
  }

  private ProofSearch(
      ThreatBoard board, int attacker, Attacks attacks, long budget, boolean deepening) {
    this.board = board;
    this.attacker = attacker;
    this.defender = 3 - attacker;
    this.threats = attacks == Attacks.THREATS;
    this.deepening = deepening && !threats;
    this.fours = new FourSearch(board, attacker);
    this.defenderFours = new FourSearch(board, defender);
    this.answers = new boolean[threats ? board.cellCount() : 0];
    this.budget = budget;
    this.moves = new int[board.cellCount()];
    this.doubleFours = new int[board.cellCount()];
    this.keys = new long[board.cellCount()];
    this.scratchCells = new BitSet(board.cellCount());
    this.escapes = new BitSet(board.cellCount());
    // Each answer kept cost a node at least: no more slots than the budget needs.
    int kept = (int) Math.min(WINS_BY_FOURS_KEPT, Long.highestOneBit(Math.max(1, budget)) << 1);
    this.winsByFours = new long[threats ? kept : 1];
  }

  /** The nodes made so far, by every search of this object: at most the budget. */
  long nodes() {
    return nodes;
  }

  /** How many children the search found in its table of transpositions rather than made. */
  long transpositions() {
    return transpositions;
  }

  /** Whether the search stopped at its budget: some node was not made because it would pass it. */
  boolean spent() {
    return refused;
  }

  /** Counts {@code count} nodes about to be made; false, counting none, when they would not fit. */
  private boolean fits(int count) {
    if (count > budget - nodes && !building) {
      refused = true;
      return false;
    }
    nodes += count;
    return true;
  }

  /**
   * A node of the search: a position with its proof and disproof numbers, and its children with the
   * move that reaches each.
   */
  private static final class Node {
    final boolean attackerToMove;
    final boolean everyReply; // a defender's root: every move is searched, threat or not
    // The node's key in the table of transpositions: the board's hash and threatsLeft; 0 at a root,
    // which the table does not hold.
    final long key;
    int proof = 1;
    int disproof = 1;
    Node @Nullable [] children; // null until expanded; LEAF once decided without children
    int[] moves = NO_MOVES; // the cell played to reach each child, as children has them
    int winningMove = -1; // an attacker's node decided at once: the cell that makes k
    // How many more threats of a win by fours that are neither fours nor threes the attacker may
    // play on the way down from here (see THREATS_PER_LINE).
    final byte threatsLeft;
    // An attacker's node past the depth limit: decided lost, or expanded with its fours only.
    boolean limited;
    // A disproved node whose disproof no depth limit made: it holds in every later iteration.
    boolean exact;
    byte visited; // the last iteration that reopened this node, or made it (a node stays 48 bytes)

    Node(boolean attackerToMove, boolean everyReply, int threatsLeft, long key) {
      this.attackerToMove = attackerToMove;
      this.everyReply = everyReply;
      this.threatsLeft = (byte) threatsLeft;
      this.key = key;
    }

    boolean decided() {
      return proof == 0 || disproof == 0;
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
    Node root = new Node(true, false, THREATS_PER_LINE, 0);
    if (every) {
      search(root);
    } else {
      deepen(root);
    }
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
    Node[] children = children(root);
    for (int i = 0; i < children.length && (every || wins.isEmpty()); i++) {
      Node child = children[i];
      int move = root.moves[i];
      if (!child.decided() && !spent() && every && !threats) {
        play(move, attacker);
        search(child);
        undo(move);
      }
      if (child.proof == 0) {
        wins.add(built(child, move));
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
    Node root = new Node(false, true, THREATS_PER_LINE, 0);
    deepen(root);
    if (root.proof != 0) {
      return null;
    }
    return whileBuilding(() -> repliesOf(root));
  }

  private Attack built(Node child, int move) {
    return whileBuilding(() -> attack(child, move));
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
   * Searches from {@code root} until it is decided or the budget is spent; when {@link #deepening},
   * in iterations of a growing depth limit (see the class's description), the last unlimited, each
   * reopening what the limit of the one before decided. It stops at the first that proves the root,
   * or disproves it with no limit's help.
   */
  private void deepen(Node root) {
    for (int i = 0; deepening && i < DEPTH_LIMITS.length; i++) {
      depthLimit = DEPTH_LIMITS[i];
      search(root);
      depthLimit = UNLIMITED;
      if (root.proof == 0 || refused || root.exact) {
        return;
      }
      iteration++;
      reopen(root);
    }
    search(root);
  }

  /**
   * Reopens {@code root} and what is below it, where a depth limit decided it: an attacker's node
   * past the limit is made unexpanded again (its children stay in the table), and every node above
   * one has its numbers made again from its children's, each node once, below the root first. A
   * node proved, or disproved for good, is left as it is, and what is below it.
   */
  private void reopen(Node root) {
    // Depth first, each node's numbers made again after its children's: the graph has no cycle,
    // since every move adds a mark, so a path holds at most one node more than the board's cells.
    if (reopenPath.length == 0) {
      reopenPath = new Node[board.cellCount() + 1];
      reopenNext = new int[board.cellCount() + 1];
    }
    Node[] path = reopenPath;
    int[] next = reopenNext; // the index of the next child to walk, on each node of the path
    root.visited = iteration;
    path[0] = root;
    next[0] = 0;
    int top = 0;
    while (top >= 0) {
      Node node = path[top];
      if (node.limited) {
        node.limited = false;
        node.children = null; // expanded again, its children found in the table
        node.moves = NO_MOVES;
        node.proof = 1;
        node.disproof = 1;
        top--;
        continue;
      }
      Node[] children = children(node);
      int i = next[top];
      while (i < children.length && !reopened(children[i])) {
        i++;
      }
      if (i < children.length) {
        next[top] = i + 1;
        children[i].visited = iteration;
        top++;
        path[top] = children[i];
        next[top] = 0;
      } else {
        if (children.length > 0) {
          update(node);
        }
        top--;
      }
    }
  }

  /**
   * Whether {@code node} is one to reopen: made before this iteration and not reopened in it, and
   * not decided for good.
   */
  private boolean reopened(Node node) {
    return node.visited != iteration && node.proof != 0 && !(node.disproof == 0 && node.exact);
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
    int[] played = new int[board.cellCount() + 1]; // the move to each node of the path
    // The attacker's moves on the path to each node, in halves: a four 1, any other move 2.
    int[] halves = new int[board.cellCount() + 1];
    path.add(root);
    int from = 0; // where on the path the next walk down starts
    while (root.proof != 0 && root.disproof != 0 && !refused) {
      // Down to the most-proving node, keeping the moves on the board while the walk follows the
      // path of the last one, and taking back the rest where it leaves it.
      int depth = from;
      Node node = path.get(depth);
      while (node.children != null && !node.decided()) {
        int best = mostProving(node);
        int move = node.moves[best];
        node = children(node)[best];
        depth++;
        if (depth < path.size() && path.get(depth) == node && played[depth] == move) {
          continue;
        }
        while (path.size() > depth) {
          path.remove(path.size() - 1);
          undo(played[path.size()]);
        }
        halves[depth] =
            halves[depth - 1] + (node.attackerToMove ? 0 : board.isFour(attacker, move) ? 1 : 2);
        play(move, node.attackerToMove ? defender : attacker);
        played[depth] = move;
        path.add(node);
      }
      // The numbers before the expansion; a node decided already, reached by another path (a
      // transposition) whose parents on this one do not know it yet, counts as changed.
      boolean reached = node.decided();
      int proof = reached ? -1 : node.proof;
      int disproof = node.disproof;
      if (!reached) {
        expand(node, halves[depth]);
      }
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
      undo(played[i]);
    }
  }

  /** The index of the child to search next: the least proof (or disproof) number, the first. */
  private static int mostProving(Node node) {
    Node[] children = children(node);
    int best = 0;
    for (int i = 1; i < children.length; i++) {
      Node child = children[i];
      if (node.attackerToMove
          ? child.proof < children[best].proof
          : child.disproof < children[best].disproof) {
        best = i;
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
    if (node.disproof == 0) {
      // Disproved for good when the attacker's every move is (and none was left out), or when the
      // defender has a reply that is.
      boolean exact = node.attackerToMove && !node.limited;
      for (Node child : children) {
        if (node.attackerToMove) {
          exact &= child.exact;
        } else if (child.disproof == 0 && child.exact) {
          exact = true;
        }
      }
      node.exact = exact;
    }
  }

  /** Expands {@code node}, reached by {@code halves} halves of the attacker's moves. */
  private void expand(Node node, int halves) {
    if (node.attackerToMove) {
      expandAttack(node, halves >= 2L * depthLimit);
    } else {
      expandDefence(node);
    }
  }

  /**
   * Expands the attacker's {@code node}; when it is {@code deep}, past the depth limit, its moves
   * are its fours only, and it is {@linkplain #limit limited}.
   */
  private void expandAttack(Node node, boolean deep) {
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
      int block = board.firstWinningCell(defender);
      if (!board.isLegal(attacker, block)) {
        decide(node, false); // the attacker may not block
      } else if (deep) {
        limit(node);
      } else {
        make(new int[] {block}, 1, node, 1);
      }
      return;
    }
    int[] attacks = moves;
    int count = 0;
    for (int cell = board.nextFour(attacker, 0);
        cell >= 0;
        cell = board.nextFour(attacker, cell + 1)) {
      attacks[count++] = cell;
    }
    if (deep) {
      if (count == 0) {
        limit(node);
      } else {
        make(attacks, count, node, count);
        node.limited = node.children != null; // expanded again in the next iteration
      }
      return;
    }
    // With threats: where the defender, given a free move, would win by fours, only the moves that
    // may answer that win besides fours (fewer moves searched never prove a wrong win).
    boolean answering = threats && defenderThreatens();
    if (refused) {
      return;
    }
    // A three is in a window two marks short of hot: only the cells of such windows are asked.
    BitSet near = scratchCells;
    board.cellsSharingWindow(attacker, board.winLength() - 3, near);
    for (int cell = near.nextSetBit(0); cell >= 0; cell = near.nextSetBit(cell + 1)) {
      if (board.isEmpty(cell)
          && (!answering || answers[cell])
          && !board.isFour(attacker, cell)
          && board.isThree(attacker, cell)) {
        attacks[count++] = cell; // fours first, then threes
      }
    }
    int beforeThreats = count;
    if (threats && node.threatsLeft > 0) {
      board.cellsSharingWindow(attacker, Math.max(1, board.winLength() - 4), near);
      for (int cell = near.nextSetBit(0); cell >= 0; cell = near.nextSetBit(cell + 1)) {
        if (board.isEmpty(cell)
            && (!answering || answers[cell])
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
    } else {
      make(attacks, count, node, beforeThreats);
    }
  }

  /**
   * Whether the defender, given a free move, would win by fours (a {@linkplain #nestedWin nested
   * search}); if so, marks in {@link #answers} the cells that may answer it: the cells of its line,
   * the winning cells it ends with, and the winning cells the attacker's blocks along it make (its
   * counter-fours).
   */
  private boolean defenderThreatens() {
    Attack win = nestedWin(defenderFours);
    if (win == null) {
      return false;
    }
    Arrays.fill(answers, false);
    markAnswers(win);
    return true;
  }

  /**
   * Marks the cells of the defender's {@code win} and what answers it, played out and taken back.
   */
  private void markAnswers(Attack win) {
    int move = win.move();
    answers[move] = true;
    board.play(move, defender);
    try {
      if (win.replies().isEmpty()) {
        markWinningCells(defender);
        return;
      }
      for (Map.Entry<Integer, Attack> reply : win.replies().entrySet()) {
        int block = reply.getKey();
        answers[block] = true;
        board.play(block, attacker);
        try {
          markWinningCells(attacker);
          markAnswers(reply.getValue());
        } finally {
          board.undo(block);
        }
      }
    } finally {
      board.undo(move);
    }
  }

  private void markWinningCells(int player) {
    if (board.winningCellCountUpToTwo(player) > 0) {
      for (int cell = 0; cell < board.cellCount(); cell++) {
        if (board.isEmpty(cell) && board.completes(player, cell)) {
          answers[cell] = true;
        }
      }
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
    if (!board.isLegal(attacker, cell)) {
      return false;
    }
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
      int block = board.firstWinningCell(attacker);
      if (board.isLegal(defender, block)) {
        make(new int[] {block}, 1, node, 1);
      } else {
        decide(node, true); // the defender may not block
      }
      return;
    }
    Threat threat = threat(node.everyReply);
    if (threat == null) {
      if (!refused) {
        decide(node, false); // no threat, or the budget spent finding one
      }
      return;
    }
    int[] replies = moves;
    int replyCount = 0;
    boolean anyLost = false;
    boolean escapesKnown = markEscapes(threat);
    for (int reply = 0; reply < board.cellCount(); reply++) {
      if (board.isEmpty(reply)) {
        if ((!escapesKnown || escapes.get(reply))
            && board.isLegal(defender, reply)
            && !lostOnTheSpot(reply, threat)) {
          replies[replyCount++] = reply;
        } else {
          anyLost = true; // a foul, or listed with the attack that beats it when the proof is built
        }
        if (refused) {
          return; // the budget is spent: the node stays unexpanded
        }
      }
    }
    if (replyCount == 0) {
      decide(node, anyLost); // a full board is a draw
    } else {
      make(replies, replyCount, node, replyCount);
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
    Attack win = winByFours();
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
    for (int cell = board.nextFour(attacker, 0);
        cell >= 0;
        cell = board.nextFour(attacker, cell + 1)) {
      if (board.isDoubleFour(attacker, cell)) { // every double four is a four
        doubleFours[count++] = cell;
      }
    }
    return count;
  }

  /**
   * Sets in {@link #escapes} the defender's replies that this test does not show lost on the spot
   * against {@code threat}, and returns true; returns false, setting nothing, where it shows none
   * lost: under renju, where a mark changes forbidden points beyond its windows, and where the
   * attacker threatens neither a double four nor a known line of fours. A reply is lost on the spot
   * when it makes no four of the defender's and shares no window with one of the double fours
   * (other than itself), which then still leaves two winning cells, or, where there is none, with
   * any move of the line, which then still wins as it did. {@link #lostOnTheSpot} judges the
   * others.
   */
  private boolean markEscapes(Threat threat) {
    int[] doubles = threat.doubleFours();
    int[] line = threat.line();
    if (board.isRenju()) {
      return false;
    }
    escapes.clear();
    if (doubles.length > 0) {
      board.markWindowCells(doubles[0], escapes);
      for (int i = 1; i < doubles.length; i++) {
        scratchCells.clear();
        board.markWindowCells(doubles[i], scratchCells);
        escapes.and(scratchCells);
      }
    } else if (line != null) {
      for (int move : line) {
        board.markWindowCells(move, escapes);
      }
    } else {
      return false;
    }
    for (int four = board.nextFour(defender, 0);
        four >= 0;
        four = board.nextFour(defender, four + 1)) {
      escapes.set(four);
    }
    return true;
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
      return winByFours();
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
      // ends the windows through it. Under renju any reply may change what is forbidden: asked.
      if (doubleFour != reply
          && ((!board.aligned(reply, doubleFour) && !board.isRenju())
              || board.isDoubleFourDespite(attacker, doubleFour, reply))) {
        return doubleFour;
      }
    }
    return -1;
  }

  /**
   * Whether {@link #winByFours} finds a win on the board as it is: its answer kept, by the board's
   * hash, in a table of a bounded size, so that a board seen again is not searched again.
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
   * The attacker's first win by fours found by a {@linkplain #nestedWin nested search} on the board
   * as it is.
   */
  private @Nullable Attack winByFours() {
    return nestedWin(fours);
  }

  /**
   * The first win by fours {@code search} finds for its player, to move on the board as it is,
   * within {@value #NESTED_LIMIT} moves ({@value #NESTED_LIMIT_RENJU} under renju): one node of
   * this search's, whatever it makes; null when there is none, when the limit is reached first, or
   * when this search's budget is spent (which stops it). The board is as it was when it returns.
   * The same board gives the same answer: a nested search keeps nothing from one call to the next.
   */
  private @Nullable Attack nestedWin(FourSearch search) {
    return fits(1) ? search.firstWin(board.isRenju() ? NESTED_LIMIT_RENJU : NESTED_LIMIT) : null;
  }

  /**
   * The moves of the proved win by fours {@code win}, the attacker's and the defender's in turn, up
   * to the attacker's last; null when a defender's move has more than one reply.
   */
  private static int @Nullable [] lineOf(Attack win) {
    List<Integer> line = new ArrayList<>();
    Attack at = win;
    line.add(at.move());
    while (!at.replies().isEmpty()) {
      if (at.replies().size() > 1) {
        return null;
      }
      Map.Entry<Integer, Attack> reply = at.replies().entrySet().iterator().next();
      line.add(reply.getKey());
      at = reply.getValue();
      line.add(at.move());
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
            : block == move
                && board.winningCellCountUpToTwo(defender) == 1
                && board.isLegal(attacker, move);
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
      if (threats == 1 && !board.isLegal(defender, reply)) {
        return Attack.finishing(move); // the defender may not block
      }
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
   * Children for the first {@code count} of {@code moves}, those from {@code threatsFrom} on the
   * attacker's threats that are neither fours nor threes; null, with nothing made and the budget
   * spent, when they would pass the budget. A child whose position the table holds (a
   * transposition: the same marks, reached in another order) is that node, made once and counted
   * once.
   */
  private void make(int[] moves, int count, Node parent, int threatsFrom) {
    boolean attackerMoves = parent.attackerToMove;
    int mover = attackerMoves ? attacker : defender;
    Node[] made = new Node[count];
    long[] keys = this.keys;
    int fresh = 0;
    for (int i = 0; i < count; i++) {
      int threatsLeft = parent.threatsLeft - (attackerMoves && i >= threatsFrom ? 1 : 0);
      long key = (board.hash() ^ ThreatBoard.key(moves[i], mover)) + threatsLeft * KEY_STEP;
      key = key == 0 ? 1 : key;
      Node known = table[slot(key)];
      if (known != null && known.key == key) {
        if (reopened(known)) {
          reopen(known); // made in an earlier iteration, its limit's decisions not reopened yet
        }
        made[i] = known;
        transpositions++;
        continue;
      }
      keys[i] = key;
      fresh++;
    }
    if (!fits(fresh)) {
      return;
    }
    for (int i = 0; i < count; i++) {
      if (made[i] == null) {
        int threatsLeft = parent.threatsLeft - (attackerMoves && i >= threatsFrom ? 1 : 0);
        made[i] = new Node(!attackerMoves, false, threatsLeft, keys[i]);
        made[i].visited = iteration;
        keep(made[i]);
      }
    }
    parent.moves = Arrays.copyOf(moves, count);
    parent.children = made;
  }

  /**
   * Keeps {@code node} in the table, in the place of the node there; first doubles the table when
   * it holds fewer slots than twice the nodes made, up to its most.
   */
  private void keep(Node node) {
    if (table.length < MAX_TABLE_SLOTS && nodes > table.length / 2) {
      Node[] kept = table;
      table = new Node[table.length * 2];
      for (Node old : kept) {
        if (old != null) {
          table[slot(old.key)] = old;
        }
      }
    }
    table[slot(node.key)] = node;
  }

  private int slot(long key) {
    return (int) (key ^ (key >>> 29) ^ (key >>> 47)) & (table.length - 1);
  }

  private static void decide(Node node, boolean proved) {
    node.children = LEAF;
    node.proof = proved ? 0 : INFINITE;
    node.disproof = proved ? INFINITE : 0;
    node.exact = !proved;
  }

  /** Decides the attacker's {@code node} lost within the depth limit, to expand again. */
  private static void limit(Node node) {
    decide(node, false);
    node.exact = false;
    node.limited = true;
  }

  private static Node[] children(Node node) {
    Node[] children = node.children;
    return children == null ? LEAF : children;
  }

  /** The index of a proved child of the attacker's {@code node}, the first; -1 when none is. */
  private static int provedChild(Node node) {
    Node[] children = children(node);
    for (int i = 0; i < children.length; i++) {
      if (children[i].proof == 0) {
        return i;
      }
    }
    return -1;
  }

  /**
   * The attack {@code move} that reaches the proved defender's {@code node}, the board before it.
   * The replies of each node are built once and shared by the attacks that reach it again (a
   * transposition), so that a proof is as large as the part of the search it keeps.
   */
  private Attack attack(Node node, int move) {
    Map<Integer, Attack> replies = proofs.get(node);
    if (replies == null) {
      play(move, attacker);
      replies = Map.copyOf(repliesOf(node));
      undo(move);
      proofs.put(node, replies);
    }
    return new Attack(move, replies);
  }

  /** The proof below a proved attacker's node, the board at that node. */
  private Attack attackOf(Node node) {
    if (node.winningMove >= 0) {
      return Attack.finishing(node.winningMove);
    }

    int proved = provedChild(node);
    if (proved < 0) {
      throw new IllegalStateException("a proved node has no proved move");
    }
    return attack(children(node)[proved], node.moves[proved]);
  }

  /** The replies of a proved defender's node, each with its attack; the board at the node. */
  private Map<Integer, Attack> repliesOf(Node node) {
    Map<Integer, Attack> replies = new HashMap<>();
    Node[] children = children(node);
    for (int i = 0; i < children.length; i++) {
      int move = node.moves[i];
      play(move, defender);
      replies.put(move, attackOf(children[i]));
      undo(move);
    }
    // The replies lost on the spot, found again as expandDefence found them (it keeps none, to keep
    // a node small): only a node reached with no winning cell of the attacker's lists them.
    if (board.winningCellCountUpToTwo(attacker) == 0) {
      Threat threat = threat(node.everyReply);
      for (int reply = 0; threat != null && reply < board.cellCount(); reply++) {
        if (board.isEmpty(reply) && !replies.containsKey(reply) && board.isLegal(defender, reply)) {
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
