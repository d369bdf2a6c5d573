package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The verdict accepts exactly the positions that legal play reaches, compared board by board. */
class ReachabilityTest {

  /** Checks every board of the size and returns how many of each outcome there were. */
  private static Map<Outcome, Integer> compareEveryBoard(LegalPlay play) {
    Map<Outcome, Integer> outcomes = new EnumMap<>(Outcome.class);
    for (int board = 0; board < play.boardCount; board++) {
      Verdict verdict = Position.fromArray(play.toArray(board)).getVerdict();
      Outcome outcome = verdict.getOutcome();
      outcomes.merge(outcome, 1, Integer::sum);
      if (!play.reachable.get(board)) {
        if (outcome != Outcome.IMPOSSIBLE) {
          assertWithMessage("unreachable board %s", Position.fromArray(play.toArray(board)))
              .that(outcome)
              .isEqualTo(Outcome.IMPOSSIBLE);
        }
        continue;
      }
      Outcome expected = expectedOutcome(play, board);
      if (outcome != expected) {
        assertWithMessage("reachable board %s", Position.fromArray(play.toArray(board)))
            .that(outcome)
            .isEqualTo(expected);
      }
    }
    return outcomes;
  }

  private static Outcome expectedOutcome(LegalPlay play, int board) {
    int winner = play.winner(board);
    if (winner == 1) {
      return Outcome.X_WINS;
    }
    if (winner == 2) {
      return Outcome.O_WINS;
    }
    return play.isFull(board) ? Outcome.DRAW : Outcome.IN_PROGRESS;
  }

  @Test
  void oneByOneBoards() {
    Map<Outcome, Integer> outcomes = compareEveryBoard(new LegalPlay(1));
    assertThat(outcomes)
        .containsExactly(Outcome.IN_PROGRESS, 1, Outcome.X_WINS, 1, Outcome.IMPOSSIBLE, 1);
  }

  @Test
  void twoByTwoBoards() {
    LegalPlay play = new LegalPlay(2);
    Map<Outcome, Integer> outcomes = compareEveryBoard(play);
    assertThat(play.reachable.cardinality()).isEqualTo(29);
    assertThat(81 - outcomes.get(Outcome.IMPOSSIBLE)).isEqualTo(29);
    assertThat(outcomes).doesNotContainKey(Outcome.DRAW);
  }

  @Test
  void threeByThreeBoardsMatchTheKnownCounts() {
    Map<Outcome, Integer> outcomes = compareEveryBoard(new LegalPlay(3));
    assertThat(outcomes)
        .containsExactly(
            Outcome.X_WINS, 626,
            Outcome.O_WINS, 316,
            Outcome.DRAW, 16,
            Outcome.IN_PROGRESS, 5478 - 958,
            Outcome.IMPOSSIBLE, 19683 - 5478);
  }

  @Test
  void theNextPlayerOfEveryReachableThreeByThreeBoardMovesNext() {
    LegalPlay play = new LegalPlay(3);
    for (int board = 0; board < play.boardCount; board++) {
      Verdict verdict = Position.fromArray(play.toArray(board)).getVerdict();
      if (verdict instanceof Verdict.InProgress) {
        Player expected = play.count(board, 1) == play.count(board, 2) ? Player.X : Player.O;
        assertThat(((Verdict.InProgress) verdict).next()).isEqualTo(expected);
      }
    }
  }

  /** All 43,046,721 boards; about 20 seconds, so tagged for suites that want to skip it. */
  @Test
  @Tag("slow")
  void fourByFourBoards() {
    LegalPlay play = new LegalPlay(4);
    Map<Outcome, Integer> outcomes = compareEveryBoard(play);
    assertThat(play.reachable.cardinality()).isEqualTo(9_722_011);
    assertThat(43_046_721 - outcomes.get(Outcome.IMPOSSIBLE)).isEqualTo(9_722_011);
  }
}
