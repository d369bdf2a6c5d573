package dev.noughts;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * The threat rules of k in a row kept up to date as marks are played and taken back, for the {@link
 * ProofSearch}: every window of k cells along a row, a column or a diagonal, with how many marks of
 * each player it holds. A window with k - 1 marks of one player and none of the other's is
 * <em>hot</em>: its empty cell is that player's winning cell. Each cell also counts the windows
 * through it one mark short of hot for each player, so that whether a move makes a four is one
 * look. The questions {@link ThreatScan} answers by reading lines, answered from the counts; {@code
 * ThreatBoardTest} holds the two to each other.
 *
 * <p>Under a {@link Rule} where only exactly k wins for a player ({@link Rule#winsByExactlyK}), a
 * window also counts the player's marks on its two <em>flanks</em>, the cells just beyond its ends
 * along its line: it is hot or one short for the player only while both are free of them, since a
 * mark there would make the run longer than k. So its empty cell then makes exactly k, and every
 * cell that does is one of a hot window's. For X under renju, the moves onto a forbidden point that
 * make no five are not {@linkplain #isLegal legal}: such a move is neither a four nor a three.
 *
 * <p>Cells are numbered {@code row * columns + column} from 0; players by their codes, 1 and 2.
 */
final class ThreatBoard implements ThreatQueries {
  private static final int[][] DIRECTIONS = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
  private static final short[] NO_SHORTS = {};
  private static final long[] NO_LONGS = {};

  private final int columns;
  private final int winLength;
  // Codes and counts are bytes and shorts, and player 0 has no row: a board is made for each proof,
  // and its arrays, filled with zeros, cost more time than its search of a short win by fours.
  private final byte[] codes; // per cell: 0 empty, 1 X, 2 O
  private final int[][] windowCells; // per window: its k cells
  private final int[][] cellWindows; // per cell: the windows it is in
  // [player][window]: the player's marks in it, k at most (and k is 1,000 at most)
  private final short[][] counts;
  // [player][cell]: the player's hot windows whose empty cell it is, so a winning cell is one look;
  // 4k at most
  private final short[][] wins;
  private final int[] winningCells = new int[3]; // per player: the cells where wins is not 0
  // [player][cell / 64]: bit cell % 64 set where wins is not 0, so the first is found a word at a
  // time
  private final long[][] winBits;
  private long hash; // the marks on the board, hashed: the exclusive or of each mark's key
  // [player][cell]: the windows through the cell one mark short of hot for the player (k - 2 of
  // its marks, none of the other's), so a four is one look and a double four needs two of them;
  // 4k at most
  private final short[][] fours;
  // [player][cell / 64]: bit cell % 64 set where fours is not 0 (the cell may be taken), so the
  // fours are found a word at a time, not a cell
  private final long[][] fourBits;
  // [player][window]: the player's marks on the window's flanks, for a player for whom only exactly
  // k wins; null for a player for whom k or more does.
  private final byte[] @Nullable [] flankMarks = new byte[3][];
  private final int[][] cellFlanks; // per cell: the windows whose flank it is
  private final int[] cellRows; // per cell: its row
  private final int[] cellColumns; // per cell: its column
  private final @Nullable RenjuBoard renju; // X's forbidden points, under renju
  // Scratch for isPlainThree: the windows through a cell that its mark makes one short of hot.
  private final int[] madeOneShort;

  /**
   * The windows of a kind of board (rows, columns, k), which never change. Kinds whose windows hold
   * at most {@value #CELLS_KEPT} cells in all (every square board up to 32 x 32, any k; not a long
   * strip with a long k) are kept for every board of their kind, up to {@value #KINDS_KEPT} kinds,
   * all forgotten when one more comes: under 1 MiB each, 16 MiB in all.
   */
  private static final class Geometry {
    final int[][] windowCells; // per window: its k cells
    final int[][] cellWindows; // per cell: the windows it is in
    final int[][] cellFlanks; // per cell: the windows whose flank it is, for k of 2 or more
    // per cell: its row and its column, so that aligned divides nothing
    final int[] cellRows;
    final int[] cellColumns;

    Geometry(int[][] windowCells, int[][] cellWindows, int[][] cellFlanks, int columns) {
      this.windowCells = windowCells;
      this.cellWindows = cellWindows;
      this.cellFlanks = cellFlanks;
      this.cellRows = new int[cellWindows.length];
      this.cellColumns = new int[cellWindows.length];
      for (int cell = 0; cell < cellWindows.length; cell++) {
        cellRows[cell] = cell / columns;
        cellColumns[cell] = cell % columns;
      }
    }
  }

  private static final int KINDS_KEPT = 16;

  private static final int CELLS_KEPT = 1 << 15;

  private static final Map<Long, Geometry> GEOMETRIES = new ConcurrentHashMap<>();

  /**
   * The board of {@code cells} (codes 0, 1, 2; read, neither kept nor changed) with win length
   * {@code winLength}, under free-style.
   */
  ThreatBoard(int[][] cells, int winLength) {
    this(cells, winLength, Rule.FREE_STYLE);
  }

  /**
   * The board of {@code cells} (codes 0, 1, 2, row by row, every row {@code cells[0]}'s length;
   * read, neither kept nor changed) with win length {@code winLength}, under {@code rule} (renju
   * only on 15 x 15 with k = 5).
   */
  ThreatBoard(int[][] cells, int winLength, Rule rule) {
    int rows = cells.length;
    this.columns = cells[0].length;
    this.winLength = winLength;
    this.codes = new byte[rows * columns];
    long kind = (long) rows << 40 | (long) columns << 20 | winLength;
    Geometry geometry = GEOMETRIES.get(kind);
    if (geometry == null) {
      geometry = geometry(rows, columns, winLength);
      if ((long) geometry.windowCells.length * winLength <= CELLS_KEPT) {
        if (GEOMETRIES.size() >= KINDS_KEPT) {
          GEOMETRIES.clear();
        }
        GEOMETRIES.put(kind, geometry);
      }
    }
    this.windowCells = geometry.windowCells;
    this.cellWindows = geometry.cellWindows;
    this.cellFlanks = geometry.cellFlanks;
    this.cellRows = geometry.cellRows;
    this.cellColumns = geometry.cellColumns;
    this.madeOneShort = new int[4 * winLength]; // the windows through a cell, at most
    for (int player = 1; player <= 2 && winLength > 1; player++) {
      if (rule.winsByExactlyK(player)) {
        flankMarks[player] = new byte[windowCells.length];
      }
    }
    this.renju = rule == Rule.RENJU ? RenjuBoard.of(cells) : null;
    int windows = windowCells.length;
    this.counts = new short[][] {NO_SHORTS, new short[windows], new short[windows]};
    this.fours = new short[][] {NO_SHORTS, new short[codes.length], new short[codes.length]};
    this.wins = new short[][] {NO_SHORTS, new short[codes.length], new short[codes.length]};
    int words = (codes.length + 63) >>> 6;
    this.fourBits = new long[][] {NO_LONGS, new long[words], new long[words]};
    this.winBits = new long[][] {NO_LONGS, new long[words], new long[words]};
    // An empty window is hot when k is 1, and one short of hot when k is 2; with a longer k none
    // is.
    for (int window = 0; winLength <= 2 && window < windowCells.length; window++) {
      for (int player = 1; player <= 2; player++) {
        if (isHot(window, player)) { // with k = 1, every empty window is
          addWin(player, windowCells[window][0], 1);
        }
        if (isOneShort(window, player)) { // with k = 2, every empty window is
          add(player, window, 1);
        }
      }
    }
    for (int row = 0, cell = 0; row < rows; row++) {
      for (int column = 0; column < columns; column++, cell++) {
        int code = cells[row][column];
        if (code != 0) {
          play(cell, code);
        }
      }
    }
  }

  private static Geometry geometry(int rows, int columns, int winLength) {
    List<int[]> windows = new ArrayList<>();
    for (int row = 0; row < rows; row++) {
      for (int column = 0; column < columns; column++) {
        for (int[] d : DIRECTIONS) {
          int lastRow = row + (winLength - 1) * d[0];
          int lastColumn = column + (winLength - 1) * d[1];
          if (lastRow < rows && lastColumn >= 0 && lastColumn < columns) {
            int[] window = new int[winLength];
            for (int i = 0; i < winLength; i++) {
              window[i] = (row + i * d[0]) * columns + column + i * d[1];
            }
            windows.add(window);
          }
        }
      }
    }
    int[][] windowCells = windows.toArray(new int[0][]);
    int[] perCell = new int[rows * columns];
    for (int[] window : windowCells) {
      for (int cell : window) {
        perCell[cell]++;
      }
    }
    int[][] cellWindows = new int[rows * columns][];
    for (int cell = 0; cell < cellWindows.length; cell++) {
      cellWindows[cell] = new int[perCell[cell]];
      perCell[cell] = 0;
    }
    for (int window = 0; window < windowCells.length; window++) {
      for (int cell : windowCells[window]) {
        cellWindows[cell][perCell[cell]++] = window;
      }
    }
    return new Geometry(windowCells, cellWindows, flanks(windowCells, rows, columns), columns);
  }

  /** For each cell, the windows of more than one cell whose flank it is. */
  private static int[][] flanks(int[][] windowCells, int rows, int columns) {
    List<List<Integer>> perCell = new ArrayList<>(rows * columns);
    for (int cell = 0; cell < rows * columns; cell++) {
      perCell.add(new ArrayList<>(8));
    }
    for (int window = 0; window < windowCells.length; window++) {
      int[] cells = windowCells[window];
      if (cells.length < 2) {
        break; // k = 1: a window is a cell, and has no line
      }
      int first = cells[0];
      int last = cells[cells.length - 1];
      int dRow = cells[1] / columns - first / columns;
      int dColumn = cells[1] % columns - first % columns;
      addFlank(perCell, window, first / columns - dRow, first % columns - dColumn, rows, columns);
      addFlank(perCell, window, last / columns + dRow, last % columns + dColumn, rows, columns);
    }
    int[][] flanks = new int[perCell.size()][];
    for (int cell = 0; cell < flanks.length; cell++) {
      flanks[cell] = perCell.get(cell).stream().mapToInt(Integer::intValue).toArray();
    }
    return flanks;
  }

  private static void addFlank(
      List<List<Integer>> perCell, int window, int row, int column, int rows, int columns) {
    if (row >= 0 && row < rows && column >= 0 && column < columns) {
      perCell.get(row * columns + column).add(window);
    }
  }

  @Override
  public int cellCount() {
    return codes.length;
  }

  @Override
  public int columns() {
    return columns;
  }

  int winLength() {
    return winLength;
  }

  @Override
  public boolean isEmpty(int cell) {
    return codes[cell] == 0;
  }

  /** Puts {@code player}'s mark on the empty {@code cell}. */
  @Override
  public void play(int cell, int player) {
    change(cell, player, 1);
    codes[cell] = (byte) player;
    hash ^= key(cell, player);
    if (renju != null) {
      renju.set(cell / columns, cell % columns, player);
    }
  }

  /** Takes back the mark on {@code cell}. */
  @Override
  public void undo(int cell) {
    change(cell, codes[cell], -1);
    hash ^= key(cell, codes[cell]);
    codes[cell] = 0;
    if (renju != null) {
      renju.set(cell / columns, cell % columns, 0);
    }
  }

  /**
   * A hash of the marks on the board (Zobrist's: each mark has a random key of 64 bits, the same on
   * every run, and the hash is the exclusive or of the keys of the marks on the board), kept as
   * marks are played and taken back: boards with the same marks have the same hash, and two boards
   * with other marks the same hash with a chance of about one in 2^64.
   */
  long hash() {
    return hash;
  }

  /** The key of {@code player}'s mark on {@code cell}: SplitMix64's mixing of the two. */
  static long key(int cell, int player) {
    long z = (cell * 2L + player) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  private void change(int cell, int player, int by) {
    int other = 3 - player;
    short[] mine = counts[player];
    short[] theirs = counts[other];
    int hotLength = winLength - 1;
    int shortLength = winLength - 2;
    // Under free-style, null: no flank is asked about.
    byte @Nullable [] myFlanks = flankMarks[player];
    byte @Nullable [] theirFlanks = flankMarks[other];
    for (int window : cellWindows[cell]) {
      int before = mine[window];
      int after = before + by;
      int against = theirs[window];
      mine[window] = (short) after;
      // the window's state changes for the player
      if (against == 0 && (myFlanks == null || myFlanks[window] == 0)) {
        if ((before == hotLength) != (after == hotLength)) {
          // It turns hot or stops. Its empty cell is another when a mark makes it hot or taking
          // one back ends it; the cell played when that mark fills it, or taking it back empties
          // it.
          boolean otherCell = after > before == (after == hotLength);
          addWin(player, otherCell ? emptyCellOf(window, cell) : cell, after == hotLength ? 1 : -1);
        }
        if ((before == shortLength) != (after == shortLength)) {
          add(player, window, after == shortLength ? 1 : -1);
        }
      }
      // and for the other, whose window it opens or closes
      if ((before == 0 || after == 0) && (theirFlanks == null || theirFlanks[window] == 0)) {
        if (against == hotLength) { // at the cell played
          addWin(other, cell, after == 0 ? 1 : -1);
        }
        if (against == shortLength) {
          add(other, window, after == 0 ? 1 : -1);
        }
      }
    }
    if (myFlanks != null) {
      for (int window : cellFlanks[cell]) {
        int before = myFlanks[window];
        myFlanks[window] = (byte) (before + by);
        if ((before == 0) != (before + by == 0) && theirs[window] == 0) {
          // A mark on the flank ends the window for the player (or taking it back opens it again).
          int change = before == 0 ? -1 : 1;
          if (mine[window] == hotLength) {
            addWin(player, emptyCellOf(window, -1), change);
          }
          if (mine[window] == shortLength) {
            add(player, window, change);
          }
        }
      }
    }
  }

  /** Whether no mark of {@code player}'s lies on a flank of {@code window} that matters to it. */
  private boolean flanksFree(int player, int window) {
    byte @Nullable [] flanked = flankMarks[player];
    return flanked == null || flanked[window] == 0;
  }

  /** Counts one more (or fewer) hot window of {@code player}'s whose empty cell is {@code cell}. */
  private void addWin(int player, int cell, int by) {
    int before = wins[player][cell];
    wins[player][cell] = (short) (before + by);
    if (before == 0 || before + by == 0) {
      winningCells[player] += by;
      winBits[player][cell >>> 6] ^= 1L << cell;
    }
  }

  /**
   * Counts one more (or fewer, {@code by} 1 or -1) window of {@code player}'s one short of hot
   * through each cell of {@code window}.
   */
  private void add(int player, int window, int by) {
    short[] perCell = fours[player];
    long[] bits = fourBits[player];
    for (int cell : windowCells[window]) {
      int after = perCell[cell] + by;
      perCell[cell] = (short) after;
      if (after == 0 || after == by) { // between 0 and not 0, either way: the bit is count != 0
        bits[cell >>> 6] ^= 1L << cell;
      }
    }
  }

  private boolean isHot(int window, int player) {
    return counts[player][window] == winLength - 1
        && counts[3 - player][window] == 0
        && flanksFree(player, window);
  }

  private boolean isOneShort(int window, int player) {
    return counts[player][window] == winLength - 2
        && counts[3 - player][window] == 0
        && flanksFree(player, window);
  }

  /**
   * Whether {@code player} may move onto the empty {@code cell}: always, but for X under renju onto
   * a forbidden point that makes no five.
   */
  @Override
  public boolean isLegal(int player, int cell) {
    return renju == null
        || player != 1
        || completes(player, cell)
        || !renju.isForbidden(cell / columns, cell % columns);
  }

  /** Whether only a run of exactly k wins for {@code player} (k of 2 or more). */
  @Override
  public boolean winsByExactlyK(int player) {
    return flankMarks[player] != null;
  }

  /** Whether the board is played under renju. */
  @Override
  public boolean isRenju() {
    return renju != null;
  }

  /** Whether {@code player} may not move onto forbidden points: X under renju. */
  boolean hasForbiddenPoints(int player) {
    return renju != null && player == 1;
  }

  /**
   * Whether {@code player}'s mark on the empty {@code cell} makes a winning run: k or more in a
   * row, or exactly k where only that wins for the player.
   */
  @Override
  public boolean completes(int player, int cell) {
    return wins[player][cell] > 0;
  }

  /** The smallest of {@code player}'s winning cells, or -1 when there is none. */
  @Override
  public int firstWinningCell(int player) {
    if (winningCells[player] > 0) {
      long[] bits = winBits[player];
      for (int word = 0; word < bits.length; word++) {
        if (bits[word] != 0) {
          return word << 6 | Long.numberOfTrailingZeros(bits[word]);
        }
      }
    }
    return -1;
  }

  /**
   * The smallest empty cell from {@code from} on (0 or more) that is a {@linkplain #isFour four} of
   * {@code player}'s, or -1 when there is none: for a player without winning cells, the fours in
   * row-major order, a word of 64 cells at a time.
   */
  int nextFour(int player, int from) {
    long[] bits = fourBits[player];
    int word = from >>> 6;
    if (word >= bits.length) {
      return -1;
    }
    long left = bits[word] & (-1L << from);
    while (true) {
      while (left == 0) {
        if (++word == bits.length) {
          return -1;
        }
        left = bits[word];
      }
      int cell = word << 6 | Long.numberOfTrailingZeros(left);
      left &= left - 1;
      if (codes[cell] == 0 && isLegal(player, cell)) {
        return cell;
      }
    }
  }

  /** How many winning cells {@code player} has, counted up to 2. */
  @Override
  public int winningCellCountUpToTwo(int player) {
    return Math.min(2, winningCells[player]);
  }

  /** The empty cell of {@code window} other than {@code except}; -1 when there is none. */
  private int emptyCellOf(int window, int except) {
    return emptyCellOf(window, except, except);
  }

  /**
   * Whether {@code player}'s mark on the empty {@code cell} is legal and leaves at least one
   * winning cell. Only for a player without winning cells.
   */
  @Override
  public boolean isFour(int player, int cell) {
    return fours[player][cell] > 0 && isLegal(player, cell);
  }

  /**
   * Whether {@code player}'s mark on the empty {@code cell} is legal and wins after any reply: it
   * leaves two or more winning cells, or, for O under renju, one that is a forbidden point of X's
   * (X may not block it). Only for a player without winning cells.
   */
  @Override
  public boolean isDoubleFour(int player, int cell) {
    return isDoubleFourDespite(player, cell, -1);
  }

  /**
   * Whether {@code player}'s mark on the empty {@code cell} would leave two or more winning cells
   * after the other player's mark on the empty {@code blocked} (-1 for none), which ends every
   * window through it; asked without playing that mark. Only for a player without winning cells.
   */
  @Override
  public boolean isDoubleFourDespite(int player, int cell, int blocked) {
    int shortWindows = fours[player][cell];
    if (shortWindows < 2 && (shortWindows == 0 || renju == null || player != 2)) {
      return false; // each window one short leaves one winning cell (for O under renju, enough)
    }
    boolean unblockable = renju != null && player == 2;
    int first = -1;
    for (int window : cellWindows[cell]) {
      if (isOneShort(window, player) && !holds(window, blocked)) {
        int left = emptyCellOf(window, cell);
        if (first >= 0 && left != first) {
          return blocked >= 0 && hasForbiddenPoints(player)
              ? isLegalDespite(cell, blocked)
              : isLegal(player, cell);
        }
        first = left;
      }
    }
    return unblockable && first >= 0 && isUnblockable(cell, first, blocked);
  }

  /**
   * Whether X may move onto the empty {@code cell} after O's mark on the empty {@code blocked},
   * which changes what is forbidden but not whether the move makes five (five black stones in a
   * row): so only the forbidden points' board is told of it.
   */
  private boolean isLegalDespite(int cell, int blocked) {
    RenjuBoard points = Objects.requireNonNull(renju);
    points.set(blocked / columns, blocked % columns, 2);
    try {
      return isLegal(1, cell);
    } finally {
      points.set(blocked / columns, blocked % columns, 0);
    }
  }

  /**
   * Whether X may not move onto {@code left}, O's one winning cell after O's mark on {@code cell}
   * (and X's on {@code blocked}, -1 for none): played, since both marks change what is forbidden.
   */
  private boolean isUnblockable(int cell, int left, int blocked) {
    play(cell, 2);
    if (blocked >= 0) {
      play(blocked, 1);
    }
    try {
      return !isLegal(1, left);
    } finally {
      if (blocked >= 0) {
        undo(blocked);
      }
      undo(cell);
    }
  }

  private boolean holds(int window, int cell) {
    for (int held : windowCells[window]) {
      if (held == cell) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code player}'s mark on the empty {@code cell} is legal and leaves a legal move with
   * two or more winning cells. Only for a player without winning cells or such a move, and a cell
   * that is not a four. The move, if any, shares a window with the cell that lacks just it and one
   * winning cell.
   */
  @Override
  public boolean isThree(int player, int cell) {
    if (renju == null
        && winLength >= 3
        && flankMarks[player] == null
        && fours[player][cell] == 0
        && wins[player][cell] == 0) {
      return isPlainThree(player, cell);
    }
    if (!isNearThree(player, cell)) {
      return false;
    }
    boolean three = false;
    play(cell, player);
    try {
      for (int window : cellWindows[cell]) {
        if (isOneShort(window, player)) {
          for (int next : windowCells[window]) {
            if (codes[next] == 0 && isDoubleFour(player, next)) {
              three = true;
              break;
            }
          }
        }
        if (three) {
          break;
        }
      }
    } finally {
      undo(cell);
    }
    return three && isLegal(player, cell);
  }

  /**
   * {@link #isThree} without playing {@code cell}, for a rule without forbidden points where k or
   * more wins for {@code player}, and a cell that is neither a four nor a winning cell of the
   * player's, k of 3 or more: the windows its mark makes one short of hot are those through it with
   * k - 3 of the player's marks and none of the other's, and a cell of one of them leaves two
   * winning cells after both marks when two windows through it one short after the first lack two
   * other cells.
   */
  private boolean isPlainThree(int player, int cell) {
    short[] mine = counts[player];
    short[] theirs = counts[3 - player];
    int[] made = madeOneShort;
    int count = 0;
    for (int window : cellWindows[cell]) {
      if (mine[window] == winLength - 3 && theirs[window] == 0) {
        made[count++] = window;
      }
    }
    for (int i = 0; i < count; i++) {
      for (int next : windowCells[made[i]]) {
        if (next != cell
            && codes[next] == 0
            && (fours[player][next] > 0
                ? isPlainDoubleFourAfter(player, next, cell)
                : leavesTwoWinningCells(made, count, cell, next))) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * {@link #isPlainDoubleFourAfter} for a cell {@code next} through which no window is one short:
   * then the windows through it one short after the mark on {@code played} (but for {@code next})
   * are those of the first {@code count} of {@code made}, the windows through {@code played} that
   * mark makes one short, that hold {@code next}.
   */
  private boolean leavesTwoWinningCells(int[] made, int count, int played, int next) {
    int first = -1;
    for (int i = 0; i < count; i++) {
      int window = made[i];
      if (holds(window, next)) {
        int left = emptyCellOf(window, next, played);
        if (first >= 0 && left != first) {
          return true;
        }
        first = left;
      }
    }
    return false;
  }

  /**
   * Whether {@code player}'s mark on the empty {@code next} leaves two or more winning cells once
   * the player's mark is on the empty {@code played} too, as {@link #isPlainThree} asks: through
   * {@code next}, the windows one short after both marks but for {@code next} are those one short
   * now (none holds {@code played}, which is no four) and those holding {@code played} with one
   * mark fewer.
   */
  private boolean isPlainDoubleFourAfter(int player, int next, int played) {
    short[] mine = counts[player];
    short[] theirs = counts[3 - player];
    int first = -1;
    for (int window : cellWindows[next]) {
      int marks = mine[window];
      if (theirs[window] == 0
          && (marks == winLength - 2 || (marks == winLength - 3 && holds(window, played)))) {
        int left = emptyCellOf(window, next, played);
        if (first >= 0 && left != first) {
          return true;
        }
        first = left;
      }
    }
    return false;
  }

  /** The empty cell of {@code window} other than {@code except} and {@code alsoExcept}; or -1. */
  private int emptyCellOf(int window, int except, int alsoExcept) {
    for (int cell : windowCells[window]) {
      if (codes[cell] == 0 && cell != except && cell != alsoExcept) {
        return cell;
      }
    }
    return -1;
  }

  /**
   * Whether the empty {@code cell} is in a window with at least k - 3 of {@code player}'s marks and
   * none of the other's (never for k under 3), which the player's mark on it makes one mark short
   * of hot, or hot. Every three is such a move; so is every move that a win by fours could be built
   * on, beside the fours.
   */
  boolean isNearThree(int player, int cell) {
    return winLength >= 3 && sharesWindow(player, cell, winLength - 3);
  }

  /**
   * Sets in {@code cells}, cleared first, the cells of every window with at least {@code marks} of
   * {@code player}'s marks and none of the other's: the empty cells among them are those of which
   * {@link #sharesWindow} says so, found reading each window once where asking each cell reads it k
   * times.
   */
  void cellsSharingWindow(int player, int marks, BitSet cells) {
    cells.clear();
    short[] mine = counts[player];
    short[] theirs = counts[3 - player];
    for (int window = 0; window < mine.length; window++) {
      if (mine[window] >= marks && theirs[window] == 0) {
        for (int cell : windowCells[window]) {
          cells.set(cell);
        }
      }
    }
  }

  /** Sets in {@code cells} the cells of every window through {@code cell}, itself among them. */
  void markWindowCells(int cell, BitSet cells) {
    for (int window : cellWindows[cell]) {
      for (int other : windowCells[window]) {
        cells.set(other);
      }
    }
  }

  /**
   * Whether the empty {@code cell} is in a window with at least {@code marks} of {@code player}'s
   * marks and none of the other's.
   */
  private boolean sharesWindow(int player, int cell, int marks) {
    for (int window : cellWindows[cell]) {
      if (counts[player][window] >= marks && counts[3 - player][window] == 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code a} and {@code b} lie on one row, column or diagonal, at most k - 1 cells apart:
   * whether a mark on one can be in a window of k cells with the other.
   */
  @Override
  public boolean aligned(int a, int b) {
    return ThreatScan.alignedApart(
        cellRows[a] - cellRows[b], cellColumns[a] - cellColumns[b], winLength);
  }
}
