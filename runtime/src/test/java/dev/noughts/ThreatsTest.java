package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The threat vocabulary of {@link Position} (winning cells, fours, threes, defences) agrees with
 * {@link PlainThreats}, its definitions played out by brute force: on every board of the small
 * sizes, and on random boards up to 20 x 20.
 */
class ThreatsTest {

  @Test
  void aRowOfFourOnFifteenByFifteenHasTwoWinningCellsAndBlocksOnlyOne() {
    Position position = ProverTest.gomoku(8, "- - - X X X X - - -", "O O O - - - - - - -");
    assertThat(position.getWinningCells(Player.X))
        .containsExactly(new Square(8, 5), new Square(8, 10))
        .inOrder();
    assertThat(position.getDefences(Player.X)).isEmpty(); // nothing stops two
    assertThat(position.getWinningCells(Player.O)).isEmpty();
  }

  @Test
  void anOpenThreeIsAnsweredAtItsEndsNotBeyondThem() {
    // X holds (8,7) (8,8) (8,9), open on both sides: (8,6) or (8,10) would make an open four.
    Position position = ProverTest.gomoku(8, "- - - - X X X - - -", "O O - - - - - - - -");
    assertThat(position.getFours(Player.X))
        .containsExactly(new Square(8, 5), new Square(8, 6), new Square(8, 10), new Square(8, 11))
        .inOrder();
    // Blocking further out, at (8,5), leaves the open four at (8,10): not a defence.
    assertThat(position.getDefences(Player.X))
        .containsExactly(new Square(8, 6), new Square(8, 10))
        .inOrder();
  }

  @Test
  void twoInARowOpenOnBothSidesMakesThrees() {
    Position position = ProverTest.gomoku(8, "- - - - - X X - - -", "O O - - - - - - - -");
    assertThat(position.getThrees(Player.X))
        .containsExactly(new Square(8, 6), new Square(8, 7), new Square(8, 10), new Square(8, 11))
        .inOrder();
    assertThat(position.getFours(Player.X)).isEmpty();
    assertThat(position.getDefences(Player.X)).isEmpty(); // no three yet
  }

  @Test
  void everyThreeByThreeBoardAgreesWithTheDefinitions() {
    assertThat(compareEveryBoard(3, 3, 3)).isEqualTo(19_683 * 3);
  }

  @Test
  void everyTwoByFiveAndFiveByTwoBoardAgreesWithTheDefinitions() {
    assertThat(compareEveryBoard(2, 5, 3) + compareEveryBoard(5, 2, 3)).isEqualTo(2 * 59_049 * 3);
  }

  @Test
  @Tag("slow")
  void everyFourByFourBoardOfUpToFourMarksAgreesWithTheDefinitions() {
    int compared = 0;
    for (int k = 3; k <= 4; k++) {
      compared += compareBoardsWithFewMarks(new int[4][4], k, 0, 4);
    }
    assertThat(compared).isEqualTo(2 * (1 + 32 + 480 + 4_480 + 29_120));
  }

  @Test
  void randomBoardsUpToTwentyByTwentyAgreeWithTheDefinitions() {
    Random random = new Random(20261203);
    int[][] shapes = {{5, 5, 4}, {6, 6, 4}, {7, 7, 4}, {9, 9, 4}, {9, 9, 5}, {10, 12, 5}};
    for (int[] shape : shapes) {
      for (int i = 0; i < 12; i++) {
        compare(randomBoard(random, shape[0], shape[1], shape[2], 4 + random.nextInt(16)));
      }
    }
    for (int i = 0; i < 2; i++) {
      compare(randomBoard(random, 15, 15, 5, 10 + random.nextInt(20)));
    }
    compare(randomBoard(random, 20, 20, 5, 30));
  }

  @Test
  void randomBoardsUnderExactlyKAgreeWithTheDefinitions() {
    Random random = new Random(20261206);
    int[][] shapes = {{4, 4, 3}, {5, 5, 3}, {5, 5, 4}, {6, 6, 4}, {7, 7, 4}, {9, 9, 5}};
    for (int[] shape : shapes) {
      for (int i = 0; i < 25; i++) {
        compare(
            randomBoard(random, shape[0], shape[1], shape[2], 4 + random.nextInt(16))
                .withRule(Rule.EXACTLY_K));
      }
    }
  }

  @Test
  void randomBoardsUnderRenjuAgreeWithTheDefinitions() {
    Random random = new Random(52);
    for (int i = 0; i < 4; i++) {
      compare(randomBoard(random, 15, 15, 5, 14 + random.nextInt(10)).withRule(Rule.RENJU));
    }
  }

  private static int compareEveryBoard(int rows, int columns, int maxK) {
    int cells = rows * columns;
    int boards = (int) Math.pow(3, cells);
    int compared = 0;
    for (int k = 1; k <= maxK; k++) {
      for (int board = 0; board < boards; board++) {
        int[][] array = new int[rows][columns];
        int rest = board;
        for (int i = 0; i < cells; i++) {
          array[i / columns][i % columns] = rest % 3;
          rest /= 3;
        }
        compare(Position.fromArray(array, k));
        compared++;
      }
    }
    return compared;
  }

  /** Compares every board that adds up to {@code marks} marks on cells from {@code from} on. */
  private static int compareBoardsWithFewMarks(int[][] board, int k, int from, int marks) {
    int compared = 1;
    compare(Position.fromArray(board, k));
    int columns = board[0].length;
    for (int cell = from; cell < board.length * columns && marks > 0; cell++) {
      for (int mark = 1; mark <= 2; mark++) {
        board[cell / columns][cell % columns] = mark;
        compared += compareBoardsWithFewMarks(board, k, cell + 1, marks - 1);
      }
      board[cell / columns][cell % columns] = 0;
    }
    return compared;
  }

  private static Position randomBoard(Random random, int rows, int columns, int k, int marks) {
    int[][] array = new int[rows][columns];
    for (int i = 0; i < marks; i++) {
      // Clustered, so that threes and fours happen: each mark near the middle.
      int row = Math.floorMod(rows / 2 + (int) Math.round(random.nextGaussian() * 2), rows);
      int column =
          Math.floorMod(columns / 2 + (int) Math.round(random.nextGaussian() * 2), columns);
      array[row][column] = 1 + random.nextInt(2);
    }
    return Position.fromArray(array, k);
  }

  private static void compare(Position position) {
    PlainThreats plain = new PlainThreats(position);
    for (Player player : Player.values()) {
      int code = player.getMark().getCode();
      check(
          position,
          player,
          "winning cells",
          position.getWinningCells(player),
          plain.winningCells(code));
      check(position, player, "fours", position.getFours(player), plain.fours(code));
      check(position, player, "threes", position.getThrees(player), plain.threes(code));
      check(position, player, "defences", position.getDefences(player), plain.defences(code));
    }
  }

  private static void check(
      Position position, Player player, String what, List<Square> actual, List<Square> expected) {
    if (!actual.equals(expected)) {
      assertWithMessage(
              "%s of %s, k = %s, %s:\n%s",
              what, player, position.getWinLength(), position.getRule(), position)
          .that(actual)
          .containsExactlyElementsIn(expected)
          .inOrder();
    }
  }
}
