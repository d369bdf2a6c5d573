package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random games of renju played through {@link Position#play}, judged at every move against the
 * rules written plainly: {@link PlainRenju} for black's forbidden points, and runs counted on a
 * grid of characters for the wins. Black sometimes takes a forbidden point on purpose, and loses.
 */
class RenjuGamesTest {
  private static final int[][] DIRECTIONS = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

  @Test
  void everyMoveOfRandomGamesIsJudgedAsThePlainRulesJudgeIt() {
    Random random = new Random(52);
    int fouls = 0;
    int blackWins = 0;
    int whiteWins = 0;
    int forbiddenSeen = 0;
    for (int game = 0; game < 200; game++) {
      Position position = Position.empty(15, 15, 5).withRule(Rule.RENJU);
      char[][] grid = new char[15][15];
      for (char[] row : grid) {
        Arrays.fill(row, '.');
      }
      int moves = 0;
      while (position.getVerdict() instanceof Verdict.InProgress inProgress) {
        Player mover = inProgress.next();
        List<ForbiddenPoint> expected = mover == Player.X ? plainForbidden(grid) : List.of();
        assertWithMessage("game %s, move %s: %s", game, moves, position)
            .that(position.getForbiddenPoints())
            .isEqualTo(expected);
        forbiddenSeen += expected.size();
        Square move =
            !expected.isEmpty() && random.nextInt(12) == 0
                ? expected.get(random.nextInt(expected.size())).square()
                : randomEmpty(grid, random);
        int r = move.row() - 1;
        int c = move.column() - 1;
        Forbidden reason = mover == Player.X ? PlainRenju.forbidden(grid, r, c) : null;
        position = position.play(move);
        grid[r][c] = mover == Player.X ? 'B' : 'W';
        moves++;
        Verdict verdict = position.getVerdict();
        String where = "game " + game + ", move " + moves + " " + mover + " " + move;
        if (reason != null) {
          assertWithMessage(where).that(verdict).isInstanceOf(Verdict.Foul.class);
          Verdict.Foul foul = (Verdict.Foul) verdict;
          assertWithMessage(where).that(foul.reason()).isEqualTo(reason);
          assertWithMessage(where).that(foul.move()).isEqualTo(move);
          assertWithMessage(where)
              .that(foul.lines().isEmpty())
              .isEqualTo(reason != Forbidden.OVERLINE);
          fouls++;
        } else if (wins(grid, r, c)) {
          assertWithMessage(where).that(verdict).isInstanceOf(Verdict.Win.class);
          assertWithMessage(where).that(((Verdict.Win) verdict).winner()).isEqualTo(mover);
          if (mover == Player.X) {
            blackWins++;
          } else {
            whiteWins++;
          }
        } else {
          assertWithMessage(where)
              .that(verdict)
              .isEqualTo(
                  moves == 225
                      ? new Verdict.Draw()
                      : new Verdict.InProgress(mover == Player.X ? Player.O : Player.X));
        }
        assertWithMessage(where)
            .that(position.isOver())
            .isEqualTo(!(verdict instanceof Verdict.InProgress));
      }
    }
    assertThat(fouls).isAtLeast(100);
    assertThat(blackWins).isAtLeast(10);
    assertThat(whiteWins).isAtLeast(10);
    assertThat(forbiddenSeen).isAtLeast(1_000);
  }

  /** Whether the stone at (r, c) makes a win: exactly five for black, five or more for white. */
  private static boolean wins(char[][] grid, int r, int c) {
    char stone = grid[r][c];
    for (int[] d : DIRECTIONS) {
      int run = 1;
      for (int sign = -1; sign <= 1; sign += 2) {
        int i = 1;
        while (on(r + sign * i * d[0], c + sign * i * d[1])
            && grid[r + sign * i * d[0]][c + sign * i * d[1]] == stone) {
          run++;
          i++;
        }
      }
      if (stone == 'B' ? run == 5 : run >= 5) {
        return true;
      }
    }
    return false;
  }

  private static boolean on(int r, int c) {
    return r >= 0 && r < 15 && c >= 0 && c < 15;
  }

  private static List<ForbiddenPoint> plainForbidden(char[][] grid) {
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

  /** An empty point, most often in the central 9 x 9 so that stones meet. */
  private static Square randomEmpty(char[][] grid, Random random) {
    while (true) {
      boolean centre = random.nextInt(8) != 0;
      int r = centre ? 3 + random.nextInt(9) : random.nextInt(15);
      int c = centre ? 3 + random.nextInt(9) : random.nextInt(15);
      if (grid[r][c] == '.') {
        return new Square(r + 1, c + 1);
      }
    }
  }
}
