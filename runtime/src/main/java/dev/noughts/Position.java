package dev.noughts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * An immutable tic-tac-toe board, each cell {@linkplain Cell#EMPTY empty}, {@linkplain Cell#X X} or
 * {@linkplain Cell#O O}, with its win length: n x n, 1 &lt;= n &lt;= 1000, and n in a row to win
 * (the classic rules), or m x n with k in a row to win (the m,n,k-game; see {@link #of(int,
 * String...)}). Rows and columns are numbered from 1.
 *
 * <p>Build one from the notation, one string per row or one string with rows separated by {@code /}
 * or line breaks:
 *
 * <pre>{@code
 * Position p = Position.of("X O X / - O - / - - -");
 * Position q = Position.of("X O X", "- O -", "- - -");
 * Position r = Position.empty(3).play(1, 1).play(2, 2);
 * }</pre>
 *
 * <p>then ask for its {@link #getVerdict()}. {@link #toString()} gives the canonical one-line
 * notation, which {@link #of(String...)} reads back to an equal position.
 *
 * <p><b>k in a row.</b> With a win length k, a board may be m x n, 1 &lt;= m, n &lt;= 1000, 1 &lt;=
 * k &lt;= max(m, n), and a player wins with k or more marks in a row, a column or a diagonal of
 * either direction (any diagonal, not only the two corner to corner):
 *
 * <pre>{@code
 * Position gomoku = Position.empty(15, 15, 5);
 * Position p = Position.of(3, "X X - - / O O - - / - - - - / - - - -"); // 4 x 4, three to win
 * Position q = Position.of(4, "X X X X - / O O O - -");                 // 2 x 5, four to win
 * }</pre>
 *
 * <p>A square board whose win length is its size follows the classic rules, whichever factory made
 * it: {@code Position.of(3, "X O X / - O - / - - -")} equals {@code Position.of("X O X / - O - / -
 * - -")}. {@link #toString()} writes the cells only; {@code Position.of(p.getWinLength(),
 * p.toString()).withRule(p.getRule())} reads any position back (a forbidden move recorded by {@link
 * #play} excepted).
 *
 * <p><b>Rules.</b> Every position is judged by a {@link Rule}: free-style (k or more wins) unless
 * {@link #withRule(Rule)} chose exactly k, or renju on 15 x 15 with five to win:
 *
 * <pre>{@code
 * Position renju = Position.empty(15, 15, 5).withRule(Rule.RENJU).play(8, 8);
 * }</pre>
 *
 * <p>Positions are equal when their cells, win lengths and rules are (and, under renju, a forbidden
 * move recorded by {@link #play}).
 *
 * @since 0.1.0
 */
public final class Position {
  /** The largest board: {@value} rows of {@value} cells. */
  public static final int MAX_SIZE = 1000;

  private final int[][] cells; // codes 0, 1, 2; never shared with callers
  private final int winLength;
  private final boolean classic; // square, and the win length is the size
  private final int xCount;
  private final int oCount;
  private final int classicIndex; // for classic 3 x 3 boards, the index of their verdict; else -1
  private final Rule rule;
  private final @Nullable ForbiddenPoint foul; // renju: X's forbidden move, when play made it
  private int hash; // computed on first use, as String's is
  private @Nullable Verdict verdict; // for boards other than 3 x 3; computed on first use too

  private Position(int[][] cells, int winLength, int xCount, int oCount) {
    this(cells, winLength, xCount, oCount, Rule.FREE_STYLE, null);
  }

  private Position(
      int[][] cells,
      int winLength,
      int xCount,
      int oCount,
      Rule rule,
      @Nullable ForbiddenPoint foul) {
    this.cells = cells;
    this.rule = rule;
    this.foul = foul;
    this.winLength = winLength;
    this.classic = cells.length == cells[0].length && winLength == cells.length;
    this.xCount = xCount;
    this.oCount = oCount;
    this.classicIndex = classic && cells.length == 3 ? ClassicTable.indexOf(cells) : -1;
  }

  /**
   * Wraps {@code cells}, a rectangle of 0, 1 and 2 not shared with anyone, with a win length
   * already checked to fit it (the size, for the classic rules on a square board), counting the
   * marks.
   */
  static Position trusted(int[][] cells, int winLength) {
    long marks = BoardArrays.countMarks(cells);
    return new Position(cells, winLength, (int) marks, (int) (marks >>> 32));
  }

  /**
   * Wraps {@code cells} as {@link #trusted(int[][], int)} does, with their marks already counted.
   */
  static Position trusted(int[][] cells, int winLength, int xCount, int oCount) {
    return new Position(cells, winLength, xCount, oCount);
  }

  /**
   * Reads a board of any size from the notation: rows separated by line breaks or {@code /}, or one
   * string per row; cells {@code X}, {@code O} and {@code -} (empty), lowercase {@code x} and
   * {@code o} too; whitespace inside a row ignored; blank lines before the first row and after the
   * last ignored. The board has as many columns as it has rows.
   *
   * @throws NotationException with every mistake found (the first 100, then how many more), when
   *     the notation is malformed
   */
  public static Position of(String... rows) {
    return NotationParser.parse(rows, 0);
  }

  /**
   * Reads a board with a win length from the notation of {@link #of(String...)}: k or more in a
   * row, a column or any diagonal win. The board may be rectangular, 1 to 1000 rows of 1 to 1000
   * cells, every row as long as the first; the win length is 1 to the longer side. A square board
   * whose win length is its size is the classic game, exactly as {@link #of(String...)} reads it.
   *
   * <pre>{@code
   * Position p = Position.of(3, "X X - - / O O - - / - - - - / - - - -");
   * Position q = Position.of(5, fifteenRows); // gomoku: 15 strings of 15 cells
   * }</pre>
   *
   * @throws NotationException with every mistake found (the first 100, then how many more), when
   *     the notation is malformed (a row of another length than the first is a mistake)
   * @throws IllegalArgumentException when the notation is well formed but {@code winLength} is not
   *     1 to the longer side of the board, or, whatever the notation, when it is not 1 to {@value
   *     #MAX_SIZE}
   */
  public static Position of(int winLength, String... rows) {
    Position position;
    try {
      position = NotationParser.parse(rows, NotationParser.RECTANGULAR);
    } catch (NotationException e) {
      // No board to measure it by: a win length that fits no board is refused whatever the rows.
      checkWinLength(winLength, MAX_SIZE, MAX_SIZE);
      throw e;
    }
    checkWinLength(winLength, position.getRowCount(), position.getColumnCount());
    return position.withWinLength(winLength);
  }

  /**
   * This position judged under {@code rule}, with the same cells and win length: {@code
   * Position.empty(15, 15, 5).withRule(Rule.RENJU)} starts a game of renju. Free-style is every
   * position's rule until this chooses another. A forbidden move recorded by {@link #play} is
   * forgotten when the rule changes.
   *
   * @throws IllegalArgumentException for {@link Rule#RENJU} on a board that is not 15 x 15 with
   *     five to win; the message names the board and the rules that fit it
   */
  public Position withRule(Rule rule) {
    if (rule == this.rule) {
      return this;
    }
    int rows = getRowCount();
    int columns = getColumnCount();
    if (rule == Rule.RENJU && (rows != 15 || columns != 15 || winLength != 5)) {
      throw new IllegalArgumentException(
          "renju is played on a 15 x 15 board with 5 to win, but this board is "
              + rows
              + " x "
              + columns
              + " with "
              + winLength
              + " to win; choose Rule.FREE_STYLE or Rule.EXACTLY_K for it, or start renju from"
              + " Position.empty(15, 15, 5)");
    }
    return new Position(cells, winLength, xCount, oCount, rule, null);
  }

  /**
   * The rule the position is judged by: {@link Rule#FREE_STYLE} unless {@link #withRule(Rule)}
   * chose another. Positions made by {@link #play} and {@link #with} keep it.
   */
  public Rule getRule() {
    return rule;
  }

  /**
   * Whether the rule judges this position otherwise than free-style: not on a classic board, where
   * no run is longer than k, nor with k = 1 exactly, where the first mark wins either way.
   */
  boolean byRule() {
    return rule == Rule.RENJU || (rule == Rule.EXACTLY_K && !classic && winLength > 1);
  }

  /** This board with win length {@code winLength}, already checked to fit. */
  private Position withWinLength(int winLength) {
    return winLength == this.winLength ? this : new Position(cells, winLength, xCount, oCount);
  }

  /**
   * Returns {@code winLength} when it fits a board of {@code rows} x {@code columns}: 1 to the
   * longer side.
   *
   * @throws IllegalArgumentException otherwise, saying what would fit
   */
  static int checkWinLength(int winLength, int rows, int columns) {
    int longest = Math.max(rows, columns);
    if (winLength < 1 || winLength > longest) {
      throw new IllegalArgumentException(
          "win length is "
              + winLength
              + (longest == MAX_SIZE
                  ? "; it is 1 to " + MAX_SIZE + ", the longest line of the largest board"
                  : "; on a "
                      + rows
                      + " x "
                      + columns
                      + " board it is 1 to "
                      + longest
                      + " (the longer side)"));
    }
    return winLength;
  }

  /**
   * Reads a classic 3 x 3 board from the notation, as {@link #of(String...)} does; any other size
   * is a mistake.
   *
   * @throws NotationException with every mistake found (the first 100, then how many more), when
   *     the notation is malformed or the board is not 3 x 3
   */
  public static Position ofClassic(String... rows) {
    return NotationParser.parse(rows, 3);
  }

  /**
   * Builds a position from a square array of 0 (empty), 1 (X) and 2 (O). The array is copied.
   *
   * @throws IllegalArgumentException when {@code board} is null, has a null row, is not square, is
   *     not 1 to 1000 rows, or holds any other value (the message names the row and cell)
   */
  public static Position fromArray(int[][] board) {
    BoardArrays.checkAll(board);
    int[][] copy = new int[board.length][];
    for (int row = 0; row < board.length; row++) {
      copy[row] = board[row].clone();
    }
    return trusted(copy, copy.length);
  }

  /**
   * Builds a position with a win length from a rectangular array of 0 (empty), 1 (X) and 2 (O), 1
   * to 1000 rows of 1 to 1000 cells, every row as long as the first. The array is copied.
   *
   * @throws IllegalArgumentException when {@code board} is null, has a null row, is not 1 to 1000
   *     rows of one length of 1 to 1000, holds any other value (the message names the row and
   *     cell), or {@code winLength} is not 1 to the longer side
   */
  public static Position fromArray(int[][] board, int winLength) {
    BoardArrays.checkRectangle(board);
    int[][] copy = new int[board.length][];
    for (int row = 0; row < board.length; row++) {
      if (!BoardArrays.isValidRow(board[row])) {
        throw BoardArrays.badValue(board[row], row);
      }
      copy[row] = board[row].clone();
    }
    return trusted(copy, checkWinLength(winLength, board.length, board[0].length));
  }

  /** An empty board of {@code size} x {@code size}, 1 to 1000. */
  public static Position empty(int size) {
    return new Position(new int[checkSize(size)][size], size, 0, 0);
  }

  /**
   * An empty board of {@code rows} x {@code columns}, each 1 to 1000, with win length {@code
   * winLength}, 1 to the longer side: {@code Position.empty(15, 15, 5)} for gomoku.
   *
   * @throws IllegalArgumentException when a number is out of its range
   */
  public static Position empty(int rows, int columns, int winLength) {
    checkSize(rows);
    checkSize(columns);
    checkWinLength(winLength, rows, columns);
    return new Position(new int[rows][columns], winLength, 0, 0);
  }

  /**
   * Returns {@code size} when a board can be that wide, 1 to {@link #MAX_SIZE}.
   *
   * @throws IllegalArgumentException otherwise
   */
  static int checkSize(int size) {
    if (size < 1 || size > MAX_SIZE) {
      throw new IllegalArgumentException(
          "size is " + size + "; boards are 1 to " + MAX_SIZE + " cells wide");
    }
    return size;
  }

  /** The number of rows, 1 to 1000. */
  public int getRowCount() {
    return cells.length;
  }

  /** The number of columns, 1 to 1000. */
  public int getColumnCount() {
    return cells[0].length;
  }

  /**
   * How many marks in a row win: the size for boards of {@link #of(String...)}, else the win length
   * the position was made with.
   */
  public int getWinLength() {
    return winLength;
  }

  /**
   * Whether this is the classic game: a square board whose win length is its size, as every board
   * of {@link #of(String...)} is. Messages name a win length only when it is not. In Kotlin: {@code
   * position.isClassic}.
   */
  public boolean isClassic() {
    return classic;
  }

  /**
   * The cell at {@code row} and {@code column}, both from 1. In Kotlin: {@code position[1, 2]}.
   *
   * @throws IndexOutOfBoundsException when either is not between 1 and the size
   */
  public Cell get(int row, int column) {
    checkSquare(row, column);
    return Cell.ofCode(cells[row - 1][column - 1]);
  }

  /**
   * The cell at {@code square}; the same as {@link #get(int, int)}. In Kotlin: {@code
   * position[square]}.
   *
   * @throws IndexOutOfBoundsException when the square is off the board
   */
  public Cell get(Square square) {
    return get(square.row(), square.column());
  }

  /** For 3 x 3 boards, the board's index in {@link ClassicTable}; else -1. */
  int classicIndex() {
    return classicIndex;
  }

  /** How many X marks the board holds. */
  public int getXCount() {
    return xCount;
  }

  /** How many O marks the board holds. */
  public int getOCount() {
    return oCount;
  }

  /** How many cells are empty. */
  public int getEmptyCount() {
    return cells.length * cells[0].length - xCount - oCount;
  }

  /**
   * What the rules of play say about this position: who won and with which lines, a draw, whose
   * turn it is, or every reason why legal play cannot reach it. Judged once per position, on first
   * use (3 x 3 boards are looked up in a table), so asking again, or calling {@link #play}, {@link
   * #getLegalMoves()} or {@link #getNextPlayer()}, costs nothing more.
   */
  public Verdict getVerdict() {
    if (classicIndex >= 0) { // classic boards have no run longer than k: the same under every rule
      return ClassicTable.verdict(classicIndex);
    }
    // A benign race, as in hashCode: two threads may both judge, and either verdict is the same
    // immutable value, safely published by its final fields.
    Verdict v = verdict;
    if (v == null) {
      if (byRule()) {
        v = RuleReferee.judge(cells, winLength, rule, xCount, oCount, foul);
      } else {
        v =
            classic
                ? Referee.judge(cells, xCount, oCount)
                : RunReferee.judge(cells, winLength, xCount, oCount);
      }
      verdict = v;
    }
    return v;
  }

  /**
   * The lenient rule, with no legality checks: true when some row, column, the diagonal or the
   * anti-diagonal holds one player's marks only, or when no cell is empty. The same rule as {@link
   * Noughts#gameOver(int[][])}. With a win length: true when some k cells in a row, a column or a
   * diagonal hold one player's marks, or when no cell is empty, as {@link Noughts#gameOver(int[][],
   * int)}.
   *
   * <p>Under {@link Rule#EXACTLY_K} and {@link Rule#RENJU} the runs that count are those of the
   * rule: true when either player holds a winning line by the rule (or, under renju, X holds an
   * overline or moved onto a forbidden point), or when no cell is empty.
   */
  public boolean isOver() {
    if (classicIndex >= 0) {
      return ClassicTable.isOver(classicIndex);
    }
    if (byRule()) {
      return foul != null || getEmptyCount() == 0 || RuleReferee.isOver(cells, winLength, rule);
    }
    return classic ? GameOverRule.scan(cells) : RunRule.scan(cells, winLength);
  }

  /**
   * The points X (black) may not take under {@link Rule#RENJU}, each with its reason, row by row
   * from the top, left to right in a row: see {@link Forbidden} for the definitions. Empty under
   * the other rules, and whenever X is not to move (O to move, the game over, the position
   * impossible): forbidden points bind black only, on its own move.
   *
   * <pre>{@code
   * Position p = Position.empty(15, 15, 5).withRule(Rule.RENJU); // then play ...
   * for (ForbiddenPoint point : p.getForbiddenPoints()) { ... point.square(), point.reason() }
   * }</pre>
   */
  public List<ForbiddenPoint> getForbiddenPoints() {
    if (rule != Rule.RENJU || getNextPlayer() != Player.X) {
      return List.of();
    }
    return Collections.unmodifiableList(RenjuBoard.find(cells));
  }

  /**
   * Who moves next, or null when nobody does because the game is over or the position is
   * impossible. In Kotlin: {@code position.nextPlayer}.
   */
  public @Nullable Player getNextPlayer() {
    return getVerdict() instanceof Verdict.InProgress inProgress ? inProgress.next() : null;
  }

  /**
   * The empty squares where {@code player}'s mark would make a winning run by the {@linkplain
   * #getRule() rule}, row by row from the top: the player's winning cells. A winning run is
   * {@linkplain #getWinLength() k} or more in a row; exactly k under {@link Rule#EXACTLY_K}, and
   * for X under {@link Rule#RENJU}. Read from the cells alone, so it answers for either player
   * whoever is to move, and on any board.
   *
   * <p>The threat queries ({@code getWinningCells}, {@link #getFours}, {@link #getThrees}, {@link
   * #getDefences}) all read the rule so: under renju a move of X's onto a {@linkplain
   * #getForbiddenPoints() forbidden point} (that makes no five) is neither a threat nor a defence,
   * since X may not play it; and one winning cell of O's that X may not take wins as surely as two,
   * so it counts as two wherever they speak of "two or more winning cells".
   */
  public List<Square> getWinningCells(Player player) {
    return Collections.unmodifiableList(Threats.winningCells(cells, winLength, rule, player));
  }

  /**
   * The <em>fours</em> of {@code player}: the empty squares where the player's mark does not make k
   * in a row but leaves the player at least one {@linkplain #getWinningCells winning cell}, row by
   * row from the top. A four that leaves two or more winning cells (an open four, a double four)
   * cannot be stopped by one block. When the player already has a winning cell, every other empty
   * square is a four (under exactly k, every other that keeps one: a mark just beyond a run's end
   * makes it too long).
   */
  public List<Square> getFours(Player player) {
    return Collections.unmodifiableList(Threats.fours(cells, winLength, rule, player));
  }

  /**
   * The <em>threes</em> of {@code player}: the empty squares that neither make k in a row nor are
   * {@linkplain #getFours fours}, after which the player has a move that leaves two or more winning
   * cells; so the opponent must answer or lose to that move. Row by row from the top. When the
   * player already has such a move, every empty square that is not a four or a win is a three; when
   * the player has a winning cell, there are none (every other move is a four). Under exactly k,
   * and for X under renju, each move is played out instead: a mark of one's own may take a threat
   * away.
   */
  public List<Square> getThrees(Player player) {
    return Collections.unmodifiableList(Threats.threes(cells, winLength, rule, player));
  }

  /**
   * What the opponent of {@code attacker} must answer, as the squares whose opponent's mark stops
   * the attacker's strongest threat, row by row from the top:
   *
   * <ul>
   *   <li>when the attacker has one winning cell, that cell;
   *   <li>when it has two or more, none: no single mark stops them;
   *   <li>when it has none but a move that would leave two or more (a {@linkplain #getThrees three}
   *       was made), every square after whose mark the attacker has no such move left;
   *   <li>otherwise none: there is no threat to answer.
   * </ul>
   *
   * <p>Computed from the rule, not from a table of patterns. Under renju, a winning cell of O's
   * that is a forbidden point of X's is not listed: X cannot stop it. A defence here only stops the
   * threat; a counter-four elsewhere may also hold for a move, and which defence is best is the
   * {@link Prover}'s question.
   */
  public List<Square> getDefences(Player attacker) {
    return Collections.unmodifiableList(Threats.defences(cells, winLength, rule, attacker));
  }

  /**
   * Every square the next player may mark, row by row from the top, left to right in a row; empty
   * when the game is over or the position is impossible.
   */
  public List<Square> getLegalMoves() {
    if (getNextPlayer() == null) {
      return List.of();
    }
    List<Square> moves = new ArrayList<>(getEmptyCount());
    for (int row = 0; row < cells.length; row++) {
      for (int column = 0; column < cells[row].length; column++) {
        if (cells[row][column] == 0) {
          moves.add(new Square(row + 1, column + 1));
        }
      }
    }
    return Collections.unmodifiableList(moves);
  }

  /**
   * This position after the next player marks {@code square}; the same as {@link #play(int, int)}.
   *
   * @throws IndexOutOfBoundsException when the square is off the board
   * @throws IllegalArgumentException when the square is already marked
   * @throws IllegalStateException when the game is over or the position is impossible, so no player
   *     is next
   */
  public Position play(Square square) {
    return play(square.row(), square.column());
  }

  /**
   * This position after the next player marks the cell at {@code row} and {@code column}.
   *
   * <p>Under {@link Rule#RENJU}, X may move onto a {@linkplain #getForbiddenPoints() forbidden
   * point}, and loses: the position returned is over, its verdict a {@link Verdict.Foul} with the
   * move.
   *
   * @throws IndexOutOfBoundsException when the cell is off the board
   * @throws IllegalArgumentException when the cell is already marked
   * @throws IllegalStateException when the game is over or the position is impossible, so no player
   *     is next
   */
  public Position play(int row, int column) {
    checkSquare(row, column);
    if (cells[row - 1][column - 1] != 0) {
      throw new IllegalArgumentException(
          "cannot play ("
              + row
              + ","
              + column
              + "): it already holds "
              + Cell.ofCode(cells[row - 1][column - 1]));
    }
    Verdict verdict = getVerdict();
    if (!(verdict instanceof Verdict.InProgress inProgress)) {
      throw new IllegalStateException(
          "cannot play ("
              + row
              + ","
              + column
              + "): nobody is to move, the position is "
              + verdict);
    }
    Position next = with(row, column, inProgress.next().getMark());
    if (rule == Rule.RENJU && inProgress.next() == Player.X) {
      Forbidden reason = RenjuBoard.at(cells, row - 1, column - 1);
      if (reason != null) {
        ForbiddenPoint move = new ForbiddenPoint(new Square(row, column), reason);
        return new Position(next.cells, winLength, next.xCount, next.oCount, rule, move);
      }
    }
    return next;
  }

  /**
   * This position with the cell at {@code row} and {@code column} set to {@code mark}, whatever the
   * rules say: for building impossible positions on purpose. The rule is kept; a forbidden move
   * recorded by {@link #play} is not.
   *
   * @throws IndexOutOfBoundsException when the cell is off the board
   */
  public Position with(int row, int column, Cell mark) {
    checkSquare(row, column);
    int[][] copy = toArray();
    int old = copy[row - 1][column - 1];
    copy[row - 1][column - 1] = mark.getCode();
    int x = xCount - (old & 1) + (mark == Cell.X ? 1 : 0);
    int o = oCount - (old >>> 1) + (mark == Cell.O ? 1 : 0);
    return new Position(copy, winLength, x, o, rule, null);
  }

  /** A new array of the cells' codes: 0 empty, 1 X, 2 O; {@code [row - 1][column - 1]}. */
  public int[][] toArray() {
    int[][] copy = new int[cells.length][];
    for (int row = 0; row < cells.length; row++) {
      copy[row] = cells[row].clone();
    }
    return copy;
  }

  /** The rows in notation, top to bottom, such as {@code ["X O X", "- O -", "- - -"]}. */
  public List<String> toRows() {
    List<String> rows = new ArrayList<>(cells.length);
    StringBuilder text = new StringBuilder(cells[0].length * 2);
    for (int[] row : cells) {
      text.setLength(0);
      appendRow(text, row);
      rows.add(text.toString());
    }
    return Collections.unmodifiableList(rows);
  }

  /** The canonical one-line notation, such as {@code X O X / - O - / - - -}. */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder(cells.length * cells[0].length * 2 + cells.length * 2);
    for (int row = 0; row < cells.length; row++) {
      if (row > 0) {
        text.append(" / ");
      }
      appendRow(text, cells[row]);
    }
    return text.toString();
  }

  private static void appendRow(StringBuilder text, int[] row) {
    for (int column = 0; column < row.length; column++) {
      if (column > 0) {
        text.append(' ');
      }
      text.append(Cell.ofCode(row[column]).getSymbol());
    }
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof Position that
        && winLength == that.winLength
        && rule == that.rule
        && Objects.equals(foul, that.foul)
        && Arrays.deepEquals(cells, that.cells);
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h =
          Arrays.deepHashCode(cells)
              + (classic ? 0 : 31 * winLength)
              + (rule == Rule.FREE_STYLE ? 0 : 17 * rule.ordinal() + Objects.hashCode(foul));
      hash = h;
    }
    return h;
  }

  private void checkSquare(int row, int column) {
    int rows = cells.length;
    int columns = cells[0].length;
    if (row < 1 || row > rows || column < 1 || column > columns) {
      throw new IndexOutOfBoundsException(
          "("
              + row
              + ","
              + column
              + ") is off the board: "
              + (rows == columns
                  ? "rows and columns go from 1 to " + rows
                  : "rows go from 1 to " + rows + " and columns from 1 to " + columns));
    }
  }
}
