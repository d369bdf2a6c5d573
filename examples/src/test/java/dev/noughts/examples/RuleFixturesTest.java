package dev.noughts.examples;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Forbidden;
import dev.noughts.ForbiddenPoint;
import dev.noughts.MoveProof;
import dev.noughts.Position;
import dev.noughts.Prover;
import dev.noughts.Rule;
import dev.noughts.Square;
import org.junit.jupiter.api.Test;

/** The constants of {@link RuleFixtures} keep their rules. */
class RuleFixturesTest {

  @Test
  void theRenjuFixtureKnowsItsForbiddenPoint() {
    assertThat(RuleFixturesBoards.BEFORE_THE_DOUBLE_THREE.getRule()).isEqualTo(Rule.RENJU);
    assertThat(RuleFixturesBoards.BEFORE_THE_DOUBLE_THREE.getForbiddenPoints())
        .containsExactly(new ForbiddenPoint(new Square(8, 8), Forbidden.DOUBLE_THREE));
    assertThat(RuleFixturesBoards.BEFORE_THE_DOUBLE_THREE.play(8, 8).getVerdict().toString())
        .isEqualTo("O wins: X's move (8,8) is forbidden (double three)");
  }

  @Test
  void theRenjuWinIsOnlyRenjus() {
    assertThat(RuleFixturesBoards.FORBIDDEN_BLOCK.getRule()).isEqualTo(Rule.RENJU);
    // After O's four, X's only block is forbidden.
    assertThat(RuleFixturesBoards.FORBIDDEN_BLOCK.play(12, 12).getForbiddenPoints())
        .contains(new ForbiddenPoint(new Square(8, 8), Forbidden.DOUBLE_THREE));
    Position freeStyle = RuleFixturesBoards.FORBIDDEN_BLOCK.withRule(Rule.FREE_STYLE);
    assertThat(new Prover().judge(freeStyle, new Square(12, 12)))
        .isNotInstanceOf(MoveProof.Wins.class);
  }

  @Test
  void theExactlyKFixtureIsJudgedByItsRule() {
    assertThat(RuleFixturesBoards.NO_OVERLINE.getRule()).isEqualTo(Rule.EXACTLY_K);
    assertThat(RuleFixturesBoards.NO_OVERLINE.play(1, 3).getVerdict().toString())
        .isEqualTo("in progress: O to move");
  }
}
