package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Fixture;
import dev.noughts.ForbiddenPoint;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Rule;
import dev.noughts.Square;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Fixtures and swept positions of other rules than free-style are judged by their rule. */
class RuleFixturesTest {
  // X to move on 4 x 4, three in a row: (1,3) makes a run of four.
  private static final String[] OVERLINE = {"XX-X", "----", "O--O", "-O--"};

  @Test
  void aSweepJudgesAnOverlineByTheRuleBestFreeStyleWorseUnderExactlyK() {
    Position freeStyle = Position.of(3, OVERLINE);
    Position exactly = freeStyle.withRule(Rule.EXACTLY_K);
    Square overline = new Square(1, 3);

    EngineSweep free = EngineSweep.of(position -> overline, List.of(freeStyle));
    EngineSweep standard = EngineSweep.of(position -> overline, List.of(exactly));

    assertThat(free.getResults().get(0).grade()).isEqualTo(Grade.BEST); // four in a row wins
    // Under exactly three the run of four wins nothing; X wins with (2,2), (2,3) or (3,2) only.
    assertThat(standard.getResults().get(0).grade()).isEqualTo(Grade.WORSE);
    assertThat(EngineSweep.of(position -> new Square(2, 2), List.of(exactly)).getMisses())
        .isEmpty();
  }

  @Test
  void aRenjuFixtureCountsAMoveOntoAForbiddenPointAsAMoveToAvoidThatGivesUpTheWin() {
    Tactic win =
        TacticsSuite.Bundled.TACTICS_15_RENJU.tactics().stream()
            .filter(tactic -> tactic.getKind().isWin() && tactic.getPlayer() == Player.X)
            .filter(tactic -> !tactic.getPosition().getForbiddenPoints().isEmpty())
            .findFirst()
            .orElseThrow();
    ForbiddenPoint point = win.getPosition().getForbiddenPoints().get(0);
    Fixture fixture =
        Fixture.builder()
            .name("renju win")
            .position(win.getPosition())
            .winningMoves(win.getMoves())
            .build();

    Result result = EngineScore.judge(fixture, point.square());

    assertThat(result.grade()).isEqualTo(Grade.AVOIDED);
    assertThat(result.isMiss()).isTrue();
    assertThat(result.missProof()).isNotNull();
    assertThat(result.missProof().kind()).isEqualTo(MissProof.Kind.GIVES_UP_A_WIN);
    assertThat(EngineScore.judge(fixture, win.getMoves().get(0)).grade()).isEqualTo(Grade.BEST);
  }
}
