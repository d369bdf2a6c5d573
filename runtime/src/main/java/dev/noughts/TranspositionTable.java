package dev.noughts;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The solver's memory of searched positions: a fixed number of slots, each one {@code long} holding
 * a position's 32-bit key, its score and whether the score is exact or a bound. A new entry
 * replaces whatever held its slot, so memory stays at 8 bytes a slot however many positions are
 * searched.
 *
 * <p>Safe for any number of threads without locks: each entry is written and read as one atomic
 * {@code long}, so a reader sees a whole entry or none, and every entry is true of its position;
 * threads that race for a slot only lose each other's work.
 */
final class TranspositionTable {
  /** The score is exact. */
  static final int EXACT = 1;

  /** The score is a lower bound: the search failed high. */
  static final int LOWER = 2;

  /** The score is an upper bound: the search failed low. */
  static final int UPPER = 3;

  private final AtomicLongArray slots;
  private final int shift;

  /** A table of {@code 2^bits} slots, 8 bytes each. */
  TranspositionTable(int bits) {
    this.slots = new AtomicLongArray(1 << bits);
    this.shift = 32 - bits;
  }

  /** The entry for {@code key}, or 0 when the table does not hold it. */
  long get(int key) {
    long entry = slots.getOpaque(slot(key));
    return (int) entry == key && flag(entry) != 0 ? entry : 0;
  }

  void put(int key, int score, int flag) {
    slots.setOpaque(
        slot(key), Integer.toUnsignedLong(key) | (long) (score + 128) << 32 | (long) flag << 40);
  }

  static int score(long entry) {
    return (int) (entry >>> 32 & 0xFF) - 128;
  }

  static int flag(long entry) {
    return (int) (entry >>> 40) & 3;
  }

  private int slot(int key) {
    return (key * 0x9E3779B9) >>> shift;
  }
}
