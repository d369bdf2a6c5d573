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
 *
 * <p>One table's slots may serve several games at once, each through a view with a game number of
 * its own ({@link #forGame}) kept in every entry it writes: a view reads only its own game's
 * entries, so games whose positions have the same keys only push each other's entries out.
 */
final class TranspositionTable {
  /** The score is exact. */
  static final int EXACT = 1;

  /** The score is a lower bound: the search failed high. */
  static final int LOWER = 2;

  /** The score is an upper bound: the search failed low. */
  static final int UPPER = 3;

  /** The most games whose views share one table's slots: game numbers are 1 to this. */
  static final int MAX_GAME = (1 << 22) - 1;

  private final AtomicLongArray slots;
  private final int shift;
  private final long game; // the game number, in place: bits 42 to 63 of each entry

  /** A table of {@code 2^bits} slots, 8 bytes each. */
  TranspositionTable(int bits) {
    this(new AtomicLongArray(1 << bits), 32 - bits, 0);
  }

  private TranspositionTable(AtomicLongArray slots, int shift, long game) {
    this.slots = slots;
    this.shift = shift;
    this.game = game;
  }

  /**
   * A view of this table's slots for game {@code game}, 1 to {@link #MAX_GAME}: it reads only the
   * entries it and other views of the same game wrote, in slots shared with every other view.
   */
  TranspositionTable forGame(int game) {
    if (game < 1 || game > MAX_GAME) {
      throw new IllegalArgumentException("game " + game + " is not 1 to " + MAX_GAME);
    }
    return new TranspositionTable(slots, shift, (long) game << 42);
  }

  /** The entry for {@code key}, or 0 when the table does not hold it. */
  long get(int key) {
    long entry = slots.getOpaque(slot(key));
    return (int) entry == key && flag(entry) != 0 && (entry & GAME_BITS) == game ? entry : 0;
  }

  void put(int key, int score, int flag) {
    slots.setOpaque(
        slot(key),
        Integer.toUnsignedLong(key) | (long) (score + 128) << 32 | (long) flag << 40 | game);
  }

  private static final long GAME_BITS = -1L << 42;

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
