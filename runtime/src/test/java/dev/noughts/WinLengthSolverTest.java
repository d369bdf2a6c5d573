package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The solver, perft, symmetries and game records on boards with a win length. */
class WinLengthSolverTest {
  private static final Solver SOLVER = new Solver();

  /**
   * Solves every reachable board in progress of the shapes of {@code fewestCells} to {@code
   * mostCells} cells with at least {@code fewestRows} rows and columns, and compares with
   * retrograde play.
   */
  private static int solveEveryPosition(int fewestCells, int mostCells, int fewestRows) {
    int solved = 0;
    for (int rows = fewestRows; rows <= mostCells; rows++) {
      for (int columns = fewestRows; rows * columns <= mostCells; columns++) {
        if (rows * columns >= fewestCells) {
          solved += solveEveryPosition(rows, columns);
        }
      }
    }
    return solved;
  }

  /**
   * Solves every reachable board in progress of {@code rows} x {@code columns} with every win
   * length, and compares with retrograde play; how many were solved.
   */
  private static int solveEveryPosition(int rows, int columns) {
    int solved = 0;
    for (int k = 1; k <= Math.max(rows, columns); k++) {
      RunPlay play = new RunPlay(rows, columns, k);
      RunPlay.Retrograde oracle = play.new Retrograde();
      for (int board : play.inProgress().toArray()) {
        Position position = play.position(board);
        Solution solution = SOLVER.solve(position);
        Solution expected = oracle.solution(board);
        if (!solution.equals(expected)) {
          assertWithMessage("k = %s, %s", k, position).that(solution).isEqualTo(expected);
        }
        solved++;
      }
    }
    return solved;
  }

  @Test
  void everyReachablePositionOfUpToNineCellsSolvesAsRetrogradeAnalysisDoes() {
    assertThat(solveEveryPosition(1, 9, 1)).isGreaterThan(0);
  }

  /** 2 x 5, 2 x 6, 3 x 4 and their transposes; the strips of one row are the next test. */
  @Test
  @Tag("slow")
  void everyReachablePositionOfTenToTwelveCellsSolvesAsRetrogradeAnalysisDoes() {
    assertThat(solveEveryPosition(10, 12, 2)).isGreaterThan(0);
  }

  /** 1 x 10, 1 x 11, 1 x 12 and their transposes, one column of 10 to 12 cells. */
  @Test
  @Tag("slow")
  void everyReachablePositionOfStripsOfTenToTwelveCellsSolvesAsRetrogradeAnalysisDoes() {
    int solved = 0;
    for (int cells = 10; cells <= 12; cells++) {
      solved += solveEveryPosition(1, cells) + solveEveryPosition(cells, 1);
    }
    assertThat(solved).isGreaterThan(0);
  }

  @Test
  void theEmptyFourByFourBoardWithThreeToWinIsAFirstPlayerWin() {
    Solution solution = SOLVER.solve(Position.empty(4, 4, 3));
    assertThat(solution.value()).isEqualTo(GameValue.X_WINS);
    Solution again = SOLVER.solve(Position.of(3, "- - - - / - - - - / - - - - / - - - -"));
    assertThat(again).isEqualTo(solution);
  }

  /**
   * The values of the empty square boards in benchmarks/README.md ("The values of the empty
   * boards"), those that solve in well under a second; 5 x 5 with three to five to win are in
   * {@link TwentyFiveCellSolverTest}.
   */
  @ParameterizedTest(name = "{0} x {0}, {1} to win: {2} in {3}")
  @CsvSource({
    "3, 1, X_WINS, 1",
    "3, 2, X_WINS, 3",
    "3, 3, DRAW, 9",
    "4, 1, X_WINS, 1",
    "4, 2, X_WINS, 3",
    "4, 3, X_WINS, 5",
    "4, 4, DRAW, 16",
    "5, 1, X_WINS, 1",
    "5, 2, X_WINS, 3"
  })
  void theEmptyBoardsHaveTheirValues(int size, int winLength, GameValue value, int plies) {
    Solution solution = SOLVER.solve(Position.empty(size, size, winLength));

    assertThat(solution.value()).isEqualTo(value);
    assertThat(solution.plies()).isEqualTo(plies);
  }

  /**
   * A solver keeps one table for every kind of small board with a win length (rows, columns, win
   * length); each board below differs from the one before in one of the three, so each reads only
   * the entries of its own kind: one left from the kind before would answer for positions of
   * another game.
   */
  @Test
  void aSolverThatSolvedAnotherKindOfBoardSolvesAsANewSolverDoes() {
    Solver solver = new Solver();
    for (Position position :
        List.of(
            Position.empty(3, 4, 3),
            Position.empty(4, 4, 3),
            Position.empty(4, 3, 3),
            Position.empty(4, 3, 4))) {
      assertWithMessage("%s with %s to win", position, position.getWinLength())
          .that(solver.solve(position))
          .isEqualTo(new Solver().solve(position));
    }
  }

  /** Boards of one kind after another, over and over, make one table between them, not one each. */
  @Test
  void boardsOfKindAfterKindMakeOneTable() {
    Solver solver = new Solver();
    for (int round = 0; round < 3; round++) {
      for (Position position : manyKinds()) {
        solver.solve(position);
      }
    }
    assertThat(solver.tablesKept()).isEqualTo(1);
  }

  /**
   * Eight threads sharing a solver, each solving boards of many kinds in an order of its own, hold
   * one table between them (the 16 MiB the Javadoc promises), and every answer is a new solver's.
   */
  @Test
  void eightThreadsSolvingBoardsOfManyKindsShareOneTableAndSolveAsNewSolversDo() throws Exception {
    List<Position> positions = manyKinds();
    Map<Position, Solution> expected = new java.util.HashMap<>();
    for (Position position : positions) {
      expected.put(position, new Solver().solve(position));
    }
    Solver solver = new Solver();
    ExecutorService threads = Executors.newFixedThreadPool(8);
    try {
      List<Future<Map<Position, Solution>>> results = new ArrayList<>();
      for (int thread = 0; thread < 8; thread++) {
        int first = thread;
        results.add(
            threads.submit(
                () -> {
                  Map<Position, Solution> solved = new java.util.HashMap<>();
                  for (int i = 0; i < 3 * positions.size(); i++) {
                    Position position = positions.get((first + i) % positions.size());
                    solved.put(position, solver.solve(position));
                  }
                  return solved;
                }));
      }
      for (Future<Map<Position, Solution>> result : results) {
        assertThat(result.get(60, TimeUnit.SECONDS)).isEqualTo(expected);
      }
    } finally {
      threads.shutdownNow();
    }
    assertThat(solver.tablesKept()).isEqualTo(1);
  }

  /** Empty boards of seven kinds of at most 16 cells with a win length, some of the same cells. */
  private static List<Position> manyKinds() {
    return List.of(
        Position.empty(3, 4, 3),
        Position.empty(4, 3, 3),
        Position.empty(4, 4, 3),
        Position.empty(2, 5, 2),
        Position.empty(2, 6, 3),
        Position.empty(3, 3, 2),
        Position.empty(1, 5, 3));
  }

  /**
   * Positions whose search meets the bound on the fastest win still possible: a reply that cannot
   * beat a win already found is cut off with that bound, not with a draw.
   */
  @Test
  void threeByFourPositionsWhereTheSearchCutsOffHopelessRepliesSolveExactly() {
    Solution lost = new Solver().solve(Position.of(3, "- - - X / - - - - / - O X -"));
    assertThat(lost.value()).isEqualTo(GameValue.O_WINS);
    assertThat(lost.plies()).isEqualTo(7);
    assertThat(lost.bestMoves()).containsExactly(new Square(2, 2));
    Solution won = new Solver().solve(Position.of(3, "- - O - / - - - - / - - X -"));
    assertThat(won.value()).isEqualTo(GameValue.X_WINS);
    assertThat(won.plies()).isEqualTo(3);
    assertThat(won.bestMoves())
        .containsExactly(new Square(1, 1), new Square(2, 2), new Square(3, 1), new Square(3, 2))
        .inOrder();
  }

  /**
   * What a solver remembers from the empty board, bounds found with cut-offs among them, does not
   * change its answer for a position of the same kind: every move's value and plies are those a new
   * solver gives.
   */
  @Test
  void aPositionSolvedAfterTheEmptyBoardOfItsKindSolvesAsOnItsOwn() {
    Solver solver = new Solver();
    solver.solve(Position.empty(3, 4, 3));
    Position position = Position.of(3, "O X - - / - - - - / - - - -");
    Solution solution = solver.solve(position);
    assertThat(solution.moves()).isEqualTo(new Solver().solve(position).moves());
    assertThat(solution.moves())
        .containsAtLeast(
            new Solution.Move(new Square(2, 1), GameValue.DRAW, 10),
            new Solution.Move(new Square(2, 4), GameValue.O_WINS, 6),
            new Solution.Move(new Square(3, 1), GameValue.X_WINS, 7));
  }

  @Test
  void fiveByFivePositionsWithFourToWinAndTwelveEmptyCellsSolveAsMemoizedMinimaxDoes() {
    for (Position position : RandomPositions.of(Position.empty(5, 5, 4), 20, 12, 4)) {
      MemoMinimax.assertSolvesAsMemoMinimax(SOLVER, position);
    }
  }

  @Test
  void endgamesOfLargerBoardsSolveAsMemoizedMinimaxDoes() {
    Random random = new Random(15);
    for (int trial = 0; trial < 6; trial++) {
      MemoMinimax.assertSolvesAsMemoMinimax(SOLVER, endgame(6, 7, 4, 10, random));
      MemoMinimax.assertSolvesAsMemoMinimax(SOLVER, endgame(15, 15, 5, 9, random));
    }
  }

  /**
   * A position in progress with {@code empty} empty cells and no k in a row: a pattern of 1s and 2s
   * with runs of two at most, cells flipped at random where that makes no run of k,, marks of the
   * player ahead flipped until the counts are those of legal play, then marks taken off, X's and
   * O's in turn.
   */
  private static Position endgame(int rows, int columns, int k, int empty, Random random) {
    int[][] cells = new int[rows][columns];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        cells[r][c] = 1 + (((c + 2 * r) >> 1) & 1);
      }
    }
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        if (random.nextBoolean()) {
          cells[r][c] = 3 - cells[r][c];
          if (RunReferee.completesRun(cells, r, c, k)) {
            cells[r][c] = 3 - cells[r][c];
          }
        }
      }
    }
    int[] counts = new int[3];
    for (int[] row : cells) {
      for (int cell : row) {
        counts[cell]++;
      }
    }
    while (counts[1] != counts[2] && counts[1] != counts[2] + 1) { // flip the player ahead
      int r = random.nextInt(rows);
      int c = random.nextInt(columns);
      int ahead = counts[1] > counts[2] ? 1 : 2;
      if (cells[r][c] == ahead) {
        cells[r][c] = 3 - ahead;
        if (RunReferee.completesRun(cells, r, c, k)) {
          cells[r][c] = ahead;
        } else {
          counts[ahead]--;
          counts[3 - ahead]++;
        }
      }
    }
    while (counts[0] < empty) { // take off X's mark when X is ahead, else O's: counts stay legal
      int r = random.nextInt(rows);
      int c = random.nextInt(columns);
      int mark = counts[1] > counts[2] ? 1 : 2;
      if (cells[r][c] == mark) {
        cells[r][c] = 0;
        counts[mark]--;
        counts[0]++;
      }
    }
    Position position = Position.fromArray(cells, k);
    assertThat(position.getEmptyCount()).isEqualTo(empty);
    assertThat(position.getVerdict()).isInstanceOf(Verdict.InProgress.class);
    return position;
  }

  @Test
  void moreThanSixtyFourEmptyCellsOnABoardOfMoreThanTwentyFiveCellsAreRefused() {
    IllegalArgumentException thrown =
        assertThrows(IllegalArgumentException.class, () -> SOLVER.solve(Position.empty(3, 22, 3)));
    assertThat(thrown)
        .hasMessageThat()
        .isEqualTo(
            "cannot solve a 3 x 22 position: it has 66 empty cells; the solver takes at most 64"
                + " on a board of more than 25 cells (every position of a board up to 25 cells,"
                + " such as 5 x 5, and endgames of larger boards)");
  }

  @Test
  void perftCountsLegalPlayWithTheWinLength() {
    // 1 x 3 with two to win: X (1,2) wins at once with (1,1) or (1,3) at move 3 ...
    Position row = Position.empty(1, 3, 2);
    assertThat(Perft.count(row, 1)).isEqualTo(3);
    assertThat(Perft.count(row, 2)).isEqualTo(6);
    // Sequences of three: X a, O b, X c; X wins at move 3 when a and c are neighbours.
    assertThat(Perft.count(row, 3)).isEqualTo(6);
    for (int rows = 1; rows <= 3; rows++) {
      for (int columns = 1; columns <= 4; columns++) {
        for (int k = 1; k <= Math.max(rows, columns); k++) {
          Position empty = Position.empty(rows, columns, k);
          for (int depth = 0; depth <= Math.min(5, rows * columns); depth++) {
            assertWithMessage("%s x %s, k = %s, depth %s", rows, columns, k, depth)
                .that(Perft.count(empty, depth))
                .isEqualTo(playedOut(empty, depth));
          }
        }
      }
    }
  }

  @Test
  void perftOnBoardsLargerThanBitboardsCountsAsPlayDoes() {
    Position start = Position.empty(9, 9, 4).play(5, 5).play(5, 6).play(4, 4).play(6, 6);
    assertThat(Perft.count(start, 3)).isEqualTo(playedOut(start, 3));
    Map<Square, Long> divided = Perft.divide(start, 3);
    assertThat(divided.values().stream().mapToLong(Long::longValue).sum())
        .isEqualTo(Perft.count(start, 3));
    Position bits = Position.empty(8, 8, 4).play(5, 5).play(5, 6).play(4, 4).play(6, 6);
    assertThat(Perft.count(bits, 3)).isEqualTo(playedOut(bits, 3));
  }

  /** Perft by play: {@link Position#play} move by move. */
  private static long playedOut(Position position, int depth) {
    if (depth == 0) {
      return 1;
    }
    long total = 0;
    for (Square move : position.getLegalMoves()) {
      total += playedOut(position.play(move), depth - 1);
    }
    return total;
  }

  @Test
  void aRectangleHasFourSymmetriesAndASquareEight() {
    assertThat(Symmetry.of(3, 5))
        .containsExactly(
            Symmetry.IDENTITY,
            Symmetry.ROTATE_180,
            Symmetry.REFLECT_LEFT_RIGHT,
            Symmetry.REFLECT_TOP_BOTTOM)
        .inOrder();
    assertThat(Symmetry.of(4, 4)).hasSize(8);
    Position position = Position.of(3, "X - - - - / - O - - - / - - - - -");
    assertThat(Symmetry.imagesOf(position)).hasSize(4);
    assertThat(Symmetry.ROTATE_180.apply(position))
        .isEqualTo(Position.of(3, "- - - - - / - - - O - / - - - - X"));
    assertThat(Symmetry.REFLECT_LEFT_RIGHT.apply(new Square(1, 2), 3, 5))
        .isEqualTo(new Square(1, 4));
    IllegalArgumentException thrown =
        assertThrows(IllegalArgumentException.class, () -> Symmetry.ROTATE_90.apply(position));
    assertThat(thrown)
        .hasMessageThat()
        .isEqualTo(
            "ROTATE_90 does not map a 3 x 5 board onto itself: on boards that are not square only"
                + " IDENTITY, ROTATE_180, REFLECT_LEFT_RIGHT and REFLECT_TOP_BOTTOM do");
    Position square = Position.of(3, "X - - - / - O - - / - - - - / - - - -");
    assertThat(Symmetry.ROTATE_90.apply(square).getWinLength()).isEqualTo(3);
  }

  @Test
  void everyImageOfAPositionHasItsVerdictAndValue() {
    for (Position position : RandomPositions.of(Position.empty(3, 4, 3), 30, 6, 11)) {
      Solution solution = SOLVER.solve(position);
      for (Symmetry symmetry : Symmetry.of(3, 4)) {
        Position image = symmetry.apply(position);
        assertThat(image.getVerdict().getOutcome()).isEqualTo(position.getVerdict().getOutcome());
        Solution imageSolution = SOLVER.solve(image);
        assertThat(imageSolution.value()).isEqualTo(solution.value());
        assertThat(imageSolution.plies()).isEqualTo(solution.plies());
        List<Square> mapped = new ArrayList<>();
        for (Square square : solution.bestMoves()) {
          mapped.add(symmetry.apply(square, 3, 4));
        }
        assertThat(imageSolution.bestMoves()).containsExactlyElementsIn(mapped);
      }
      assertThat(Symmetry.canonicalize(position).getWinLength()).isEqualTo(3);
    }
  }

  @Test
  void gameRecordsOnABoardWithAWinLength() {
    Position position = GameRecord.play(3, 5, 3, "2,2 1,1 2,3 1,2 2,4");
    assertThat(position).isEqualTo(Position.of(3, "O O - - - / - X X X - / - - - - -"));
    GameRecordException thrown =
        assertThrows(
            GameRecordException.class,
            () -> GameRecord.play(3, 5, 3, "2,2 1,1 2,3 1,2 2,4 3,3 4,1"));
    assertThat(thrown.getErrors().stream().map(MoveError::message))
        .containsExactly(
            "move 6: (3,3) comes after the end of the game: X won with (2,2)-(2,4) at move 5",
            "move 7: (4,1) is off the board; rows go from 1 to 3 and columns from 1 to 5")
        .inOrder();
    IllegalArgumentException badLength =
        assertThrows(IllegalArgumentException.class, () -> GameRecord.play(3, 5, 6, ""));
    assertThat(badLength)
        .hasMessageThat()
        .isEqualTo("win length is 6; on a 3 x 5 board it is 1 to 5 (the longer side)");
    assertThat(GameRecord.play(15, 15, 5, "8,8 8,9 7,7").getWinLength()).isEqualTo(5);
  }
}
