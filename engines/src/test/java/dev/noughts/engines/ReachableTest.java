package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.Outcome;
import dev.noughts.Position;
import dev.noughts.oracles.LegalPlay;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@link Reachable}: every position legal play reaches, in a fixed order, and the game that choices
 * play.
 */
class ReachableTest {

  @Test
  void randomPositionsAreReachableGamesInProgressTheSameForTheSameSeed() {
    Set<Position> inProgress = new HashSet<>();
    for (Position position : Reachable.all(3, 3, 3)) {
      if (position.getNextPlayer() != null) {
        inProgress.add(position);
      }
    }
    List<Position> random = Reachable.random(3, 3, 3, 500, 42);
    assertThat(random).hasSize(500);
    assertThat(inProgress).containsAtLeastElementsIn(new HashSet<>(random)); // the oracle: all
    assertThat(new HashSet<>(random).size()).isGreaterThan(100);
    assertThat(Reachable.random(3, 3, 3, 500, 42)).isEqualTo(random);
    assertThat(Reachable.random(3, 3, 3, 500, 43)).isNotEqualTo(random);
  }

  @Test
  void randomGomokuPositionsAreInProgressAndMostlyDistinct() {
    List<Position> random = Reachable.random(15, 15, 5, 200, 7);
    for (Position position : random) {
      assertThat(position.getNextPlayer()).isNotNull();
      assertThat(position.getWinLength()).isEqualTo(5);
    }
    assertThat(new HashSet<>(random).size()).isAtLeast(190);
    assertThat(random.stream().mapToInt(p -> p.getXCount() + p.getOCount()).max().orElseThrow())
        .isAtLeast(50);
  }

  @Test
  void noRandomPositionsOrANegativeCountOrABadBoard() {
    assertThat(Reachable.random(15, 15, 5, 0, 1)).isEmpty();
    assertThat(
            assertThrows(IllegalArgumentException.class, () -> Reachable.random(3, 3, 3, -1, 1))
                .getMessage())
        .isEqualTo("count must be at least 0, not -1");
    assertThrows(IllegalArgumentException.class, () -> Reachable.random(3, 3, 4, 1, 1));
  }

  @Test
  void threeByThreeHasTheKnownCounts() {
    Map<Outcome, Integer> outcomes = new EnumMap<>(Outcome.class);
    for (Position position : Reachable.all(3)) {
      outcomes.merge(position.getVerdict().getOutcome(), 1, Integer::sum);
    }
    assertThat(outcomes)
        .containsExactly(
            Outcome.IN_PROGRESS, 4520, Outcome.X_WINS, 626, Outcome.O_WINS, 316, Outcome.DRAW, 16);
  }

  /** The independent oracle: every board of the size, judged by the verdict, not by playing. */
  @Test
  void theListIsExactlyTheBoardsTheVerdictAccepts() {
    for (int size = 1; size <= 3; size++) {
      List<Position> all = Reachable.all(size);
      assertThat(all).containsNoDuplicates();
      assertThat(all).containsExactlyElementsIn(everyLegalBoard(size));
    }
    assertThat(Reachable.all(1)).hasSize(2);
    assertThat(Reachable.all(2)).hasSize(29);
    assertThat(Reachable.all(3)).hasSize(5478);
  }

  @Test
  void theOrderIsByMarksThenAsLegalPlayFirstReachesThem() {
    List<Position> all = Reachable.all(3);
    assertThat(all.subList(0, 4))
        .containsExactly(
            Position.empty(3),
            Position.of("X - - / - - - / - - -"),
            Position.of("- X - / - - - / - - -"),
            Position.of("- - X / - - - / - - -"))
        .inOrder();
    // After the nine first moves, O's answers to (1,1), in row-major order.
    assertThat(all.get(10)).isEqualTo(Position.of("X O - / - - - / - - -"));
    assertThat(all.get(11)).isEqualTo(Position.of("X - O / - - - / - - -"));
    assertThat(all.stream().map(ReachableTest::marks).toList()).isInOrder();
    assertThat(Reachable.all(3)).isEqualTo(all);
  }

  @Test
  void theListCannotBeChanged() {
    List<Position> all = Reachable.all(2);
    assertThrows(UnsupportedOperationException.class, () -> all.add(Position.empty(2)));
  }

  @Test
  void largerBoardsAreRefusedWithTheirCount() {
    IllegalArgumentException four =
        assertThrows(IllegalArgumentException.class, () -> Reachable.all(4));
    assertThat(four)
        .hasMessageThat()
        .isEqualTo(
            "cannot list every reachable position of 4 x 4: there are 9,722,011;"
                + " only 1 x 1 to 3 x 3 are listed (3 x 3 has 5,478), so take random games instead:"
                + " ReachablePositions.of(4) with jqwik, Arb.reachablePosition(4) with kotest");
    IllegalArgumentException five =
        assertThrows(IllegalArgumentException.class, () -> Reachable.all(5));
    assertThat(five)
        .hasMessageThat()
        .isEqualTo(
            "cannot list every reachable position of 5 x 5: there are more than the 9,722,011 of"
                + " 4 x 4; only 1 x 1 to 3 x 3 are listed (3 x 3 has 5,478), so take random games"
                + " instead: ReachablePositions.of(5) with jqwik, Arb.reachablePosition(5) with"
                + " kotest");
    IllegalArgumentException zero =
        assertThrows(IllegalArgumentException.class, () -> Reachable.all(0));
    assertThat(zero).hasMessageThat().isEqualTo("size is 0; boards are 1 to 1000 cells wide");
  }

  /**
   * Boards with a win length: for every shape of up to 8 cells and every win length, the list is
   * exactly what a search of legal play with its own win check reaches, in order of the marks.
   */
  @Test
  void everyBoardWithAWinLengthOfUpToEightCellsListsExactlyWhatLegalPlayReaches() {
    assertThat(compareEveryShape(1, 8)).isEqualTo(87);
    assertThat(Reachable.all(2, 4, 2)).hasSize(605);
    assertThat(Reachable.all(3, 3, 3)).isEqualTo(Reachable.all(3));
  }

  /** The same for 9 and 10 cells (3 x 3 with other win lengths, 2 x 5, 1 x 10): about 20 s. */
  @Test
  @Tag("slow")
  void everyBoardWithAWinLengthOfNineAndTenCellsListsExactlyWhatLegalPlayReaches() {
    assertThat(compareEveryShape(9, 10)).isEqualTo(51);
    assertThat(Reachable.all(2, 5, 3)).hasSize(15_983);
  }

  /** Compares every shape of {@code fewest} to {@code most} cells; returns how many it compared. */
  private static int compareEveryShape(int fewest, int most) {
    int shapes = 0;
    for (int rows = 1; rows <= most; rows++) {
      for (int columns = 1; rows * columns <= most; columns++) {
        if (rows * columns < fewest) {
          continue;
        }
        for (int k = 1; k <= Math.max(rows, columns); k++) {
          List<Position> all = Reachable.all(rows, columns, k);
          assertWithMessage("%s x %s, %s in a row", rows, columns, k)
              .that(all.stream().map(Position::toString).toList())
              .containsExactlyElementsIn(LegalPlay.reachable(rows, columns, k));
          assertThat(all.stream().map(ReachableTest::marks).toList()).isInOrder();
          assertThat(all.get(0)).isEqualTo(Position.empty(rows, columns, k));
          shapes++;
        }
      }
    }
    return shapes;
  }

  @Test
  void boardsWithAWinLengthOfMoreThanTenCellsAreRefused() {
    IllegalArgumentException twelve =
        assertThrows(IllegalArgumentException.class, () -> Reachable.all(3, 4, 3));
    assertThat(twelve)
        .hasMessageThat()
        .isEqualTo(
            "cannot list every reachable position of 3 x 4, 3 in a row: it has 12 cells, and"
                + " only boards of up to 10 are listed (2 x 5 with 3 in a row"
                + " has 15,983 positions; 3 x 4 over 100,000), so take random games instead:"
                + " ReachablePositions.onBoard(3, 4, 3) with jqwik, Arb.reachablePosition(3, 4, 3)"
                + " with kotest");
    IllegalArgumentException fourByFour =
        assertThrows(IllegalArgumentException.class, () -> Reachable.all(4, 4, 4));
    assertThat(fourByFour).hasMessageThat().contains("there are 9,722,011");
    assertThrows(IllegalArgumentException.class, () -> Reachable.all(2, 2, 3));
  }

  @Test
  void choicesPickAmongTheLegalMovesInRowMajorOrder() {
    assertThat(Reachable.afterChoices(Position.empty(3), List.of(4, 0, 6), false))
        .isEqualTo(Position.of("O - - / - X - / - - X"));
    // inProgress stops before the move that would end the game.
    assertThat(Reachable.afterChoices(Position.empty(1), List.of(0), true))
        .isEqualTo(Position.empty(1));
    assertThat(Reachable.afterChoices(Position.empty(1), List.of(0), false))
        .isEqualTo(Position.of("X"));
  }

  /** No test framework: all(size) runs with only the runtime and noughts-engines on the path. */
  @Test
  void allNeedsNoTestFramework() throws Exception {
    URL engines = Reachable.class.getProtectionDomain().getCodeSource().getLocation();
    URL tests = AllWithoutFrameworks.class.getProtectionDomain().getCodeSource().getLocation();
    URL runtime = Position.class.getProtectionDomain().getCodeSource().getLocation();
    try (URLClassLoader loader =
        new URLClassLoader(
            new URL[] {engines, tests, runtime}, ClassLoader.getPlatformClassLoader())) {
      assertThrows(ClassNotFoundException.class, () -> loader.loadClass("net.jqwik.api.Arbitrary"));
      assertThrows(
          ClassNotFoundException.class, () -> loader.loadClass("org.junit.jupiter.api.Test"));
      IntSupplier user =
          (IntSupplier)
              loader.loadClass(AllWithoutFrameworks.class.getName()).getConstructor().newInstance();
      assertThat(user.getAsInt()).isEqualTo(5478);
    }
  }

  private static Set<Position> everyLegalBoard(int size) {
    Set<Position> legal = new HashSet<>();
    int cells = size * size;
    int boards = (int) Math.pow(3, cells);
    for (int number = 0; number < boards; number++) {
      int[][] board = new int[size][size];
      int rest = number;
      for (int cell = 0; cell < cells; cell++) {
        board[cell / size][cell % size] = rest % 3;
        rest /= 3;
      }
      Position position = Position.fromArray(board);
      if (position.getVerdict().getOutcome() != Outcome.IMPOSSIBLE) {
        legal.add(position);
      }
    }
    return legal;
  }

  private static int marks(Position position) {
    return position.getXCount() + position.getOCount();
  }

  @Test
  void onlySmallBoardsAreListable() {
    assertThat(Reachable.isListable(3, 3, 3)).isTrue();
    assertThat(Reachable.isListable(4, 4, 4)).isFalse();
    assertThat(Reachable.isListable(2, 5, 3)).isTrue();
    assertThat(Reachable.isListable(3, 4, 3)).isFalse();
  }
}
