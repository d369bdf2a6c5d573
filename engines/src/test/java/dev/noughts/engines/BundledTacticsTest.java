package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Position;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The bundled suites: what they hold, and a sample of them proved again. The whole of each was
 * proved, each proof replayed by the prover's checker, when it was built.
 */
class BundledTacticsTest {
  /** Every this many tactics, one is proved again here. */
  private static final int SAMPLE_EVERY = 25;

  @Test
  void theBundledSuitesHoldMoreThanAThousandTactics() {
    long tactics =
        Stream.of(new int[] {15, 15, 5}, new int[] {9, 9, 4}, new int[] {7, 7, 4})
            .mapToLong(shape -> TacticsSuite.bundled(shape[0], shape[1], shape[2]).size())
            .sum();
    assertThat(tactics).isAtLeast(1_000);
  }

  @ParameterizedTest
  @CsvSource({"15, 15, 5", "9, 9, 4", "7, 7, 4"})
  void eachSuiteHoldsWinsByFoursWinsByThreesAndDefencesOfDistinctPositions(
      int rows, int columns, int winLength) {
    List<Tactic> suite = TacticsSuite.bundled(rows, columns, winLength);
    for (Tactic.Kind kind : Tactic.Kind.values()) {
      assertThat(suite.stream().filter(tactic -> tactic.getKind() == kind).count()).isAtLeast(50);
    }
    Set<Position> positions = new HashSet<>();
    for (Tactic tactic : suite) {
      Position position = tactic.getPosition();
      assertThat(position.getRowCount()).isEqualTo(rows);
      assertThat(position.getColumnCount()).isEqualTo(columns);
      assertThat(position.getWinLength()).isEqualTo(winLength);
      assertThat(positions.add(position)).isTrue();
    }
  }

  @ParameterizedTest
  @CsvSource({"15, 15, 5", "9, 9, 4", "7, 7, 4"})
  void aSampleOfEachSuiteIsProvedAgainExactlyAsStored(int rows, int columns, int winLength) {
    List<Tactic> suite = TacticsSuite.bundled(rows, columns, winLength);
    TacticsSuiteBuilder builder = new TacticsSuiteBuilder(rows, columns, winLength);
    for (int i = 0; i < suite.size(); i += SAMPLE_EVERY) {
      Tactic stored = suite.get(i);
      assertThat(builder.judge(stored.getPosition())).isEqualTo(stored);
    }
  }
}
