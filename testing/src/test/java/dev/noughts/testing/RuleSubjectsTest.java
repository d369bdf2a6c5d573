package dev.noughts.testing;

import static com.google.common.truth.ExpectFailure.assertThat;
import static com.google.common.truth.ExpectFailure.expectFailureAbout;
import static dev.noughts.testing.PositionSubject.positions;

import com.google.common.truth.ExpectFailure;
import dev.noughts.GameValue;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Rule;
import dev.noughts.Square;
import org.junit.jupiter.api.Test;

/**
 * {@link PositionSubject} on positions judged by another rule than free-style: the verdict and
 * perfect play by the rule, and failures that name it.
 */
class RuleSubjectsTest {
  /** 4 x 4, three to win, X to move: (1,3) makes four in a row, a win by free-style only. */
  private static final Position OVERLINE =
      Position.of(3, "X X - X / O O - - / - - - - / - - - O").withRule(Rule.EXACTLY_K);

  private static AssertionError failure(
      ExpectFailure.SimpleSubjectBuilderCallback<PositionSubject, Position> assertion) {
    return expectFailureAbout(positions(), assertion);
  }

  @Test
  void theAssertionsJudgeByTheRule() {
    PositionSubject.assertThat(OVERLINE.play(1, 3)).isInProgress();
    PositionSubject.assertThat(OVERLINE).hasPerfectPlay(GameValue.O_WINS);
    PositionSubject.assertThat(OVERLINE.withRule(Rule.FREE_STYLE).play(1, 3)).isWonBy(Player.X);
  }

  @Test
  void aFailureNamesTheRule() {
    AssertionError failure = failure(whenTesting -> whenTesting.that(OVERLINE).isDraw());

    assertThat(failure)
        .factKeys()
        .containsExactly("expected", "but was", "board", "win length", "rule")
        .inOrder();
    assertThat(failure).factValue("rule").isEqualTo("exactly k");
  }

  @Test
  void renjuIsNotSolvedAndTheFailureSaysWhy() {
    Position renju = Position.empty(15, 15, 5).withRule(Rule.RENJU).play(8, 8);

    AssertionError failure =
        failure(whenTesting -> whenTesting.that(renju).hasBestMove(new Square(8, 9)));

    assertThat(failure).factValue("but").startsWith("the solver does not play renju");
    assertThat(failure).factValue("rule").isEqualTo("renju");
  }

  /**
   * Renju, O to move: (8,8) is a double three of X's, and O's (12,12) makes a four, (9,9)-(12,12),
   * whose only block is (8,8).
   */
  private static final Position FORBIDDEN_BLOCK =
      Position.of(
              5,
              "O - - - - - - - - - - - - - O",
              "- - - - - - - - - - - - - - -",
              "- - - - - - - - - - - - - - -",
              "- - - - - - - - - - - - - - -",
              "- - - - - - - - - - - - - - -",
              "- - - - - - - X - - - - - - -",
              "- - - - - - X X - - - - - - -",
              "- - - - - X X - - - - - - - -",
              "- - - - - - - - O - - - - - -",
              "- - - - - - - - - O - - - - -",
              "- - - - - - - - - - O - - - -",
              "- - - - - - - - - - - - - - -",
              "- - - - - - - - - - - - X - -",
              "- - - - - - - - - - - - - - -",
              "- - - - - - - - - - - - - - -")
          .withRule(Rule.RENJU);

  /** Renju, X to move: (5,8) makes two fours, each closed by O: a double four, a foul. */
  private static final Position DOUBLE_FOUR =
      Position.of(
              5,
              "- - - - - - - O - - - - - - -",
              "- - - - - - - X - - - - - - -",
              "- - - - - - - X - - - - - - -",
              "- - - - - - - X - - - - - - -",
              "- - - O X X X - - - - - - - -",
              "- - - - - - - - - - - - - - -",
              "- - - - - - - - - - - - - - -",
              "- - - - - - - - - - - - - - -",
              "- - - - - - - - - - - - - - -",
              "- - - - - - - - - - - - - - -",
              "- - - - - - - - - - - - - - -",
              "- - - - - - - - - - - - - - -",
              "- - - - - - - - - - - - - - -",
              "- - - - - - - - - - - - - - -",
              "O - - - - - O - - - O - - - O")
          .withRule(Rule.RENJU);

  @Test
  void forcedWinsAreProvedByRenjusRules() {
    PositionSubject.assertThat(FORBIDDEN_BLOCK).isWonByForceBy(Player.O);
    PositionSubject.assertThat(FORBIDDEN_BLOCK).hasForcedWinningMove(new Square(12, 12));
    PositionSubject.assertThat(DOUBLE_FOUR.withRule(Rule.FREE_STYLE))
        .hasForcedWinningMove(new Square(5, 8));
  }

  @Test
  void aFoulIsNoForcedWinningMoveAndTheFailureSaysSo() {
    AssertionError failure =
        failure(
            whenTesting -> whenTesting.that(DOUBLE_FOUR).hasForcedWinningMove(new Square(5, 8)));

    assertThat(failure)
        .factValue("but after it the prover found")
        .isEqualTo("O wins: X's move (5,8) is forbidden (double four)");
    assertThat(failure).factValue("rule").isEqualTo("renju");
  }

  @Test
  void underExactlyKARunLongerThanKIsNoForcedWin() {
    // 4 x 6, four to win: X's (1,4) makes five, a win under free-style and nothing under exactly k.
    Position five =
        Position.of(4, "X X X - X -", "O O - O - -", "- - - - - -", "- - - - - O")
            .withRule(Rule.EXACTLY_K);
    PositionSubject.assertThat(five.withRule(Rule.FREE_STYLE))
        .hasForcedWinningMove(new Square(1, 4));

    AssertionError failure =
        failure(whenTesting -> whenTesting.that(five).hasForcedWinningMove(new Square(1, 4)));

    assertThat(failure).factValue("rule").isEqualTo("exactly k");
    assertThat(failure).factValue("expected a move that keeps a forced win").isEqualTo("(1,4)");
  }

  @Test
  void underExactlyKAForcedWinIsProvedByThatRule() {
    // Free-style X wins at once with (1,3); under exactly three O's two threats win.
    PositionSubject.assertThat(OVERLINE).isWonByForceBy(Player.O);
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(OVERLINE).isWonByForceBy(Player.X));

    assertThat(failure).factValue("expected a forced win for").isEqualTo("X");
    assertThat(failure).factValue("rule").isEqualTo("exactly k");
  }
}
