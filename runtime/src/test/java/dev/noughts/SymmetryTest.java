package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SymmetryTest {
  private static final LegalPlay CLASSIC = new LegalPlay(3);

  /** Every reachable 3 x 3 position. */
  private static List<Position> reachable() {
    List<Position> positions = new ArrayList<>();
    for (int board = CLASSIC.reachable.nextSetBit(0);
        board >= 0;
        board = CLASSIC.reachable.nextSetBit(board + 1)) {
      positions.add(Position.fromArray(CLASSIC.toArray(board)));
    }
    return positions;
  }

  /** The cells read row-major as base-3 digits, most significant first, empty 0, X 1, O 2. */
  private static long rank(Position position) {
    long rank = 0;
    for (int[] row : position.toArray()) {
      for (int cell : row) {
        rank = rank * 3 + cell;
      }
    }
    return rank;
  }

  @Test
  void rotationsTurnClockwiseAndReflectionsMirror() {
    Position corner = Position.of("X O - / - - - / - - -");
    assertThat(Symmetry.ROTATE_90.apply(corner)).isEqualTo(Position.of("- - X / - - O / - - -"));
    assertThat(Symmetry.ROTATE_180.apply(corner)).isEqualTo(Position.of("- - - / - - - / - O X"));
    assertThat(Symmetry.ROTATE_270.apply(corner)).isEqualTo(Position.of("- - - / O - - / X - -"));
    assertThat(Symmetry.REFLECT_LEFT_RIGHT.apply(corner))
        .isEqualTo(Position.of("- O X / - - - / - - -"));
    assertThat(Symmetry.REFLECT_TOP_BOTTOM.apply(corner))
        .isEqualTo(Position.of("- - - / - - - / X O -"));
    assertThat(Symmetry.REFLECT_DIAGONAL.apply(corner))
        .isEqualTo(Position.of("X - - / O - - / - - -"));
    assertThat(Symmetry.REFLECT_ANTI_DIAGONAL.apply(corner))
        .isEqualTo(Position.of("- - - / - - O / - - X"));
    assertThat(Symmetry.IDENTITY.apply(corner)).isSameInstanceAs(corner);
  }

  @Test
  void squaresMapAsPositionsDo() {
    for (int size = 1; size <= 5; size++) {
      for (Symmetry symmetry : Symmetry.values()) {
        for (int r = 1; r <= size; r++) {
          for (int c = 1; c <= size; c++) {
            Position marked = Position.empty(size).with(r, c, Cell.X);
            Square image = symmetry.apply(new Square(r, c), size);
            assertThat(symmetry.apply(marked))
                .isEqualTo(Position.empty(size).with(image.row(), image.column(), Cell.X));
            assertThat(symmetry.getInverse().apply(image, size)).isEqualTo(new Square(r, c));
          }
        }
      }
    }
  }

  @Test
  void theEightSymmetriesAreDistinctAndClosedUnderComposition() {
    Position asymmetric = Position.of("X O - / - - - / - - -");
    Set<Position> images = new HashSet<>();
    for (Symmetry first : Symmetry.values()) {
      images.add(first.apply(asymmetric));
      for (Symmetry second : Symmetry.values()) {
        Position twice = second.apply(first.apply(asymmetric));
        assertThat(Symmetry.imagesOf(asymmetric)).contains(twice);
      }
    }
    assertThat(images).hasSize(8);
  }

  @Test
  void squaresOffTheBoardAreRefused() {
    IndexOutOfBoundsException e =
        assertThrows(
            IndexOutOfBoundsException.class, () -> Symmetry.ROTATE_90.apply(new Square(4, 1), 3));
    assertThat(e)
        .hasMessageThat()
        .isEqualTo("(4,1) is off the board: rows and columns go from 1 to 3");
  }

  @Test
  void imagesAreDistinctAndStartWithThePositionItself() {
    assertThat(Symmetry.imagesOf(Position.empty(3))).containsExactly(Position.empty(3));
    assertThat(Symmetry.imagesOf(Position.of("X - - / - - - / - - -")))
        .containsExactly(
            Position.of("X - - / - - - / - - -"),
            Position.of("- - X / - - - / - - -"),
            Position.of("- - - / - - - / - - X"),
            Position.of("- - - / - - - / X - -"))
        .inOrder();
    assertThat(Symmetry.imagesOf(Position.of("X O - / - - - / - - -"))).hasSize(8);
  }

  @Test
  void everyImageHasTheSameVerdict() {
    for (Position position : reachable()) {
      for (Position image : Symmetry.imagesOf(position)) {
        assertThat(image.getVerdict().getOutcome()).isEqualTo(position.getVerdict().getOutcome());
      }
    }
  }

  @Test
  void theCanonicalImageIsTheLeastImageRowByRowWithEmptyBeforeXBeforeO() {
    for (Position position : reachable()) {
      Position least = position;
      for (Position image : Symmetry.imagesOf(position)) {
        if (rank(image) < rank(least)) {
          least = image;
        }
      }
      assertThat(Symmetry.canonicalize(position)).isEqualTo(least);
      Symmetry symmetry = Symmetry.toCanonical(position);
      assertThat(symmetry.apply(position)).isEqualTo(least);
      assertThat(symmetry.getInverse().apply(least)).isEqualTo(position);
    }
  }

  @Test
  void the5478ReachablePositionsAre765UpToSymmetry() {
    Set<Position> canonical = new HashSet<>();
    for (Position position : reachable()) {
      canonical.add(Symmetry.canonicalize(position));
    }
    assertThat(canonical).hasSize(765);
  }

  @Test
  void theCanonicalImageOfACornerMarkHasItLast() {
    assertThat(Symmetry.canonicalize(Position.of("X - - / - - - / - - -")))
        .isEqualTo(Position.of("- - - / - - - / - - X"));
    assertThat(Symmetry.toCanonical(Position.of("X - - / - - - / - - -")))
        .isEqualTo(Symmetry.ROTATE_180);
  }

  @Test
  void aSquareIsMappedOnlyOnABoardTheSymmetryFits() {
    IllegalArgumentException thrown =
        assertThrows(
            IllegalArgumentException.class, () -> Symmetry.ROTATE_90.apply(new Square(1, 1), 2, 3));
    assertThat(thrown)
        .hasMessageThat()
        .isEqualTo(
            "ROTATE_90 does not map a 2 x 3 board onto itself: on boards that are not square only"
                + " IDENTITY, ROTATE_180, REFLECT_LEFT_RIGHT and REFLECT_TOP_BOTTOM do");
  }
}
