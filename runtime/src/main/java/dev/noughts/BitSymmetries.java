package dev.noughts;

import java.util.List;

/**
 * The {@link Symmetry symmetries} of a board of at most 25 cells (8 when square, else 4) as
 * permutations of its row-major bits, looked up a byte at a time, and the canonical key of a
 * position under them.
 */
final class BitSymmetries {
  /** The most cells of a board: each player's marks fill a 25-bit mask of a 50-bit key. */
  static final int MAX_CELLS = 25;

  private final int[][][] images; // [symmetry][byte b of the mask][value]: the image of those bits
  private final int shift; // where O's marks start in a key

  BitSymmetries(int size) {
    this(size, size);
  }

  BitSymmetries(int rows, int columns) {
    int cells = rows * columns;
    if (cells > MAX_CELLS) {
      throw new IllegalArgumentException(
          rows + " x " + columns + " has more than " + MAX_CELLS + " cells");
    }
    shift = keyShift(cells);
    List<Symmetry> symmetries = Symmetry.of(rows, columns);
    int bytes = (cells + 7) / 8;
    images = new int[symmetries.size()][bytes][256];
    for (int s = 0; s < symmetries.size(); s++) {
      int[] image = new int[bytes * 8];
      for (int i = 0; i < cells; i++) {
        Square square =
            symmetries.get(s).apply(new Square(i / columns + 1, i % columns + 1), rows, columns);
        image[i] = (square.row() - 1) * columns + square.column() - 1;
      }
      for (int k = 0; k < bytes; k++) {
        for (int b = 0; b < 256; b++) {
          for (int i = 0; i < 8 && 8 * k + i < cells; i++) {
            if ((b >>> i & 1) != 0) {
              images[s][k][b] |= 1 << image[8 * k + i];
            }
          }
        }
      }
    }
  }

  /**
   * Where O's marks start in the key of a board of {@code cells} cells: 16 up to 16 cells (so a key
   * is {@code x | o << 16}, below 2^32), else the number of cells (below 2^50).
   */
  static int keyShift(int cells) {
    return Math.max(16, cells);
  }

  /**
   * The key {@code x | o << }{@link #keyShift} of the position's image that is least; the same for
   * a position and all its images.
   */
  long canonicalKey(int x, int o) {
    // O's marks are the key's high bits: only the images with the least of O's need X's.
    int leastO = o;
    int leastX = x;
    for (int s = 1; s < images.length; s++) {
      int imageO = image(images[s], o);
      if (Integer.compareUnsigned(imageO, leastO) <= 0) {
        int imageX = image(images[s], x);
        if (imageO != leastO || Integer.compareUnsigned(imageX, leastX) < 0) {
          leastO = imageO;
          leastX = imageX;
        }
      }
    }
    return key(leastX, leastO);
  }

  private long key(int x, int o) {
    return Integer.toUnsignedLong(x) | Integer.toUnsignedLong(o) << shift;
  }

  private static int image(int[][] bytes, int mask) {
    int image = 0;
    for (int k = 0; k < bytes.length; k++) {
      image |= bytes[k][mask >>> 8 * k & 0xFF];
    }
    return image;
  }
}
