package example;

// tag::readme-test[]
import static dev.noughts.testing.PositionSubject.assertThat;

import dev.noughts.Player;
import org.junit.jupiter.api.Test;

class OpeningsTest {
  @Test
  void theCornerIsAnsweredByO() {
    assertThat(OpeningsBoards.CORNER).hasNextPlayer(Player.O); // the generated constant
    assertThat(OpeningsBoards.TOP_ROW).isWonBy(Player.X);
  }
}
// end::readme-test[]
