package dev.noughts.testing;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.Outcome;
import dev.noughts.Position;
import java.util.HashSet;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Shrinkable;

/** {@link ReachablePositions}: legal games, and shrinking toward shorter ones. */
class ReachablePositionsTest {

  @Provide
  Arbitrary<Position> classic() {
    return ReachablePositions.of(3);
  }

  @Provide
  Arbitrary<Position> classicInProgress() {
    return ReachablePositions.inProgress(3);
  }

  @Provide
  Arbitrary<Position> fourByFour() {
    return ReachablePositions.of(4);
  }

  @Property
  void everyPositionIsReachable(@ForAll("classic") Position position) {
    assertThat(position.getRowCount()).isEqualTo(3);
    assertThat(position.getVerdict().getOutcome()).isNotEqualTo(Outcome.IMPOSSIBLE);
  }

  @Property
  void fourByFourPositionsAreReachableToo(@ForAll("fourByFour") Position position) {
    assertThat(position.getRowCount()).isEqualTo(4);
    assertThat(position.getVerdict().getOutcome()).isNotEqualTo(Outcome.IMPOSSIBLE);
  }

  @Property
  void inProgressLeavesAMoveToPlay(@ForAll("classicInProgress") Position position) {
    assertThat(position.getNextPlayer()).isNotNull();
    assertThat(position.getLegalMoves()).isNotEmpty();
  }

  @Example
  void gamesOfEveryKindAreGenerated() {
    Set<Outcome> outcomes = new HashSet<>();
    ReachablePositions.of(3)
        .sampleStream()
        .limit(2000)
        .forEach(position -> outcomes.add(position.getVerdict().getOutcome()));
    assertThat(outcomes)
        .containsExactly(Outcome.IN_PROGRESS, Outcome.X_WINS, Outcome.O_WINS, Outcome.DRAW);
  }

  @Example
  void aFailingPropertyShrinksToTheShortestGameThatStillFails() {
    // The "property": positions with fewer than 3 marks pass. Shrink a failing sample greedily,
    // as jqwik does, and it ends with exactly 3 marks: the fewest moves that still fail.
    Random random = new Random(15);
    Shrinkable<Position> sample =
        ReachablePositions.of(3).generator(1000).stream(random)
            .filter(shrinkable -> marks(shrinkable.value()) >= 7)
            .findFirst()
            .orElseThrow();
    sample = shrinkWhileFailing(sample);
    assertThat(marks(sample.value())).isEqualTo(3);
    // Each choice shrinks toward 0, the first legal move: X, O, X along the top row.
    assertThat(sample.value()).isEqualTo(Position.of("X O X / - - - / - - -"));
  }

  @Example
  void aBadSizeIsAClearError() {
    IllegalArgumentException thrown =
        assertThrows(IllegalArgumentException.class, () -> ReachablePositions.of(0));
    assertThat(thrown).hasMessageThat().isEqualTo("size is 0; boards are 1 to 1000 cells wide");
  }

  /**
   * Shrinks {@code sample} greedily, as jqwik does, while it fails the "property" that positions
   * with fewer than 3 marks pass: to the first shrink that still has 3 marks or more, until none
   * does.
   */
  static Shrinkable<Position> shrinkWhileFailing(Shrinkable<Position> sample) {
    while (true) {
      Optional<Shrinkable<Position>> smaller =
          sample.shrink().filter(candidate -> marks(candidate.value()) >= 3).findFirst();
      if (smaller.isEmpty()) {
        return sample;
      }
      sample = smaller.get();
    }
  }

  private static int marks(Position position) {
    return position.getXCount() + position.getOCount();
  }
}
