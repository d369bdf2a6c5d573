package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The counts that tell the checker's scan where a mark may make k in a row stay equal to counts
 * made afresh as marks come and go, and never leave out a cell where a mark does make k in a row;
 * the walk of the cells they name, a word at a time, names them all, in order.
 */
class ProofCheckerNearMarksTest {
  private static final int BORDER = ProofChecker.BORDER;

  @Test
  void keepsTheCountsOfTheBoardAsMarksComeAndGoAndMissNoWinningCell() {
    Random random = new Random(51);
    int winningCells = 0;
    for (int sample = 0; sample < 2_000; sample++) {
      int rows = 1 + random.nextInt(9);
      int columns = 1 + random.nextInt(9);
      int k = 1 + random.nextInt(7);
      int width = columns + 2;
      int[] board = new int[(rows + 2) * width];
      Arrays.fill(board, BORDER);
      List<Integer> inside = new ArrayList<>();
      for (int row = 1; row <= rows; row++) {
        for (int column = 1; column <= columns; column++) {
          inside.add(row * width + column);
          board[row * width + column] = random.nextInt(3) == 0 ? 1 + random.nextInt(2) : 0;
        }
      }
      int[] steps = {1, width, width + 1, width - 1};
      ProofCheckerNearMarks near = new ProofCheckerNearMarks(board, steps, k);
      for (int change = 0; change < 40; change++) {
        String where = rows + " x " + columns + ", k " + k + ", after " + change + " changes";
        for (int at : inside) {
          assertWithMessage("mayWin(%s) on %s", at, where)
              .that(near.mayWin(at))
              .isEqualTo(afresh(board, steps, k, at));
          for (int mark = 1; mark <= 2; mark++) {
            if (board[at] == 0 && makesRow(board, steps, k, at, mark)) {
              winningCells++;
              assertWithMessage("mayWin(%s) on %s, a winning cell of %s", at, where, mark)
                  .that(near.mayWin(at) & mark)
                  .isEqualTo(mark);
            }
          }
        }
        List<Integer> expected = new ArrayList<>();
        for (int cell = 0; cell < board.length; cell++) {
          if (k == 1 || (board[cell] != BORDER && afresh(board, steps, k, cell) != 0)) {
            expected.add(cell); // with k = 1, every cell, the border's too
          }
        }
        assertWithMessage("nextMayWin's walk on %s", where)
            .that(walk(near))
            .containsExactlyElementsIn(expected)
            .inOrder();
        int at = inside.get(random.nextInt(inside.size()));
        if (board[at] == 0) {
          board[at] = 1 + random.nextInt(2);
          near.add(at, board[at]);
        } else {
          int mark = board[at];
          board[at] = 0;
          near.remove(at, mark);
        }
      }
    }
    assertWithMessage("winning cells seen").that(winningCells).isAtLeast(10_000);
  }

  @Test
  void countsEightMarksAroundACellAlongEveryDirection() {
    // 9 x 9, k = 5: O's marks four on each side of the middle cell along all four lines, so that
    // each of its counts reaches 8, the most four bits hold (O's last count is the int's sign bit)
    int width = 11;
    int[] board = new int[width * width];
    Arrays.fill(board, BORDER);
    for (int row = 1; row <= 9; row++) {
      for (int column = 1; column <= 9; column++) {
        int dRow = row - 5;
        int dColumn = column - 5;
        boolean onALine = dRow == 0 || dColumn == 0 || Math.abs(dRow) == Math.abs(dColumn);
        board[row * width + column] = onALine && (dRow != 0 || dColumn != 0) ? 2 : 0;
      }
    }
    int[] steps = {1, width, width + 1, width - 1};
    ProofCheckerNearMarks near = new ProofCheckerNearMarks(board, steps, 5);
    int middle = 5 * width + 5;
    for (int taken = 0; taken <= 4; taken++) {
      for (int at = 0; at < board.length; at++) {
        if (board[at] != BORDER) {
          assertWithMessage("mayWin(%s), %s marks taken back", at, taken)
              .that(near.mayWin(at))
              .isEqualTo(afresh(board, steps, 5, at));
        }
      }
      assertThat(near.mayWin(middle)).isEqualTo(2); // 8 down to 4 along the row, 8 along the others
      List<Integer> crowded = new ArrayList<>();
      for (int cell = 0; cell < board.length; cell++) {
        if (board[cell] != BORDER && afresh(board, steps, 5, cell) != 0) {
          crowded.add(cell);
        }
      }
      assertThat(walk(near)).containsExactlyElementsIn(crowded).inOrder();
      int at = middle - (taken + 1); // along the row, leftward
      board[at] = 0;
      near.remove(at, 2);
    }
  }

  /** The cells {@link ProofCheckerNearMarks#nextMayWin} walks through, from the first. */
  private static List<Integer> walk(ProofCheckerNearMarks near) {
    List<Integer> cells = new ArrayList<>();
    for (int at = near.nextMayWin(0); at >= 0; at = near.nextMayWin(at + 1)) {
      cells.add(at);
    }
    return cells;
  }

  /**
   * The players with 4 marks (k of 5 or more), else min(k - 1, 2), within as many cells along a
   * direction, counted afresh.
   */
  private static int afresh(int[] board, int[] steps, int k, int at) {
    int reach = k >= 5 ? 4 : Math.min(k - 1, 2);
    if (reach <= 0) {
      return 3;
    }
    int players = 0;
    for (int mark = 1; mark <= 2; mark++) {
      for (int step : steps) {
        int count = 0;
        for (int sign = -1; sign <= 1; sign += 2) {
          int next = at + sign * step;
          for (int distance = 1; distance <= reach && board[next] != BORDER; distance++) {
            count += board[next] == mark ? 1 : 0;
            next += sign * step;
          }
        }
        if (count >= reach) {
          players |= mark;
        }
      }
    }
    return players;
  }

  /** Whether {@code mark} on the empty {@code at} makes k or more in a row. */
  private static boolean makesRow(int[] board, int[] steps, int k, int at, int mark) {
    for (int step : steps) {
      int run = 1;
      for (int next = at + step; board[next] == mark; next += step) {
        run++;
      }
      for (int next = at - step; board[next] == mark; next -= step) {
        run++;
      }
      if (run >= k) {
        return true;
      }
    }
    return false;
  }
}
