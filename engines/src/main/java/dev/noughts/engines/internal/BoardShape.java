package dev.noughts.engines.internal;

import dev.noughts.Position;

/**
 * The rows, columns and win length of a board, by its empty position, and how noughts names them in
 * its messages and test names: {@code 3 x 3} for a square board won by a whole line, {@code 4 x 4,
 * 3 in a row} for any other.
 *
 * <p>Internal: shared by noughts' modules, not part of noughts' API; it may change in any release.
 */
public final class BoardShape {
  private final Position empty;

  private BoardShape(Position empty) {
    this.empty = empty;
  }

  /**
   * The board of {@code rows} x {@code columns} with {@code winLength} to win.
   *
   * @throws IllegalArgumentException when a number is out of its range, with the runtime's message
   */
  public static BoardShape of(int rows, int columns, int winLength) {
    return new BoardShape(Position.empty(rows, columns, winLength));
  }

  /** The board {@code position} is on. */
  public static BoardShape of(Position position) {
    return of(position.getRowCount(), position.getColumnCount(), position.getWinLength());
  }

  /** The empty board of this shape. */
  public Position empty() {
    return empty;
  }

  /** The cells of the board. */
  public int cells() {
    return empty.getRowCount() * empty.getColumnCount();
  }

  /**
   * What the win length adds to a board in a message: nothing on classic boards, else {@code " (3
   * in a row)"}.
   */
  public static String winLengthNote(Position position) {
    return position.isClassic() ? "" : " (" + inARow(position) + ")";
  }

  /** The win length in words, such as {@code 3 in a row}. */
  public static String inARow(Position position) {
    return position.getWinLength() + " in a row";
  }

  /** {@code 3 x 3}, or {@code 4 x 4, 3 in a row}. */
  @Override
  public String toString() {
    return empty.getRowCount()
        + " x "
        + empty.getColumnCount()
        + (empty.isClassic() ? "" : ", " + inARow(empty));
  }
}
