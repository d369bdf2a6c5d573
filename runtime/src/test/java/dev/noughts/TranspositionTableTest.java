package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * Keys of up to 50 bits kept whole with scores of -99 to 99; slots in pairs that keep the costliest
 * position; one table's slots shared by the views of several games, each reading only its own
 * entries.
 */
class TranspositionTableTest {
  @Test
  void aKeyOfFiftyBitsIsKeptWholeWithItsScoreAndFlag() {
    TranspositionTable table = new TranspositionTable(4);
    long key = 1L << 49 | 1L << 24 | 1; // O on cell 24 and X on cells 0 and 24 of 5 x 5: bits only
    table.put(key, -63, TranspositionTable.UPPER);

    assertThat(TranspositionTable.score(table.get(key))).isEqualTo(-63);
    assertThat(TranspositionTable.flag(table.get(key))).isEqualTo(TranspositionTable.UPPER);
    assertThat(table.get(key ^ 1L << 49)).isEqualTo(0);
    assertThat(table.get(key ^ 1L << 48)).isEqualTo(0);
    table.put(key, 63, TranspositionTable.EXACT);
    assertThat(TranspositionTable.score(table.get(key))).isEqualTo(63);
  }

  @Test
  void theLargestKeyIsKeptWholeWithTheWidestScores() {
    TranspositionTable table = new TranspositionTable(4);
    long key = ((1L << 25) - 1) << 25; // O on every cell of 5 x 5
    assertThat(key).isLessThan(1L << TranspositionTable.KEY_BITS);
    for (int score : new int[] {-(Search.WIN - 1), Search.WIN - 1}) {
      table.put(key, score, TranspositionTable.LOWER);

      assertThat(TranspositionTable.score(table.get(key))).isEqualTo(score);
      assertThat(TranspositionTable.flag(table.get(key))).isEqualTo(TranspositionTable.LOWER);
      assertThat(table.get(key ^ 1L << 49)).isEqualTo(0);
      assertThat(table.get(key - 1)).isEqualTo(0);
    }
  }

  @Test
  void theFirstSlotOfAPairKeepsThePositionOfFewestMarksTheSecondTakesTheRest() {
    TranspositionTable table = new TranspositionTable(1); // one pair: every key shares it
    table.put(0b1, 1, TranspositionTable.EXACT); // one mark
    table.put(0b111, 3, TranspositionTable.EXACT); // three: the second slot
    assertThat(TranspositionTable.score(table.get(0b1))).isEqualTo(1);
    assertThat(TranspositionTable.score(table.get(0b111))).isEqualTo(3);

    table.put(0b11, 2, TranspositionTable.EXACT); // two: the second slot again
    assertThat(table.get(0b111)).isEqualTo(0);
    assertThat(TranspositionTable.score(table.get(0b1))).isEqualTo(1);

    table.put(0b10, -1, TranspositionTable.EXACT); // one, no more than the first's: the first
    assertThat(table.get(0b1)).isEqualTo(0);
    assertThat(TranspositionTable.score(table.get(0b10))).isEqualTo(-1);
    assertThat(TranspositionTable.score(table.get(0b11))).isEqualTo(2);
  }

  @Test
  void aViewReadsOnlyTheEntriesOfItsOwnGame() {
    TranspositionTable table = new TranspositionTable(8);
    TranspositionTable one = table.forGame(1);
    TranspositionTable two = table.forGame(TranspositionTable.MAX_GAME);
    one.put(42, -7, TranspositionTable.LOWER);
    assertThat(two.get(42)).isEqualTo(0);
    assertThat(table.get(42)).isEqualTo(0);
    long entry = table.forGame(1).get(42);
    assertThat(TranspositionTable.score(entry)).isEqualTo(-7);
    assertThat(TranspositionTable.flag(entry)).isEqualTo(TranspositionTable.LOWER);
    two.put(42, 5, TranspositionTable.EXACT); // the same slot: the other game's entry goes
    assertThat(one.get(42)).isEqualTo(0);
    assertThat(TranspositionTable.score(two.get(42))).isEqualTo(5);
  }

  @Test
  void gameNumbersAreOneToTheMost() {
    TranspositionTable table = new TranspositionTable(4);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> table.forGame(0));
    assertThat(e).hasMessageThat().isEqualTo("game 0 is not 1 to 262143");
    assertThrows(
        IllegalArgumentException.class, () -> table.forGame(TranspositionTable.MAX_GAME + 1));
  }
}
