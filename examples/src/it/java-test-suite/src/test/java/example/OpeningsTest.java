package example;

import static dev.noughts.testing.PositionSubject.assertThat;

import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.testing.BoardFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;

class OpeningsTest {
  @Test
  void theCornerIsAnsweredByO() {
    assertThat(OpeningsBoards.CORNER).hasNextPlayer(Player.O);
  }

  @ParameterizedTest
  @BoardFixtures(Openings.class)
  void openingsAreInProgress(Position position) {
    assertThat(position).isInProgress();
  }
}
