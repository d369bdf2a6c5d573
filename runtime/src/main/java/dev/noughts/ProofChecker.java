package dev.noughts;

import java.util.Arrays;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Replays a proof against every move of the defender, with rules of its own: written apart from
 * {@link ProofSearch}, {@link ThreatBoard} and {@link ThreatScan}, it shares none of their pruning,
 * and trusts nothing a proof says that it has not played out. It refers to no class of the runtime
 * but {@link Attack}, the proof, which refers to none: ProofCheckerIndependenceTest reads the
 * compiled classes and fails if it does.
 *
 * <p>It knows one shortcut, and it is a fact of the rules, not a pruning: a defender's mark on one
 * cell does not stop an attacker's winning cell elsewhere, because the k in a row that cell would
 * complete is made of attacker marks that are already on the board. So a reply that a proof does
 * not list is answered when the attacker has a winning cell other than the reply.
 *
 * <p>Its rules are told by {@link Rules}: which runs win for each player (k or more, or exactly k),
 * and, under renju, X's forbidden points, found by {@link ProofCheckerFouls} from the RIF
 * definitions, its own: an attack of X's onto one is refused, and a reply of X's onto one loses (a
 * foul), listed or not.
 */
final class ProofChecker {
  // The code of the cells around the board: neither player's (1 or 2).
  static final int BORDER = 4;

  // The board with a border of one cell all round, row by row: cell (row, column) at (row + 1) *
  // width + column + 1. Changed while checking, restored (with the counts) before each method
  // returns.
  private final int[] board;
  private final int rows;
  private final int columns;
  private final int width; // columns + 2
  private final int[] steps; // along a row, a column, a diagonal, an anti-diagonal
  // The cells where a mark may make k in a row, kept by place and remove as the replay plays its
  // moves (not the scan's one-cell probes): the scan probes only those.
  private final ProofCheckerNearMarks near;
  private int emptyCount; // kept by place and remove
  private final int winLength;
  private final int attacker;
  private final int defender;
  // The moves played out so far, in order, each as its place on the board times 4 plus its mark.
  private final int[] played;
  private int playedCount;
  // The lists of two replies or more found to lose, by identity, each with the positions where they
  // do (the moves played out before them, sorted): a prover may share one list of replies between
  // the orders of moves that reach the same position, and it is then checked once a position, not
  // once a path.
  // Made at the first such list: a win by fours has none.
  private @Nullable Map<Map<Integer, Attack>, Set<String>> checked;
  private final Rules rules;
  private final ProofCheckerFouls fouls;

  /**
   * Which runs win and which moves are fouls: {@code xExactly} (or {@code oExactly}) when only a
   * run of exactly k wins for X (or O), a longer one not; {@code xForbidden} when X may not move
   * onto a forbidden point of renju (15 x 15, k = 5) unless it makes five, on pain of losing.
   */
  record Rules(boolean xExactly, boolean oExactly, boolean xForbidden) {
    /** k or more in a row wins for both, every empty cell a legal move. */
    static final Rules FREE_STYLE = new Rules(false, false, false);
  }

  /** A checker for {@code attacker} (1 for X, 2 for O) on a copy of {@code cells}, free-style. */
  ProofChecker(int[][] cells, int winLength, int attacker) {
    this(cells, winLength, attacker, Rules.FREE_STYLE);
  }

  /**
   * A checker for {@code attacker} (1 for X, 2 for O) on a copy of {@code cells}, under {@code
   * rules}.
   *
   * @param cells the position, row by row, codes 0 empty, 1 X, 2 O; not changed
   */
  ProofChecker(int[][] cells, int winLength, int attacker, Rules rules) {
    this.rows = cells.length;
    this.columns = cells[0].length;
    this.width = columns + 2;
    this.board = new int[(rows + 2) * width];
    Arrays.fill(board, BORDER);
    for (int row = 0; row < rows; row++) {
      int first = (row + 1) * width + 1;
      System.arraycopy(cells[row], 0, board, first, columns);
      for (int at = first; at < first + columns; at++) {
        if (board[at] == 0) {
          emptyCount++;
        }
      }
    }
    this.steps = new int[] {1, width, width + 1, width - 1};
    this.winLength = winLength;
    this.attacker = attacker;
    this.defender = 3 - attacker;
    this.near = new ProofCheckerNearMarks(board, steps, winLength);
    this.played = new int[rows * columns];
    this.rules = rules;
    this.fouls = new ProofCheckerFouls(board, steps);
  }

  /** Whether {@code attack}, played with the attacker to move, wins against every defence. */
  boolean attackWins(Attack attack) {
    if (attack.move() < 0 || attack.move() >= rows * columns) {
      return false;
    }
    int at = at(attack.move());
    if (board[at] != 0 || isFoul(attacker, at)) {
      return false;
    }
    if (makesRowWith(at, attacker)) {
      return true;
    }
    place(at, attacker);
    try {
      return everyReplyLoses(attack.replies());
    } finally {
      remove(at, attacker);
    }
  }

  /**
   * Whether every move of the defender, who is to move, loses: a listed reply to the attack listed
   * with it, any other to a winning cell of the attacker's.
   */
  boolean everyReplyLoses(Map<Integer, Attack> replies) {
    if (replies.size() < 2) {
      return repliesLose(replies); // a chain of single replies is walked once from each list above
    }
    String position = position();
    if (checked == null) {
      checked = new IdentityHashMap<>();
    }
    Set<String> where = checked.computeIfAbsent(replies, r -> new HashSet<>());
    if (where.contains(position)) {
      return true;
    }
    boolean lose = repliesLose(replies);
    if (lose) {
      where.add(position);
    }
    return lose;
  }

  /** The moves played out, sorted: the position, since the board was that of the constructor. */
  private String position() {
    int[] moves = Arrays.copyOf(played, playedCount);
    Arrays.sort(moves);
    StringBuilder position = new StringBuilder(moves.length);
    for (int move : moves) {
      position.append((char) move);
    }
    return position.toString();
  }

  private boolean repliesLose(Map<Integer, Attack> replies) {
    int winningCells = 0;
    int firstWinningCell = -1;
    for (int at = near.nextMayWin(width);
        at >= 0 && at < board.length - width;
        at = near.nextMayWin(at + 1)) {
      int marks = near.mayWin(at);
      if (board[at] != 0) {
        continue;
      }
      if ((marks & defender) != 0 && makesRowWith(at, defender)) {
        return false; // the defender wins with this reply
      }
      if ((marks & attacker) != 0 && makesRowWith(at, attacker)) {
        winningCells++;
        firstWinningCell = firstWinningCell < 0 ? at : firstWinningCell;
      }
    }
    if (emptyCount == 0) {
      return false; // a draw
    }
    // Every listed reply on an empty cell must lose to its attack ...
    int listed = 0;
    boolean winningCellListed = false;
    for (Map.Entry<Integer, Attack> reply : replies.entrySet()) {
      int cell = reply.getKey();
      if (cell < 0 || cell >= rows * columns || board[at(cell)] != 0) {
        continue; // not a move the defender has
      }
      listed++;
      winningCellListed |= at(cell) == firstWinningCell;
      if (isFoul(defender, at(cell))) {
        continue; // it loses, whatever is listed after it
      }
      place(at(cell), defender);
      try {
        if (!attackWins(reply.getValue())) {
          return false;
        }
      } finally {
        remove(at(cell), defender);
      }
    }
    // ... and every other to a winning cell of the attacker's other than itself, or be a foul.
    boolean everyMoveListed = listed == emptyCount;
    if (everyMoveListed || winningCells >= 2 || (winningCells == 1 && winningCellListed)) {
      return true;
    }
    if (!(defender == 1 && rules.xForbidden())) {
      return false;
    }
    for (int at = width; at < board.length - width; at++) {
      if (board[at] == 0
          && (winningCells == 0 || at == firstWinningCell)
          && !replies.containsKey(cell(at))
          && !fouls.isForbidden(at)) {
        return false;
      }
    }
    return true;
  }

  /** Whether only a run of exactly k wins for {@code mark}'s player, by the {@link Rules}. */
  private boolean onlyExactly(int mark) {
    return mark == 1 ? rules.xExactly() : rules.oExactly();
  }

  /**
   * Whether {@code player}'s move onto the empty {@code at} is a foul: X's onto a forbidden point.
   */
  private boolean isFoul(int player, int at) {
    return player == 1 && rules.xForbidden() && fouls.isForbidden(at);
  }

  /**
   * Whether {@code mark} on the empty {@code at} would be in a winning run: a probe, the mark taken
   * off at once; nothing it reads is kept by the counts.
   */
  private boolean makesRowWith(int at, int mark) {
    board[at] = mark;
    boolean row = makesRow(at);
    board[at] = 0;
    return row;
  }

  /**
   * Whether the mark at {@code at} is in a winning run: k or more of its kind in a row, or exactly
   * k where the {@link Rules} say so.
   */
  private boolean makesRow(int at) {
    int mark = board[at];
    for (int step : steps) {
      int count = 1;
      for (int next = at + step; board[next] == mark; next += step) {
        count++;
      }
      for (int next = at - step; board[next] == mark; next -= step) {
        count++;
      }
      if (count >= winLength && (count == winLength || !onlyExactly(mark))) {
        return true;
      }
    }
    return false;
  }

  /** Puts {@code mark} on the empty cell {@code at}, a move played out. */
  private void place(int at, int mark) {
    board[at] = mark;
    played[playedCount++] = at * 4 + mark;
    emptyCount--;
    near.add(at, mark);
  }

  /** Takes {@code mark} off {@code at}, as {@link #place} put it. */
  private void remove(int at, int mark) {
    board[at] = 0;
    playedCount--;
    emptyCount++;
    near.remove(at, mark);
  }

  /** Where the cell {@code row * columns + column} of a proof is on the bordered board. */
  private int at(int cell) {
    return (cell / columns + 1) * width + cell % columns + 1;
  }

  /** The cell of a proof at {@code at} on the bordered board. */
  private int cell(int at) {
    return (at / width - 1) * columns + at % width - 1;
  }
}
