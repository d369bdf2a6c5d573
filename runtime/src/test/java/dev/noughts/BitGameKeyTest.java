package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * The keys of games on the empty cells of a board: two masks up to 25 cells; beyond, up to 64
 * cells, the game is wide and its states are kept whole in a {@link WideTable}.
 */
class BitGameKeyTest {
  @Test
  void aGameOfUpToTwentyFiveCellsKeysEachStateByTwoMasks() {
    BitGame game = BitGame.emptyCells(new int[5][5], 5);
    assertThat(game.wide).isFalse();
    assertThat(game.key(0b101, 0b10)).isEqualTo(0b101L | 0b10L << 25);
    BitGame small = BitGame.emptyCells(new int[2][8], 4);
    assertThat(small.key(0b101, 0b10)).isEqualTo(0b101L | 0b10L << 16);
  }

  @Test
  void aGameOfTwentySixToSixtyFourCellsIsWideAndEveryCellHasABit() {
    for (int cells = 26; cells <= BitGame.MAX_CELLS; cells++) {
      BitGame game = BitGame.emptyCells(new int[1][cells], 5);
      assertThat(game.wide).isTrue();
      assertThat(game.full).isEqualTo(cells == 64 ? -1L : (1L << cells) - 1);
      assertThat(game.order).hasLength(cells);
      long every = 0;
      for (long bit : game.order) {
        assertThat(Long.bitCount(bit)).isEqualTo(1);
        every |= bit;
      }
      assertThat(every).isEqualTo(game.full);
    }
  }

  @Test
  void aGameOfMoreThanSixtyFourCellsIsRefused() {
    IllegalArgumentException refused =
        assertThrows(IllegalArgumentException.class, () -> BitGame.emptyCells(new int[5][13], 5));
    assertThat(refused).hasMessageThat().isEqualTo("65 empty cells are more than a game's 64");
  }
}
