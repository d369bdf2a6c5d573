package dev.noughts;

import java.util.ArrayList;
import java.util.List;

/**
 * The 8 symmetries of the square board: the identity, three rotations and four reflections; a board
 * of m x n cells, m and n unequal, has 4 of them ({@link #IDENTITY}, {@link #ROTATE_180}, {@link
 * #REFLECT_LEFT_RIGHT} and {@link #REFLECT_TOP_BOTTOM}; see {@link #of(int, int)}). Each maps
 * squares onto squares and positions onto positions with the same verdict, the same value under
 * perfect play, and moves that correspond; a test can carry an engine's move from one board to its
 * mirror image with {@link #apply(Square, int)}.
 *
 * <p>Rotations turn the board clockwise. On an n x n board, square {@code (r, c)} goes to:
 *
 * <table>
 *   <caption>Where each symmetry takes a square</caption>
 *   <tr><th>symmetry</th><th>image of (r, c)</th></tr>
 *   <tr><td>{@link #IDENTITY}</td><td>(r, c)</td></tr>
 *   <tr><td>{@link #ROTATE_90}</td><td>(c, n + 1 - r)</td></tr>
 *   <tr><td>{@link #ROTATE_180}</td><td>(n + 1 - r, n + 1 - c)</td></tr>
 *   <tr><td>{@link #ROTATE_270}</td><td>(n + 1 - c, r)</td></tr>
 *   <tr><td>{@link #REFLECT_LEFT_RIGHT}</td><td>(r, n + 1 - c)</td></tr>
 *   <tr><td>{@link #REFLECT_TOP_BOTTOM}</td><td>(n + 1 - r, c)</td></tr>
 *   <tr><td>{@link #REFLECT_DIAGONAL}</td><td>(c, r)</td></tr>
 *   <tr><td>{@link #REFLECT_ANTI_DIAGONAL}</td><td>(n + 1 - c, n + 1 - r)</td></tr>
 * </table>
 *
 * <p>On an m x n board (m rows, n columns) the four that apply take {@code (r, c)} to {@code (r,
 * c)}, {@code (m + 1 - r, n + 1 - c)}, {@code (r, n + 1 - c)} and {@code (m + 1 - r, c)}. Every
 * symmetry keeps a position's win length.
 *
 * <p>The <b>canonical</b> image of a position, {@link #canonicalize(Position)}, is the least of its
 * images when their cells are compared row by row from the top, left to right, with empty &lt; X
 * &lt; O. Two positions are images of each other exactly when their canonical images are equal.
 *
 * @since 0.1.0
 */
public enum Symmetry {
  /** Leaves every square where it is. */
  IDENTITY,
  /** A quarter turn clockwise: the top row becomes the right column. */
  ROTATE_90,
  /** A half turn. */
  ROTATE_180,
  /** Three quarter turns clockwise, one anticlockwise: the top row becomes the left column. */
  ROTATE_270,
  /** The mirror image across the vertical middle line: the columns in reverse order. */
  REFLECT_LEFT_RIGHT,
  /** The mirror image across the horizontal middle line: the rows in reverse order. */
  REFLECT_TOP_BOTTOM,
  /** The mirror image across the diagonal from (1,1): rows become columns. */
  REFLECT_DIAGONAL,
  /** The mirror image across the anti-diagonal from (1,n). */
  REFLECT_ANTI_DIAGONAL;

  /** The symmetry that undoes this one: each rotation's opposite; each reflection itself. */
  public Symmetry getInverse() {
    return switch (this) {
      case ROTATE_90 -> ROTATE_270;
      case ROTATE_270 -> ROTATE_90;
      default -> this;
    };
  }

  /**
   * Where this symmetry takes {@code square} on a {@code size} x {@code size} board.
   *
   * @throws IndexOutOfBoundsException when the square is not on that board
   * @throws IllegalArgumentException when {@code size} is not 1 to {@value Position#MAX_SIZE}
   */
  public Square apply(Square square, int size) {
    Position.checkSize(size);
    if (square.row() > size || square.column() > size) {
      throw new IndexOutOfBoundsException(
          square + " is off the board: rows and columns go from 1 to " + size);
    }
    int r = square.row();
    int c = square.column();
    return new Square(row(r, c, size, size), column(r, c, size, size));
  }

  /**
   * Where this symmetry takes {@code square} on a board of {@code rows} x {@code columns}; the same
   * as {@link #apply(Square, int)} on a square board.
   *
   * @throws IndexOutOfBoundsException when the square is not on that board
   * @throws IllegalArgumentException when {@code rows} or {@code columns} is not 1 to {@value
   *     Position#MAX_SIZE}, or this symmetry does not map such a board onto itself
   */
  public Square apply(Square square, int rows, int columns) {
    Position.checkSize(rows);
    Position.checkSize(columns);
    checkApplies(rows, columns);
    if (square.row() > rows || square.column() > columns) {
      throw new IndexOutOfBoundsException(
          square
              + " is off the board: rows go from 1 to "
              + rows
              + " and columns from 1 to "
              + columns);
    }
    int r = square.row();
    int c = square.column();
    return new Square(row(r, c, rows, columns), column(r, c, rows, columns));
  }

  /**
   * Whether this symmetry maps a board of {@code rows} x {@code columns} onto itself: every one
   * does on a square board; on any other, only {@link #IDENTITY}, {@link #ROTATE_180}, {@link
   * #REFLECT_LEFT_RIGHT} and {@link #REFLECT_TOP_BOTTOM}.
   */
  public boolean appliesTo(int rows, int columns) {
    return rows == columns
        || switch (this) {
          case IDENTITY, ROTATE_180, REFLECT_LEFT_RIGHT, REFLECT_TOP_BOTTOM -> true;
          default -> false;
        };
  }

  /**
   * The symmetries of a board of {@code rows} x {@code columns}, in declaration order: all 8 on a
   * square board, 4 on any other.
   */
  public static List<Symmetry> of(int rows, int columns) {
    List<Symmetry> symmetries = new ArrayList<>(8);
    for (Symmetry symmetry : values()) {
      if (symmetry.appliesTo(rows, columns)) {
        symmetries.add(symmetry);
      }
    }
    return List.copyOf(symmetries);
  }

  private void checkApplies(int rows, int columns) {
    if (!appliesTo(rows, columns)) {
      throw new IllegalArgumentException(
          this
              + " does not map a "
              + rows
              + " x "
              + columns
              + " board onto itself: on boards that are not square only IDENTITY, ROTATE_180,"
              + " REFLECT_LEFT_RIGHT and REFLECT_TOP_BOTTOM do");
    }
  }

  /**
   * The image of {@code position}: each mark moved to where this symmetry takes its square, with
   * the same win length.
   *
   * @throws IllegalArgumentException when the board is not square and this symmetry does not map it
   *     onto itself (see {@link #appliesTo(int, int)})
   */
  public Position apply(Position position) {
    int rows = position.getRowCount();
    int columns = position.getColumnCount();
    checkApplies(rows, columns);
    if (this == IDENTITY) {
      return position;
    }
    int[][] cells = position.toArray();
    int[][] image = new int[rows][columns];
    for (int r = 1; r <= rows; r++) {
      for (int c = 1; c <= columns; c++) {
        image[row(r, c, rows, columns) - 1][column(r, c, rows, columns) - 1] = cells[r - 1][c - 1];
      }
    }
    return Position.trusted(
        image, position.getWinLength(), position.getXCount(), position.getOCount());
  }

  /**
   * The distinct images of {@code position}, each once, in the order of the symmetries that first
   * give them (so the position itself comes first). A position with no symmetry of its own has 8;
   * the empty board has 1. On a board that is not square, only its 4 symmetries are used.
   */
  public static List<Position> imagesOf(Position position) {
    List<Position> images = new ArrayList<>(8);
    for (Symmetry symmetry : of(position.getRowCount(), position.getColumnCount())) {
      Position image = symmetry.apply(position);
      if (!images.contains(image)) {
        images.add(image);
      }
    }
    return List.copyOf(images);
  }

  /**
   * The canonical image of {@code position}: the least of its images, comparing cells row by row
   * from the top, left to right, with empty &lt; X &lt; O.
   */
  public static Position canonicalize(Position position) {
    return toCanonical(position).apply(position);
  }

  /**
   * The symmetry that takes {@code position} to its {@linkplain #canonicalize(Position) canonical
   * image}; the first in declaration order when several do. Its {@linkplain #getInverse() inverse}
   * takes the canonical image's squares back to the position's.
   */
  public static Symmetry toCanonical(Position position) {
    int[][] cells = position.toArray();
    Symmetry best = IDENTITY;
    for (Symmetry candidate : of(cells.length, cells[0].length)) {
      if (candidate.compareImages(best, cells) < 0) {
        best = candidate;
      }
    }
    return best;
  }

  /** Compares this symmetry's image of {@code cells} with {@code other}'s, row-major. */
  private int compareImages(Symmetry other, int[][] cells) {
    Symmetry mine = getInverse();
    Symmetry theirs = other.getInverse();
    int rows = cells.length;
    int columns = cells[0].length;
    for (int r = 1; r <= rows; r++) {
      for (int c = 1; c <= columns; c++) {
        // The image's cell (r, c) holds what was at the inverse image of (r, c).
        int a = cells[mine.row(r, c, rows, columns) - 1][mine.column(r, c, rows, columns) - 1];
        int b = cells[theirs.row(r, c, rows, columns) - 1][theirs.column(r, c, rows, columns) - 1];
        if (a != b) {
          return Integer.compare(a, b);
        }
      }
    }
    return 0;
  }

  /**
   * The row, from 1, that square (r, c) of a board of {@code rows} x {@code columns} goes to; the
   * symmetry applies to the board.
   */
  int row(int r, int c, int rows, int columns) {
    return switch (this) {
      case IDENTITY, REFLECT_LEFT_RIGHT -> r;
      case ROTATE_90, REFLECT_DIAGONAL -> c;
      case ROTATE_180, REFLECT_TOP_BOTTOM -> rows + 1 - r;
      case ROTATE_270, REFLECT_ANTI_DIAGONAL -> columns + 1 - c;
    };
  }

  /**
   * The column, from 1, that square (r, c) of a board of {@code rows} x {@code columns} goes to;
   * the symmetry applies to the board.
   */
  int column(int r, int c, int rows, int columns) {
    return switch (this) {
      case IDENTITY, REFLECT_TOP_BOTTOM -> c;
      case ROTATE_90, REFLECT_ANTI_DIAGONAL -> rows + 1 - r;
      case ROTATE_180, REFLECT_LEFT_RIGHT -> columns + 1 - c;
      case ROTATE_270, REFLECT_DIAGONAL -> r;
    };
  }
}
