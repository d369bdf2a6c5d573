package dev.noughts.gomocup;

import dev.noughts.Cell;
import dev.noughts.Position;
import dev.noughts.Square;
import java.util.List;

/** Gomoku positions for the tests. */
final class Boards {
  private Boards() {}

  /** A {@code rows} x {@code columns} board, five in a row, with X's stones and O's. */
  static Position of(int rows, int columns, List<Square> xs, List<Square> os) {
    Position position = Position.empty(rows, columns, 5);
    for (Square x : xs) {
      position = position.with(x.row(), x.column(), Cell.X);
    }
    for (Square o : os) {
      position = position.with(o.row(), o.column(), Cell.O);
    }
    return position;
  }

  /**
   * A {@code rows} x {@code columns} board with stones on every third row, two X and two O in turn:
   * as many X as O, no three in a row, and thousands of stones on a large board.
   */
  static Position striped(int rows, int columns) {
    int[][] cells = new int[rows][columns];
    for (int row = 0; row < rows; row += 3) {
      for (int column = 0; column < columns; column++) {
        cells[row][column] = column % 4 < 2 ? 1 : 2;
      }
    }
    return Position.fromArray(cells, 5);
  }

  /** X's four in row 8, columns 5 to 8, O to block it nowhere: X wins at (8,4) or (8,9). */
  static final Position X_TO_WIN =
      of(
          15,
          15,
          List.of(new Square(8, 5), new Square(8, 6), new Square(8, 7), new Square(8, 8)),
          List.of(new Square(9, 5), new Square(9, 6), new Square(9, 7), new Square(3, 13)));

  /** O's four in column 12, rows 3 to 6, closed above: X must block at (7,12). */
  static final Position X_TO_BLOCK =
      of(
          15,
          15,
          List.of(new Square(2, 12), new Square(10, 2), new Square(12, 4), new Square(14, 7)),
          List.of(new Square(3, 12), new Square(4, 12), new Square(5, 12), new Square(6, 12)));

  /** X has five in row 8: the game is over. */
  static final Position X_HAS_WON =
      of(
          15,
          15,
          List.of(
              new Square(8, 5),
              new Square(8, 6),
              new Square(8, 7),
              new Square(8, 8),
              new Square(8, 9)),
          List.of(new Square(9, 5), new Square(9, 6), new Square(9, 7), new Square(3, 13)));

  /** One X stone in the middle of 15 x 15: O to move. */
  static final Position ONE_STONE = of(15, 15, List.of(new Square(8, 8)), List.of());
}
