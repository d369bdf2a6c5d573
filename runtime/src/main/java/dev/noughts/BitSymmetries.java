package dev.noughts;

/**
 * The 8 {@link Symmetry symmetries} of a board of up to 4 x 4 as permutations of its row-major
 * bits, looked up a byte at a time, and the canonical key of a position under them.
 */
final class BitSymmetries {
  private final int[][] low = new int[8][256]; // the image of bits 0..7 given as a byte
  private final int[][] high = new int[8][256]; // the image of bits 8..15 given as a byte

  BitSymmetries(int size) {
    Symmetry[] symmetries = Symmetry.values();
    for (int s = 0; s < 8; s++) {
      int[] image = new int[16];
      for (int i = 0; i < size * size; i++) {
        Square square = symmetries[s].apply(new Square(i / size + 1, i % size + 1), size);
        image[i] = (square.row() - 1) * size + square.column() - 1;
      }
      for (int b = 0; b < 256; b++) {
        for (int i = 0; i < 8; i++) {
          if ((b >>> i & 1) != 0) {
            low[s][b] |= 1 << image[i];
            high[s][b] |= 1 << image[i + 8];
          }
        }
      }
    }
  }

  /**
   * The key {@code x | o << 16} of the position's image that is least as an unsigned number; the
   * same for a position and all its images.
   */
  int canonicalKey(int x, int o) {
    long best = Integer.toUnsignedLong(x | o << 16);
    for (int s = 1; s < 8; s++) {
      int[] lo = low[s];
      int[] hi = high[s];
      int imageX = lo[x & 0xFF] | hi[x >>> 8];
      int imageO = lo[o & 0xFF] | hi[o >>> 8];
      best = Math.min(best, Integer.toUnsignedLong(imageX | imageO << 16));
    }
    return (int) best;
  }
}
