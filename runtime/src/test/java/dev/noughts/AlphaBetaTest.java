package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The alpha-beta oracle of {@link TwentyFiveCellSolverTest} agrees with memoized minimax, the other
 * oracle, where both reach: the value and plies of each position and of each of its moves.
 */
class AlphaBetaTest {
  private static void assertAgreesWithMemoMinimax(Position start, int count, int empty, long seed) {
    for (Position position : RandomPositions.of(start, count, empty, seed)) {
      assertWithMessage("%s", position)
          .that(AlphaBeta.solve(position))
          .isEqualTo(MemoMinimax.solve(position));
    }
  }

  @Test
  void agreesWithMemoizedMinimaxOnFiveByFivePositionsWithThreeToFiveToWin() {
    for (int winLength = 3; winLength <= 5; winLength++) {
      for (int empty = 10; empty <= 12; empty++) {
        assertAgreesWithMemoMinimax(
            Position.empty(5, 5, winLength), 4, empty, winLength * 100L + empty);
      }
    }
  }

  @Test
  void agreesWithMemoizedMinimaxOnOtherBoards() {
    for (Position start :
        List.of(
            Position.empty(3),
            Position.empty(4, 4, 3),
            Position.empty(4),
            Position.empty(3, 7, 3),
            Position.empty(2, 12, 3),
            Position.empty(5, 6, 4))) {
      assertAgreesWithMemoMinimax(start, 6, Math.min(12, start.getEmptyCount() - 1), 7);
    }
  }

  @Test
  void agreesWithMemoizedMinimaxOnEmptyBoards() {
    for (Position empty :
        List.of(Position.empty(3), Position.empty(4, 3, 3), Position.empty(2, 6, 3))) {
      assertWithMessage("%s", empty)
          .that(AlphaBeta.solve(empty))
          .isEqualTo(MemoMinimax.solve(empty));
    }
  }

  @Test
  void refusesPositionsThatAreNotInProgress() {
    IllegalArgumentException thrown =
        assertThrows(
            IllegalArgumentException.class,
            () -> AlphaBeta.solve(Position.of("X X X / O O - / - - -")));
    assertThat(thrown).hasMessageThat().startsWith("not a position in progress: ");
  }

  @Test
  void refusesBoardsOfMoreThanThirtyCells() {
    IllegalArgumentException thrown =
        assertThrows(
            IllegalArgumentException.class, () -> AlphaBeta.solve(Position.empty(6, 6, 4)));
    assertThat(thrown).hasMessageThat().isEqualTo("keys hold two marks of 30 cells at most: 36");
  }
}
