package dev.noughts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Solves positions: how the game ends under perfect play, in how many moves, which moves keep that
 * ending, and what every legal move leads to. For positions with at most {@value #MAX_EMPTY_CELLS}
 * empty cells: every board up to 4 x 4, and endgames of larger boards.
 *
 * <pre>{@code
 * Solver solver = new Solver();
 * Solution solution = solver.solve(Position.of("X - - / - O - / - - X"));
 * solution.value();     // DRAW
 * solution.bestMoves(); // [(1,2), (2,1), (2,3), (3,2)]: a corner loses
 * }</pre>
 *
 * <p><b>Threads.</b> A solver may be shared by any number of threads; what it remembers is kept in
 * a lock-free table whose every entry is true of its position.
 *
 * <p><b>Memory.</b> Each solver remembers 4 x 4 positions in one table of 2^21 slots (16 MiB), made
 * the first time it solves one, kept as long as the solver is, and never larger: when it is full,
 * new positions replace old ones. Boards of at most 16 cells with a win length (such as 4 x 4 with
 * three to win) share a second such table, at most 16 MiB for every kind (rows, columns, win
 * length) together, however many threads solve boards of however many kinds at once: each kind
 * reads only its own entries, and kinds push each other's out. A position of another size (the
 * endgame of a larger board) is solved with a table of its own, at most 16 MiB, freed when {@code
 * solve} returns: one for each such call in progress. So a solver holds at most 32 MiB between
 * calls, and 32 MiB plus 16 MiB for each call in progress on a larger board's endgame. The
 * solutions of all 5,478 legal 3 x 3 positions are worked out once per JVM, on first use, and
 * shared (about 1 MiB). The empty 4 x 4 board solves within {@code -Xmx256m}.
 *
 * @since 0.1.0
 */
public final class Solver {
  /** The most empty cells a position that is not over may have to be solved. */
  public static final int MAX_EMPTY_CELLS = 16;

  /** Slots of the table as a power of 2: 2^21 slots of 8 bytes, 16 MiB. */
  static final int TABLE_BITS = 21;

  private volatile @Nullable TranspositionTable table; // 4 x 4 positions; made on first use

  // The positions of every board of at most 16 cells with a win length; made on first use.
  private volatile @Nullable TranspositionTable kindTable;

  private int tablesKept; // tables made to be kept, guarded by this

  /** A solver that remembers nothing yet. */
  public Solver() {}

  /**
   * Solves {@code position}. A finished game solves to its result with 0 plies and no moves.
   *
   * @throws IllegalArgumentException when the position is impossible (the message gives every
   *     reason), or when it is not over and has more than {@value #MAX_EMPTY_CELLS} empty cells
   */
  public Solution solve(Position position) {
    Verdict verdict = position.getVerdict();
    Unsolvable unsolvable = whyUnsolvable(position, verdict);
    if (unsolvable != null) {
      String what =
          position.getRowCount() <= 8 && position.getColumnCount() <= 8
              ? position.toString()
              : "a " + position.getRowCount() + " x " + position.getColumnCount() + " position";
      throw new IllegalArgumentException("cannot solve " + what + ": " + unsolvable.message());
    }
    if (verdict instanceof Verdict.Win win) {
      return finished(GameValue.wonBy(win.winner()));
    }
    if (verdict instanceof Verdict.Draw) {
      return finished(GameValue.DRAW);
    }
    if (!position.isClassic()) {
      boolean small = position.getRowCount() * position.getColumnCount() <= 16;
      return search(position, small ? kindTable(position) : null);
    }
    return switch (position.getRowCount()) {
      case 3 -> ClassicSolutions.of(position);
      case 4 -> search(position, wholeBoardTable());
      default -> search(position, null);
    };
  }

  /**
   * Why {@link #solve} refuses {@code position}, or empty when it solves it: the position is
   * {@linkplain Unsolvable.Impossible impossible}, or it is not over and has more than {@value
   * #MAX_EMPTY_CELLS} empty cells ({@link Unsolvable.TooManyEmptyCells}). Whether it is over is
   * decided by its {@link Position#getVerdict() verdict}. The message of {@code solve}'s exception
   * ends with the reason's {@link Unsolvable#message() message}.
   */
  public static Optional<Unsolvable> whyUnsolvable(Position position) {
    return Optional.ofNullable(whyUnsolvable(position, position.getVerdict()));
  }

  private static @Nullable Unsolvable whyUnsolvable(Position position, Verdict verdict) {
    if (verdict instanceof Verdict.Impossible impossible) {
      return new Unsolvable.Impossible(impossible);
    }
    int empty = position.getEmptyCount();
    if (verdict instanceof Verdict.InProgress && empty > MAX_EMPTY_CELLS) {
      return new Unsolvable.TooManyEmptyCells(empty);
    }
    return null;
  }

  private static Solution finished(GameValue value) {
    return new Solution(value, 0, List.of(), List.of());
  }

  private TranspositionTable wholeBoardTable() {
    TranspositionTable current = table;
    if (current == null) {
      synchronized (this) {
        current = table;
        if (current == null) {
          current = new TranspositionTable(TABLE_BITS);
          tablesKept++;
          table = current;
        }
      }
    }
    return current;
  }

  /**
   * The table of the positions of boards like {@code position} (rows, columns, win length), at most
   * 16 cells: the view for its kind of the one table all kinds share.
   */
  private TranspositionTable kindTable(Position position) {
    TranspositionTable current = kindTable;
    if (current == null) {
      synchronized (this) {
        current = kindTable;
        if (current == null) {
          current = new TranspositionTable(TABLE_BITS);
          tablesKept++;
          kindTable = current;
        }
      }
    }
    // Each side at most 16, so 4 bits each for side - 1 and winLength - 1: 1 to 4,096.
    int kind =
        (position.getRowCount() - 1) << 8
            | (position.getColumnCount() - 1) << 4
            | (position.getWinLength() - 1);
    return current.forGame(kind + 1);
  }

  /** How many tables this solver has made to keep (not those of one call): at most 2. */
  synchronized int tablesKept() {
    return tablesKept;
  }

  /**
   * Solves a position that is in progress by searching every legal move to the end.
   *
   * @param shared the table of the whole board's game, for a board of at most 16 cells (for a
   *     classic board, up to 4 x 4) whose positions are all keyed alike; null to solve the game of
   *     the position's empty cells with a table of its own
   */
  static Solution search(Position position, @Nullable TranspositionTable shared) {
    int[][] cells = position.toArray();
    int rows = cells.length;
    int size = cells[0].length; // the number of columns: cell i is at (i / size, i % size)
    boolean xToMove = position.getNextPlayer() == Player.X;
    BitGame game;
    TranspositionTable table;
    int me = 0;
    int them = 0;
    int marks;
    if (shared != null) {
      game =
          position.isClassic()
              ? BitGame.wholeBoard(size)
              : BitGame.wholeBoard(rows, size, position.getWinLength());
      table = shared;
      for (int i = 0; i < rows * size; i++) {
        int code = cells[i / size][i % size];
        int mover = xToMove ? 1 : 2;
        me |= code == mover ? 1 << i : 0;
        them |= code != 0 && code != mover ? 1 << i : 0;
      }
      marks = position.getXCount() + position.getOCount();
    } else {
      game = BitGame.emptyCells(cells, position.getWinLength());
      table = new TranspositionTable(tableBits(game.squares.length));
      marks = 0;
    }
    Search search = new Search(game, table);
    long[] myLines = xToMove ? game.xLines : game.oLines;
    Player mover = xToMove ? Player.X : Player.O;
    List<Solution.Move> moves = new ArrayList<>();
    int bestScore = -Search.INFINITY;
    int[] scores = new int[game.squares.length];
    for (int i = 0; i < game.squares.length; i++) {
      int bit = 1 << i;
      if (((me | them) & bit) != 0) {
        continue;
      }
      int score =
          BitGame.hasLine(me | bit, myLines)
              ? Search.WIN - (marks + 1)
              : -search.exact(them, me | bit, !xToMove, marks + 1);
      scores[i] = score;
      bestScore = Math.max(bestScore, score);
    }
    GameValue value = valueOf(bestScore, mover);
    List<Square> bestMoves = new ArrayList<>();
    int empty = position.getEmptyCount();
    for (int i = 0; i < game.squares.length; i++) {
      if (((me | them) & (1 << i)) != 0) {
        continue;
      }
      GameValue moveValue = valueOf(scores[i], mover);
      moves.add(new Solution.Move(game.squares[i], moveValue, plies(scores[i], marks, empty)));
      if (moveValue == value) {
        bestMoves.add(game.squares[i]);
      }
    }
    return new Solution(value, plies(bestScore, marks, empty), bestMoves, moves);
  }

  /**
   * The size of a table of its own for a game of {@code cells} empty cells: about one slot for each
   * of its 3^cells states, at most the shared table's size.
   */
  private static int tableBits(int cells) {
    int bits = (int) Math.ceil(cells * 1.585) + 1;
    return Math.max(4, Math.min(TABLE_BITS, bits));
  }

  private static GameValue valueOf(int score, Player mover) {
    if (score == 0) {
      return GameValue.DRAW;
    }
    return GameValue.wonBy(score > 0 ? mover : mover.getOpponent());
  }

  /** The plies from a position with {@code marks} marks and {@code empty} empty cells. */
  private static int plies(int score, int marks, int empty) {
    return score == 0 ? empty : Search.WIN - Math.abs(score) - marks;
  }
}
