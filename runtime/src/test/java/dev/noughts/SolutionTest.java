package dev.noughts;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Which best moves a {@link Solution} reaches soonest, and which lists of best moves it accepts.
 */
class SolutionTest {
  private static final Solver SOLVER = new Solver();

  private static Square square(int row, int column) {
    return new Square(row, column);
  }

  @Test
  void inAWonPositionTheFastestBestMovesAreThoseOfTheShortestWin() {
    // X wins at once by (1,2), or later by (2,3) and (3,3).
    Solution solution = SOLVER.solve(Position.of("X - X / - O - / O - -"));
    assertThat(solution.bestMoves()).containsExactly(square(1, 2), square(2, 3), square(3, 3));
    assertThat(solution.fastestBestMoves()).containsExactly(square(1, 2));
  }

  @Test
  void inALostPositionTheFastestBestMovesAreThoseThatHoldOutLongest() {
    // O loses whatever O plays: by (3,3) in 4 plies, by any other move sooner.
    Solution solution = SOLVER.solve(Position.of("X O - / - X - / - - -"));
    assertThat(solution.bestMoves()).hasSize(6);
    assertThat(solution.fastestBestMoves()).containsExactly(square(3, 3));
  }

  @Test
  void inADrawnPositionEveryBestMoveIsAmongTheFastest() {
    Solution solution = SOLVER.solve(Position.of("X - - / - O - / - - X"));
    assertThat(solution.fastestBestMoves())
        .containsExactlyElementsIn(solution.bestMoves())
        .inOrder();
  }

  @Test
  void aFinishedGameHasNoFastestBestMoves() {
    assertThat(SOLVER.solve(Position.of("X X X / O O - / - - -")).fastestBestMoves()).isEmpty();
  }

  @Test
  void theBestMovesAreEitherAllThatKeepTheValueOrExactlyTheFastest() {
    Solution solution =
        new Solution(
            GameValue.X_WINS,
            1,
            List.of(square(1, 3), square(3, 1)),
            List.of(
                new Solution.Move(square(1, 3), GameValue.X_WINS, 1),
                new Solution.Move(square(2, 3), GameValue.DRAW, 6),
                new Solution.Move(square(3, 1), GameValue.X_WINS, 3)));
    assertThat(solution.fastestBestMoves()).containsExactly(square(1, 3));

    assertThat(solution.areBestMoves(List.of(square(1, 3), square(3, 1)))).isTrue();
    assertThat(solution.areBestMoves(List.of(square(3, 1), square(1, 3)))).isTrue();
    assertThat(solution.areBestMoves(List.of(square(1, 3)))).isTrue();

    assertThat(solution.areBestMoves(List.of(square(3, 1)))).isFalse(); // a slower win only
    assertThat(solution.areBestMoves(List.of(square(1, 3), square(2, 3)))).isFalse(); // a draw
    assertThat(solution.areBestMoves(List.of())).isFalse();
  }

  @Test
  void inALostPositionOnlyTheMovesThatHoldOutLongestAreTheFastest() {
    Solution solution = SOLVER.solve(Position.of("X O - / - X - / - - -"));
    assertThat(solution.areBestMoves(solution.bestMoves())).isTrue();
    assertThat(solution.areBestMoves(List.of(square(3, 3)))).isTrue();
    assertThat(solution.areBestMoves(List.of(square(3, 3), square(1, 3)))).isFalse();
  }
}
