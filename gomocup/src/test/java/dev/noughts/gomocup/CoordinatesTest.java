package dev.noughts.gomocup;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Cell;
import dev.noughts.Square;
import java.util.List;
import org.junit.jupiter.api.Test;

class CoordinatesTest {
  @Test
  void xIsTheColumnAndYTheRowBothFromZero() {
    assertThat(Coordinates.of(new Square(1, 1))).isEqualTo("0,0");
    assertThat(Coordinates.of(new Square(2, 5))).isEqualTo("4,1");
    assertThat(Coordinates.parse("4,1").toSquare()).isEqualTo(new Square(2, 5));
  }

  @Test
  void aSquareGoesThereAndBackOnARectangle() {
    for (int row = 1; row <= 3; row++) {
      for (int column = 1; column <= 7; column++) {
        Square square = new Square(row, column);
        assertThat(Coordinates.parse(Coordinates.of(square)).toSquare()).isEqualTo(square);
      }
    }
  }

  @Test
  void movesMayHaveSpacesButNothingElse() {
    assertThat(Coordinates.parse(" 10 , 3 ")).isEqualTo(new Coordinates.Point(10, 3));
    assertThat(Coordinates.parse("-1,3")).isEqualTo(new Coordinates.Point(-1, 3));
    assertThat(Coordinates.parse("10,3,1")).isNull();
    assertThat(Coordinates.parse("10 3")).isNull();
    assertThat(Coordinates.parse("99999999999,3")).isNull();
    assertThat(Coordinates.parse("")).isNull();
  }

  @Test
  void pointsOffTheBoardAreTold() {
    assertThat(new Coordinates.Point(6, 2).isOn(Boards.of(3, 7, List.of(), List.of()))).isTrue();
    assertThat(new Coordinates.Point(7, 2).isOn(Boards.of(3, 7, List.of(), List.of()))).isFalse();
    assertThat(new Coordinates.Point(2, 3).isOn(Boards.of(3, 7, List.of(), List.of()))).isFalse();
    assertThat(new Coordinates.Point(-1, 0).isOn(Boards.of(3, 7, List.of(), List.of()))).isFalse();
  }

  @Test
  void theStonesTakeTurnsXFirst() {
    var position =
        Boards.of(
            6,
            6,
            List.of(new Square(1, 1), new Square(1, 2), new Square(1, 3)),
            List.of(new Square(6, 6), new Square(5, 5)));
    assertThat(Coordinates.board(position, Cell.O))
        .containsExactly("0,0,2", "4,4,1", "1,0,2", "5,5,1", "2,0,2")
        .inOrder();
  }

  @Test
  void theBoardIsSentFromTheSideOfThePlayerToMove() {
    var position = Boards.of(6, 6, List.of(new Square(1, 2)), List.of(new Square(3, 6)));
    assertThat(Coordinates.board(position, Cell.X)).containsExactly("1,0,1", "5,2,2").inOrder();
    assertThat(Coordinates.board(position, Cell.O)).containsExactly("1,0,2", "5,2,1").inOrder();
  }

  @Test
  void theBoardOfTheGuidesExample() { // docs/engines-in-other-languages.md
    assertThat(Coordinates.board(Boards.X_TO_BLOCK, Cell.X))
        .containsExactly(
            "11,1,1", "11,2,2", "1,9,1", "11,3,2", "3,11,1", "11,4,2", "6,13,1", "11,5,2")
        .inOrder();
  }
}
