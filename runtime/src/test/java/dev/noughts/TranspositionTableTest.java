package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** One table's slots shared by the views of several games, each reading only its own entries. */
class TranspositionTableTest {
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
    assertThat(e).hasMessageThat().isEqualTo("game 0 is not 1 to 4194303");
    assertThrows(
        IllegalArgumentException.class, () -> table.forGame(TranspositionTable.MAX_GAME + 1));
  }
}
