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
}
