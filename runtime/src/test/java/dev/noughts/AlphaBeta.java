package dev.noughts;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * An independent solver for tests of positions with more empty cells than memoized minimax can
 * visit: alpha-beta over win, draw and loss, its bounds remembered in a table of fixed size, then
 * the plies of a won or lost position, searched under a limit that the best line so far sets. It
 * knows the rules and nothing else: a move that makes k in a row wins, and a game that fills the
 * board without one is a draw. Its own lines (every k cells in a row), its own order (nearest the
 * centre first); no threat rules, no symmetry, nothing shared with the {@link Solver}.
 *
 * <p>Under exactly k ({@link Rule#EXACTLY_K}) a move wins when the run of the mover's marks through
 * it, in one of the four directions, is exactly k long, counted cell by cell both ways from the
 * move: its own reading of the rule, sharing nothing with the solver's.
 *
 * <p>A state is the mover's marks and the other player's, as bits (bit {@code r * columns + c} for
 * row r, column c, from 0), so boards of up to 30 cells. Values are the mover's: 1 a win, 0 a draw,
 * -1 a loss.
 */
final class AlphaBeta {
  private static final int MAX_TABLE_BITS = 22; // 4 M entries, 32 MiB

  private final int rows;
  private final int columns;
  private final int winLength;
  private final boolean exactly; // a run longer than k does not win
  private final int cells;
  private final long full;
  private final long[][] linesThrough; // by cell, every k in a row through it
  private final int[] order; // every cell, nearest the centre first

  // key << 4 | (lower + 1) << 2 | (upper + 1); 0 is an empty slot, and the empty board's loss
  // (key 0, both bounds -1) is not kept
  private final int tableBits;
  private final long[] bounds;

  // plies of won and lost states: p > 0 exactly p; p < 0 more than -p
  private final Long2IntOpenHashMap plies = new Long2IntOpenHashMap();

  AlphaBeta(int rows, int columns, int winLength) {
    this(rows, columns, winLength, false);
  }

  /** The oracle of the board, under exactly k when {@code exactly}. */
  AlphaBeta(int rows, int columns, int winLength, boolean exactly) {
    this.rows = rows;
    this.columns = columns;
    this.winLength = winLength;
    this.exactly = exactly;
    cells = rows * columns;
    if (cells > 30) {
      throw new IllegalArgumentException("keys hold two marks of 30 cells at most: " + cells);
    }
    full = (1L << cells) - 1;
    tableBits = Math.min(MAX_TABLE_BITS, cells + 2);
    bounds = new long[1 << tableBits];
    List<List<Long>> through = new ArrayList<>();
    for (int i = 0; i < cells; i++) {
      through.add(new ArrayList<>());
    }
    int[][] steps = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        for (int[] step : steps) {
          int lastRow = r + step[0] * (winLength - 1);
          int lastColumn = c + step[1] * (winLength - 1);
          if (lastRow < rows && lastColumn >= 0 && lastColumn < columns) {
            long line = 0;
            for (int i = 0; i < winLength; i++) {
              line |= 1L << ((r + step[0] * i) * columns + c + step[1] * i);
            }
            for (int i = 0; i < winLength; i++) {
              through.get((r + step[0] * i) * columns + c + step[1] * i).add(line);
            }
          }
        }
      }
    }
    linesThrough = new long[cells][];
    for (int i = 0; i < cells; i++) {
      linesThrough[i] = through.get(i).stream().mapToLong(Long::longValue).toArray();
    }
    double middleRow = (rows - 1) / 2.0;
    double middleColumn = (columns - 1) / 2.0;
    Integer[] byDistance = new Integer[cells];
    Arrays.setAll(byDistance, i -> i);
    Arrays.sort(
        byDistance,
        Comparator.comparingDouble(
            i -> Math.abs(i / columns - middleRow) + Math.abs(i % columns - middleColumn)));
    order = Arrays.stream(byDistance).mapToInt(Integer::intValue).toArray();
  }

  /**
   * Asserts that {@code solver} solves {@code position}, in progress, as alpha-beta does: every
   * move's value and plies, in the order of the legal moves, the value and the plies.
   */
  static void assertSolvesAsAlphaBeta(Solver solver, Position position) {
    OracleSolution.assertSolves(solver, position, solve(position));
  }

  /** Alpha-beta's solution of {@code position}, in progress, on a board of up to 30 cells. */
  static OracleSolution solve(Position position) {
    return new AlphaBeta(
            position.getRowCount(),
            position.getColumnCount(),
            position.getWinLength(),
            position.getRule() == Rule.EXACTLY_K)
        .solution(position);
  }

  /**
   * This oracle's solution of {@code position}, in progress, whose board and rule are this
   * oracle's; what it remembers of other positions of the board serves again.
   */
  OracleSolution solution(Position position) {
    AlphaBeta alphaBeta = this;
    Player mover = position.getNextPlayer();
    if (mover == null) {
      throw new IllegalArgumentException("not a position in progress: " + position);
    }
    long mine = alphaBeta.marks(position, mover);
    long theirs = alphaBeta.marks(position, mover.getOpponent());
    if (alphaBeta.hasLine(mine) || alphaBeta.hasLine(theirs)) { // its own rules, not the verdict's
      throw new IllegalArgumentException("a player has k in a row: " + position);
    }
    List<Solution.Move> moves = new ArrayList<>();
    for (Square square : position.getLegalMoves()) {
      int cell = (square.row() - 1) * position.getColumnCount() + square.column() - 1;
      moves.add(alphaBeta.move(square, cell, mine, theirs, mover));
    }
    int value = alphaBeta.value(mine, theirs);
    int plies = value == 0 ? position.getEmptyCount() : alphaBeta.plies(mine, theirs, value);
    return new OracleSolution(
        value == 0 ? GameValue.DRAW : GameValue.wonBy(value == 1 ? mover : mover.getOpponent()),
        plies,
        moves);
  }

  private long marks(Position position, Player player) {
    long marks = 0;
    int[][] rows = position.toArray();
    int mark = player == Player.X ? 1 : 2;
    for (int r = 0; r < rows.length; r++) {
      for (int c = 0; c < rows[r].length; c++) {
        if (rows[r][c] == mark) {
          marks |= 1L << (r * rows[r].length + c);
        }
      }
    }
    return marks;
  }

  /** The mover's move to {@code cell}, with its value and its plies, this move counted. */
  private Solution.Move move(Square square, int cell, long mine, long theirs, Player mover) {
    if (completes(mine, cell)) {
      return new Solution.Move(square, GameValue.wonBy(mover), 1);
    }
    long next = mine | 1L << cell;
    int theirValue = value(theirs, next);
    if (theirValue == 0) {
      return new Solution.Move(square, GameValue.DRAW, Long.bitCount(full & ~(mine | theirs)));
    }
    Player winner = theirValue == 1 ? mover.getOpponent() : mover;
    return new Solution.Move(square, GameValue.wonBy(winner), 1 + plies(theirs, next, theirValue));
  }

  /** The value of the state to its mover, who has no line yet, nor has the other player. */
  int value(long mine, long theirs) {
    return search(mine, theirs, -1, 1);
  }

  /** The plies to the end of a state the mover wins ({@code value} 1) or loses (-1). */
  int plies(long mine, long theirs, int value) {
    return value == 1 ? winPlies(mine, theirs, cells) : lossPlies(mine, theirs, cells);
  }

  private long key(long mine, long theirs) {
    return mine | theirs << cells;
  }

  private boolean hasLine(long marks) {
    if (exactly) {
      for (long rest = marks; rest != 0; rest &= rest - 1) {
        if (exactRunThrough(marks, Long.numberOfTrailingZeros(rest))) {
          return true;
        }
      }
      return false;
    }
    for (long[] lines : linesThrough) {
      for (long line : lines) {
        if ((marks & line) == line) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether the mover makes k in a row with one of the {@code empty} cells. */
  private boolean winsAtOnce(long mine, long empty) {
    for (long rest = empty; rest != 0; rest &= rest - 1) {
      if (completes(mine, Long.numberOfTrailingZeros(rest))) {
        return true;
      }
    }
    return false;
  }

  private boolean completes(long marks, int cell) {
    long with = marks | 1L << cell;
    if (exactly) {
      return exactRunThrough(with, cell);
    }
    for (long line : linesThrough[cell]) {
      if ((with & line) == line) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code cell} of {@code marks} is in a run of exactly k of them in some direction. */
  private boolean exactRunThrough(long marks, int cell) {
    int row = cell / columns;
    int column = cell % columns;
    int[][] steps = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int[] step : steps) {
      int run = 1;
      for (int sign = -1; sign <= 1; sign += 2) {
        int r = row + sign * step[0];
        int c = column + sign * step[1];
        while (r >= 0
            && r < rows
            && c >= 0
            && c < columns
            && (marks >>> (r * columns + c) & 1) != 0) {
          run++;
          r += sign * step[0];
          c += sign * step[1];
        }
      }
      if (run == winLength) {
        return true;
      }
    }
    return false;
  }

  /** Fail-soft alpha-beta: the value if it lies in (alpha, beta), else a bound beyond. */
  private int search(long mine, long theirs, int alpha, int beta) {
    long empty = full & ~(mine | theirs);
    if (empty == 0) {
      return 0;
    }
    if (winsAtOnce(mine, empty)) {
      return 1;
    }
    long key = key(mine, theirs);
    int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> (64 - tableBits));
    long entry = bounds[slot];
    int lower = -1;
    int upper = 1;
    if (entry != 0 && entry >>> 4 == key) {
      lower = (int) (entry >>> 2 & 3) - 1;
      upper = (int) (entry & 3) - 1;
      if (lower >= beta || lower == upper) {
        return lower;
      }
      if (upper <= alpha) {
        return upper;
      }
      alpha = Math.max(alpha, lower);
      beta = Math.min(beta, upper);
    }
    int best = -1;
    int floor = alpha;
    for (int cell : order) {
      if ((empty >>> cell & 1) != 0) {
        int value = -search(theirs, mine | 1L << cell, -beta, -floor);
        best = Math.max(best, value);
        floor = Math.max(floor, value);
        if (floor >= beta) {
          break;
        }
      }
    }
    if (best <= alpha) {
      upper = best;
    } else if (best >= beta) {
      lower = best;
    } else {
      lower = best;
      upper = best;
    }
    bounds[slot] = key << 4 | (long) (lower + 1) << 2 | (upper + 1);
    return best;
  }

  /** The plies of a won state if at most {@code limit}, else {@code limit + 1}. */
  private int winPlies(long mine, long theirs, int limit) {
    long empty = full & ~(mine | theirs);
    if (winsAtOnce(mine, empty)) {
      return 1;
    }
    if (limit < 3) { // a win that takes more than one ply takes three at least
      return limit + 1;
    }
    long key = key(mine, theirs);
    int known = known(key, limit);
    if (known > 0) {
      return known;
    }
    int best = limit + 1;
    for (int cell : order) {
      long next = mine | 1L << cell;
      if ((empty >>> cell & 1) != 0 && best > 3 && value(theirs, next) == -1) {
        best = Math.min(best, 1 + lossPlies(theirs, next, best - 2));
      }
    }
    return remember(key, best, limit);
  }

  /** The plies of a lost state if at most {@code limit}, else {@code limit + 1}. */
  private int lossPlies(long mine, long theirs, int limit) {
    if (limit < 2) { // the mover moves, then the other player wins at the soonest
      return limit + 1;
    }
    long key = key(mine, theirs);
    int known = known(key, limit);
    if (known > 0) {
      return known;
    }
    long empty = full & ~(mine | theirs);
    int worst = 0;
    for (int cell : order) {
      if ((empty >>> cell & 1) != 0) {
        int plies = 1 + winPlies(theirs, mine | 1L << cell, limit - 1);
        if (plies > limit) {
          return remember(key, plies, limit);
        }
        worst = Math.max(worst, plies);
      }
    }
    return remember(key, worst, limit);
  }

  /** What the plies table says of {@code key} under {@code limit}, or 0 if that is not enough. */
  private int known(long key, int limit) {
    int plies = this.plies.getOrDefault(key, Integer.MIN_VALUE);
    if (plies == Integer.MIN_VALUE) {
      return 0;
    }
    if (plies > 0) {
      return Math.min(plies, limit + 1);
    }
    return -plies >= limit ? limit + 1 : 0;
  }

  private int remember(long key, int plies, int limit) {
    this.plies.put(key, plies <= limit ? plies : -limit);
    return plies;
  }
}
