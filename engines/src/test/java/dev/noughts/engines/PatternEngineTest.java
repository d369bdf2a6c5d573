package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.GameRecord;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Square;
import dev.noughts.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link PatternEngine}: the engine whose games make the tactics-20 suite. */
class PatternEngineTest {
  private static PatternEngine engine(long seed) {
    return new PatternEngine(seed, 8, 80, EngineGamesSuiteBuilder.ENGINE_NODES);
  }

  @Test
  void itWinsInOneWhenItCan() {
    // X, to move, has (10,8) to (10,11) with (10,7) open; O has four too, open at (12,12).
    Position position =
        GameRecord.play(20, 20, 5, "10,8 12,8 10,9 12,9 10,10 12,10 10,11 12,11 1,1 1,20");

    assertThat(engine(1).move(position)).isAnyOf(new Square(10, 7), new Square(10, 12));
  }

  @Test
  void itBlocksAFour() {
    // O has (12,8) to (12,11), closed at (12,7) by X; X, to move, has no win in one.
    Position position = GameRecord.play(20, 20, 5, "12,7 12,8 10,9 12,9 10,10 12,10 1,1 12,11");

    for (long seed = 0; seed < 10; seed++) {
      assertThat(engine(seed).move(position)).isEqualTo(new Square(12, 12));
    }
  }

  @Test
  void itAnswersAnOpenThreeWithADefence() {
    // O has an open three, (12,8) to (12,10); X has only scattered marks.
    Position position = GameRecord.play(20, 20, 5, "1,1 12,8 1,20 12,9 20,1 12,10");

    for (long seed = 0; seed < 10; seed++) {
      assertThat(position.getDefences(Player.O)).contains(engine(seed).move(position));
    }
  }

  @Test
  void itMakesAnOpenFourOutOfAnOpenThree() {
    // X, to move, has an open three, (10,9) to (10,11); O has none.
    Position position = GameRecord.play(20, 20, 5, "10,9 1,1 10,10 1,20 10,11 20,1");

    Square move = engine(3).move(position);

    assertThat(position.play(move).getWinningCells(Player.X)).hasSize(2);
  }

  @Test
  void theSameSeedsPlayTheSameGameAndOthersAnother() {
    assertThat(game(1, 2)).isEqualTo(game(1, 2));
    assertThat(game(1, 2)).isNotEqualTo(game(3, 4));
  }

  @Test
  void itsGamesAreLocalFightsThatEndInFiveInARow() {
    for (long seed = 0; seed < 4; seed++) {
      Position position = Position.empty(20, 20, 5);
      for (Square move : game(2 * seed, 2 * seed + 1)) {
        if (position.getXCount() + position.getOCount() > 0) {
          assertThat(PatternEngine.near(position.toArray())).contains(move); // within two of a mark
        }
        position = position.play(move);
      }
      assertThat(position.getVerdict()).isInstanceOf(Verdict.Win.class);
    }
  }

  /** The moves of a game on 20 x 20, five to win, X seeded {@code x} and O {@code o}. */
  private static List<Square> game(long x, long o) {
    PatternEngine first = engine(x);
    PatternEngine second = engine(o);
    Position position = Position.empty(20, 20, 5);
    List<Square> moves = new ArrayList<>();
    while (!position.isOver() && moves.size() < 200) {
      Square move = (position.getNextPlayer() == Player.X ? first : second).move(position);
      moves.add(move);
      position = position.play(move);
    }
    return moves;
  }
}
