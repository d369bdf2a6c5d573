package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The solver against independent solvers written here, and what it promises besides. */
class SolverTest {
  private static final Solver SOLVER = new Solver();

  private static GameValue valueOf(int winner) {
    return winner == 0 ? GameValue.DRAW : winner == 1 ? GameValue.X_WINS : GameValue.O_WINS;
  }

  /** What the retrograde oracle says the solution of {@code board} is. */
  private static Solution expected(Retrograde oracle, int board) {
    GameValue value = valueOf(oracle.winner(board));
    List<Solution.Move> moves = new ArrayList<>();
    List<Square> best = new ArrayList<>();
    for (Retrograde.MoveValue move : oracle.moves(board)) {
      moves.add(new Solution.Move(move.square(), valueOf(move.winner()), move.plies()));
      if (valueOf(move.winner()) == value) {
        best.add(move.square());
      }
    }
    return new Solution(value, oracle.plies(board), best, moves);
  }

  private static void assertSolvesAsTheOracle(Solver solver, Retrograde oracle, int board) {
    Position position = Position.fromArray(oracle.play.toArray(board));
    Solution solution = solver.solve(position);
    Solution expected = expected(oracle, board);
    if (!solution.equals(expected)) {
      assertWithMessage("solution of %s", position).that(solution).isEqualTo(expected);
    }
  }

  /**
   * Distinct random positions of legal play: random games stopped once they have at most a random
   * number of empty cells, from {@code fewestEmpty} to {@code mostEmpty}, or once they are over.
   */
  private static List<Position> randomPositions(
      int size, int count, int fewestEmpty, int mostEmpty, long seed) {
    Random random = new Random(seed);
    Set<Position> positions = new HashSet<>();
    while (positions.size() < count) {
      Position position = Position.empty(size);
      int stopAt = fewestEmpty + random.nextInt(mostEmpty - fewestEmpty + 1);
      while (position.getEmptyCount() > stopAt && position.getNextPlayer() != null) {
        List<Square> moves = position.getLegalMoves();
        position = position.play(moves.get(random.nextInt(moves.size())));
      }
      positions.add(position);
    }
    return new ArrayList<>(positions);
  }

  @Test
  void theSharedSolverIsOneSolverWithTheDefaultBudgetForEveryThread() throws Exception {
    ExecutorService threads = Executors.newFixedThreadPool(4);
    try {
      List<Future<Solver>> asked = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        asked.add(threads.submit(Solver::shared));
      }
      for (Future<Solver> solver : asked) {
        assertThat(solver.get()).isSameInstanceAs(Solver.shared());
      }
    } finally {
      threads.shutdown();
    }
    assertThat(Solver.shared().getBudget()).isEqualTo(Solver.DEFAULT_BUDGET);
    assertThat(Solver.shared().solve(Position.of("X - - / - O - / - - X")).bestMoves())
        .containsExactly(new Square(1, 2), new Square(2, 1), new Square(2, 3), new Square(3, 2));
  }

  @Test
  void everyReachableThreeByThreePositionSolvesAsRetrogradeAnalysisDoes() {
    Retrograde oracle = new Retrograde(new LegalPlay(3));
    int solved = 0;
    for (int board = oracle.play.reachable.nextSetBit(0);
        board >= 0;
        board = oracle.play.reachable.nextSetBit(board + 1)) {
      assertSolvesAsTheOracle(SOLVER, oracle, board);
      solved++;
    }
    assertThat(solved).isEqualTo(5478);
  }

  @Test
  void smallBoardsSolveAsRetrogradeAnalysisDoesWithASolverThatSolvedLargerOnes() {
    Solver solver = new Solver();
    for (Position position : randomPositions(4, 300, 0, 16, 2)) {
      solver.solve(position);
    }
    for (int size = 1; size <= 2; size++) {
      Retrograde oracle = new Retrograde(new LegalPlay(size));
      for (int board = oracle.play.reachable.nextSetBit(0);
          board >= 0;
          board = oracle.play.reachable.nextSetBit(board + 1)) {
        assertSolvesAsTheOracle(solver, oracle, board);
      }
    }
  }

  @Test
  @Tag("slow")
  void randomFourByFourPositionsSolveAsRetrogradeAnalysisDoes() {
    Retrograde oracle = new Retrograde(new LegalPlay(4));
    for (Position position : randomPositions(4, 3000, 0, 16, 4)) {
      int board = 0;
      for (int i = 15; i >= 0; i--) {
        board = board * 3 + position.get(i / 4 + 1, i % 4 + 1).getCode();
      }
      assertSolvesAsTheOracle(SOLVER, oracle, board);
    }
  }

  @Test
  void theEmptyClassicBoardIsADrawWhereEveryFirstMoveDraws() {
    Solution solution = SOLVER.solve(Position.empty(3));
    assertThat(solution.value()).isEqualTo(GameValue.DRAW);
    assertThat(solution.plies()).isEqualTo(9);
    assertThat(solution.bestMoves()).isEqualTo(Position.empty(3).getLegalMoves());
  }

  @Test
  void theEmptyFourByFourBoardIsADraw() {
    Solution solution = new Solver().solve(Position.empty(4));
    assertThat(solution.value()).isEqualTo(GameValue.DRAW);
    assertThat(solution.plies()).isEqualTo(16);
    assertThat(solution.bestMoves()).hasSize(16);
  }

  @Test
  void fourByFourEndgamesSolveAsPlainMinimaxDoes() {
    for (Position position : randomPositions(4, 40, 0, 9, 7)) {
      assertSolvesAsPlainMinimax(position);
    }
  }

  @Test
  void endgamesOfLargerBoardsSolveAsPlainMinimaxDoes() {
    for (int size = 5; size <= 7; size++) {
      for (Position position : randomPositions(size, 40, 0, 8, size)) {
        assertSolvesAsPlainMinimax(position);
      }
    }
  }

  private static void assertSolvesAsPlainMinimax(Position position) {
    Solution solution = SOLVER.solve(position);
    Player next = position.getNextPlayer();
    if (next == null) {
      assertThat(solution.plies()).isEqualTo(0);
      return;
    }
    int mover = next == Player.X ? 1 : 2;
    int[][] cells = position.toArray();
    List<Solution.Move> moves = new ArrayList<>();
    for (Square square : position.getLegalMoves()) {
      int r = square.row() - 1;
      int c = square.column() - 1;
      cells[r][c] = mover;
      int result = PlainMinimax.afterMove(cells, r, c, mover);
      cells[r][c] = 0;
      moves.add(new Solution.Move(square, valueOf(result / 100), result % 100));
    }
    int best = PlainMinimax.solve(cells, mover);
    assertWithMessage("%s", position).that(solution.moves()).isEqualTo(moves);
    assertWithMessage("%s", position).that(solution.value()).isEqualTo(valueOf(best / 100));
    assertWithMessage("%s", position).that(solution.plies()).isEqualTo(best % 100);
  }

  @Test
  void aQuickWinAndTheBestMovesInTheExampleOfTheCommandLine() {
    Solution solution = SOLVER.solve(Position.of("X O - / - X - / O - -"));
    assertThat(solution.value()).isEqualTo(GameValue.X_WINS);
    assertThat(solution.plies()).isEqualTo(1);
    assertThat(solution.toString()).isEqualTo("X wins in 1: best moves (2,1) (2,3) (3,3)");
    assertThat(solution.moves())
        .containsExactly(
            new Solution.Move(new Square(1, 3), GameValue.DRAW, 5),
            new Solution.Move(new Square(2, 1), GameValue.X_WINS, 3),
            new Solution.Move(new Square(2, 3), GameValue.X_WINS, 3),
            new Solution.Move(new Square(3, 2), GameValue.DRAW, 5),
            new Solution.Move(new Square(3, 3), GameValue.X_WINS, 1))
        .inOrder();
  }

  @Test
  void aLostPositionKeepsEveryMoveAndHoldsOutLongest() {
    // O to move cannot stop both of X's threats.
    Solution solution = SOLVER.solve(Position.of("X - X / - O - / X - O"));
    assertThat(solution.value()).isEqualTo(GameValue.X_WINS);
    assertThat(solution.plies()).isEqualTo(2);
    assertThat(solution.bestMoves())
        .isEqualTo(Position.of("X - X / - O - / X - O").getLegalMoves());
  }

  @Test
  void aFinishedGameSolvesToItsResultWithNoMoves() {
    assertThat(SOLVER.solve(Position.of("X X X / O O - / - - -")))
        .isEqualTo(new Solution(GameValue.X_WINS, 0, List.of(), List.of()));
    assertThat(SOLVER.solve(Position.of("X O X / X O O / O X X")))
        .isEqualTo(new Solution(GameValue.DRAW, 0, List.of(), List.of()));
    Position largeWin = Position.empty(20).with(1, 1, Cell.O);
    for (int c = 1; c <= 20; c++) {
      largeWin = largeWin.with(2, c, Cell.X);
    }
    for (int c = 3; c <= 20; c++) {
      largeWin = largeWin.with(3, c, Cell.O);
    }
    assertThat(SOLVER.solve(largeWin).value()).isEqualTo(GameValue.X_WINS);
    assertThat(SOLVER.solve(largeWin).toString()).isEqualTo("game over: X wins");
  }

  @Test
  void anImpossiblePositionIsRefusedWithItsReasons() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> SOLVER.solve(Position.of("O O - / X - - / - - -")));
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "cannot solve O O - / X - - / - - -: legal play cannot reach this position, so"
                + " there is no perfect play from it (impossible: O has more marks than X (X 1, O 2), but X"
                + " moves first)");
  }

  @Test
  void aPositionWithMoreThanSixtyFourEmptyCellsOnABoardOfMoreThanTwentyFiveCellsIsRefused() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> SOLVER.solve(Position.empty(5, 13, 3)));
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "cannot solve a 5 x 13 position: it has 65 empty cells; the solver takes at most 64 on"
                + " a board of more than 25 cells (every position of a board up to 25 cells, such"
                + " as 5 x 5, and endgames of larger boards)");
    e = assertThrows(IllegalArgumentException.class, () -> SOLVER.solve(Position.empty(100)));
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "cannot solve a 100 x 100 position: it has 10,000 empty cells; the solver takes at"
                + " most 64 on a board of more than 25 cells (every position of a board up to 25"
                + " cells, such as 5 x 5, and endgames of larger boards)");
  }

  @Test
  void anEightByEightBoardIsDrawnInTheMessageAndALargerOneIsNamedBySize() {
    String emptyRow = String.join(" ", Collections.nCopies(8, "-"));
    Position impossible = Position.empty(8).with(1, 2, Cell.O); // O first: no legal play

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> SOLVER.solve(impossible));
    assertThat(e)
        .hasMessageThat()
        .startsWith(
            "cannot solve - O"
                + " - - - - - - / "
                + String.join(" / ", Collections.nCopies(7, emptyRow))
                + ": legal play cannot reach this position");
    e = assertThrows(IllegalArgumentException.class, () -> SOLVER.solve(Position.empty(8, 9, 3)));
    assertThat(e)
        .hasMessageThat()
        .startsWith("cannot solve a 8 x 9 position: it has 72 empty cells");
    e = assertThrows(IllegalArgumentException.class, () -> SOLVER.solve(Position.empty(9, 8, 3)));
    assertThat(e)
        .hasMessageThat()
        .startsWith("cannot solve a 9 x 8 position: it has 72 empty cells");
  }

  @Test
  void whyUnsolvableIsTheReasonSolveGivesBeforeSearching() {
    Position won =
        Position.of(
            5,
            "X X X X X - - - - / O O O O - - - - - / - - - - - - - - - / - - - - - - - - - /"
                + " - - - - - - - - - / - - - - - - - - - / - - - - - - - - - /"
                + " - - - - - - - - - / - - - - - - - - -");
    assertThat(won.getEmptyCount()).isGreaterThan(Solver.MAX_EMPTY_CELLS);
    assertThat(Solver.whyUnsolvable(won)).isEmpty();
    assertThat(Solver.whyUnsolvable(Position.of("X - - / - O - / - - -"))).isEmpty();
    assertThat(Solver.whyUnsolvable(Position.of("X O X / X O O / O X X"))).isEmpty();
    assertThat(Solver.whyUnsolvable(Position.empty(4))).isEmpty();
    assertThat(Solver.whyUnsolvable(Position.empty(5))).isEmpty();
    assertThat(Solver.whyUnsolvable(Position.empty(1, 25, 5))).isEmpty();

    assertThat(Solver.whyUnsolvable(Position.empty(9)))
        .hasValue(new Unsolvable.TooManyEmptyCells(81));
    assertThat(Solver.whyUnsolvable(Position.empty(2, 13, 3))).isEmpty();
    assertThat(Solver.whyUnsolvable(Position.empty(6))).isEmpty();
    assertThat(Solver.whyUnsolvable(Position.empty(8, 8, 4))).isEmpty();
    assertThat(Solver.whyUnsolvable(Position.empty(5, 13, 3)))
        .hasValue(new Unsolvable.TooManyEmptyCells(65));
    Position impossible = Position.of("O O - / X - - / - - -");
    assertThat(Solver.whyUnsolvable(impossible))
        .hasValue(new Unsolvable.Impossible((Verdict.Impossible) impossible.getVerdict()));
    for (Position refused : List.of(Position.empty(9), impossible)) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> SOLVER.solve(refused));
      assertThat(e)
          .hasMessageThat()
          .endsWith(": " + Solver.whyUnsolvable(refused).orElseThrow().message());
    }
  }

  @Test
  void aReasonNotToSolveIsATypedValueWithItsSentence() {
    assertThat(new Unsolvable.TooManyEmptyCells(1_000_000).message())
        .isEqualTo(
            "it has 1,000,000 empty cells; the solver takes at most 64 on a board of more than 25"
                + " cells (every position of a board up to 25 cells, such as 5 x 5, and endgames of"
                + " larger boards)");
    Position impossible = Position.of("O O - / X - - / - - -");
    Unsolvable why = Solver.whyUnsolvable(impossible).orElseThrow();
    assertThat(why.message())
        .isEqualTo(
            "legal play cannot reach this position, so there is no perfect play from it"
                + " (impossible: O has more marks than X (X 1, O 2), but X moves first)");
    assertThat(why.toString()).isEqualTo(why.message());
    assertThat(why).isInstanceOf(Unsolvable.Impossible.class);
    assertThat(((Unsolvable.Impossible) why).verdict().getProblems())
        .containsExactly(Problem.O_MORE_THAN_X);
    IllegalArgumentException notTooMany =
        assertThrows(IllegalArgumentException.class, () -> new Unsolvable.TooManyEmptyCells(64));
    assertThat(notTooMany)
        .hasMessageThat()
        .isEqualTo("64 empty cells are not too many: the solver takes up to 64");
  }

  @Test
  void everyImageOfAPositionHasTheSameValueAndPliesAndTheImagesOfItsBestMoves() {
    List<Position> positions = new ArrayList<>(randomPositions(3, 300, 1, 9, 3));
    positions.addAll(randomPositions(4, 100, 4, 16, 4));
    for (Position position : positions) {
      if (position.getNextPlayer() == null) {
        continue;
      }
      Solution solution = SOLVER.solve(position);
      int size = position.getRowCount();
      for (Symmetry symmetry : Symmetry.values()) {
        Solution image = SOLVER.solve(symmetry.apply(position));
        assertThat(image.value()).isEqualTo(solution.value());
        assertThat(image.plies()).isEqualTo(solution.plies());
        List<Square> mappedBest = new ArrayList<>();
        for (Square square : solution.bestMoves()) {
          mappedBest.add(symmetry.apply(square, size));
        }
        assertThat(image.bestMoves()).containsExactlyElementsIn(mappedBest);
        List<Solution.Move> mappedMoves = new ArrayList<>();
        for (Solution.Move move : solution.moves()) {
          mappedMoves.add(
              new Solution.Move(symmetry.apply(move.square(), size), move.value(), move.plies()));
        }
        assertThat(image.moves()).containsExactlyElementsIn(mappedMoves);
      }
    }
  }

  @Test
  void oneSolverServesManyThreadsWithTheSameAnswers() throws Exception {
    List<Position> positions = randomPositions(4, 200, 3, 16, 11);
    List<Solution> alone = new ArrayList<>();
    Solver single = new Solver();
    for (Position position : positions) {
      alone.add(single.solve(position));
    }
    Solver shared = new Solver();
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<List<Solution>>> results = new ArrayList<>();
      for (int thread = 0; thread < 4; thread++) {
        int offset = thread * 50;
        results.add(
            pool.submit(
                () -> {
                  List<Solution> solutions = new ArrayList<>();
                  for (int i = 0; i < positions.size(); i++) {
                    solutions.add(shared.solve(positions.get((i + offset) % positions.size())));
                  }
                  return solutions;
                }));
      }
      for (int thread = 0; thread < 4; thread++) {
        List<Solution> solutions = results.get(thread).get();
        for (int i = 0; i < positions.size(); i++) {
          assertThat(solutions.get(i)).isEqualTo(alone.get((i + thread * 50) % positions.size()));
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aSolutionAndItsMovesCountPliesAsTheSolverDoes() {
    IllegalArgumentException noPly =
        assertThrows(
            IllegalArgumentException.class,
            () -> new Solution.Move(new Square(1, 1), GameValue.DRAW, 0));
    assertThat(noPly)
        .hasMessageThat()
        .isEqualTo("plies is 0; a move's plies count the move itself, so they are 1 or more");
    IllegalArgumentException negative =
        assertThrows(
            IllegalArgumentException.class,
            () -> new Solution(GameValue.DRAW, -1, List.of(), List.of()));
    assertThat(negative).hasMessageThat().isEqualTo("plies is -1; it is 0 or more");
    assertThrows(NullPointerException.class, () -> new Solution.Move(new Square(1, 1), null, 1));
  }
}
