package example;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Outcome;
import dev.noughts.Position;
import dev.noughts.testing.BoardFixtures;
import org.junit.jupiter.params.ParameterizedTest;

class OpeningsParameterizedTest {
  // One case per fixture, named after it: "[1] corner", "[2] center", "[3] topRow".
  @ParameterizedTest
  @BoardFixtures(Openings.class)
  void openingsAreLegal(Position position) {
    assertThat(position.getVerdict().getOutcome()).isNotEqualTo(Outcome.IMPOSSIBLE);
  }
}
