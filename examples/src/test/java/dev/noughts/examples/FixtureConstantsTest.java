package dev.noughts.examples;

// tag::constants-imports[]
import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.testing.PositionSubject.assertThat;

import dev.noughts.Cell;
import dev.noughts.Line;
import dev.noughts.Player;
import dev.noughts.Position;
// end::constants-imports[]
import dev.noughts.Problem;
import dev.noughts.Square;
import dev.noughts.Verdict;
import org.junit.jupiter.api.Test;

/** A game-engine suite using the generated constants directly. */
class FixtureConstantsTest {

  // tag::constants[]
  @Test
  void theTopRowWinsForX() {
    assertThat(WonGamesBoards.TOP_ROW).isWonBy(Player.X);
    assertThat(WonGamesBoards.TOP_ROW).hasWinningLines(Line.row(3, 1));
  }

  @Test
  void oneMoveCanCompleteTwoLines() {
    assertThat(WonGamesBoards.ROW_AND_COLUMN).hasWinningLines(Line.row(3, 1), Line.column(3, 1));
  }

  @Test
  void anEngineMoveFromAnOpening() {
    Position next = OpeningsBoards.CORNER.play(2, 2);
    assertThat(next).isEqualTo(OpeningsBoards.CORNER_THEN_CENTER);
    assertThat(next).hasNextPlayer(Player.X);
  }
  // end::constants[]

  @Test
  void theGeneratedClassImplementsTheInterface() {
    Openings openings = OpeningsBoards.INSTANCE;
    assertThat(openings.corner()).isSameInstanceAs(OpeningsBoards.CORNER);
  }

  @Test
  void constantsEqualTheRuntimesParseOfTheSameNotation() {
    assertThat(OpeningsBoards.CENTER).isEqualTo(Position.of("- - - / - X - / - - -"));
    assertThat(OpeningsBoards.CENTER.get(2, 2)).isEqualTo(Cell.X);
  }

  @Test
  void allListsFixturesInDeclarationOrder() {
    assertThat(OpeningsBoards.all().keySet())
        .containsExactly("emptyBoard", "corner", "center", "cornerThenCenter")
        .inOrder();
  }

  @Test
  void anOWinIsReportedWithItsSquares() {
    Verdict.Win win = (Verdict.Win) WonGamesBoards.MIDDLE_COLUMN.getVerdict();
    assertThat(win.winner()).isEqualTo(Player.O);
    assertThat(win.lines().get(0).squares())
        .containsExactly(new Square(1, 2), new Square(2, 2), new Square(3, 2))
        .inOrder();
  }

  @Test
  void drawsAreDraws() {
    assertThat(DrawsBoards.CLASSIC).isDraw();
    assertThat(DrawsBoards.NO_LINE_ANYWHERE).isDraw();
  }

  // tag::impossible-because[]
  @Test
  void impossiblePositionsCarryTheirReasons() {
    // Exactly these reasons, in any order; a legal position fails with its verdict.
    assertThat(ImpossiblePositionsBoards.O_WENT_FIRST)
        .isImpossibleBecause(Problem.O_MORE_THAN_X, Problem.O_WON_OUT_OF_TURN);
    assertThat(ImpossiblePositionsBoards.BOTH_WON)
        .isImpossibleBecause(Problem.BOTH_WON, Problem.X_WON_OUT_OF_TURN);
    assertThat(ImpossiblePositionsBoards.X_MOVED_TWICE)
        .isImpossibleBecause(Problem.X_TOO_FAR_AHEAD);
  }
  // end::impossible-because[]

  @Test
  void largerBoardsFollowTheSameRules() {
    assertThat(LargeBoardsBoards.TOP_ROW_OF_FOUR).isWonBy(Player.X);
    assertThat(LargeBoardsBoards.OPENING).hasNextPlayer(Player.X);
    assertThat(LargeBoardsBoards.CROSSED_DIAGONALS)
        .isImpossibleBecause(Problem.SEPARATE_WINNING_LINES);
    // The lenient rule sees only the full lines.
    assertThat(LargeBoardsBoards.CROSSED_DIAGONALS).isOver();
  }
}
