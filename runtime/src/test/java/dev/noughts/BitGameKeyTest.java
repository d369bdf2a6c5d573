package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The keys of games on the empty cells of a board: two masks up to 25 cells, the state in base 3
 * from 26 to 32, each a key no other state of the game has.
 */
class BitGameKeyTest {
  @Test
  void aGameOfTwentySixToThirtyTwoCellsKeysEachStateByItsDigitsInBaseThree() {
    Random random = new Random(11);
    for (int cells = 26; cells <= BitGame.MAX_CELLS; cells++) {
      BitGame game = BitGame.emptyCells(new int[1][cells], 5);
      for (int sample = 0; sample < 2_000; sample++) {
        int[] marks = BitSymmetriesTest.randomMarks(cells, random);
        int x = marks[0];
        int o = marks[1];
        long key = game.key(x, o);
        assertThat(key).isAtLeast(0L);
        assertThat(key).isLessThan(1L << TranspositionTable.KEY_BITS);
        long rest = key;
        for (int i = 0; i < cells; i++, rest /= 3) {
          int digit = (int) (rest % 3);
          assertThat(digit).isEqualTo((x >>> i & 1) + 2 * (o >>> i & 1));
        }
        assertThat(rest).isEqualTo(0); // so no two states share a key
      }
    }
  }

  @Test
  void theLargestKeyIsAllOOnThirtyTwoCells() {
    BitGame game = BitGame.emptyCells(new int[4][8], 5);
    assertThat(game.squares).hasLength(32);
    long threeToThe32 = 1_853_020_188_851_841L;
    assertThat(game.key(0, -1)).isEqualTo(threeToThe32 - 1);
    assertThat(game.key(-1, 0)).isEqualTo((threeToThe32 - 1) / 2);
    assertThat(game.key(0, 0)).isEqualTo(0);
  }

  @Test
  void aGameOfMoreThanThirtyTwoCellsIsRefused() {
    IllegalArgumentException refused =
        assertThrows(IllegalArgumentException.class, () -> BitGame.emptyCells(new int[3][11], 5));
    assertThat(refused).hasMessageThat().isEqualTo("33 empty cells are more than a game's 32");
  }

  @Test
  void aGameOfUpToTwentyFiveCellsKeysEachStateByTwoMasks() {
    BitGame game = BitGame.emptyCells(new int[5][5], 5);
    assertThat(game.key(0b101, 0b10)).isEqualTo(0b101L | 0b10L << 25);
    BitGame small = BitGame.emptyCells(new int[2][8], 4);
    assertThat(small.key(0b101, 0b10)).isEqualTo(0b101L | 0b10L << 16);
  }
}
