package dev.noughts.processor.core;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.GameValue;
import dev.noughts.Position;
import dev.noughts.Square;
import dev.noughts.Unsolvable;
import dev.noughts.UnsolvableException;
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
  private final List<String> messages = new ArrayList<>();
  private final ExpectationChecks checks = new ExpectationChecks(new Solutions());

  /** Diagnostics whose places are the {@link Where}s themselves. */
  private final Diagnostics<Where> diagnostics =
      new Diagnostics<>() {
        @Override
        public void error(Where place, CompileError error, Object... arguments) {
          reported.add(new Reported(place, error));
          messages.add(error.format(arguments));
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

  /** Only proved moves: winning, losing and only moves, and the budget. */
  private static Declared proved(
      List<String> winning, List<String> losing, List<String> only, long budget) {
    return new Declared(List.of(), List.of(), List.of(), winning, losing, only, budget);
  }

  @Test
  void withinTheSolversReachProvedMovesArePerfectPlaysVerdicts() {
    // After X's corner, the centre is O's one move that does not lose; an edge next to it loses.
    Checked checked = check(CORNER, proved(List.of(), List.of("1,2", "3,3"), List.of("2,2"), 1));
    assertThat(messages).isEmpty();
    assertThat(checked)
        .isEqualTo(
            new Checked(
                null,
                List.of(),
                List.of(),
                List.of(),
                List.of(new Square(1, 2), new Square(3, 3)),
                List.of(new Square(2, 2))));
  }

  @Test
  void withinTheSolversReachAWrongProvedMoveSaysWhatPerfectPlayGives() {
    Checked checked = check(CORNER, proved(List.of("2,2"), List.of(), List.of("1,2"), 1));
    assertThat(checked).isNull();
    assertThat(reported)
        .containsExactly(
            new Reported(Where.on(Attribute.WINNING_MOVES, 0), CompileError.WINNING_MOVES),
            new Reported(Where.on(Attribute.ONLY_MOVES, 0), CompileError.ONLY_MOVE_LOSES),
            new Reported(Where.on(Attribute.ONLY_MOVES), CompileError.ONLY_MOVES))
        .inOrder();
    assertThat(messages)
        .containsExactly(
            "[noughts:winning-moves] fixture f: winningMoves lists (2,2), but it leads to a draw,"
                + " so it is not a proved win",
            "[noughts:only-move-loses] fixture f: onlyMoves lists (1,2) as a move that does not"
                + " lose, but it leads to a win for X in 6 plies; leave it out",
            "[noughts:only-moves] fixture f: onlyMoves says every move but (1,2) loses, but (2,2) is not proved to lose;"
                + " (2,2), for one, leads to a draw")
        .inOrder();
  }

  @Test
  void aBudgetOutsideOneToTheProversMostIsReportedOnTheBudget() {
    for (long budget : new long[] {0, -1, 20_000_001}) {
      messages.clear();
      reported.clear();
      assertThat(check(CORNER, proved(List.of(), List.of(), List.of(), budget))).isNull();
      assertThat(reported)
          .containsExactly(new Reported(Where.on(Attribute.BUDGET), CompileError.BUDGET));
      assertThat(messages)
          .containsExactly(
              String.format(
                  java.util.Locale.ROOT,
                  "[noughts:budget] fixture f: budget is %,d nodes, but it takes 1 to 20,000,000",
                  budget));
    }
  }

  @Test
  void aBoardTooLargeForTheProverSaysSoOnEachAttribute() {
    Position large = Position.fromArray(new int[33][33], 5); // 1,089 cells, empty
    assertThat(
            check(
                large,
                new Declared(
                    List.of(GameValue.X_WINS),
                    List.of("1,1"),
                    List.of(),
                    List.of(),
                    List.of("2,2"),
                    List.of(),
                    1_000)))
        .isNull();
    String tooLarge =
        " needs the position solved, but it has 1,089 empty cells; the solver takes at most 64 on a"
            + " board of more than 25 cells (every position of a board up to 25 cells, such as 5 x"
            + " 5, and endgames of larger boards); the prover takes boards of at most 1,024 cells"
            + " (32 x 32), and this one has 1,089";
    assertThat(messages)
        .containsExactly(
            "[noughts:too-many-empty-cells] fixture f: perfectPlay" + tooLarge,
            "[noughts:too-many-empty-cells] fixture f: bestMoves" + tooLarge,
            "[noughts:too-many-empty-cells] fixture f: losingMoves" + tooLarge)
        .inOrder();
  }

  @Test
  void onlyMovesStopsAfterTenMovesNotProvedToLose() {
    // On an empty 6 x 6 with five to win, beyond the solver, nothing is proved to lose: ten moves
    // are named.
    Position empty = Position.of(5, "------/------/------/------/------/------");
    assertThat(check(empty, proved(List.of(), List.of(), List.of("3,3"), 1_000))).isNull();
    assertThat(messages)
        .containsExactly(
            "[noughts:only-moves] fixture f: onlyMoves says every move but (3,3) loses, but at least 10 other moves,"
                + " (1,1) (1,2) (1,3) (1,4) (1,5) (1,6) (2,1) (2,2) (2,3) (2,4), are not proved to"
                + " lose; (1,1), for one, is not proved to win or lose: after it, neither player"
                + " wins by fours and threes (searched through, 38 nodes), the only wins the prover"
                + " proves");
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
  void aSpentBudgetIsRememberedAsASolutionIs() {
    Solutions solutions = new Solutions();
    Position spent =
        Position.of(
            5, "- - - - - - / X - - O X - / - - O X X - / - O - X - O / - - - - - - / - - X O - -");
    UnsolvableException first = assertThrows(UnsolvableException.class, () -> solutions.of(spent));
    assertThat(first.getReason()).isInstanceOf(Unsolvable.BudgetSpent.class);
    assertThat(assertThrows(UnsolvableException.class, () -> solutions.of(spent)))
        .isSameInstanceAs(first);
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
