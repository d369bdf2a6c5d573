package dev.noughts.engines.internal;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Position;
import org.junit.jupiter.api.Test;

/** {@link BoardShape}: how a board is named in messages and test names. */
class BoardShapeTest {
  @Test
  void aSquareBoardWonByAWholeLineIsNamedByItsSize() {
    assertThat(BoardShape.of(3, 3, 3).toString()).isEqualTo("3 x 3");
    assertThat(BoardShape.winLengthNote(Position.empty(3))).isEmpty();
  }

  @Test
  void anyOtherBoardIsNamedWithItsWinLength() {
    assertThat(BoardShape.of(4, 4, 3).toString()).isEqualTo("4 x 4, 3 in a row");
    assertThat(BoardShape.of(2, 4, 2).toString()).isEqualTo("2 x 4, 2 in a row");
    assertThat(BoardShape.of(Position.empty(15, 15, 5)).toString())
        .isEqualTo("15 x 15, 5 in a row");
    assertThat(BoardShape.winLengthNote(Position.empty(4, 4, 3))).isEqualTo(" (3 in a row)");
    assertThat(BoardShape.of(2, 5, 3).cells()).isEqualTo(10);
  }
}
