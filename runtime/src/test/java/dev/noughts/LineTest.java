package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.Line.Direction;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineTest {

  @Test
  void factoriesGiveEachLineItsSquaresInOrder() {
    assertThat(Line.row(3, 2).squares())
        .containsExactly(new Square(2, 1), new Square(2, 2), new Square(2, 3))
        .inOrder();
    assertThat(Line.column(3, 3).squares())
        .containsExactly(new Square(1, 3), new Square(2, 3), new Square(3, 3))
        .inOrder();
    assertThat(Line.diagonal(3).squares())
        .containsExactly(new Square(1, 1), new Square(2, 2), new Square(3, 3))
        .inOrder();
    assertThat(Line.antiDiagonal(3).squares())
        .containsExactly(new Square(1, 3), new Square(2, 2), new Square(3, 1))
        .inOrder();
  }

  @Test
  void theConstructorAcceptsTheRightSquares() {
    Line line = new Line(Direction.COLUMN, 1, List.of(new Square(1, 1), new Square(2, 1)));
    assertThat(line).isEqualTo(Line.column(2, 1));
  }

  @Test
  void theConstructorRefusesSquaresThatAreNotTheLine() {
    IllegalArgumentException thrown =
        assertThrows(
            IllegalArgumentException.class,
            () -> new Line(Direction.ROW, 1, List.of(new Square(2, 1), new Square(2, 2))));
    assertThat(thrown)
        .hasMessageThat()
        .isEqualTo(
            "the squares of row 1 on a board of size 2 are [(1,1), (1,2)], got [(2,1), (2,2)]");
  }

  @Test
  void theConstructorRefusesAnIndexOffTheBoard() {
    IllegalArgumentException row =
        assertThrows(IllegalArgumentException.class, () -> Line.row(3, 4));
    assertThat(row)
        .hasMessageThat()
        .isEqualTo("the index of a ROW on a board of size 3 is 1 to 3, got 4");
    IllegalArgumentException diagonal =
        assertThrows(
            IllegalArgumentException.class,
            () -> new Line(Direction.DIAGONAL, 2, Line.diagonal(2).squares()));
    assertThat(diagonal).hasMessageThat().isEqualTo("the index of the DIAGONAL is always 1, got 2");
  }

  @Test
  void theConstructorRefusesNoSquaresAndNulls() {
    assertThrows(IllegalArgumentException.class, () -> new Line(Direction.ROW, 1, List.of()));
    assertThrows(NullPointerException.class, () -> new Line(null, 1, Line.row(1, 1).squares()));
    assertThrows(NullPointerException.class, () -> new Line(Direction.ROW, 1, null));
  }

  @Test
  void factoriesRefuseBoardsOfNoSizeOrTooLarge() {
    IllegalArgumentException thrown =
        assertThrows(IllegalArgumentException.class, () -> Line.diagonal(0));
    assertThat(thrown).hasMessageThat().isEqualTo("size is 0; boards are 1 to 1000 cells wide");
    assertThrows(IllegalArgumentException.class, () -> Line.column(1001, 1));
  }

  @Test
  void namesReadAsWords() {
    assertThat(Line.row(3, 1).toString()).isEqualTo("row 1");
    assertThat(Line.column(3, 2).toString()).isEqualTo("column 2");
    assertThat(Line.diagonal(3).toString()).isEqualTo("diagonal");
    assertThat(Line.antiDiagonal(3).toString()).isEqualTo("anti-diagonal");
  }

  @Test
  void aLineOrARunOfExactlyAThousandSquaresIsFineAndOneSquareMoreIsNot() {
    assertThat(Line.row(1000, 1000).squares()).hasSize(1000);
    assertThat(Line.run(1, 1, 1, 1000).squares()).hasSize(1000);
    assertThat(Line.run(1000, 1, 1, 1000).squares()).hasSize(1000);
    IllegalArgumentException run =
        assertThrows(IllegalArgumentException.class, () -> Line.run(1, 1, 1001, 1));
    assertThat(run)
        .hasMessageThat()
        .isEqualTo("a line has 1 to 1000 squares, but (1,1) to (1001,1) has 1001");
    List<Square> squares = new ArrayList<>(Line.run(1, 1, 1, 1000).squares());
    assertThat(new Line(Direction.ROW, 0, squares).squares()).hasSize(1000);
    squares.add(new Square(1, 1001));
    IllegalArgumentException line =
        assertThrows(IllegalArgumentException.class, () -> new Line(Direction.ROW, 0, squares));
    assertThat(line).hasMessageThat().isEqualTo("a line has 1 to 1000 squares, got 1001");
  }

  @Test
  void aRunIsConsecutiveCellsInItsDirectionAndASingleCellIsARunOfDirectionRow() {
    assertThat(new Line(Direction.ROW, 0, List.of(new Square(2, 2))))
        .isEqualTo(Line.run(2, 2, 2, 2));
    IllegalArgumentException single =
        assertThrows(
            IllegalArgumentException.class,
            () -> new Line(Direction.COLUMN, 0, List.of(new Square(2, 2))));
    assertThat(single)
        .hasMessageThat()
        .isEqualTo(
            "the squares of a run in the direction COLUMN are consecutive cells that way"
                + " (a single cell is a run of direction ROW), got [(2,2)]");
    assertThat(new Line(Direction.ROW, 0, List.of(new Square(1, 1), new Square(1, 2))))
        .isEqualTo(Line.run(1, 1, 1, 2));
    IllegalArgumentException gap =
        assertThrows(
            IllegalArgumentException.class,
            () -> new Line(Direction.ROW, 0, List.of(new Square(1, 1), new Square(1, 3))));
    assertThat(gap)
        .hasMessageThat()
        .isEqualTo(
            "the squares of a run in the direction ROW are consecutive cells that way,"
                + " got [(1,1), (1,3)]");
  }

  @Test
  void aLineContainsExactlyItsSquares() {
    List<Line> lines = new ArrayList<>();
    for (int i = 1; i <= 4; i++) {
      lines.add(Line.row(4, i));
      lines.add(Line.column(4, i));
    }
    lines.add(Line.diagonal(4));
    lines.add(Line.antiDiagonal(4));
    lines.add(Line.run(2, 1, 2, 3));
    lines.add(Line.run(1, 4, 4, 4));
    lines.add(Line.run(2, 2, 4, 4));
    lines.add(Line.run(1, 3, 3, 1));
    lines.add(Line.run(3, 3, 3, 3));
    for (Line line : lines) {
      for (int row = 1; row <= 5; row++) {
        for (int column = 1; column <= 5; column++) {
          Square square = new Square(row, column);
          assertWithMessage("%s contains %s", line, square)
              .that(line.contains(square))
              .isEqualTo(line.squares().contains(square));
        }
      }
    }
  }
}
