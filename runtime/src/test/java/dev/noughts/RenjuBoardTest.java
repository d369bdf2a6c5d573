package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * Renju's forbidden points as {@link RenjuBoard} finds them agree with quintet's test positions
 * ({@link QuintetBoards}) and with {@link PlainRenju}, the RIF definitions played out by brute
 * force, on every empty point of hand-made and random boards.
 */
class RenjuBoardTest {

  @Test
  void quintetsWholeBoardHasExactlyItsThreeForbiddenPoints() {
    int[][] cells = QuintetBoards.cells(QuintetBoards.FORBIDDENS);
    assertThat(RenjuBoard.find(cells))
        .containsExactly(
            new ForbiddenPoint(QuintetBoards.point(2, 12), Forbidden.DOUBLE_THREE),
            new ForbiddenPoint(QuintetBoards.point(4, 4), Forbidden.DOUBLE_FOUR),
            new ForbiddenPoint(QuintetBoards.point(3, 0), Forbidden.OVERLINE))
        .inOrder();
    assertThat(plainFind(cells)).isEqualTo(RenjuBoard.find(cells));
  }

  @Test
  void quintetsPointsAreJudgedAsQuintetJudgesThem() {
    for (QuintetBoards.Case c : QuintetBoards.CASES) {
      int[][] cells = QuintetBoards.cells(c.board());
      Square s = c.square();
      assertWithMessage("%s, Point(%s, %s) = %s", c.test(), c.x(), c.y(), s)
          .that(RenjuBoard.at(cells, s.row() - 1, s.column() - 1))
          .isEqualTo(c.reason());
      assertWithMessage("oracle: %s, Point(%s, %s) = %s", c.test(), c.x(), c.y(), s)
          .that(PlainRenju.forbidden(PlainRenju.grid(cells), s.row() - 1, s.column() - 1))
          .isEqualTo(c.reason());
    }
    assertThat(QuintetBoards.CASES).hasSize(22);
  }

  @Test
  void aThreeWhoseOnlyStraightFourIsForbiddenIsNoThree() {
    // quintet's tanaseY pair: the same board, but for one white stone at the edge of row 10.
    QuintetBoards.Case with = QuintetBoards.CASES.get(8);
    QuintetBoards.Case without = QuintetBoards.CASES.get(9);
    assertThat(with.square()).isEqualTo(without.square());
    assertThat(with.reason()).isNull();
    assertThat(without.reason()).isEqualTo(Forbidden.DOUBLE_THREE);
  }

  @Test
  void exactlyFiveIsNeverForbiddenWhateverElseTheMoveMakes() {
    // (8,8) makes five in row 8 and an overline in column 8.
    assertForbidden("8,8", null, "8,4 8,5 8,6 8,7 3,8 4,8 5,8 6,8 7,8", "");
    assertForbidden("8,8", Forbidden.OVERLINE, "3,8 4,8 5,8 6,8 7,8", "");
    // (8,8) makes five in row 8, and fours in column 8 and the diagonal.
    assertForbidden("8,8", null, "8,4 8,5 8,6 8,7 5,8 6,8 7,8 5,5 6,6 7,7", "");
    assertForbidden("8,8", Forbidden.DOUBLE_FOUR, "5,8 6,8 7,8 5,5 6,6 7,7", "");
  }

  @Test
  void twoFoursInOneLineAreADoubleFourAndAFourWithAThreeIsAllowed() {
    assertForbidden("8,8", Forbidden.DOUBLE_FOUR, "8,5 8,7 8,9 8,11", "");
    assertForbidden("8,8", null, "8,5 8,6 8,7 7,8 6,8", ""); // a four and a three
    assertForbidden("8,8", Forbidden.DOUBLE_THREE, "8,6 8,7 7,8 6,8", "");
    assertForbidden("8,8", null, "8,5 8,6 8,7 8,9", ""); // a straight four is one four
  }

  @Test
  void aThreeAgainstTheEdgeOrAWhiteStoneCannotBecomeAStraightFour() {
    assertForbidden("2,3", null, "2,1 2,2 3,3 4,3", ""); // row 2 reaches the edge
    assertForbidden("2,4", Forbidden.DOUBLE_THREE, "2,2 2,3 3,4 4,4", "");
    assertForbidden("8,8", null, "8,6 8,7 7,8 6,8", "8,5 8,9"); // row 8 walled in by O
    assertForbidden("8,8", null, "8,6 8,7 7,8 6,8", "8,10 8,5"); // X X X - O, O X X X: no four
  }

  @Test
  void everyPointOfRandomBoardsAgreesWithThePlainDefinitions() {
    Random random = new Random(52);
    Map<Forbidden, Integer> seen = new EnumMap<>(Forbidden.class);
    for (int n = 0; n < 3000; n++) {
      int[][] cells = randomBoard(random);
      List<ForbiddenPoint> expected = plainFind(cells);
      assertWithMessage("board %s:\n%s", n, show(cells))
          .that(RenjuBoard.find(cells))
          .isEqualTo(expected);
      expected.forEach(p -> seen.merge(p.reason(), 1, Integer::sum));
    }
    // The boards exercise every reason, many times each.
    for (Forbidden reason : Forbidden.values()) {
      assertWithMessage("%s", reason).that(seen.getOrDefault(reason, 0)).isAtLeast(500);
    }
  }

  private static List<ForbiddenPoint> plainFind(int[][] cells) {
    char[][] grid = PlainRenju.grid(cells);
    List<ForbiddenPoint> points = new ArrayList<>();
    for (int r = 0; r < 15; r++) {
      for (int c = 0; c < 15; c++) {
        if (grid[r][c] == '.') {
          Forbidden reason = PlainRenju.forbidden(grid, r, c);
          if (reason != null) {
            points.add(new ForbiddenPoint(new Square(r + 1, c + 1), reason));
          }
        }
      }
    }
    return points;
  }

  /**
   * A board with stones in a random square of 5 to 15 cells a side, black more often than white, so
   * that threes and fours are common.
   */
  static int[][] randomBoard(Random random) {
    int[][] cells = new int[15][15];
    int side = 5 + random.nextInt(11);
    int top = random.nextInt(16 - side);
    int left = random.nextInt(16 - side);
    double black = 0.15 + 0.3 * random.nextDouble();
    double white = 0.2 * random.nextDouble();
    for (int r = top; r < top + side; r++) {
      for (int c = left; c < left + side; c++) {
        double x = random.nextDouble();
        cells[r][c] = x < black ? 1 : x < black + white ? 2 : 0;
      }
    }
    return cells;
  }

  /**
   * Checks both {@link RenjuBoard} and the oracle at {@code point} on a board holding X on {@code
   * xs} and O on {@code os}, squares such as {@code 8,8} separated by spaces.
   */
  private static void assertForbidden(
      String point, @Nullable Forbidden reason, String xs, String os) {
    int[][] cells = new int[15][15];
    mark(cells, xs, 1);
    mark(cells, os, 2);
    Square square = Square.parse(point);
    String board = "X " + xs + "; O " + os;
    assertWithMessage("%s at %s", board, point)
        .that(RenjuBoard.at(cells, square.row() - 1, square.column() - 1))
        .isEqualTo(reason);
    assertWithMessage("oracle: %s at %s", board, point)
        .that(PlainRenju.forbidden(PlainRenju.grid(cells), square.row() - 1, square.column() - 1))
        .isEqualTo(reason);
  }

  private static void mark(int[][] cells, String squares, int code) {
    for (String text : squares.split(" ")) {
      if (!text.isEmpty()) {
        Square square = Square.parse(text);
        cells[square.row() - 1][square.column() - 1] = code;
      }
    }
  }

  static String show(int[][] cells) {
    StringBuilder text = new StringBuilder();
    for (int[] row : cells) {
      for (int cell : row) {
        text.append(".XO".charAt(cell)).append(' ');
      }
      text.append('\n');
    }
    return text.toString();
  }
}
