package dev.noughts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * A game of at most {@value #MAX_CELLS} cells as bitboards, for the {@link Solver}: bit {@code i}
 * stands for {@link #squares}{@code [i]}, and each player wins by filling every bit of one of their
 * line masks. {@link BitPerft} counts with the same line tests ({@link #hasLine}, {@link
 * #winningCells}, {@link #liveCells}).
 *
 * <p>Two kinds. A whole board of up to 25 cells (5 x 5) has one bit per cell, row-major, and both
 * players have every line; its states are positions of that board, so one table serves every
 * position of the size, and its symmetries can be used. Any board with at most {@value #MAX_CELLS}
 * empty cells can also become a game on those cells alone: a line that holds both players' marks is
 * dead, and a line that holds only one player's marks is a mask of its empty cells for that player.
 *
 * <p>A state of a game of up to 25 cells has a key ({@link #key}): X's marks in its low bits and
 * O's from bit 16, or from bit {@code n} for a game of {@code n} cells, 17 to 25: below 2^32 up to
 * 16 cells, else below 2^50. A game of 26 to {@value #MAX_CELLS} cells is {@link #wide}: its states
 * are remembered by both masks whole ({@link WideTable}).
 *
 * <p>The lines are the rows, the columns, the diagonal from (1,1) and the anti-diagonal from (1,n),
 * as {@link Referee} judges them; with a win length k that is not the size of a square board, every
 * k cells in a row, a column or a diagonal of either direction (a longer run holds k such cells, so
 * filling one of them is winning), as {@link RunReferee} judges them. The tests check they agree on
 * every reachable position.
 */
final class BitGame {
  /** The most cells of a game: one bit each in a {@code long}. */
  static final int MAX_CELLS = 64;

  private static final BitGame[] WHOLE_BOARDS = new BitGame[6]; // by size, made on first use

  private static final Map<Integer, BitGame> KINDS = new ConcurrentHashMap<>(); // with a win length

  /** The board's squares, by bit. */
  final Square[] squares;

  /** Every bit of the game. */
  final long full;

  /** The masks X wins by filling. */
  final long[] xLines;

  /** The masks O wins by filling. */
  final long[] oLines;

  /**
   * Whether a line wins only when it is a run of exactly its length ({@link Rule#EXACTLY_K}): the
   * player's marks fill it and neither cell just beyond it ({@link #xEnds}, {@link #oEnds}) is
   * theirs. False for free-style, where the ends are never read.
   */
  final boolean exactly;

  /**
   * By line of {@link #xLines}, the bits of the game just beyond its two ends in its row, column or
   * diagonal (none off the board or where O has a mark): a line is X's exact run only while X holds
   * neither. Empty masks for free-style.
   */
  final long[] xEnds;

  /** As {@link #xEnds}, for {@link #oLines}. */
  final long[] oEnds;

  /** The bits, cells on more lines first: the search's order where its weights tie. */
  final long[] order;

  /** For whole boards, the board's symmetries on bits; null for games on empty cells. */
  final @Nullable BitSymmetries symmetries;

  /** More cells than two masks hold in a {@link #key}: states are kept in a {@link WideTable}. */
  final boolean wide;

  private final int keyShift; // where O's marks start in a key

  private BitGame(
      Square[] squares, long[] xLines, long[] oLines, @Nullable BitSymmetries symmetries) {
    this(
        squares,
        false,
        xLines,
        new long[xLines.length],
        oLines,
        new long[oLines.length],
        symmetries);
  }

  private BitGame(
      Square[] squares,
      boolean exactly,
      long[] xLines,
      long[] xEnds,
      long[] oLines,
      long[] oEnds,
      @Nullable BitSymmetries symmetries) {
    this.squares = squares;
    this.full = squares.length == Long.SIZE ? -1L : (1L << squares.length) - 1;
    this.exactly = exactly;
    this.xLines = xLines;
    this.xEnds = xEnds;
    this.oLines = oLines;
    this.oEnds = oEnds;
    this.symmetries = symmetries;
    this.order = order(squares.length, xLines, oLines);
    this.keyShift = BitSymmetries.keyShift(squares.length);
    this.wide = squares.length > BitSymmetries.MAX_CELLS;
  }

  /**
   * The key of the state where X holds {@code x} and O holds {@code o}, for a game that is not
   * {@link #wide}: the same for a state and its symmetric images on a whole board, else {@code x |
   * o << 16} (up to 16 cells) or {@code x | o << n} (a game of n cells, 17 to 25).
   */
  long key(long x, long o) {
    if (symmetries != null) {
      return symmetries.canonicalKey((int) x, (int) o);
    }
    return x | o << keyShift;
  }

  /** The game of the whole {@code size} x {@code size} board, 1 to 5. */
  static BitGame wholeBoard(int size) {
    synchronized (WHOLE_BOARDS) {
      BitGame game = WHOLE_BOARDS[size];
      if (game == null) {
        game = makeWholeBoard(size);
        WHOLE_BOARDS[size] = game;
      }
      return game;
    }
  }

  private static BitGame makeWholeBoard(int size) {
    Square[] squares = new Square[size * size];
    for (int i = 0; i < squares.length; i++) {
      squares[i] = new Square(i / size + 1, i % size + 1);
    }
    long[] masks = masks(lines(size));
    return new BitGame(squares, masks, masks, new BitSymmetries(size));
  }

  /**
   * The game of the whole board of {@code rows} x {@code columns}, at most 25 cells, with win
   * length {@code winLength}, for boards that are not classic (see {@link #wholeBoard(int)}); made
   * on first use and kept (there are fewer than 200 such games, none larger than 20 KiB).
   */
  static BitGame wholeBoard(int rows, int columns, int winLength) {
    return wholeBoard(rows, columns, winLength, false);
  }

  /**
   * As {@link #wholeBoard(int, int, int)}, and when {@code exactly}, the game under {@link
   * Rule#EXACTLY_K}: each line with its {@linkplain #xEnds ends}.
   */
  static BitGame wholeBoard(int rows, int columns, int winLength, boolean exactly) {
    return KINDS.computeIfAbsent(
        ((rows * 32 + columns) * 32 + winLength) * 2 + (exactly ? 1 : 0),
        key -> makeWholeBoard(rows, columns, winLength, exactly));
  }

  private static BitGame makeWholeBoard(int rows, int columns, int winLength, boolean exactly) {
    Square[] squares = new Square[rows * columns];
    for (int i = 0; i < squares.length; i++) {
      squares[i] = new Square(i / columns + 1, i % columns + 1);
    }
    List<int[]> windows = windows(rows, columns, winLength);
    long[] masks = masks(windows);
    BitSymmetries symmetries = new BitSymmetries(rows, columns);
    if (!exactly) {
      return new BitGame(squares, masks, masks, symmetries);
    }
    long[] ends = masks(ends(windows, rows, columns));
    return new BitGame(squares, true, masks, ends, masks, ends, symmetries);
  }

  /**
   * The cells just beyond the two ends of each window, in its row, column or diagonal, as row-major
   * indexes: none, one or two, those on the board.
   */
  static List<int[]> ends(List<int[]> windows, int rows, int columns) {
    List<int[]> ends = new ArrayList<>(windows.size());
    for (int[] window : windows) {
      int first = window[0];
      int last = window[window.length - 1];
      int rowStep = window.length == 1 ? 0 : (window[1] / columns - first / columns);
      int columnStep = window.length == 1 ? 1 : (window[1] % columns - first % columns);
      int[] before = {first / columns - rowStep, first % columns - columnStep};
      int[] after = {last / columns + rowStep, last % columns + columnStep};
      ends.add(
          Stream.of(before, after)
              .filter(at -> at[0] >= 0 && at[0] < rows && at[1] >= 0 && at[1] < columns)
              .mapToInt(at -> at[0] * columns + at[1])
              .toArray());
    }
    return ends;
  }

  /** The game on the empty cells of a classic square board: n in a row to win. */
  static BitGame emptyCells(int[][] cells) {
    return emptyCells(cells, cells.length);
  }

  /**
   * The game on the empty cells of {@code cells}, a board with no winner and at most {@value
   * #MAX_CELLS} empty cells, with win length {@code winLength}.
   *
   * @throws IllegalArgumentException when more cells are empty
   */
  static BitGame emptyCells(int[][] cells, int winLength) {
    return emptyCells(cells, winLength, false);
  }

  /**
   * As {@link #emptyCells(int[][], int)}, and when {@code exactly}, the game under {@link
   * Rule#EXACTLY_K}: a line with a player's mark just beyond one of its ends is not that player's
   * (filling it would make a run longer than k), and an empty cell there is one of the line's
   * {@linkplain #xEnds ends}.
   */
  static BitGame emptyCells(int[][] cells, int winLength, boolean exactly) {
    int rows = cells.length;
    int size = cells[0].length; // the number of columns: cell i is at (i / size, i % size)
    int[] bitOf = new int[rows * size];
    List<Square> squares = new ArrayList<>();
    for (int i = 0; i < bitOf.length; i++) {
      bitOf[i] = cells[i / size][i % size] == 0 ? squares.size() : -1;
      if (bitOf[i] >= 0) {
        squares.add(new Square(i / size + 1, i % size + 1));
      }
    }
    if (squares.size() > MAX_CELLS) {
      throw new IllegalArgumentException(
          squares.size() + " empty cells are more than a game's " + MAX_CELLS);
    }
    boolean classic = rows == size && winLength == size;
    List<int[]> lines = classic ? lines(size) : windowsThrough(cells, squares, winLength);
    List<int[]> ends = exactly ? ends(lines, rows, size) : List.of();
    List<Long> xLines = new ArrayList<>();
    List<Long> oLines = new ArrayList<>();
    List<Long> xEnds = new ArrayList<>();
    List<Long> oEnds = new ArrayList<>();
    for (int l = 0; l < lines.size(); l++) {
      long mask = 0;
      int marks = 0; // bit 1 for an X, bit 2 for an O
      for (int cell : lines.get(l)) {
        int code = cells[cell / size][cell % size];
        marks |= code;
        mask |= code == 0 ? 1L << bitOf[cell] : 0;
      }
      long endMask = 0;
      int endMarks = 0; // the marks just beyond the line
      for (int cell : exactly ? ends.get(l) : new int[0]) {
        int code = cells[cell / size][cell % size];
        endMarks |= code;
        endMask |= code == 0 ? 1L << bitOf[cell] : 0;
      }
      if ((marks & 2) == 0 && (endMarks & 1) == 0) {
        xLines.add(mask);
        xEnds.add(endMask);
      }
      if ((marks & 1) == 0 && (endMarks & 2) == 0) {
        oLines.add(mask);
        oEnds.add(endMask);
      }
    }
    return new BitGame(
        squares.toArray(new Square[0]),
        exactly,
        toArray(xLines),
        toArray(xEnds),
        toArray(oLines),
        toArray(oEnds),
        null);
  }

  private static long[] toArray(List<Long> masks) {
    return masks.stream().mapToLong(Long::longValue).toArray();
  }

  /** Lines of cell indexes, from 0 to 63, as bit masks: bit {@code i} set for cell {@code i}. */
  static long[] masks(List<int[]> lines) {
    long[] masks = new long[lines.size()];
    for (int l = 0; l < masks.length; l++) {
      for (int cell : lines.get(l)) {
        masks[l] |= 1L << cell;
      }
    }
    return masks;
  }

  /** Every line of the board as row-major cell indexes: rows, columns, diagonal, anti-diagonal. */
  static List<int[]> lines(int size) {
    List<int[]> lines = new ArrayList<>(2 * size + 2);
    for (int i = 0; i < size; i++) {
      lines.add(line(size, i * size, 1)); // row i
      lines.add(line(size, i, size)); // column i
    }
    lines.add(line(size, 0, size + 1));
    lines.add(line(size, size - 1, size - 1));
    return lines;
  }

  /**
   * Every k cells in a row of a board of {@code rows} x {@code columns}, as row-major cell indexes:
   * in rows, columns, diagonals and anti-diagonals, in that order. For a square board with k its
   * size, these are {@link #lines(int)}, in that order.
   */
  static List<int[]> windows(int rows, int columns, int winLength) {
    if (rows == columns && winLength == rows) {
      return lines(rows);
    }
    List<int[]> windows = new ArrayList<>();
    for (Line.Direction direction : Line.Direction.values()) {
      for (int r = 0; r < rows; r++) {
        for (int c = 0; c < columns; c++) {
          int[] window = window(rows, columns, r, c, direction, winLength);
          if (window != null) {
            windows.add(window);
          }
        }
      }
    }
    return windows;
  }

  /**
   * The windows of k cells in a row that hold one of {@code empty} (squares of {@code cells}), each
   * once: the only ones that matter to a game on those cells.
   */
  private static List<int[]> windowsThrough(int[][] cells, List<Square> empty, int winLength) {
    int rows = cells.length;
    int columns = cells[0].length;
    Set<Long> seen = new HashSet<>();
    List<int[]> windows = new ArrayList<>();
    for (Square square : empty) {
      for (Line.Direction direction : Line.Direction.values()) {
        for (int back = 0; back < winLength; back++) {
          int r = square.row() - 1 - back * direction.rowStep();
          int c = square.column() - 1 - back * direction.columnStep();
          int[] window = window(rows, columns, r, c, direction, winLength);
          if (window != null && seen.add(((long) window[0] << 2) | direction.ordinal())) {
            windows.add(window);
          }
        }
      }
    }
    return windows;
  }

  /** The k cells from ({@code r}, {@code c}) on in {@code direction}, or null off the board. */
  private static int @Nullable [] window(
      int rows, int columns, int r, int c, Line.Direction direction, int winLength) {
    int lastRow = r + (winLength - 1) * direction.rowStep();
    int lastColumn = c + (winLength - 1) * direction.columnStep();
    if (r < 0
        || c < 0
        || c >= columns
        || lastRow >= rows
        || lastColumn < 0
        || lastColumn >= columns
        || (winLength == 1 && direction != Line.Direction.ROW)) {
      return null;
    }
    int[] window = new int[winLength];
    for (int i = 0; i < winLength; i++) {
      window[i] = (r + i * direction.rowStep()) * columns + c + i * direction.columnStep();
    }
    return window;
  }

  private static int[] line(int size, int start, int step) {
    int[] cells = new int[size];
    for (int i = 0; i < size; i++) {
      cells[i] = start + i * step;
    }
    return cells;
  }

  private static long[] order(int cellCount, long[] xLines, long[] oLines) {
    Integer[] bits = new Integer[cellCount];
    int[] weight = new int[cellCount];
    for (int i = 0; i < cellCount; i++) {
      bits[i] = i;
      for (long mask : xLines) {
        weight[i] += (int) (mask >>> i) & 1;
      }
      for (long mask : oLines) {
        weight[i] += (int) (mask >>> i) & 1;
      }
    }
    Arrays.sort(bits, (a, b) -> weight[b] - weight[a]);
    return Arrays.stream(bits).mapToLong(bit -> 1L << bit).toArray();
  }

  /**
   * Whether {@code mine} fills one of {@code lines} as a run of exactly its length: with no mark of
   * {@code mine} on the line's {@code ends} (by line). {@link #hasLine(long, long[])} under {@link
   * Rule#EXACTLY_K}.
   */
  static boolean hasExactLine(long mine, long[] lines, long[] ends) {
    for (int l = 0; l < lines.length; l++) {
      if ((lines[l] & mine) == lines[l] && (ends[l] & mine) == 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * The empty cells where one more mark of {@code mine} fills one of {@code lines} as a run of
   * exactly its length. {@link #winningCells(long, long, long[])} under {@link Rule#EXACTLY_K}.
   */
  static long exactWinningCells(long mine, long theirs, long[] lines, long[] ends) {
    long cells = 0;
    for (int l = 0; l < lines.length; l++) {
      long rest = lines[l] & ~mine;
      if ((ends[l] & mine) == 0 && (rest & theirs) == 0 && (rest & (rest - 1)) == 0) {
        cells |= rest;
      }
    }
    return cells;
  }

  /**
   * {@link #liveCells} under {@link Rule#EXACTLY_K}: a line whose end holds its player's mark is
   * never filled as an exact run, and the ends of a live line are live too (a mark of its player
   * there would kill it), so that a mark elsewhere still changes nothing but the count of empty
   * cells.
   */
  static long exactLiveCells(BitGame game, long x, long o, int xTurns, int oTurns) {
    long cells = 0;
    for (int l = 0; l < game.xLines.length; l++) {
      long line = game.xLines[l];
      if ((line & o) == 0 && (game.xEnds[l] & x) == 0 && Long.bitCount(line & ~x) <= xTurns) {
        cells |= line | game.xEnds[l];
      }
    }
    for (int l = 0; l < game.oLines.length; l++) {
      long line = game.oLines[l];
      if ((line & x) == 0 && (game.oEnds[l] & o) == 0 && Long.bitCount(line & ~o) <= oTurns) {
        cells |= line | game.oEnds[l];
      }
    }
    return cells;
  }

  /** Whether {@code mine} fills one of {@code lines}. */
  static boolean hasLine(long mine, long[] lines) {
    for (long line : lines) {
      if ((line & mine) == line) {
        return true;
      }
    }
    return false;
  }

  /** The empty cells where one more mark of {@code mine} fills one of {@code lines}. */
  static long winningCells(long mine, long theirs, long[] lines) {
    long cells = 0;
    for (long line : lines) {
      long rest = line & ~mine;
      if ((rest & theirs) == 0 && (rest & (rest - 1)) == 0) {
        cells |= rest; // the one cell missing (a line already filled adds nothing)
      }
    }
    return cells;
  }

  /**
   * The cells of the lines either player can still fill with the marks they have left to make: X
   * with {@code xTurns}, O with {@code oTurns}. None when the game can only be drawn. A line that
   * is not among them never will be (each mark a player puts in it costs one of their turns), so a
   * mark on an empty cell outside them changes nothing but the count of empty cells.
   */
  static long liveCells(long x, long o, long[] xLines, long[] oLines, int xTurns, int oTurns) {
    long cells = 0;
    for (long line : xLines) {
      if ((line & o) == 0 && Long.bitCount(line & ~x) <= xTurns) {
        cells |= line;
      }
    }
    for (long line : oLines) {
      if ((line & x) == 0 && Long.bitCount(line & ~o) <= oTurns) {
        cells |= line;
      }
    }
    return cells;
  }
}
