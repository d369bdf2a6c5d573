package dev.noughts.gomocup;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.PlayedGame;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class OpeningsTest {
  /** c-gomoku-cli's README: x = x-offset + floor(SIZE / 2), y likewise, 0-based from the top. */
  @Test
  void offsetsAreFromTheCentre() {
    List<PlayedGame> openings = Openings.read("0,0, 1,0, 1,1\n-7,-7\n", 15, 15);

    assertThat(openings.get(0).toMoveList()).isEqualTo("h8 i8 i7");
    assertThat(openings.get(1).toMoveList()).isEqualTo("a15");
  }

  @Test
  void offsetsOnAnEvenBoardAreFromTheSquareRightOfAndBelowTheMiddle() {
    // c-gomoku-cli's own example line, on 20 x 20: the centre is x = 10, y = 10 from 0.
    PlayedGame opening = Openings.read("8,-3, 6,-4, 5,-4, 4,-3, 2,-8, -1,-5", 20, 20).get(0);

    assertThat(opening.getMoves().get(0)).isEqualTo(new dev.noughts.Square(8, 19));
    assertThat(opening.getMoves()).hasSize(6);
  }

  @Test
  void moveListsAreTheProjects() {
    List<PlayedGame> openings =
        Openings.read("# the project's move lists\nh8 h9 g7\n\n8,8 7,8 9,7\n", 15, 15);

    assertThat(openings).hasSize(2);
    assertThat(openings.get(0)).isEqualTo(openings.get(1));
  }

  @Test
  void aLineOfOffsetsIsToldInOffsets() {
    OpeningsException thrown =
        assertThrows(
            OpeningsException.class,
            () ->
                Openings.read(
                    "0,0, 1,0, 0,0\n0,0, 1\n"
                        + "0,0, 0,1, 1,0, 1,1, 2,0, 2,1, 3,0, 3,1, 4,0, 4,1\n",
                    15,
                    15));

    assertThat(thrown.getErrors().stream().map(OpeningError::toString).toList())
        .containsExactly(
            "line 1: stone 3 (0,0) is on the square of stone 1 (0,0)",
            "line 2: c-gomoku-cli's openings are pairs of offsets from the centre, x,y, and this"
                + " line has 3 numbers",
            "line 3: stone 10 (4,1) comes after the end of the game: an opening leaves a move to"
                + " play")
        .inOrder();
  }

  @Test
  void aLineOfOffsetsWithManyMistakesListsTheFirstHundredAndCountsTheRest() {
    String sameSquare = String.join(", ", Collections.nCopies(103, "0,0"));

    OpeningsException thrown =
        assertThrows(OpeningsException.class, () -> Openings.read(sameSquare, 15, 15));

    List<String> errors = thrown.getErrors().stream().map(OpeningError::toString).toList();
    assertThat(errors).hasSize(101);
    assertThat(errors.get(99))
        .isEqualTo("line 1: stone 101 (0,0) is on the square of stone 1 (0,0)");
    assertThat(errors.get(100)).isEqualTo("line 1: and 2 more errors not listed");
  }

  @Test
  void everyMistakeIsReportedByItsLine() {
    OpeningsException thrown =
        assertThrows(
            OpeningsException.class,
            () ->
                Openings.read(
                    "h8 h9\n0,0, 8,0\nh8 h8\nh8 a1 i8 a2 j8 a3 k8 a4 l8\nh8 zz9\n", 15, 15));

    assertThat(thrown.getErrors().stream().map(OpeningError::toString).toList())
        .containsExactly(
            "line 2: stone 2 (8,0) is off the 15 x 15 board: c-gomoku-cli's offsets from the"
                + " centre go from -7 to 7 across and from -7 to 7 down",
            "line 3: move 2: h8 is already taken by X (move 1)",
            "line 4: the opening h8 a1 i8 a2 j8 a3 k8 a4 l8 is already over (X wins:"
                + " (8,8)-(8,12)): an opening leaves a move to play",
            "line 5: move 2: 'zz9': a column is one letter, a to z, so letters name at most 26"
                + " columns; write a square of a wider board as the row and the column from 1,"
                + " such as 8,27")
        .inOrder();
  }
}
