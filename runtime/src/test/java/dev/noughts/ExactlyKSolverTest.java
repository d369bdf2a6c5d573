package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The solver and perft under {@link Rule#EXACTLY_K}: a run longer than k wins for neither player
 * and plays on. Held to {@link AlphaBeta} reading the rule its own way (the run through a move
 * counted cell by cell), on every position play reaches ({@link ExactPlay}) of the small boards, on
 * the empty boards of 3 x 3 to 5 x 5 (5 x 5 with four to win by positions of 18 and 19 empty
 * cells), and on positions of the larger boards whose endgames the solver plays on their empty
 * cells; perft against a plain count with its own check of the rule.
 */
class ExactlyKSolverTest {
  private static final Solver SOLVER = new Solver();

  private static Position exactly(Position position) {
    return position.withRule(Rule.EXACTLY_K);
  }

  /**
   * The values of the empty boards under exactly k where a run can be longer than k (k below the
   * side; with k the side every rule is the same). They are free-style's too: the first player's
   * wins need no overline, and the draws hold when no run may be longer.
   */
  @ParameterizedTest(name = "{0} x {0}, exactly {1}: {2} in {3}")
  @CsvSource({
    "3, 1, X_WINS, 1",
    "3, 2, X_WINS, 3",
    "4, 1, X_WINS, 1",
    "4, 2, X_WINS, 3",
    "4, 3, X_WINS, 5",
    "5, 1, X_WINS, 1",
    "5, 2, X_WINS, 3",
    "5, 3, X_WINS, 5"
  })
  void theEmptyBoardsHaveTheirValuesByAnIndependentSearch(
      int size, int winLength, GameValue value, int plies) {
    Position empty = exactly(Position.empty(size, size, winLength));

    Solution solution = SOLVER.solve(empty);

    assertThat(solution.value()).isEqualTo(value);
    assertThat(solution.plies()).isEqualTo(plies);
    OracleSolution.assertSolves(SOLVER, empty, AlphaBeta.solve(empty));
  }

  /**
   * Every move from the empty 5 x 5 board with exactly four to win keeps the draw: the solver's
   * value, about a second. The oracle takes more than ten minutes on the empty board, so it checks
   * positions of the board with 18 and 19 empty cells instead (below), as for free-style.
   */
  @Test
  @Tag("slow")
  void theEmptyFiveByFiveBoardWithExactlyFourToWinIsADraw() {
    Solution solution = SOLVER.solve(exactly(Position.empty(5, 5, 4)));

    assertThat(solution.value()).isEqualTo(GameValue.DRAW);
    assertThat(solution.plies()).isEqualTo(25);
    assertThat(solution.bestMoves()).hasSize(25);
  }

  @Test
  void
      fiveByFivePositionsWithExactlyFourToWinAndEighteenOrNineteenEmptyCellsSolveAsTheOracleDoes() {
    for (int empty = 18; empty <= 19; empty++) {
      for (Position position :
          RandomPositions.of(exactly(Position.empty(5, 5, 4)), 1, empty, 52L + empty)) {
        OracleSolution.assertSolves(SOLVER, position, AlphaBeta.solve(position));
      }
    }
  }

  /**
   * Solves every position in progress that play under exactly k reaches on boards of {@code
   * fewestCells} to {@code mostCells} cells, every shape and win length, as the oracle does; how
   * many were solved.
   */
  private static int solveEveryReachablePosition(int fewestCells, int mostCells) {
    int solved = 0;
    for (int rows = 1; rows <= mostCells; rows++) {
      for (int columns = 1; rows * columns <= mostCells; columns++) {
        if (rows * columns < fewestCells) {
          continue;
        }
        for (int k = 1; k <= Math.max(rows, columns); k++) {
          ExactPlay play = new ExactPlay(rows, columns, k);
          AlphaBeta oracle = new AlphaBeta(rows, columns, k, true);
          for (int board = play.reachable.nextSetBit(0);
              board >= 0;
              board = play.reachable.nextSetBit(board + 1)) {
            Position position =
                exactly(Position.fromArray(play.toArray(board), k)); // the verdict is not read
            if (play.exactRuns(board, 1).isEmpty()
                && play.exactRuns(board, 2).isEmpty()
                && play.count(board, 0) > 0) {
              OracleSolution.assertSolves(SOLVER, position, oracle.solution(position));
              solved++;
            }
          }
        }
      }
    }
    return solved;
  }

  @Test
  void everyReachablePositionOfUpToNineCellsSolvesAsTheOracleDoes() {
    assertThat(solveEveryReachablePosition(1, 9)).isGreaterThan(10_000);
  }

  /** 2 x 5, 5 x 2, 1 x 10 and 10 x 1. */
  @Test
  @Tag("slow")
  void everyReachablePositionOfTenCellsSolvesAsTheOracleDoes() {
    assertThat(solveEveryReachablePosition(10, 10)).isGreaterThan(10_000);
  }

  /**
   * The whole board's game of 17 to 25 cells (4 x 6), and the game on the empty cells of a board of
   * more than 25 (5 x 6 and 6 x 5, 30 cells): random positions of each, with an overline played
   * through on the way now and then.
   */
  @Test
  void positionsOfLargerBoardsSolveAsTheOracleDoes() {
    int overlines = 0;
    for (Position start :
        List.of(
            Position.empty(4, 6, 3),
            Position.empty(5, 6, 3),
            Position.empty(6, 5, 4),
            Position.empty(5, 6, 4))) {
      for (int empty = 10; empty <= 14; empty += 2) {
        for (Position position :
            RandomPositions.of(exactly(start), 3, empty, empty * 31L + start.getRowCount())) {
          OracleSolution.assertSolves(SOLVER, position, AlphaBeta.solve(position));
          overlines += hasOverline(position) ? 1 : 0;
        }
      }
    }
    assertThat(overlines).isGreaterThan(0);
  }

  /** A run of more than k marks of one player in some row, column or diagonal. */
  private static boolean hasOverline(Position position) {
    int[][] cells = position.toArray();
    int k = position.getWinLength();
    for (int r = 0; r < cells.length; r++) {
      for (int c = 0; c < cells[r].length; c++) {
        for (int[] step : STEPS) {
          if (cells[r][c] != 0 && run(cells, r, c, step) > k) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private static final int[][] STEPS = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

  /** The length of the run of the mark at (r, c) from there on along {@code step}. */
  private static int run(int[][] cells, int r, int c, int[] step) {
    int n = 0;
    int mark = cells[r][c];
    while (r >= 0 && r < cells.length && c >= 0 && c < cells[0].length && cells[r][c] == mark) {
      n++;
      r += step[0];
      c += step[1];
    }
    return n;
  }

  @Test
  void anOverlineDoesNotWinAndTheGamePlaysOn() {
    // 4 x 4, three to win: X's (1,3) makes four in a row, which wins free-style only.
    Position free = Position.of(3, "X X - X / O O - - / - - - - / - - - O");
    Position exact = exactly(free);

    assertThat(SOLVER.solve(free).bestMoves()).contains(new Square(1, 3));
    Solution solution = SOLVER.solve(exact);
    Solution.Move overline =
        solution.moves().stream()
            .filter(move -> move.square().equals(new Square(1, 3)))
            .findFirst()
            .orElseThrow();
    assertThat(overline.plies()).isGreaterThan(1);
    OracleSolution.assertSolves(SOLVER, exact, AlphaBeta.solve(exact));
  }

  // Perft

  /**
   * An independent count under exactly k: every sequence played out on an array, stopping after a
   * move whose run in some direction is exactly k long, or at a full board.
   */
  private static long plainCount(int[][] cells, int k, int mover, int depth) {
    if (depth == 0) {
      return 1;
    }
    long total = 0;
    for (int r = 0; r < cells.length; r++) {
      for (int c = 0; c < cells[r].length; c++) {
        if (cells[r][c] == 0) {
          cells[r][c] = mover;
          total +=
              depth == 1
                  ? 1
                  : exactRunThrough(cells, r, c, k)
                      ? 0
                      : plainCount(cells, k, 3 - mover, depth - 1);
          cells[r][c] = 0;
        }
      }
    }
    return total;
  }

  private static boolean exactRunThrough(int[][] cells, int r, int c, int k) {
    for (int[] step : STEPS) {
      int back = run(cells, r, c, new int[] {-step[0], -step[1]});
      if (back + run(cells, r, c, step) - 1 == k) {
        return true;
      }
    }
    return false;
  }

  @Test
  void perftCountsAsAPlainCountOnBoardsTheBitboardsTakeAndBeyond() {
    Random random = new Random(52);
    int compared = 0;
    for (int[] shape : new int[][] {{3, 3, 2}, {4, 4, 3}, {5, 6, 3}, {8, 8, 4}, {9, 9, 3}}) {
      Position start = exactly(Position.empty(shape[0], shape[1], shape[2]));
      for (int sample = 0; sample < 4; ) {
        Position position = start;
        int moves = random.nextInt(position.getEmptyCount() - 2);
        for (int i = 0; i < moves && position.getNextPlayer() != null; i++) {
          List<Square> legal = position.getLegalMoves();
          position = position.play(legal.get(random.nextInt(legal.size())));
        }
        Player next = position.getNextPlayer();
        if (next == null) {
          continue; // the game ended on the way: another
        }
        sample++;
        int depth = position.getEmptyCount() > 40 ? 3 : 4;
        long expected = plainCount(position.toArray(), shape[2], next == Player.X ? 1 : 2, depth);
        assertWithMessage("%s, depth %s", position, depth)
            .that(Perft.count(position, depth))
            .isEqualTo(expected);
        assertThat(Perft.divide(position, depth).values().stream().mapToLong(Long::longValue).sum())
            .isEqualTo(expected);
        compared++;
      }
    }
    assertThat(compared).isEqualTo(20);
  }

  @Test
  void perftPlaysOnAfterAnOverline() {
    Position free = Position.of(3, "X X - X / O O - - / - - - - / - - - O");

    // free-style: (1,3) wins, so nothing follows it; exactly three: the 9 replies follow it
    assertThat(Perft.divide(free, 2).get(new Square(1, 3))).isEqualTo(0);
    assertThat(Perft.divide(exactly(free), 2).get(new Square(1, 3))).isEqualTo(9);
  }
}
