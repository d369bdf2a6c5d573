package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.Position;
import dev.noughts.Solver;
import dev.noughts.Square;
import dev.noughts.oracles.Puzzles;
import dev.noughts.oracles.PuzzlesBoards;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** {@link EngineScore} on {@link Puzzles} with engines that are right, wrong and illegal. */
class EngineScoreTest {
  /** Plays the solver's first best move: right everywhere. */
  private static final Function<Position, Square> PERFECT =
      position -> Solver.shared().solve(position).bestMoves().get(0);

  /** Plays the first legal move, row by row: wrong in some fixtures. */
  private static final Function<Position, Square> FIRST_FREE =
      position -> position.getLegalMoves().get(0);

  /** Always marks the top-left corner, taken in every fixture. */
  private static final Function<Position, Square> TOP_LEFT = position -> new Square(1, 1);

  private static Iterable<Grade> grades(EngineScore score) {
    return score.getResults().stream().map(Result::grade).toList();
  }

  @Test
  void aPerfectEngineScoresEveryBestMove() {
    EngineScore score = EngineScore.of(PERFECT, Puzzles.class);
    // finished() expects nothing of a move and is not played; keepTheWin lists moves to avoid only.
    assertThat(grades(score)).containsExactly(Grade.BEST, Grade.BEST, Grade.OTHER).inOrder();
    assertThat(score.getPoints()).isEqualTo(2);
    assertThat(score.getMaximum()).isEqualTo(2);
    // keepTheWin lists no best move, so a move it does not forbid is no miss.
    assertThat(score.getMisses()).isEmpty();
    assertThat(score.getReport()).isEqualTo("score: 2 of 2 (2 best moves, 1 other move)\n");
    score.assertAtLeast(2);
  }

  @Test
  void aMoveThatIsNeitherBestNorToAvoidIsAMissOnlyWhereBestMovesAreListed() {
    // (3,3) loses to the corner as (1,2) does, but answerTheCorner does not list it to avoid.
    Function<Position, Square> farCorner =
        position ->
            position.equals(PuzzlesBoards.ANSWER_THE_CORNER)
                ? new Square(3, 3)
                : PERFECT.apply(position);
    EngineScore score = EngineScore.of(farCorner, Puzzles.class);
    assertThat(grades(score)).containsExactly(Grade.BEST, Grade.OTHER, Grade.OTHER).inOrder();
    assertThat(score.getMisses().stream().map(result -> result.fixture().name()).toList())
        .containsExactly("answerTheCorner");
    assertThat(score.getReport())
        .isEqualTo(
            """
            score: 1 of 2 (1 best move, 2 other moves)
            answerTheCorner: played (3,3), neither a best move nor one to avoid; best moves: (2,2); moves to avoid: (1,2) (1,3)
              X - -
              - - -
              - - -
            """);
  }

  @Test
  void aWrongEngineLosesAPointForEachMoveToAvoidAndTheReportDrawsEveryMiss() {
    EngineScore score = EngineScore.of(FIRST_FREE, Puzzles.class);
    // (1,3) finishes the row; (1,2) next to the corner loses; (1,3) throws X's win away.
    assertThat(grades(score)).containsExactly(Grade.BEST, Grade.AVOIDED, Grade.AVOIDED).inOrder();
    assertThat(score.getPoints()).isEqualTo(-1);
    assertThat(score.getReport())
        .isEqualTo(
            """
            score: -1 of 2 (1 best move, 2 moves to avoid)
            answerTheCorner: played (1,2), a move to avoid; best moves: (2,2); moves to avoid: (1,2) (1,3)
              X - -
              - - -
              - - -
            keepTheWin: played (1,3), a move to avoid; moves to avoid: (1,3) (2,3) (3,2) (3,3)
              X O -
              - - -
              - - -
            """);
    AssertionError failure = assertThrows(AssertionError.class, () -> score.assertAtLeast(0));
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo("expected a score of at least 0, but was -1\n" + score.getReport());
    score.assertAtLeast(-1);
  }

  @Test
  void anIllegalMoveFailsWhateverTheScore() {
    EngineScore score = EngineScore.of(TOP_LEFT, Puzzles.class);
    assertThat(grades(score))
        .containsExactly(Grade.ILLEGAL, Grade.ILLEGAL, Grade.ILLEGAL)
        .inOrder();
    assertThat(score.getIllegalMoves()).hasSize(3);
    assertThat(score.getReport())
        .contains(
            "finishTheRow: played (1,1), which is not a legal move; legal moves: (1,3) (2,3) (3,1)"
                + " (3,2) (3,3); best moves: (1,3)\n  X X -\n  O O -\n  - - -\n");
    AssertionError failure = assertThrows(AssertionError.class, () -> score.assertAtLeast(-100));
    assertThat(failure)
        .hasMessageThat()
        .startsWith("the engine played 3 illegal moves\nscore: 0 of 2");
  }

  @Test
  void oneIllegalMoveAmongGoodOnesStillFails() {
    Function<Position, Square> slip =
        position ->
            position.equals(PuzzlesBoards.ANSWER_THE_CORNER)
                ? new Square(4, 4)
                : PERFECT.apply(position);
    EngineScore score = EngineScore.of(slip, PuzzlesBoards.fixtures());
    assertThat(grades(score)).containsExactly(Grade.BEST, Grade.ILLEGAL, Grade.OTHER).inOrder();
    AssertionError failure = assertThrows(AssertionError.class, () -> score.assertAtLeast(1));
    assertThat(failure).hasMessageThat().startsWith("the engine played 1 illegal move\n");
  }

  @Test
  void noMoveAtAllIsIllegal() {
    Function<Position, @Nullable Square> silent = position -> null;
    EngineScore score = EngineScore.of(silent, Puzzles.class);
    assertThat(score.getIllegalMoves()).hasSize(3);
    assertThat(score.getReport())
        .contains("finishTheRow: played no move (null); best moves: (1,3)");
  }

  @Test
  void anEngineThatThrowsFailsNamingTheFixture() {
    IllegalStateException bug = new IllegalStateException("no idea");
    AssertionError failure =
        assertThrows(
            AssertionError.class,
            () ->
                EngineScore.of(
                    position -> {
                      throw bug;
                    },
                    Puzzles.class));
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            "the engine failed on fixture finishTheRow (X X - / O O - / - - -):"
                + " java.lang.IllegalStateException: no idea");
    assertThat(failure).hasCauseThat().isSameInstanceAs(bug);
  }

  @Test
  void anEngineThatOverflowsItsStackFailsNamingTheFixture() {
    StackOverflowError overflow = new StackOverflowError();
    AssertionError failure =
        assertThrows(
            AssertionError.class,
            () ->
                EngineScore.of(
                    position -> {
                      throw overflow;
                    },
                    Puzzles.class));
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            "the engine failed on fixture finishTheRow (X X - / O O - / - - -):"
                + " java.lang.StackOverflowError");
    assertThat(failure).hasCauseThat().isSameInstanceAs(overflow);
  }

  @Test
  void theJvmsFatalErrorsPassAsThrown() {
    OutOfMemoryError fatal = new OutOfMemoryError("Java heap space");
    OutOfMemoryError thrown =
        assertThrows(
            OutOfMemoryError.class,
            () ->
                EngineScore.of(
                    position -> {
                      throw fatal;
                    },
                    Puzzles.class));
    assertThat(thrown).isSameInstanceAs(fatal);
  }
}
