package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The solver on boards of more than 25 cells with 17 to 64 empty cells, searched within a node
 * budget: exact where it finishes (against memoized minimax, which shares none of its pruning), and
 * refused with {@link Unsolvable.BudgetSpent} where it does not, the same way every time.
 */
class SolverBudgetTest {
  /** 6 x 6, five to win, O to move, 25 empty cells: a draw that takes some 28 million nodes. */
  private static final Position TWENTY_FIVE_EMPTY =
      Position.of(
          5, "- - - - - - / X - - O X - / - - O X X - / - O - X - O / - - - - - - / - - X O - -");

  /** 6 x 6, five to win, X to move, 20 empty cells: a draw within a few hundred thousand nodes. */
  private static final Position TWENTY_EMPTY =
      Position.of(
          5, "- - X O - - / X O - - - - / X O - - X - / O X - - - X / - - O - X - / - O O X - O");

  @Test
  void
      positionsOfSixBySixWithThreeToWinAndSeventeenOrEighteenEmptyCellsSolveAsMemoizedMinimaxDoes() {
    assertSolvesAsMemoMinimax(Position.empty(6, 6, 3), 17, 18);
  }

  @Test
  @Tag("slow")
  void positionsOfSixBySixWithThreeToWinAndNineteenOrTwentyEmptyCellsSolveAsMemoizedMinimaxDoes() {
    assertSolvesAsMemoMinimax(Position.empty(6, 6, 3), 19, 20);
  }

  @Test
  @Tag("slow")
  void positionsOfSixBySixWithFourToWinAndSeventeenEmptyCellsSolveAsMemoizedMinimaxDoes() {
    assertSolvesAsMemoMinimax(Position.empty(6, 6, 4), 17, 17);
  }

  /**
   * 7 x 7, five to win, X to move, 31 empty cells: a draw within the default budget (the position
   * of {@code BudgetedSolverBenchmark.solveThirtyOneEmpty}).
   */
  @Test
  void aPositionOfThirtyOneEmptyCellsSolvesWithinTheDefaultBudget() {
    Position thirtyOneEmpty =
        Position.of(
            5,
            "- X O X - O - / - - - O - O - / - - - - O - X / - X X - - - - / X - - - - - O /"
                + " - - X O O X - / O - - - X - -");
    assertThat(thirtyOneEmpty.getEmptyCount()).isEqualTo(31);
    Solution solution = new Solver().solve(thirtyOneEmpty);
    assertThat(solution.value()).isEqualTo(GameValue.DRAW);
    assertThat(solution.plies()).isEqualTo(31);
    UnsolvableException spent =
        assertThrows(UnsolvableException.class, () -> new Solver(10_000).solve(thirtyOneEmpty));
    assertThat(spent.getReason()).isEqualTo(new Unsolvable.BudgetSpent(31, 10_000));
  }

  /**
   * 3 x 10 with three to win has 30 cells, few enough for the tests' alpha-beta, and its positions
   * with 26 to 30 empty cells are wide games ({@link BitGame#wide}), kept whole in a {@link
   * WideTable}.
   */
  @Test
  void positionsOfThreeByTenWithThreeToWinAndTwentySixToThirtyEmptyCellsSolveAsAlphaBetaDoes() {
    Solver solver = new Solver();
    Position empty = Position.empty(3, 10, 3);
    AlphaBeta.assertSolvesAsAlphaBeta(solver, empty);
    for (int emptyCells = 26; emptyCells < 30; emptyCells++) {
      for (Position position : RandomPositions.of(empty, 2, emptyCells, 3L * emptyCells)) {
        AlphaBeta.assertSolvesAsAlphaBeta(solver, position);
      }
    }
  }

  /**
   * Positions with 26 empty cells, a wide game, solve as their moves do: each move's value and
   * plies are those of the position after it, with 25 empty cells, keyed by two masks.
   */
  @Test
  void aPositionOfTwentySixEmptyCellsSolvesAsThePositionsAfterItsMovesDo() {
    Solver solver = new Solver(20_000_000);
    for (Position start : List.of(Position.empty(7, 7, 5), Position.empty(6, 6, 4))) {
      for (Position position : RandomPositions.of(start, 1, 26, 26)) {
        assertSolvesAsThePositionsAfterItsMoves(solver, position);
      }
    }
  }

  /**
   * Wide games of 32 to 64 empty cells against the prover, which shares nothing with the solver:
   * every win or loss it proves, of a position or of the position after one of its moves, is the
   * solver's value there. Positions whose search needs more than the default budget are left out;
   * which ones does not change from run to run.
   */
  @Test
  void positionsOfThirtyTwoToSixtyFourEmptyCellsAgreeWithTheProver() {
    List<Position> positions =
        new ArrayList<>(List.of(Position.empty(4, 8, 3), Position.empty(3, 11, 3)));
    positions.addAll(RandomPositions.of(Position.empty(6, 6, 4), 8, 32, 32));
    for (int empty = 33; empty <= 45; empty += 4) {
      positions.addAll(RandomPositions.of(Position.empty(7, 7, 4), 2, empty, empty));
    }
    positions.addAll(RandomPositions.of(Position.empty(8, 8, 4), 4, 56, 64));
    assertAgreesWithTheProver(positions, 17, 650);
  }

  /**
   * The empty 8 x 8 board with three to win, a game of 64 cells (bit 63, the sign bit, in use),
   * solves as its moves do: each move's value and plies are those of the position after it.
   */
  @Test
  void theEmptyEightByEightBoardWithThreeToWinSolvesAsThePositionsAfterItsMovesDo() {
    Solution solution =
        assertSolvesAsThePositionsAfterItsMoves(new Solver(), Position.empty(8, 8, 3));
    assertThat(solution.value()).isEqualTo(GameValue.X_WINS);
    assertThat(solution.moves()).hasSize(64);
  }

  /**
   * Checks that each move of {@code position}'s solution has the value and one ply more than the
   * solution of the position after it, and returns the solution.
   */
  private static Solution assertSolvesAsThePositionsAfterItsMoves(
      Solver solver, Position position) {
    Solution solution = solver.solve(position);
    for (Solution.Move move : solution.moves()) {
      Solution after = solver.solve(position.play(move.square()));
      assertThat(move.value()).isEqualTo(after.value());
      assertThat(move.plies()).isEqualTo(after.plies() + 1);
    }
    return solution;
  }

  /**
   * The positions of {@code BudgetedSolverBenchmark}'s wide game, 7 x 7 with four to win and 45
   * empty cells: one solves within the default budget, the other spends it.
   */
  @Test
  void theBenchmarksPositionsOfFortyFiveEmptyCellsSolveAndSpendTheBudget() {
    Position won =
        Position.of(
            4,
            "- - - - - - - / - - - - - - - / - O - - - - - / - - - - - - O / - X - - - X - /"
                + " - - - - - - - / - - - - - - -");
    Solution solution = new Solver().solve(won);
    assertThat(solution.value()).isEqualTo(GameValue.X_WINS);
    assertThat(solution.plies()).isEqualTo(5);
    Position spent =
        Position.of(
            4,
            "- - - - - - - / - - - - - - - / - - - - - - - / - - - - - - X / O - - - - - - /"
                + " - - O - - - - / - - - - X - -");
    UnsolvableException refused =
        assertThrows(UnsolvableException.class, () -> new Solver().solve(spent));
    assertThat(refused.getReason())
        .isEqualTo(new Unsolvable.BudgetSpent(45, Solver.DEFAULT_BUDGET));
  }

  /**
   * Checks every win or loss the prover proves of {@code positions} and of the positions after
   * their moves against the solver's values; at least {@code leastSolved} positions solve within
   * the default budget, and the prover makes more than {@code leastClaims} claims.
   */
  private static void assertAgreesWithTheProver(
      List<Position> positions, int leastSolved, int leastClaims) {
    Solver solver = new Solver();
    Prover prover = new Prover();
    int solved = 0;
    int claims = 0;
    for (Position position : positions) {
      Solution solution;
      try {
        solution = solver.solve(position);
      } catch (UnsolvableException spent) {
        assertThat(spent.getReason())
            .isEqualTo(new Unsolvable.BudgetSpent(position.getEmptyCount(), solver.getBudget()));
        continue;
      }
      solved++;
      Player mover = position.getNextPlayer();
      claims += agree(prover.prove(position), mover, solution.value(), position);
      for (Solution.Move move : solution.moves()) {
        Position after = position.play(move.square());
        if (!after.isOver()) {
          claims += agree(prover.prove(after), mover.getOpponent(), move.value(), after);
        }
      }
    }
    assertThat(solved).isAtLeast(leastSolved);
    assertThat(claims).isGreaterThan(leastClaims);
  }

  /**
   * Checks that {@code proof} of {@code position}, {@code mover} to move, agrees with {@code
   * value}; 1 when it claims a win or a loss, else 0.
   */
  private static int agree(Proof proof, Player mover, GameValue value, Position position) {
    if (proof instanceof Proof.Win) {
      assertWithMessage("%s: %s", position, proof).that(value).isEqualTo(GameValue.wonBy(mover));
      return 1;
    }
    if (proof instanceof Proof.Loss) {
      assertWithMessage("%s: %s", position, proof)
          .that(value)
          .isEqualTo(GameValue.wonBy(mover.getOpponent()));
      return 1;
    }
    return 0;
  }

  /**
   * Solves two random positions of {@code start}'s board with each of {@code fewestEmpty} to {@code
   * mostEmpty} empty cells with the default budget, as memoized minimax does.
   */
  private static void assertSolvesAsMemoMinimax(Position start, int fewestEmpty, int mostEmpty) {
    Solver solver = new Solver();
    for (int empty = fewestEmpty; empty <= mostEmpty; empty++) {
      long seed = 61L * start.getWinLength() + empty;
      for (Position position : RandomPositions.of(start, 2, empty, seed)) {
        MemoMinimax.assertSolvesAsMemoMinimax(solver, position);
      }
    }
  }

  @Test
  void aPositionSolvesExactlyWhenItsSearchFitsTheBudget() {
    Solution solution = new Solver().solve(TWENTY_EMPTY);
    assertThat(solution.value()).isEqualTo(GameValue.DRAW);
    assertThat(solution.plies()).isEqualTo(20);
    // The least budget that solves it, by bisection: the search within a budget is the first part
    // of the search without one, so every larger budget solves it too, with the same solution.
    long fails = 0;
    long solves = Solver.DEFAULT_BUDGET;
    while (solves - fails > 1) {
      long budget = (fails + solves) / 2;
      if (solvesWithin(budget, TWENTY_EMPTY)) {
        solves = budget;
      } else {
        fails = budget;
      }
    }
    assertThat(solves).isGreaterThan(1_000L);
    assertThat(new Solver(solves).solve(TWENTY_EMPTY)).isEqualTo(solution);
    assertThat(new Solver(solves * 3).solve(TWENTY_EMPTY)).isEqualTo(solution);
    long tooFew = solves - 1;
    UnsolvableException refused =
        assertThrows(UnsolvableException.class, () -> new Solver(tooFew).solve(TWENTY_EMPTY));
    assertThat(refused.getReason()).isEqualTo(new Unsolvable.BudgetSpent(20, tooFew));
  }

  @Test
  void aSpentBudgetIsAnErrorThatSaysWhatWasSpentAndWhatWouldSolve() {
    UnsolvableException refused =
        assertThrows(UnsolvableException.class, () -> new Solver().solve(TWENTY_FIVE_EMPTY));
    assertThat(refused.getReason())
        .isEqualTo(new Unsolvable.BudgetSpent(25, Solver.DEFAULT_BUDGET));
    assertThat(refused)
        .hasMessageThat()
        .isEqualTo(
            "cannot solve - - - - - - / X - - O X - / - - O X X - / - O - X - O / - - - - - - /"
                + " - - X O - -: it has 25 empty cells, and the solver's budget of 2,000,000 nodes"
                + " was spent before it found perfect play (a solver with a larger node budget may solve it; on a"
                + " board of more than 25 cells, positions with at most 16 empty cells always"
                + " solve)");
    assertThat(refused).isInstanceOf(IllegalArgumentException.class);
    assertThat(Solver.whyUnsolvable(TWENTY_FIVE_EMPTY)).isEmpty(); // only the search can tell
    // The same budget, the same refusal: the budget counts nodes, not time.
    UnsolvableException again =
        assertThrows(UnsolvableException.class, () -> new Solver().solve(TWENTY_FIVE_EMPTY));
    assertThat(again.getReason()).isEqualTo(refused.getReason());
  }

  @Test
  void aSolverThatSpentItsBudgetStillSolvesOtherPositionsAndThisOneAgainTheSameWay() {
    Solver solver = new Solver(50_000);
    UnsolvableException first =
        assertThrows(UnsolvableException.class, () -> solver.solve(TWENTY_FIVE_EMPTY));
    assertThat(solver.solve(Position.empty(4)).value()).isEqualTo(GameValue.DRAW);
    UnsolvableException again =
        assertThrows(UnsolvableException.class, () -> solver.solve(TWENTY_FIVE_EMPTY));
    assertThat(again.getReason()).isEqualTo(first.getReason());
    // What it solves after spending its budget, it solves as a new solver with that budget does.
    Solver enough = new Solver(Solver.DEFAULT_BUDGET);
    assertThrows(UnsolvableException.class, () -> enough.solve(TWENTY_FIVE_EMPTY));
    assertThat(enough.solve(TWENTY_EMPTY)).isEqualTo(new Solver().solve(TWENTY_EMPTY));
  }

  @Test
  void theBudgetDoesNotApplyToBoardsOfUpToTwentyFiveCellsNorToSixteenEmptyCells() {
    Solver one = new Solver(1);
    assertThat(one.getBudget()).isEqualTo(1);
    assertThat(one.solve(Position.empty(4)).value()).isEqualTo(GameValue.DRAW);
    assertThat(one.solve(Position.empty(5, 5, 3)).value()).isEqualTo(GameValue.X_WINS);
    Position sixteenEmpty =
        RandomPositions.of(Position.empty(6, 6, 4), 1, Solver.ALWAYS_SOLVED_EMPTY_CELLS, 7).get(0);
    assertThat(one.solve(sixteenEmpty)).isEqualTo(new Solver().solve(sixteenEmpty));
    Position seventeenEmpty =
        RandomPositions.of(Position.empty(6, 6, 5), 1, Solver.ALWAYS_SOLVED_EMPTY_CELLS + 1, 7)
            .get(0);
    UnsolvableException refused =
        assertThrows(UnsolvableException.class, () -> one.solve(seventeenEmpty));
    assertThat(refused.getReason()).isEqualTo(new Unsolvable.BudgetSpent(17, 1));
  }

  @Test
  void aBudgetOfLessThanOneNodeIsRefused() {
    for (long budget : new long[] {0, -1, Long.MIN_VALUE}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> new Solver(budget));
      assertThat(e)
          .hasMessageThat()
          .isEqualTo(
              String.format(
                  "a node budget of %,d searches nothing: give 1 or more (the default is"
                      + " 2,000,000)",
                  budget));
    }
    assertThat(new Solver().getBudget()).isEqualTo(Solver.DEFAULT_BUDGET);
    assertThat(new Solver(Long.MAX_VALUE).getBudget()).isEqualTo(Long.MAX_VALUE);
  }

  @Test
  void aSpentBudgetIsATypedReasonThatChecksItsNumbers() {
    Unsolvable spent = new Unsolvable.BudgetSpent(17, 1);
    assertThat(spent.toString()).isEqualTo(spent.message());
    assertThat(spent.message())
        .startsWith("it has 17 empty cells, and the solver's budget of 1 node was spent");
    IllegalArgumentException notSearched =
        assertThrows(IllegalArgumentException.class, () -> new Unsolvable.BudgetSpent(16, 1));
    assertThat(notSearched)
        .hasMessageThat()
        .isEqualTo("16 empty cells are not searched within a budget: only 17 to 64 are");
    assertThrows(IllegalArgumentException.class, () -> new Unsolvable.BudgetSpent(65, 1));
    IllegalArgumentException noBudget =
        assertThrows(IllegalArgumentException.class, () -> new Unsolvable.BudgetSpent(20, 0));
    assertThat(noBudget).hasMessageThat().isEqualTo("0 is not a node budget: give 1 or more");
  }

  private static boolean solvesWithin(long budget, Position position) {
    try {
      new Solver(budget).solve(position);
      return true;
    } catch (UnsolvableException spent) {
      assertThat(spent.getReason()).isInstanceOf(Unsolvable.BudgetSpent.class);
      return false;
    }
  }
}
