package dev.noughts.engines.internal;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Position;
import dev.noughts.engines.internal.FailureLayout.Fact;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link FailureLayout}: the facts aligned, the board in the notation, then drawn. */
class FailureLayoutTest {
  @Test
  void factsAreAlignedAndTheBoardFollowsInTheNotationAndDrawn() {
    Position position = Position.of("X O - / X O - / - - -");
    assertThat(
            FailureLayout.of(
                position,
                List.of(new Fact("expected", "X wins"), Fact.of("but was", position.getVerdict()))))
        .isEqualTo(
            """
            expected: X wins
            but was : in progress: X to move
            board   : X O - / X O - / - - -
              X O -
              X O -
              - - -""");
  }

  @Test
  void aBoardWhoseWinLengthIsNotItsSizeSaysIt() {
    Position strip = Position.of(3, "X X - - / O O - -");
    assertThat(FailureLayout.boardFacts(strip))
        .containsExactly(
            new Fact("board", "X X - - / O O - -"), new Fact("win length", "3 in a row"))
        .inOrder();
    assertThat(FailureLayout.boardFacts(Position.empty(3)))
        .containsExactly(new Fact("board", "- - - / - - - / - - -"));
    assertThat(FailureLayout.boardFacts(null)).containsExactly(new Fact("board", "null"));
  }

  @Test
  void theBoardIsDrawnRowByRowIndented() {
    assertThat(FailureLayout.drawn(Position.of(3, "X X - - / O O - -")))
        .isEqualTo("  X X - -\n  O O - -\n");
  }
}
