package dev.noughts.examples;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.GameRecord;
import dev.noughts.Player;
import org.junit.jupiter.api.Test;

/** The fixtures of {@link GomokuGames}, generated from the games that reached them. */
class GomokuGamesTest {

  @Test
  void gomokuCoordinatesAndRowColumnGiveTheSameBoard() {
    assertThat(GomokuGamesBoards.THREE_MOVES).isEqualTo(GomokuGamesBoards.THREE_MOVES_BY_ROW_AND_COLUMN);
    assertThat(GomokuGamesBoards.THREE_MOVES).isEqualTo(GameRecord.play(15, 15, 5, "h8 h9 g7"));
    assertThat(GomokuGamesBoards.THREE_MOVES.getWinLength()).isEqualTo(5);
  }

  @Test
  void theOpenThreeIsListedWithItsProvedWins() {
    assertThat(GomokuGamesBoards.OPEN_THREE.getNextPlayer()).isEqualTo(Player.X);
    assertThat(GomokuGamesBoards.fixtures().get(2).winningMoves()).hasSize(2);
  }
}
