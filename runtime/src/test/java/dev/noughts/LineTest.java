package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.Line.Direction;
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
}
