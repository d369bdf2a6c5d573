package dev.noughts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Solves positions: how the game ends under perfect play, in how many moves, which moves keep that
 * ending, and what every legal move leads to. Every position of every board of at most {@value
 * #MAX_BOARD_CELLS} cells (5 x 5, 4 x 6, 3 x 8 ... 1 x 25, any win length), every position of a
 * larger board with at most {@value #ALWAYS_SOLVED_EMPTY_CELLS} empty cells (its endgames), and one
 * with up to {@value #MAX_EMPTY_CELLS} empty cells when it solves within the solver's {@linkplain
 * #getBudget() node budget}.
 *
 * <pre>{@code
 * Solver solver = new Solver();
 * Solution solution = solver.solve(Position.of("X - - / - O - / - - X"));
 * solution.value();     // DRAW
 * solution.bestMoves(); // [(1,2), (2,1), (2,3), (3,2)]: a corner loses
 * }</pre>
 *
 * <p><b>Rules.</b> A position under {@link Rule#EXACTLY_K} is solved by that rule: a move wins when
 * it makes a run of exactly k, and a longer run wins for neither player and plays on; the limits
 * below are the same. Renju is refused: it is defined on 15 x 15 only.
 *
 * <p><b>Budget.</b> A position of a board of more than {@value #MAX_BOARD_CELLS} cells with more
 * than {@value #ALWAYS_SOLVED_EMPTY_CELLS} and at most {@value #MAX_EMPTY_CELLS} empty cells is
 * searched for at most the solver's node budget ({@value #DEFAULT_BUDGET} unless given): when the
 * search needs more, {@link #solve} refuses it with {@link Unsolvable.BudgetSpent}. The budget
 * counts positions searched, never time, so whether a position solves depends only on the position
 * and the budget, on any machine. No other position counts against it.
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
 * endgame of a larger board, or a position of a board of 17 to 25 cells) is solved with a table of
 * its own, at most 16 MiB (12 MiB with more than 25 empty cells, whose entries keep both players'
 * marks whole), freed when {@code solve} returns: one for each such call in progress. So a solver
 * holds at most 32 MiB between calls, and 32 MiB plus up to 16 MiB for each call in progress on a
 * larger board. The solutions of all 5,478 legal 3 x 3 positions are worked out once per JVM, on
 * first use, and shared (about 1 MiB). The empty 4 x 4 board and the empty 5 x 5 board with four to
 * win each solve within {@code -Xmx128m}.
 *
 * <p><b>Time.</b> Every position of a board of up to 25 cells is solved exactly, whatever it takes:
 * the budget does not apply. Positions of 5 x 5 with 20 empty cells, and the empty 5 x 5 board with
 * four to win, take from milliseconds to about a second (docs/PERFORMANCE.md has the figures).
 *
 * @since 0.1.0
 */
public final class Solver {
  /**
   * The most empty cells a position in progress may have to be solved when its board has more than
   * {@value #MAX_BOARD_CELLS} cells: beyond {@value #ALWAYS_SOLVED_EMPTY_CELLS}, only within the
   * {@linkplain #getBudget() node budget}.
   */
  public static final int MAX_EMPTY_CELLS = BitGame.MAX_CELLS;

  /**
   * The most empty cells a position in progress of a board of more than {@value #MAX_BOARD_CELLS}
   * cells may have to be solved whatever the budget.
   */
  public static final int ALWAYS_SOLVED_EMPTY_CELLS = 16;

  /**
   * The most cells of a board every position of which solves, however many cells are empty: 25,
   * such as 5 x 5, 4 x 6 or 1 x 25, with any win length.
   */
  public static final int MAX_BOARD_CELLS = 25;

  /**
   * The node budget of {@link #Solver()}: 2,000,000 positions searched (docs/PERFORMANCE.md has the
   * time it takes).
   */
  public static final long DEFAULT_BUDGET = 2_000_000;

  /** The solver {@link #shared()} gives; its tables are made when it first solves. */
  private static final Solver SHARED = new Solver();

  /** Slots of the table as a power of 2: 2^21 slots of 8 bytes, 16 MiB. */
  static final int TABLE_BITS = 21;

  /** The most slots of a {@link WideTable} as a power of 2: 2^19 slots of 24 bytes, 12 MiB. */
  static final int WIDE_TABLE_BITS = 19;

  private volatile @Nullable TranspositionTable table; // 4 x 4 positions; made on first use

  // The positions of every board of at most 16 cells with a win length; made on first use.
  private volatile @Nullable TranspositionTable kindTable;

  private int tablesKept; // tables made to be kept, guarded by this

  private final long budget;

  /** A solver that remembers nothing yet, with a node budget of {@value #DEFAULT_BUDGET}. */
  public Solver() {
    this(DEFAULT_BUDGET);
  }

  /**
   * A solver that remembers nothing yet, and searches a position of a board of more than {@value
   * #MAX_BOARD_CELLS} cells with more than {@value #ALWAYS_SOLVED_EMPTY_CELLS} empty cells for at
   * most {@code budget} positions.
   *
   * @throws IllegalArgumentException when {@code budget} is less than 1
   */
  public Solver(long budget) {
    if (budget < 1) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "a node budget of %,d searches nothing: give 1 or more (the default is %,d)",
              budget,
              DEFAULT_BUDGET));
    }
    this.budget = budget;
  }

  /**
   * The one solver noughts shares: with the {@linkplain #DEFAULT_BUDGET default budget}, the same
   * instance on every call, for the life of the JVM. noughts' test support (the Truth subject, the
   * kotest matchers, the engine sweep, Kotlin's {@code position.solve()}) solves with it, so that
   * its tables (32 MiB at most between calls, see above) exist once however many of them a test run
   * uses; solve with it too, from any number of threads, rather than make a solver of your own that
   * would hold tables of its own. Make one ({@link #Solver(long)}) for another budget.
   *
   * @since 0.1.0
   */
  public static Solver shared() {
    return SHARED;
  }

  /**
   * The most positions this solver searches for a position of a board of more than {@value
   * #MAX_BOARD_CELLS} cells with more than {@value #ALWAYS_SOLVED_EMPTY_CELLS} and at most {@value
   * #MAX_EMPTY_CELLS} empty cells.
   */
  public long getBudget() {
    return budget;
  }

  /**
   * Solves {@code position}. A finished game solves to its result with 0 plies and no moves.
   *
   * @throws UnsolvableException when the position is impossible (the message gives every reason),
   *     or when it is not over, its board has more than {@value #MAX_BOARD_CELLS} cells and it has
   *     more than {@value #MAX_EMPTY_CELLS} empty cells, or more than {@value
   *     #ALWAYS_SOLVED_EMPTY_CELLS} and the search needs more than the {@linkplain #getBudget()
   *     node budget}; {@link UnsolvableException#getReason()} says which
   * @throws IllegalArgumentException when the position is judged by {@link Rule#RENJU}: renju is
   *     defined on 15 x 15 only, a board the solver does not play (its forbidden points are not
   *     searched). Under {@link Rule#EXACTLY_K} it solves as under free-style, a run longer than k
   *     winning for neither player.
   */
  public Solution solve(Position position) {
    if (position.getRule() == Rule.RENJU) {
      throw new IllegalArgumentException(
          "the solver does not play renju: renju is defined on 15 x 15 only, and the solver plays"
              + " boards of up to 25 cells (and endgames of larger ones) by free-style or exactly"
              + " k; solve position.withRule(Rule.EXACTLY_K) for exactly five without renju's"
              + " forbidden points");
    }
    Verdict verdict = position.getVerdict();
    Unsolvable unsolvable = whyUnsolvable(position, verdict);
    if (unsolvable != null) {
      throw new UnsolvableException(position, unsolvable);
    }
    if (verdict instanceof Verdict.Win win) {
      return finished(GameValue.wonBy(win.winner()));
    }
    if (verdict instanceof Verdict.Draw) {
      return finished(GameValue.DRAW);
    }
    int cells = position.getRowCount() * position.getColumnCount();
    if (position.isClassic() && cells == 9) {
      return ClassicSolutions.of(position);
    }
    if (position.isClassic() && cells == 16) {
      return search(position, wholeBoard(position), wholeBoardTable());
    }
    if (cells <= 16) {
      return search(position, wholeBoard(position), kindTable(position));
    }
    boolean exactly = position.byRule(); // exactly k; renju was refused above
    int empty = position.getEmptyCount();
    if (cells <= MAX_BOARD_CELLS && empty > ALWAYS_SOLVED_EMPTY_CELLS) {
      return search(position, wholeBoard(position), new TranspositionTable(tableBits(empty)));
    }
    BitGame endgame = BitGame.emptyCells(position.toArray(), position.getWinLength(), exactly);
    if (empty <= ALWAYS_SOLVED_EMPTY_CELLS) {
      return search(position, endgameSearch(endgame, Long.MAX_VALUE));
    }
    try {
      return search(position, endgameSearch(endgame, budget));
    } catch (Search.OutOfNodes spent) {
      throw new UnsolvableException(position, new Unsolvable.BudgetSpent(empty, budget));
    }
  }

  /**
   * Why {@link #solve} refuses {@code position} before searching it, or empty when it searches it:
   * the position is {@linkplain Unsolvable.Impossible impossible}, or it is not over, has more than
   * {@value #MAX_EMPTY_CELLS} empty cells and its board more than {@value #MAX_BOARD_CELLS} cells
   * ({@link Unsolvable.TooManyEmptyCells}). Whether it is over is decided by its {@link
   * Position#getVerdict() verdict}. A position it passes always solves unless its board has more
   * than {@value #MAX_BOARD_CELLS} cells and it has more than {@value #ALWAYS_SOLVED_EMPTY_CELLS}
   * empty cells: then only the search can tell whether the budget covers it ({@link
   * Unsolvable.BudgetSpent}).
   */
  public static Optional<Unsolvable> whyUnsolvable(Position position) {
    return Optional.ofNullable(whyUnsolvable(position, position.getVerdict()));
  }

  private static @Nullable Unsolvable whyUnsolvable(Position position, Verdict verdict) {
    if (verdict instanceof Verdict.Impossible impossible) {
      return new Unsolvable.Impossible(impossible);
    }
    int empty = position.getEmptyCount();
    if (verdict instanceof Verdict.InProgress
        && empty > MAX_EMPTY_CELLS
        && position.getRowCount() * position.getColumnCount() > MAX_BOARD_CELLS) {
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
    // Each side at most 16, so 4 bits each for side - 1 and winLength - 1, and one for the rule:
    // 1 to 8,192.
    int kind =
        (position.byRule() ? 1 << 12 : 0)
            | (position.getRowCount() - 1) << 8
            | (position.getColumnCount() - 1) << 4
            | (position.getWinLength() - 1);
    return current.forGame(kind + 1);
  }

  /** How many tables this solver has made to keep (not those of one call): at most 2. */
  synchronized int tablesKept() {
    return tablesKept;
  }

  /**
   * The game of the whole board of {@code position}, under its rule: its symmetries key its
   * positions.
   */
  private static BitGame wholeBoard(Position position) {
    return position.isClassic()
        ? BitGame.wholeBoard(position.getRowCount())
        : BitGame.wholeBoard(
            position.getRowCount(),
            position.getColumnCount(),
            position.getWinLength(),
            position.byRule());
  }

  /**
   * Solves a position that is in progress by searching every legal move to the end.
   *
   * @param game the whole board's game, or the game on the position's empty cells
   * @param table the table of {@code game}'s positions
   */
  static Solution search(Position position, BitGame game, TranspositionTable table) {
    return search(position, new Search(game, table));
  }

  /**
   * A search of {@code endgame}, the game on the empty cells of a position, in a table of its own
   * (a {@link WideTable} when the game is {@linkplain BitGame#wide wide}), that starts at most
   * {@code nodes} searches of a position.
   */
  private static Search endgameSearch(BitGame endgame, long nodes) {
    return endgame.wide
        ? new Search(endgame, new WideTable(WIDE_TABLE_BITS), nodes)
        : new Search(endgame, new TranspositionTable(tableBits(endgame.squares.length)), nodes);
  }

  /**
   * Solves a position that is in progress by searching every legal move to the end with {@code
   * search}, whose game is the whole board's or the game on the position's empty cells.
   *
   * @throws Search.OutOfNodes when the search has a limit and needs more
   */
  static Solution search(Position position, Search search) {
    BitGame game = search.game();
    int[][] cells = position.toArray();
    boolean xToMove = position.getNextPlayer() == Player.X;
    int mover = xToMove ? 1 : 2;
    long me = 0;
    long them = 0;
    for (int i = 0; i < game.squares.length; i++) {
      int code = cells[game.squares[i].row() - 1][game.squares[i].column() - 1];
      me |= code == mover ? 1L << i : 0;
      them |= code != 0 && code != mover ? 1L << i : 0;
    }
    int marks = Long.bitCount(me | them); // a game on the empty cells starts with none
    long[] myLines = xToMove ? game.xLines : game.oLines;
    long[] myEnds = xToMove ? game.xEnds : game.oEnds;
    Player player = xToMove ? Player.X : Player.O;
    List<Solution.Move> moves = new ArrayList<>();
    int bestScore = -Search.INFINITY;
    int[] scores = new int[game.squares.length];
    for (int i = 0; i < game.squares.length; i++) {
      long bit = 1L << i;
      if (((me | them) & bit) != 0) {
        continue;
      }
      boolean wins =
          game.exactly
              ? BitGame.hasExactLine(me | bit, myLines, myEnds)
              : BitGame.hasLine(me | bit, myLines);
      int score =
          wins ? Search.WIN - (marks + 1) : -search.exact(them, me | bit, !xToMove, marks + 1);
      scores[i] = score;
      bestScore = Math.max(bestScore, score);
    }
    GameValue value = valueOf(bestScore, player);
    List<Square> bestMoves = new ArrayList<>();
    int empty = position.getEmptyCount();
    for (int i = 0; i < game.squares.length; i++) {
      if (((me | them) & (1L << i)) != 0) {
        continue;
      }
      GameValue moveValue = valueOf(scores[i], player);
      moves.add(new Solution.Move(game.squares[i], moveValue, plies(scores[i], marks, empty)));
      if (moveValue == value) {
        bestMoves.add(game.squares[i]);
      }
    }
    return new Solution(value, plies(bestScore, marks, empty), bestMoves, moves);
  }

  /**
   * The size of a table of its own for a game of {@code cells} empty cells: about one slot for each
   * of its 3^cells states, at most the shared table's size (2^{@value #TABLE_BITS} slots from 12
   * cells on).
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
