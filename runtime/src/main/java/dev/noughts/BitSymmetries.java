package dev.noughts;

import java.util.List;

/**
 * The {@link Symmetry symmetries} of a board of at most 16 cells (8 when square, else 4) as
 * permutations of its row-major bits, looked up a byte at a time, and the canonical key of a
 * position under them.
 */
final class BitSymmetries {
  private final int[][] low; // the image of bits 0..7 given as a byte
  private final int[][] high; // the image of bits 8..15 given as a byte

  BitSymmetries(int size) {
    this(size, size);
  }

  BitSymmetries(int rows, int columns) {
    List<Symmetry> symmetries = Symmetry.of(rows, columns);
    low = new int[symmetries.size()][256];
    high = new int[symmetries.size()][256];
    for (int s = 0; s < symmetries.size(); s++) {
      int[] image = new int[16];
      for (int i = 0; i < rows * columns; i++) {
        Square square =
            symmetries.get(s).apply(new Square(i / columns + 1, i % columns + 1), rows, columns);
        image[i] = (square.row() - 1) * columns + square.column() - 1;
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
    for (int s = 1; s < low.length; s++) {
      int[] lo = low[s];
      int[] hi = high[s];
      int imageX = lo[x & 0xFF] | hi[x >>> 8];
      int imageO = lo[o & 0xFF] | hi[o >>> 8];
      best = Math.min(best, Integer.toUnsignedLong(imageX | imageO << 16));
    }
    return (int) best;
  }
}
