package dev.noughts.testing;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.Outcome;
import dev.noughts.Position;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Shrinkable;

/** {@link ReachablePositions} on boards with a win length: legal games of k in a row. */
class ReachablePositionsWinLengthTest {

  @Provide
  Arbitrary<Position> fourByFourThreeToWin() {
    return ReachablePositions.onBoard(4, 4, 3);
  }

  @Provide
  Arbitrary<Position> gomokuInProgress() {
    return ReachablePositions.inProgressOnBoard(15, 15, 5);
  }

  @Provide
  Arbitrary<Position> shortStrips() {
    return ReachablePositions.onBoardUpTo(2, 7, 3, 6);
  }

  @Property(tries = 200)
  void everyPositionIsReachableOnItsBoard(@ForAll("fourByFourThreeToWin") Position position) {
    assertThat(position.getRowCount()).isEqualTo(4);
    assertThat(position.getColumnCount()).isEqualTo(4);
    assertThat(position.getWinLength()).isEqualTo(3);
    assertThat(position.getVerdict().getOutcome()).isNotEqualTo(Outcome.IMPOSSIBLE);
  }

  @Property(tries = 50)
  void gomokuGamesInProgressLeaveAMoveToPlay(@ForAll("gomokuInProgress") Position position) {
    assertThat(position.getWinLength()).isEqualTo(5);
    assertThat(position.getNextPlayer()).isNotNull();
    assertThat(position.getVerdict().getOutcome()).isEqualTo(Outcome.IN_PROGRESS);
  }

  @Property(tries = 200)
  void maxMovesBoundsTheGame(@ForAll("shortStrips") Position position) {
    assertThat(position.getXCount() + position.getOCount()).isAtMost(6);
    assertThat(position.getColumnCount()).isEqualTo(7);
  }

  @Example
  void winsOfBothPlayersAreGenerated() {
    List<Outcome> outcomes =
        ReachablePositions.onBoard(4, 4, 3)
            .sampleStream()
            .limit(1000)
            .map(position -> position.getVerdict().getOutcome())
            .toList();
    assertThat(outcomes).containsAtLeast(Outcome.IN_PROGRESS, Outcome.X_WINS, Outcome.O_WINS);
  }

  @Example
  void aFailingPropertyShrinksToTheShortestGameThatStillFails() {
    Random random = new Random(15);
    Shrinkable<Position> sample =
        ReachablePositions.onBoard(4, 4, 3).generator(1000).stream(random)
            .filter(shrinkable -> marks(shrinkable.value()) >= 7)
            .findFirst()
            .orElseThrow();
    sample = ReachablePositionsTest.shrinkWhileFailing(sample);
    // Each choice shrinks toward the first legal move: X, O, X along the top row.
    assertThat(sample.value()).isEqualTo(Position.of(3, "X O X - / - - - - / - - - - / - - - -"));
  }

  @Example
  void badNumbersAreClearErrors() {
    IllegalArgumentException tooLong =
        assertThrows(IllegalArgumentException.class, () -> ReachablePositions.onBoard(2, 4, 5));
    assertThat(tooLong)
        .hasMessageThat()
        .isEqualTo("win length is 5; on a 2 x 4 board it is 1 to 4 (the longer side)");
    assertThrows(
        IllegalArgumentException.class, () -> ReachablePositions.inProgressOnBoard(0, 4, 1));
    IllegalArgumentException negative =
        assertThrows(
            IllegalArgumentException.class, () -> ReachablePositions.onBoardUpTo(3, 4, 3, -1));
    assertThat(negative).hasMessageThat().isEqualTo("maxMoves must be at least 0, not -1");
  }

  private static int marks(Position position) {
    return position.getXCount() + position.getOCount();
  }
}
