package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The verdict under {@link Rule#EXACTLY_K} against {@link ExactPlay}, a search of every game under
 * that rule: on every board of every shape of up to 10 cells and every win length, every position
 * that play reaches gets the search's verdict (winner and lines, draw, or the player to move), and
 * every position that play does not reach is impossible, but for the gap the rule's page documents:
 * a board with a run longer than k, whose building order is not searched.
 */
class ExactReachabilityTest {

  @Test
  void everyBoardOfUpToTenCellsWithEveryWinLength() {
    int reached = 0;
    for (int rows = 1; rows <= 10; rows++) {
      for (int columns = 1; rows * columns <= 10; columns++) {
        for (int k = 1; k <= Math.max(rows, columns); k++) {
          reached += check(rows, columns, k);
        }
      }
    }
    assertThat(reached).isGreaterThan(100_000);
  }

  /** Eleven and twelve cells: minutes, so run only when asked. */
  @Exhaustive
  @Test
  void everyBoardOfElevenAndTwelveCellsWithEveryWinLength() {
    int[][] shapes = {{1, 11}, {11, 1}, {1, 12}, {12, 1}, {2, 6}, {6, 2}, {3, 4}, {4, 3}};
    for (int[] shape : shapes) {
      for (int k = 1; k <= Math.max(shape[0], shape[1]); k++) {
        check(shape[0], shape[1], k);
      }
    }
  }

  /** Checks every board of one shape and win length; returns how many play reaches. */
  static int check(int rows, int columns, int k) {
    ExactPlay play = new ExactPlay(rows, columns, k);
    int reached = 0;
    for (int board = 0; board < play.boardCount; board++) {
      if (play.reachable.get(board)) {
        reached++;
        checkReached(play, board);
      } else {
        assertWithMessage(
                "%s x %s, k %s, unreachable but accepted (overline: %s)",
                rows, columns, k, play.hasOverline(board))
            .that(position(play, board).getVerdict())
            .isInstanceOf(Verdict.Impossible.class);
      }
    }
    return reached;
  }

  private static Position position(ExactPlay play, int board) {
    return Position.fromArray(play.toArray(board), play.winLength).withRule(Rule.EXACTLY_K);
  }

  private static void checkReached(ExactPlay play, int board) {
    Position position = position(play, board);
    Verdict verdict = position.getVerdict();
    var x = play.exactRuns(board, 1);
    var o = play.exactRuns(board, 2);
    Verdict expected;
    if (!x.isEmpty()) {
      expected = new Verdict.Win(Player.X, x);
    } else if (!o.isEmpty()) {
      expected = new Verdict.Win(Player.O, o);
    } else if (play.count(board, 0) == 0) {
      expected = new Verdict.Draw();
    } else {
      expected =
          new Verdict.InProgress(
              play.count(board, 1) == play.count(board, 2) ? Player.X : Player.O);
    }
    String where = play.rows + " x " + play.columns + ", k " + play.winLength + ": " + position;
    if (expected instanceof Verdict.Win win && verdict instanceof Verdict.Win actual) {
      assertWithMessage(where).that(actual.winner()).isEqualTo(win.winner());
      // Compared by their squares: a classic board names its lines as whole lines ("row 1").
      assertWithMessage(where)
          .that(actual.lines().stream().map(Line::squares).collect(Collectors.toSet()))
          .isEqualTo(win.lines().stream().map(Line::squares).collect(Collectors.toSet()));
    } else {
      assertWithMessage(where).that(verdict).isEqualTo(expected);
    }
    assertWithMessage("isOver, " + where)
        .that(position.isOver())
        .isEqualTo(!(expected instanceof Verdict.InProgress));
  }
}
