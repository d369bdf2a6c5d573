package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Solver;
import dev.noughts.Square;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** {@link EngineSweep}: engines that are right, wrong in one position, illegal and silent. */
class EngineSweepTest {
  /** Plays the solver's first best move: right everywhere. */
  private static final Function<Position, Square> PERFECT =
      position -> Solver.shared().solve(position).bestMoves().get(0);

  private static final Position CORNER = Position.of("X - - / - - - / - - -");

  /** Perfect, but answers the corner opening on the edge beside it, which loses. */
  private static final Function<Position, Square> EDGE_AFTER_CORNER =
      position -> position.equals(CORNER) ? new Square(1, 2) : PERFECT.apply(position);

  @Test
  void aPerfectEngineMissesNothing() {
    EngineSweep sweep = EngineSweep.of(PERFECT, 3);
    assertThat(sweep.getResults()).hasSize(4520);
    assertThat(sweep.getMisses()).isEmpty();
    assertThat(sweep.getReport())
        .isEqualTo("4,520 positions in progress on 3 x 3: 4,520 best moves\n");
    sweep.assertBestMoves();
  }

  @Test
  void everyPositionInProgressIsSweptInTheOrderOfAll() {
    EngineSweep sweep = EngineSweep.of(PERFECT, 3);
    assertThat(sweep.getResults().stream().map(Result::position).toList())
        .containsExactlyElementsIn(
            Reachable.all(3).stream().filter(position -> position.getNextPlayer() != null).toList())
        .inOrder();
  }

  @Test
  void onePlayerToMove() {
    EngineSweep forX = EngineSweep.of(PERFECT, 3, Player.X);
    EngineSweep forO = EngineSweep.of(PERFECT, 3, Player.O);
    assertThat(forX.getResults().stream().map(result -> result.position().getNextPlayer()))
        .containsNoneOf(Player.O, null);
    assertThat(forO.getResults().stream().map(result -> result.position().getNextPlayer()))
        .containsNoneOf(Player.X, null);
    assertThat(forX.getResults().size() + forO.getResults().size()).isEqualTo(4520);
    assertThat(forO.getReport())
        .isEqualTo("2,097 positions in progress with O to move on 3 x 3: 2,097 best moves\n");
  }

  @Test
  void aBrokenEngineFailsWithTheBoardItsMoveAndTheBestMoves() {
    EngineSweep sweep = EngineSweep.of(EDGE_AFTER_CORNER, 3);
    assertThat(sweep.getMisses()).hasSize(1);
    assertThat(sweep.getMisses().get(0).grade()).isEqualTo(Grade.WORSE);
    String report =
        """
        4,520 positions in progress on 3 x 3: 4,519 best moves, 1 worse move
        X - - / - - - / - - -, O to move: played (1,2): X wins in 6; draw in 8: best moves (2,2)
          X - -
          - - -
          - - -
        """;
    assertThat(sweep.getReport()).isEqualTo(report);
    AssertionError error = assertThrows(AssertionError.class, sweep::assertBestMoves);
    assertThat(error)
        .hasMessageThat()
        .isEqualTo(
            "expected a best move in each of 4,520 positions, but the engine missed 1\n" + report);
  }

  @Test
  void aNullMoveIsAMiss() {
    EngineSweep sweep = EngineSweep.of(position -> null, 2);
    assertThat(sweep.getResults().stream().map(Result::grade).toList())
        .isEqualTo(Collections.nCopies(17, Grade.NONE));
    assertThat(sweep.getReport())
        .startsWith(
            """
            17 positions in progress on 2 x 2: 17 missing moves
            - - / - -, X to move: played no move (null); X wins in 3: best moves (1,1) (1,2) (2,1) (2,2)
              - -
              - -
            X - / - -, O to move: played no move (null); X wins in 2: best moves (1,2) (2,1) (2,2)
            """);
    assertThrows(AssertionError.class, sweep::assertBestMoves);
  }

  @Test
  void anIllegalMoveIsAMissThatListsTheLegalOnes() {
    Function<Position, @Nullable Square> topLeft = position -> new Square(1, 1);
    EngineSweep sweep = EngineSweep.of(topLeft, 2);
    assertThat(sweep.getResults().get(0).grade()).isEqualTo(Grade.BEST);
    assertThat(sweep.getReport())
        .contains(
            "X - / - -, O to move: played (1,1), which is not a legal move; legal moves: (1,2)"
                + " (2,1) (2,2); X wins in 2: best moves (1,2) (2,1) (2,2)\n");
    assertThat(sweep.getIllegalMoves()).hasSize(7); // where (1,1) is taken
    assertThat(EngineSweep.of(PERFECT, 2).getIllegalMoves()).isEmpty();
    assertThat(EngineSweep.of(position -> null, 2).getIllegalMoves()).hasSize(17);
    Square offTheBoard = new Square(3, 3);
    assertThat(EngineSweep.of(position -> offTheBoard, 1).getMisses().get(0).grade())
        .isEqualTo(Grade.ILLEGAL);
  }

  @Test
  void theReportDrawsTenMissesAndCountsTheRest() {
    EngineSweep sweep = EngineSweep.of(position -> null, 3);
    String report = sweep.getReport();
    assertThat(report.lines().filter(line -> line.contains(" to move: played ")).count())
        .isEqualTo(10);
    assertThat(report).endsWith("\nand 4,510 more misses not shown\n");
  }

  @Test
  void oneOfEachIsCountedInTheSingular() {
    // On 3 x 3 with 1 in a row, the empty board is the one position in progress.
    assertThat(EngineSweep.of(PERFECT, 3, 3, 1).getReport())
        .isEqualTo("1 position in progress on 3 x 3, 1 in a row: 1 best move\n");
    AssertionError failure =
        assertThrows(
            AssertionError.class,
            () -> EngineSweep.of(position -> null, 3, 3, 1).assertBestMoves());
    assertThat(failure)
        .hasMessageThat()
        .startsWith(
            """
            expected a best move in the 1 position, but the engine missed 1
            1 position in progress on 3 x 3, 1 in a row: 1 missing move
            """);
  }

  @Test
  void oneMissPastTheTenShownIsCountedInTheSingular() {
    Set<Position> firstEleven =
        Reachable.all(3).stream()
            .filter(position -> position.getNextPlayer() != null)
            .limit(11)
            .collect(Collectors.toSet());
    EngineSweep sweep =
        EngineSweep.of(
            position -> firstEleven.contains(position) ? null : PERFECT.apply(position), 3);
    assertThat(sweep.getReport())
        .startsWith("4,520 positions in progress on 3 x 3: 4,509 best moves, 11 missing moves\n");
    assertThat(sweep.getReport()).endsWith("\nand 1 more miss not shown\n");
  }

  @Test
  void anEngineThatThrowsIsNamedWithThePosition() {
    AssertionError error =
        assertThrows(
            AssertionError.class,
            () ->
                EngineSweep.of(
                    position -> {
                      throw new IllegalStateException("no idea");
                    },
                    3));
    assertThat(error)
        .hasMessageThat()
        .isEqualTo(
            "the engine failed on - - - / - - - / - - -: java.lang.IllegalStateException: no idea");
  }

  @Test
  void anEngineThatOverflowsItsStackIsNamedWithThePosition() {
    StackOverflowError overflow = new StackOverflowError();
    AssertionError error =
        assertThrows(
            AssertionError.class,
            () ->
                EngineSweep.of(
                    position -> {
                      throw overflow;
                    },
                    3));
    assertThat(error)
        .hasMessageThat()
        .isEqualTo("the engine failed on - - - / - - - / - - -: java.lang.StackOverflowError");
    assertThat(error).hasCauseThat().isSameInstanceAs(overflow);
  }

  @Test
  void anEngineThatFailsAnAssertionIsNamedWithThePosition() {
    AssertionError bug = new AssertionError("unreachable");
    AssertionError error =
        assertThrows(
            AssertionError.class,
            () ->
                EngineSweep.of(
                    position -> {
                      if (position.getXCount() == 1) {
                        throw bug;
                      }
                      return PERFECT.apply(position);
                    },
                    3));
    assertThat(error)
        .hasMessageThat()
        .isEqualTo(
            "the engine failed on X - - / - - - / - - -: java.lang.AssertionError: unreachable");
    assertThat(error).hasCauseThat().isSameInstanceAs(bug);
  }

  @Test
  void theJvmsFatalErrorsPassAsThrown() {
    for (Error fatal :
        new Error[] {
          new OutOfMemoryError("Java heap space"),
          new InternalError("broken"),
          new NoClassDefFoundError("Engine")
        }) {
      Error thrown =
          assertThrows(
              Error.class,
              () ->
                  EngineSweep.of(
                      position -> {
                        throw fatal;
                      },
                      3));
      assertThat(thrown).isSameInstanceAs(fatal);
    }
  }

  @Test
  void largerBoardsAreRefusedWithTheirCount() {
    IllegalArgumentException error =
        assertThrows(IllegalArgumentException.class, () -> EngineSweep.of(PERFECT, 4));
    assertThat(error).hasMessageThat().contains("4 x 4: there are 9,722,011;");
  }

  @Test
  void aMissIsWithinTheHorizonFromThePliesItsLossTakes() {
    EngineSweep sweep = EngineSweep.of(EDGE_AFTER_CORNER, List.of(CORNER));
    int plies =
        Solver.shared().solve(CORNER).moves().stream()
            .filter(move -> move.square().equals(new Square(1, 2)))
            .findFirst()
            .orElseThrow()
            .plies();
    assertThat(sweep.getMissesWithin(plies - 1)).isEmpty();
    assertThat(sweep.getMissesWithin(plies)).containsExactlyElementsIn(sweep.getMisses());
  }

  @Test
  void aWinInOneGivenUpIsWithinAHorizonOfOnePly() {
    Position winInOne = Position.of("X X - / O O - / - - -");
    EngineSweep sweep = EngineSweep.of(position -> new Square(3, 1), List.of(winInOne));
    assertThat(sweep.getMissesWithin(1)).hasSize(1);
  }

  @Test
  void theMissesWithinGrowWithTheHorizonToEveryWorseMove() {
    EngineSweep sweep = EngineSweep.of(position -> position.getLegalMoves().get(0), 3);
    List<Result> worse =
        sweep.getResults().stream().filter(result -> result.grade() == Grade.WORSE).toList();
    assertThat(worse).isNotEmpty();
    for (int horizon = 1; horizon < 9; horizon++) {
      assertThat(sweep.getMissesWithin(horizon + 1))
          .containsAtLeastElementsIn(sweep.getMissesWithin(horizon));
    }
    // On 3 x 3 every worse move gives up a win or loses a draw, within the 9 plies of the game.
    assertThat(sweep.getMissesWithin(9)).containsExactlyElementsIn(worse).inOrder();
    assertThat(
            assertThrows(IllegalArgumentException.class, () -> sweep.getMissesWithin(0))
                .getMessage())
        .isEqualTo("horizon is 0; it is 1 ply or more");
  }

  @Test
  void positionsGivenAreSweptInTheirOrder() {
    Position fourByFour = Position.of("X O X O / O X O X / X O - - / - - - -");
    List<Position> asked = new ArrayList<>();
    EngineSweep sweep =
        EngineSweep.of(
            position -> {
              asked.add(position);
              return PERFECT.apply(position);
            },
            List.of(fourByFour, CORNER));
    assertThat(asked).containsExactly(fourByFour, CORNER).inOrder();
    assertThat(sweep.getReport())
        .isEqualTo("2 positions in progress on 2 kinds of board: 2 best moves\n");
  }

  @Test
  void positionsOfALargerBoardWithTwentyEmptyCellsAreSweptWithinTheSolversBudget() {
    Position twentyEmpty =
        Position.of(
            5, "- - X O - - / X O - - - - / X O - - X - / O X - - - X / - - O - X - / - O O X - O");
    // A draw, and every move keeps it.
    EngineSweep sweep = EngineSweep.of(position -> new Square(1, 1), List.of(twentyEmpty));
    assertThat(sweep.getReport())
        .isEqualTo("1 position in progress on 6 x 6, 5 in a row: 1 best move\n");
    Square taken = new Square(6, 6);
    assertThat(EngineSweep.of(position -> taken, List.of(twentyEmpty)).getIllegalMoves())
        .hasSize(1);
  }

  @Test
  void positionsGivenOnOneBoardNameIt() {
    EngineSweep sweep = EngineSweep.of(EDGE_AFTER_CORNER, List.of(Position.empty(3), CORNER));
    assertThat(sweep.getMisses().stream().map(Result::position).toList()).containsExactly(CORNER);
    AssertionError error = assertThrows(AssertionError.class, sweep::assertBestMoves);
    assertThat(error)
        .hasMessageThat()
        .isEqualTo(
            """
            expected a best move in each of 2 positions, but the engine missed 1
            2 positions in progress on 3 x 3: 1 best move, 1 worse move
            X - - / - - - / - - -, O to move: played (1,2): X wins in 6; draw in 8: best moves (2,2)
              X - -
              - - -
              - - -
            """);
  }

  @Test
  void positionsGivenThatAreOverAreSkippedAndCounted() {
    Position won = Position.of("X X X / O O - / - - -");
    EngineSweep sweep = EngineSweep.of(PERFECT, List.of(won, CORNER));
    assertThat(sweep.getResults().stream().map(Result::position).toList()).containsExactly(CORNER);
    assertThat(sweep.getReport())
        .isEqualTo("1 position in progress on 3 x 3, of 2 given: 1 best move\n");
  }

  @Test
  void positionsGivenAreCheckedBeforeTheEngineIsAsked() {
    Function<Position, Square> untouchable =
        position -> {
          throw new IllegalStateException("asked about " + position);
        };
    assertThat(
            assertThrows(
                IllegalArgumentException.class, () -> EngineSweep.of(untouchable, List.of())))
        .hasMessageThat()
        .isEqualTo("no positions to sweep: the collection given is empty");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> EngineSweep.of(untouchable, List.of(Position.of("X X X / O O - / - - -")))))
        .hasMessageThat()
        .isEqualTo("no positions to sweep: the 1 position given is over");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () ->
                    EngineSweep.of(
                        untouchable,
                        List.of(
                            Position.of("X X X / O O - / - - -"),
                            Position.of("X O X / X O O / O X X")))))
        .hasMessageThat()
        .isEqualTo("no positions to sweep: each of the 2 positions given is over");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> EngineSweep.of(untouchable, List.of(CORNER, Position.empty(9, 9, 4)))))
        .hasMessageThat()
        .isEqualTo(
            "cannot sweep position 2 of 2, a 9 x 9 position: it has 81 empty cells; the solver"
                + " takes at most 64 on a board of more than 25 cells (every position of a board up"
                + " to 25 cells, such as 5 x 5, and endgames of larger boards)"
                + "; beyond the solver, judge moves by proof: make tactics of such positions with"
                + " Tactic.prove and score the engine on them with TacticsScore");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> EngineSweep.of(untouchable, List.of(Position.empty(15, 15, 5)))))
        .hasMessageThat()
        .startsWith("cannot sweep position 1 of 1, a 15 x 15 position: it has 225 empty cells;");
    Position spendsTheBudget =
        Position.of(
            5, "- - - - - - / X - - O X - / - - O X X - / - O - X - O / - - - - - - / - - X O - -");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> EngineSweep.of(untouchable, List.of(CORNER, spendsTheBudget))))
        .hasMessageThat()
        .isEqualTo(
            "cannot sweep position 2 of 2, - - - - - - / X - - O X - / - - O X X - / - O - X - O /"
                + " - - - - - - / - - X O - -: it has 25 empty cells, and the solver's budget of"
                + " 2,000,000 nodes was spent before it found perfect play (a solver with a larger node budget"
                + " may solve it; on a board of more than 25 cells, positions with at most 16 empty"
                + " cells always solve)"
                + "; beyond the solver, judge moves by proof: make tactics of such positions with"
                + " Tactic.prove and score the engine on them with TacticsScore");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> EngineSweep.of(untouchable, List.of(Position.of("X X - / - - - / - - -")))))
        .hasMessageThat()
        .startsWith(
            "cannot sweep position 1 of 1, X X - / - - - / - - -: legal play cannot reach this"
                + " position");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> EngineSweep.of(untouchable, List.of(Position.of("X X - / - - - / - - -")))))
        .hasMessageThat()
        .doesNotContain("Tactic.prove");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> EngineSweep.of(untouchable, List.of(Position.empty(33, 32, 5)))))
        .hasMessageThat()
        .doesNotContain("Tactic.prove"); // more cells than the prover takes
  }
}
