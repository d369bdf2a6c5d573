package dev.noughts.processor.core;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.GameValue;
import dev.noughts.Position;
import dev.noughts.Square;
import dev.noughts.processor.core.ExpectationChecks.Attribute;
import dev.noughts.processor.core.ExpectationChecks.Checked;
import dev.noughts.processor.core.ExpectationChecks.Declared;
import dev.noughts.processor.core.ExpectationChecks.Where;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The checks without a compiler, as any front end calls them: plain values in, each problem out
 * with the attribute or the element it belongs to.
 */
class ExpectationChecksTest {
  private static final Position CORNER = Position.of("X - - / - - - / - - -");

  /** One reported problem. */
  private record Reported(Where where, CompileError error) {}

  private final List<Reported> reported = new ArrayList<>();
  private final ExpectationChecks checks = new ExpectationChecks(new Solutions());

  /** Diagnostics whose places are the {@link Where}s themselves. */
  private final Diagnostics<Where> diagnostics =
      new Diagnostics<>() {
        @Override
        public void error(Where place, CompileError error, Object... arguments) {
          reported.add(new Reported(place, error));
        }

        @Override
        public void error(CompileError error, Object... arguments) {
          throw new AssertionError("an error without a place: " + error);
        }

        @Override
        public int errorCount() {
          return reported.size();
        }
      };

  private Checked check(Position position, Declared declared) {
    return checks.check("f", position, declared, diagnostics, where -> where);
  }

  @Test
  void rightExpectationsComeBackAsSquaresInTheOrderGiven() {
    Checked checked =
        check(CORNER, new Declared(List.of(GameValue.DRAW), List.of("2,2"), List.of("1,3", "1,2")));
    assertThat(reported).isEmpty();
    assertThat(checked)
        .isEqualTo(
            new Checked(
                GameValue.DRAW,
                List.of(new Square(2, 2)),
                List.of(new Square(1, 3), new Square(1, 2))));
  }

  @Test
  void nothingDeclaredIsNothingChecked() {
    assertThat(check(Position.empty(5), new Declared(List.of(), List.of(), List.of())))
        .isEqualTo(Checked.NONE);
    assertThat(reported).isEmpty();
  }

  @Test
  void eachProblemNamesItsAttributeOrElement() {
    Checked checked =
        check(
            CORNER,
            new Declared(
                List.of(GameValue.X_WINS),
                List.of("2,2"),
                List.of("1,2", "nonsense", "2,2", "1,2")));
    assertThat(checked).isNull();
    assertThat(reported)
        .containsExactly(
            new Reported(Where.on(Attribute.AVOID_MOVES, 1), CompileError.MOVE),
            new Reported(Where.on(Attribute.AVOID_MOVES, 3), CompileError.DUPLICATE_MOVE),
            new Reported(Where.on(Attribute.PERFECT_PLAY), CompileError.PERFECT_PLAY),
            new Reported(Where.on(Attribute.AVOID_MOVES, 2), CompileError.AVOID_MOVES))
        .inOrder();
  }

  @Test
  void theSameBoardIsSolvedOncePerCompilation() {
    Solutions solutions = new Solutions();
    assertThat(solutions.of(Position.of("X - - / - - - / - - -")))
        .isSameInstanceAs(solutions.of(Position.of("x--/---/---")));
    Position fourByFour = Position.of("X - - - / - - - - / - - - - / - - - -");
    assertThat(solutions.of(fourByFour)).isSameInstanceAs(solutions.of(fourByFour));
  }

  @Test
  void boardsOfUpToSixteenRowsAndColumnsAreRememberedAndLargerOnesAreNot() {
    Solutions solutions = new Solutions();
    Position sixteen = endgame(16, 16);
    assertThat(solutions.of(sixteen)).isSameInstanceAs(solutions.of(sixteen));
    Position wider = endgame(16, 17);
    assertThat(solutions.of(wider)).isNotSameInstanceAs(solutions.of(wider));
    assertThat(solutions.of(wider)).isEqualTo(solutions.of(wider));
  }

  /**
   * A {@code rows} x {@code columns} board with sixteen to win and no line near: pairs of X and O,
   * shifted by one on each row, with five X's and five O's taken off the first row, X to move.
   */
  private static Position endgame(int rows, int columns) {
    int[][] cells = new int[rows][columns];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        cells[r][c] = 1 + (((c >> 1) + r) & 1);
      }
    }
    for (int c : new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 10}) {
      cells[0][c] = 0;
    }
    Position position = Position.fromArray(cells, 16);
    assertThat(position.getEmptyCount()).isEqualTo(10);
    assertThat(position.getNextPlayer()).isNotNull();
    return position;
  }
}
