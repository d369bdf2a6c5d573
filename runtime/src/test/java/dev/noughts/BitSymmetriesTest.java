package dev.noughts;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link BitSymmetries#canonicalKey}: the least key of a position's images, computed here square by
 * square with {@link Symmetry#apply(Square, int, int)}, and so the same for every image.
 */
class BitSymmetriesTest {

  @Test
  void theCanonicalKeyIsTheLeastKeyOfTheImagesOnSquareAndOblongBoards() {
    Random random = new Random(25);
    for (int[] board : new int[][] {{5, 5}, {4, 6}, {3, 3}, {2, 12}, {1, 25}}) {
      int rows = board[0];
      int columns = board[1];
      BitSymmetries symmetries = new BitSymmetries(rows, columns);
      for (int sample = 0; sample < 2_000; sample++) {
        int[] marks = randomMarks(rows * columns, random);
        long least = Long.MAX_VALUE;
        for (Symmetry symmetry : Symmetry.of(rows, columns)) {
          int x = image(marks[0], symmetry, rows, columns);
          int o = image(marks[1], symmetry, rows, columns);
          least = Math.min(least, key(x, o, rows * columns));
          // Every image has the one key.
          assertThat(symmetries.canonicalKey(x, o))
              .isEqualTo(symmetries.canonicalKey(marks[0], marks[1]));
        }
        assertThat(symmetries.canonicalKey(marks[0], marks[1])).isEqualTo(least);
      }
    }
  }

  @Test
  void positionsWhoseMarksOfOAreAlikeUnderSeveralImagesAreKeyedByTheirMarksOfX() {
    // O's marks are symmetric (none, the centre, both diagonals' ends): only X's tell images apart.
    BitSymmetries symmetries = new BitSymmetries(5, 5);
    int corners = 1 | 1 << 4 | 1 << 20 | 1 << 24;
    for (int o : List.of(0, 1 << 12, corners)) {
      for (int cell = 0; cell < 25; cell++) {
        if ((o >>> cell & 1) != 0) {
          continue;
        }
        long least = Long.MAX_VALUE;
        for (Symmetry symmetry : Symmetry.of(5, 5)) {
          least =
              Math.min(least, key(image(1 << cell, symmetry, 5, 5), image(o, symmetry, 5, 5), 25));
        }
        assertThat(symmetries.canonicalKey(1 << cell, o)).isEqualTo(least);
      }
    }
  }

  /** X's and O's marks on distinct random cells. */
  private static int[] randomMarks(int cells, Random random) {
    int x = 0;
    int o = 0;
    for (int i = 0; i < cells; i++) {
      switch (random.nextInt(3)) {
        case 1 -> x |= 1 << i;
        case 2 -> o |= 1 << i;
        default -> {}
      }
    }
    return new int[] {x, o};
  }

  private static int image(int mask, Symmetry symmetry, int rows, int columns) {
    int image = 0;
    for (int i = 0; i < rows * columns; i++) {
      if ((mask >>> i & 1) != 0) {
        Square square = symmetry.apply(new Square(i / columns + 1, i % columns + 1), rows, columns);
        image |= 1 << ((square.row() - 1) * columns + square.column() - 1);
      }
    }
    return image;
  }

  private static long key(int x, int o, int cells) {
    return Integer.toUnsignedLong(x) | Integer.toUnsignedLong(o) << Math.max(16, cells);
  }
}
