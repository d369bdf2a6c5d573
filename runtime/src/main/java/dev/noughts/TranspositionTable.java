package dev.noughts;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The solver's memory of searched positions of games of up to 25 cells: a fixed number of slots,
 * each one {@code long} holding a position's key (up to {@value #KEY_BITS} bits: two 25-bit masks;
 * see {@link BitGame#key}), its {@linkplain #value value}: the score (-127 to 127, 8 bits) and
 * whether it is exact or a bound (2 bits). A new entry replaces whatever held its slot, so memory
 * stays at 8 bytes a slot however many positions are searched.
 *
 * <p>Safe for any number of threads without locks: each entry is written and read as one atomic
 * {@code long} that holds the whole key, so a reader sees a whole entry or none, and every entry it
 * accepts is true of its position; threads that race for a slot only lose each other's work.
 *
 * <p>One table's slots may serve several games whose keys are below 2^32 at once, each through a
 * view with a game number of its own ({@link #forGame}) kept in every entry it writes, in the key's
 * bits 32 and up: a view reads only its own game's entries, so games whose positions have the same
 * keys only push each other's entries out.
 */
final class TranspositionTable {
  /** The score is exact. */
  static final int EXACT = 1;

  /** The score is a lower bound: the search failed high. */
  static final int LOWER = 2;

  /** The score is an upper bound: the search failed low. */
  static final int UPPER = 3;

  /** The most bits of a key: 25 for each player's marks. */
  static final int KEY_BITS = 50;

  /** The most games whose views share one table's slots: game numbers are 1 to this. */
  static final int MAX_GAME = (1 << (KEY_BITS - 32)) - 1;

  private static final long KEY_MASK = (1L << KEY_BITS) - 1;

  private final AtomicLongArray slots;
  private final int shift;
  private final long game; // the game number, in place: bits 32 to 49 of each key
  private final long positionBits; // the bits of a key that hold the position's marks

  /** A table of {@code 2^bits} slots, 8 bytes each. */
  TranspositionTable(int bits) {
    this(new AtomicLongArray(1 << bits), 64 - bits, 0);
  }

  private TranspositionTable(AtomicLongArray slots, int shift, long game) {
    this.slots = slots;
    this.shift = shift;
    this.game = game;
    this.positionBits = game == 0 ? KEY_MASK : 0xFFFF_FFFFL;
  }

  /**
   * A view of this table's slots for game {@code game}, 1 to {@link #MAX_GAME}, whose keys are
   * below 2^32: it reads only the entries it and other views of the same game wrote, in slots
   * shared with every other view.
   */
  TranspositionTable forGame(int game) {
    if (game < 1 || game > MAX_GAME) {
      throw new IllegalArgumentException("game " + game + " is not 1 to " + MAX_GAME);
    }
    return new TranspositionTable(slots, shift, (long) game << 32);
  }

  /**
   * The entry for {@code key}, below 2^{@value #KEY_BITS}, or 0 when the table does not hold it.
   */
  long get(long key) {
    int slot = slot(key);
    long entry = slots.getOpaque(slot);
    if (!holds(entry, key)) {
      entry = slots.getOpaque(slot + 1);
    }
    return holds(entry, key) ? entry : 0;
  }

  /**
   * Remembers {@code key}'s score. Slots come in pairs: the first keeps the entry of the fewest
   * marks (the most work to search again), the second takes whatever the first does not.
   */
  void put(long key, int score, int flag) {
    int slot = slot(key);
    long entry = key | game | value(score, flag);
    long first = slots.getOpaque(slot);
    boolean keepFirst = flag(first) != 0 && !holds(first, key) && marks(first) < Long.bitCount(key);
    slots.setOpaque(keepFirst ? slot + 1 : slot, entry);
  }

  private boolean holds(long entry, long key) {
    return (entry & KEY_MASK) == (key | game) && flag(entry) != 0;
  }

  /** The marks of the position of {@code entry}: the bits of its key, less any game number. */
  private int marks(long entry) {
    return Long.bitCount(entry & positionBits);
  }

  /**
   * The bits of an entry above its key: {@code score} (-127 to 127) and {@code flag}; never 0. A
   * {@link WideTable} keeps them too, so {@link #score} and {@link #flag} read its entries.
   */
  static long value(int score, int flag) {
    return (long) (score + 128) << KEY_BITS | (long) flag << (KEY_BITS + 8);
  }

  /** The score of {@code entry}: -127 to 127. */
  static int score(long entry) {
    return (int) (entry >>> KEY_BITS & 0xFF) - 128;
  }

  static int flag(long entry) {
    return (int) (entry >>> (KEY_BITS + 8)) & 3;
  }

  /** The first of the key's pair of slots. */
  private int slot(long key) {
    return (int) ((key * 0x9E3779B97F4A7C15L) >>> shift) & ~1;
  }
}
