package example;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Position;
import dev.noughts.testing.ReachablePositions;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** A jqwik property and a JUnit test side by side: both engines must run. */
class RandomGamesTest {
  @Property
  void everyPositionInProgressHasALegalMove(@ForAll("inProgress") Position position) {
    assertThat(position.getLegalMoves()).isNotEmpty();
  }

  @Provide
  Arbitrary<Position> inProgress() {
    return ReachablePositions.inProgress(3);
  }

  @Test
  void theEmptyBoardHasNineLegalMoves() {
    assertThat(Position.empty(3).getLegalMoves()).hasSize(9);
  }
}
