package dev.noughts;

/**
 * The memory of one search of a {@linkplain BitGame#wide wide} game (26 to {@value
 * BitGame#MAX_CELLS} cells), whose states have more cells than two masks hold in a {@link
 * TranspositionTable} key: each slot keeps a state whole, as three {@code long}s (X's marks, O's
 * marks, and the entry's {@linkplain TranspositionTable#value value}: score and flag), 24 bytes, so
 * every entry is true of its state. A new entry replaces whatever held its slot, so memory stays
 * fixed however many positions are searched.
 *
 * <p>Slots come in pairs, as in a {@link TranspositionTable}: the first keeps the entry of the
 * fewest marks (the most work to search again), the second takes whatever the first does not.
 *
 * <p>One thread: a table belongs to one call of the solver, as the search that fills it does.
 */
final class WideTable {
  private final long[] slots; // slot s in slots[3s] (X), slots[3s + 1] (O), slots[3s + 2] (value)
  private final int shift;

  /** A table of {@code 2^bits} slots, 24 bytes each; {@code bits} is 1 to 29. */
  WideTable(int bits) {
    this.slots = new long[3 << bits];
    this.shift = 64 - bits;
  }

  /**
   * The entry for the state where X holds {@code x} and O holds {@code o}, read by {@link
   * TranspositionTable#score} and {@link TranspositionTable#flag}, or 0 when the table does not
   * hold it.
   */
  long get(long x, long o) {
    int first = first(x, o);
    // An empty slot reads as the empty state with value 0: as no entry. A pair's second slot is
    // filled only once its first is.
    if (holds(first, x, o)) {
      return slots[first + 2];
    }
    return holds(first + 3, x, o) ? slots[first + 5] : 0;
  }

  /** Remembers the score of the state where X holds {@code x} and O holds {@code o}. */
  void put(long x, long o, int score, int flag) {
    int first = first(x, o);
    boolean keepFirst =
        slots[first + 2] != 0
            && !holds(first, x, o)
            && Long.bitCount(slots[first] | slots[first + 1]) < Long.bitCount(x | o);
    int slot = keepFirst ? first + 3 : first;
    slots[slot] = x;
    slots[slot + 1] = o;
    slots[slot + 2] = TranspositionTable.value(score, flag);
  }

  private boolean holds(int slot, long x, long o) {
    return slots[slot] == x && slots[slot + 1] == o;
  }

  /** Where the state's pair of slots starts in {@link #slots}. */
  private int first(long x, long o) {
    long hash = x * 0x9E3779B97F4A7C15L ^ o * 0xC2B2AE3D27D4EB4FL;
    return 3 * ((int) (hash >>> shift) & ~1);
  }
}
