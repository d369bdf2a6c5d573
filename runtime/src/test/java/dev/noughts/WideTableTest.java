package dev.noughts;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/** The table of a wide game's states: each kept whole, up to 64 cells. */
class WideTableTest {
  @Test
  void aStateIsKeptWholeWithItsScoreAndFlagOnEverySixtyFourBits() {
    WideTable table = new WideTable(1); // one pair: every state shares it
    long x = 1L << 63 | 0b101; // bit 63, the sign bit, in use
    long o = 0x7000_0000_0000_0010L;
    for (int score : new int[] {-(Search.WIN - 1), 0, Search.WIN - 1}) {
      table.put(x, o, score, TranspositionTable.UPPER);

      long entry = table.get(x, o);
      assertThat(TranspositionTable.score(entry)).isEqualTo(score);
      assertThat(TranspositionTable.flag(entry)).isEqualTo(TranspositionTable.UPPER);
    }
    assertThat(table.get(x ^ 1L << 63, o)).isEqualTo(0);
    assertThat(table.get(o, x)).isEqualTo(0); // the same cells, the colours swapped
    assertThat(table.get(x, o ^ 1)).isEqualTo(0);
    assertThat(table.get(x, 0)).isEqualTo(0);
    assertThat(table.get(0, o)).isEqualTo(0);
    assertThat(table.get(0, 0)).isEqualTo(0);
  }

  @Test
  void thePairsFirstSlotKeepsTheStateOfFewestMarks() {
    WideTable table = new WideTable(1); // one pair: every state shares it
    table.put(0b1, 0, 1, TranspositionTable.EXACT); // one mark
    table.put(0b101, 0b10, 3, TranspositionTable.EXACT); // three: the second slot
    assertThat(TranspositionTable.score(table.get(0b1, 0))).isEqualTo(1);
    assertThat(TranspositionTable.score(table.get(0b101, 0b10))).isEqualTo(3);

    table.put(0b1, 0b10, 2, TranspositionTable.EXACT); // two: the second slot again
    assertThat(table.get(0b101, 0b10)).isEqualTo(0);
    assertThat(TranspositionTable.score(table.get(0b1, 0))).isEqualTo(1);

    table.put(0, 1L << 63, -1, TranspositionTable.EXACT); // one, no more than the first's: first
    assertThat(table.get(0b1, 0)).isEqualTo(0);
    assertThat(TranspositionTable.score(table.get(0, 1L << 63))).isEqualTo(-1);
    assertThat(TranspositionTable.score(table.get(0b1, 0b10))).isEqualTo(2);
  }
}
