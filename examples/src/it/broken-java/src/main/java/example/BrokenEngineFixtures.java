package example;

import dev.noughts.Board;
import dev.noughts.GameValue;
import dev.noughts.Position;

interface BrokenEngineFixtures {
  @Board(value = "X - - / - - - / - - -",
      perfectPlay = GameValue.X_WINS,
      avoidMoves = {"1,2", "2,2"})
  Position answerTheCorner();
}
