package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link ThreatBoard}, which keeps counts per window as marks come and go, answers every question
 * as {@link ThreatScan}, which reads the lines of a board afresh: along random games played and
 * taken back on boards from 1 x 7 to 20 x 20, every k, under free-style and exactly k (where the
 * board reads a window's flanks and the scan a run's length); and under renju, where X's legal
 * moves are held to {@link PlainRenju}'s forbidden points.
 */
class ThreatBoardTest {

  @ParameterizedTest
  @EnumSource(
      value = Rule.class,
      names = {"FREE_STYLE", "EXACTLY_K"})
  void agreesWithTheScanAlongRandomGamesPlayedAndTakenBack(Rule rule) {
    Random random = new Random(33);
    int[][] shapes = {
      {1, 7, 3},
      {3, 3, 3},
      {4, 4, 2},
      {4, 4, 3},
      {5, 5, 4},
      {6, 7, 4},
      {9, 9, 5},
      {15, 15, 5},
      {20, 20, 5},
      {5, 5, 1},
      {7, 3, 3},
      // boards of more than 64 cells with k = 1 and 2, whose empty windows are hot or one short,
      // and one of exactly 128 cells: the bits of a word's last cell, and of the last word's
      {9, 9, 1},
      {8, 10, 2},
      {8, 16, 4}
    };
    int compared = 0;
    for (int[] shape : shapes) {
      for (int game = 0; game < 6; game++) {
        compared += playAndCompare(random, shape[0], shape[1], shape[2], rule);
      }
    }
    assertThat(compared).isGreaterThan(1_000);
  }

  @Test
  void aCellWithNoWindowOpenToThePlayerIsNoThreeWhateverK() {
    // X O -: the empty cell's windows hold O's mark, so it is neither a four nor a winning cell of
    // X's, and with k under 3 no window is two marks short of hot either.
    int[][] cells = {{1, 2, 0}};
    for (int k = 1; k <= 3; k++) {
      ThreatBoard board = new ThreatBoard(cells, k);
      assertWithMessage("k = %s", k)
          .that(board.isThree(1, 2))
          .isEqualTo(new ThreatScan(cells, k).isThree(1, 2));
      assertWithMessage("k = %s", k).that(board.isThree(1, 2)).isFalse();
    }
  }

  @Test
  void underRenjuXsLegalMovesAreThoseThePlainDefinitionsAllow() {
    Random random = new Random(34);
    int compared = 0;
    for (int game = 0; game < 12; game++) {
      compared += playAndCompare(random, 15, 15, 5, Rule.RENJU);
    }
    assertThat(compared).isGreaterThan(200);
  }

  private static int playAndCompare(Random random, int rows, int columns, int k, Rule rule) {
    int[][] cells = new int[rows][columns];
    ThreatBoard board = new ThreatBoard(cells, k, rule);
    ThreatScan scan = new ThreatScan(cells, k, rule);
    int[] played = new int[rows * columns];
    int moves = 0;
    int compared = 0;
    int player = 1;
    int length = 1 + random.nextInt(Math.min(rows * columns, 40));
    while (moves < length) {
      int cell = nearMiddle(random, rows, columns);
      if (cells[cell / columns][cell % columns] != 0) {
        continue;
      }
      cells[cell / columns][cell % columns] = player;
      board.play(cell, player);
      played[moves++] = cell;
      player = 3 - player;
      compare(board, scan, cells, k, rule);
      compared++;
    }
    while (moves > 0) {
      int cell = played[--moves];
      cells[cell / columns][cell % columns] = 0;
      board.undo(cell);
      compare(board, scan, cells, k, rule);
      compared++;
    }
    return compared;
  }

  private static int nearMiddle(Random random, int rows, int columns) {
    int row = Math.floorMod(rows / 2 + (int) Math.round(random.nextGaussian() * 2), rows);
    int column = Math.floorMod(columns / 2 + (int) Math.round(random.nextGaussian() * 2), columns);
    return row * columns + column;
  }

  private static void compare(ThreatBoard board, ThreatScan scan, int[][] cells, int k, Rule rule) {
    String where = "k = " + k + ", " + rule + "\n" + Position.fromArray(cells, k);
    char[][] grid = rule == Rule.RENJU ? PlainRenju.grid(cells) : new char[0][];
    for (int player = 1; player <= 2; player++) {
      assertWithMessage("first winning cell of %s, %s", player, where)
          .that(board.firstWinningCell(player))
          .isEqualTo(scan.firstWinningCell(player));
      assertWithMessage("winning cells of %s, %s", player, where)
          .that(board.winningCellCountUpToTwo(player))
          .isEqualTo(scan.winningCellCount(player, 2));
      boolean canWin = scan.firstWinningCell(player) >= 0;
      boolean hasDoubleFour = !canWin && hasDoubleFour(scan, player);
      List<Integer> fours = new ArrayList<>();
      for (int cell = 0; cell < scan.cellCount(); cell++) {
        if (scan.isEmpty(cell) && board.isFour(player, cell)) {
          fours.add(cell); // isFour is held to the scan below, where the player cannot win at once
        }
      }
      assertWithMessage("fours of %s in order, %s", player, where)
          .that(nextFours(board, player))
          .containsExactlyElementsIn(fours)
          .inOrder();
      for (int cell = 0; cell < scan.cellCount(); cell++) {
        if (!scan.isEmpty(cell)) {
          continue;
        }
        String at = "cell " + cell + " for " + player + ", " + where;
        assertWithMessage("completes, %s", at)
            .that(board.completes(player, cell))
            .isEqualTo(scan.completes(player, cell));
        boolean legal =
            player != 1
                || rule != Rule.RENJU
                || scan.completes(player, cell)
                || PlainRenju.forbidden(grid, cell / 15, cell % 15) == null;
        assertWithMessage("legal, %s", at).that(board.isLegal(player, cell)).isEqualTo(legal);
        if (canWin) {
          continue;
        }
        boolean four = scan.isFour(player, cell) && legal;
        assertWithMessage("four, %s", at).that(board.isFour(player, cell)).isEqualTo(four);
        if (rule == Rule.RENJU) {
          // Double fours and threes under renju (X's fouls, O's fours X may not block) are held to
          // PlainThreats through Position's queries (ThreatsTest); the scan knows neither.
          continue;
        }
        assertWithMessage("double four, %s", at)
            .that(board.isDoubleFour(player, cell))
            .isEqualTo(scan.isDoubleFour(player, cell));
        if (scan.isDoubleFour(player, cell)) {
          compareDespite(board, scan, cells, player, cell, at);
        }
        if (!four && !hasDoubleFour) {
          assertWithMessage("three, %s", at)
              .that(board.isThree(player, cell))
              .isEqualTo(scan.isThree(player, cell));
        }
      }
    }
  }

  /** The cells {@link ThreatBoard#nextFour} walks through for {@code player}, from the first. */
  private static List<Integer> nextFours(ThreatBoard board, int player) {
    List<Integer> fours = new ArrayList<>();
    for (int cell = board.nextFour(player, 0); cell >= 0; cell = board.nextFour(player, cell + 1)) {
      fours.add(cell);
    }
    return fours;
  }

  /** Whether {@code player} has a move that leaves two or more winning cells, by the scan. */
  private static boolean hasDoubleFour(ThreatScan scan, int player) {
    for (int cell = 0; cell < scan.cellCount(); cell++) {
      if (scan.isEmpty(cell) && scan.isDoubleFour(player, cell)) {
        return true;
      }
    }
    return false;
  }

  /** For each empty cell the other player could block, whether the double four at cell holds. */
  private static void compareDespite(
      ThreatBoard board, ThreatScan scan, int[][] cells, int player, int cell, String at) {
    int columns = cells[0].length;
    for (int blocked = 0; blocked < scan.cellCount(); blocked++) {
      if (blocked == cell || !scan.isEmpty(blocked)) {
        continue;
      }
      cells[blocked / columns][blocked % columns] = 3 - player;
      boolean holds = scan.isDoubleFour(player, cell);
      cells[blocked / columns][blocked % columns] = 0;
      assertWithMessage("double four despite %s, %s", blocked, at)
          .that(board.isDoubleFourDespite(player, cell, blocked))
          .isEqualTo(holds);
    }
  }
}
