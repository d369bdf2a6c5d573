package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The checker's own forbidden points ({@link ProofCheckerFouls}) agree with quintet's test points
 * ({@link QuintetBoards}) and with {@link PlainRenju}, the RIF definitions played out by brute
 * force, on every empty point of random boards: the checker and the search ({@code RenjuBoard}) are
 * each held to the definitions, never to each other.
 */
class ProofCheckerFoulsTest {
  private static final int WIDTH = 17; // the checker's board: a border of one cell all round

  @Test
  void quintetsPointsAreJudgedAsQuintetJudgesThem() {
    for (QuintetBoards.Case c : QuintetBoards.CASES) {
      int[][] cells = QuintetBoards.cells(c.board());
      Square s = c.square();
      assertWithMessage("%s, Point(%s, %s) = %s", c.test(), c.x(), c.y(), s)
          .that(fouls(cells).isForbidden(at(s.row() - 1, s.column() - 1)))
          .isEqualTo(c.reason() != null);
    }
  }

  @Test
  void everyPointOfRandomBoardsAgreesWithThePlainDefinitions() {
    Random random = new Random(49);
    int forbidden = 0;
    for (int n = 0; n < 1500; n++) {
      int[][] cells = RenjuBoardTest.randomBoard(random);
      char[][] grid = PlainRenju.grid(cells);
      ProofCheckerFouls fouls = fouls(cells);
      for (int r = 0; r < 15; r++) {
        for (int c = 0; c < 15; c++) {
          if (cells[r][c] == 0) {
            boolean expected = PlainRenju.forbidden(grid, r, c) != null;
            forbidden += expected ? 1 : 0;
            assertWithMessage(
                    "(%s,%s) of board %s:\n%s", r + 1, c + 1, n, RenjuBoardTest.show(cells))
                .that(fouls.isForbidden(at(r, c)))
                .isEqualTo(expected);
          }
        }
      }
    }
    assertThat(forbidden).isAtLeast(2000);
  }

  @Test
  void theBoardIsAsItWasAfterEachQuestion() {
    int[][] cells = QuintetBoards.cells(QuintetBoards.FORBIDDENS);
    int[] board = bordered(cells);
    int[] before = board.clone();
    ProofCheckerFouls fouls =
        new ProofCheckerFouls(board, new int[] {1, WIDTH, WIDTH + 1, WIDTH - 1});
    for (int r = 0; r < 15; r++) {
      for (int c = 0; c < 15; c++) {
        if (cells[r][c] == 0) {
          fouls.isForbidden(at(r, c));
        }
      }
    }
    assertThat(Arrays.equals(board, before)).isTrue();
  }

  private static ProofCheckerFouls fouls(int[][] cells) {
    return new ProofCheckerFouls(bordered(cells), new int[] {1, WIDTH, WIDTH + 1, WIDTH - 1});
  }

  /** The checker's board of {@code cells}: codes 0, 1, 2 inside a border of code 4. */
  private static int[] bordered(int[][] cells) {
    int[] board = new int[WIDTH * WIDTH];
    Arrays.fill(board, 4);
    for (int r = 0; r < 15; r++) {
      for (int c = 0; c < 15; c++) {
        board[at(r, c)] = cells[r][c];
      }
    }
    return board;
  }

  private static int at(int row, int column) {
    return (row + 1) * WIDTH + column + 1;
  }
}
