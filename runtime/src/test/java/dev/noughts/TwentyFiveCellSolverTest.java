package dev.noughts;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The solver on boards of 17 to 25 cells, where every position solves however many cells are empty:
 * against memoized minimax (no pruning, no symmetry, its own win check) on random positions with 17
 * empty cells, against alpha-beta (no threat rules, no symmetry, its own lines; checked against
 * memoized minimax by {@link AlphaBetaTest}) on random 5 x 5 positions with 18 to 20, and against
 * the known values of empty boards. Memoized minimax takes seconds to minutes on each such
 * position, so most of these are slow.
 */
class TwentyFiveCellSolverTest {
  private static final Solver SOLVER = new Solver();

  /**
   * Solves {@code count} random positions of {@code start}'s board with each of {@code fewestEmpty}
   * to {@code mostEmpty} empty cells as memoized minimax does.
   */
  private static void assertSolvesAsMemoMinimax(
      Position start, int count, int fewestEmpty, int mostEmpty, long seed) {
    for (int empty = fewestEmpty; empty <= mostEmpty; empty++) {
      for (Position position : RandomPositions.of(start, count, empty, seed + empty)) {
        MemoMinimax.assertSolvesAsMemoMinimax(SOLVER, position);
      }
    }
  }

  @Test
  void fiveByFivePositionsWithThreeToWinAndSeventeenEmptyCellsSolveAsMemoizedMinimaxDoes() {
    assertSolvesAsMemoMinimax(Position.empty(5, 5, 3), 2, 17, 17, 53);
  }

  @Test
  @Tag("slow")
  void fiveByFivePositionsWithFourToWinSolveAsMemoizedMinimaxDoes() {
    assertSolvesAsMemoMinimax(Position.empty(5, 5, 4), 1, 17, 17, 54);
  }

  @Test
  @Tag("slow")
  void fiveByFivePositionsWithFiveToWinSolveAsMemoizedMinimaxDoes() {
    assertSolvesAsMemoMinimax(Position.empty(5), 1, 17, 17, 55);
  }

  @Test
  @Tag("slow")
  void positionsOfOtherBoardsOfUpToTwentyFiveCellsSolveAsMemoizedMinimaxDoes() {
    for (Position start : List.of(Position.empty(3, 7, 3), Position.empty(2, 12, 3))) {
      assertSolvesAsMemoMinimax(start, 1, 17, 17, start.getColumnCount());
    }
  }

  /**
   * Solves {@code count} random positions of {@code start}'s board with each of 18 to 20 empty
   * cells as the alpha-beta oracle does: beyond memoized minimax, which would visit 87 M to 741 M
   * positions for each on 5 x 5.
   */
  private static void assertSolvesAsAlphaBeta(Position start, int count, long seed) {
    for (int empty = 18; empty <= 20; empty++) {
      for (Position position : RandomPositions.of(start, count, empty, seed + empty)) {
        AlphaBeta.assertSolvesAsAlphaBeta(SOLVER, position);
      }
    }
  }

  @Test
  void fiveByFivePositionsWithFourToWinAndEighteenToTwentyEmptyCellsSolveAsAlphaBetaDoes() {
    assertSolvesAsAlphaBeta(Position.empty(5, 5, 4), 1, 60);
  }

  @Test
  @Tag("slow")
  void moreFiveByFivePositionsWithEighteenToTwentyEmptyCellsSolveAsAlphaBetaDoes() {
    for (int winLength = 3; winLength <= 5; winLength++) {
      assertSolvesAsAlphaBeta(Position.empty(5, 5, winLength), 4, winLength * 100L);
    }
  }

  @Test
  void theEmptyFiveByFiveBoardWithThreeToWinIsAFirstPlayerWin() {
    Solution solution = SOLVER.solve(Position.empty(5, 5, 3));

    assertThat(solution.value()).isEqualTo(GameValue.X_WINS);
    assertThat(solution.plies()).isEqualTo(5); // an open two on row 3 at ply 3 is two threats
  }

  @Test
  @Tag("slow")
  void theEmptyFiveByFiveBoardWithFiveToWinIsADraw() {
    Solution solution = SOLVER.solve(Position.empty(5));

    assertThat(solution.value()).isEqualTo(GameValue.DRAW);
    assertThat(solution.plies()).isEqualTo(25);
    assertThat(solution.bestMoves()).hasSize(25);
  }

  @Test
  @Tag("slow")
  void theEmptyFiveByFiveBoardWithFourToWinIsADraw() {
    Solution solution = SOLVER.solve(Position.empty(5, 5, 4));

    assertThat(solution.value()).isEqualTo(GameValue.DRAW);
    assertThat(solution.plies()).isEqualTo(25);
    assertThat(solution.bestMoves()).hasSize(25);
  }
}
