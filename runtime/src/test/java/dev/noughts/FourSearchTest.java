package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@link FourSearch}, the depth-first search for a win by fours, against the definition played out
 * by brute force on {@link Position}s (no table of lost positions, no ordering, no scratch lists),
 * and every proof it finds replayed by {@link ProofChecker}.
 */
class FourSearchTest {
  private static final int X = 1;
  // X to move.
  private static final Position DOUBLE_FOUR =
      Position.of(
          5,
          "- - - - - - - - O",
          "- - X - - - - - -",
          "- X - X X - - - -",
          "- X - - - - - - -",
          "- X - - - - - - -",
          "- - - - - - - - -",
          "- - - - - - - - O",
          "- - - - - - - O O",
          "- - - - - - - O O");

  @Test
  void findsEveryFirstMoveOfAWinByFoursThatTheDefinitionFinds() {
    Random random = new Random(49);
    int positions = 0;
    int won = 0;
    for (int[] shape : new int[][] {{6, 6, 4}, {7, 7, 4}, {8, 8, 5}, {6, 9, 5}}) {
      for (int trial = 0; trial < 150; trial++) {
        Position position = randomPosition(random, shape[0], shape[1], shape[2]);
        if (position == null) {
          continue;
        }
        positions++;
        Player mover = ((Verdict.InProgress) position.getVerdict()).next();
        int code = mover.getMark().getCode();
        FourSearch search =
            new FourSearch(
                position.toArray(), position.getWinLength(), Rule.FREE_STYLE, code, 10_000_000);
        List<Attack> wins = search.proveWin(true);
        Set<Integer> found = new TreeSet<>();
        for (Attack win : wins) {
          assertWithMessage("%s", position)
              .that(
                  new ProofChecker(position.toArray(), position.getWinLength(), code)
                      .attackWins(win))
              .isTrue();
          found.add(win.move());
        }
        assertWithMessage("%s", position).that(search.spent()).isFalse();
        assertWithMessage("%s", position).that(found).isEqualTo(firstMovesWinningByFours(position));
        won += found.isEmpty() ? 0 : 1;
      }
    }
    assertThat(positions).isAtLeast(400);
    assertThat(won).isAtLeast(50); // the comparison meets wins, not only their absence
  }

  @Test
  void takesADoubleFourAsSoonAsThereIsOne() {
    // X's column 2 holds rows 3 to 5: (1,2) is a four, first in row-major order, (2,2) an open
    // four, two winning cells.
    Position position = DOUBLE_FOUR;
    List<Attack> wins =
        new FourSearch(position.toArray(), 5, Rule.FREE_STYLE, X, 1_000).proveWin(false);
    assertThat(wins).containsExactly(Attack.finishing(9 + 1));
  }

  @Test
  void neverMakesMoreNodesThanItsBudgetAndSaysWhenItStopped() {
    Position position = DOUBLE_FOUR;
    for (long budget = 0; budget <= 3; budget++) {
      FourSearch search = new FourSearch(position.toArray(), 5, Rule.FREE_STYLE, X, budget);
      List<Attack> wins = search.proveWin(false);
      assertWithMessage("budget %s", budget).that(search.nodes()).isAtMost(budget);
      assertWithMessage("budget %s", budget).that(search.spent()).isEqualTo(wins.isEmpty());
    }
  }

  @Test
  void aNestedSearchGivesTheSameAnswerOnTheSameBoard() {
    Position position = GameRecord.play(15, 15, 5, "8,6 1,1 8,7 1,15 8,8 15,1");
    ThreatBoard board = new ThreatBoard(position.toArray(), 5);
    FourSearch search = new FourSearch(board, X);
    Attack first = search.firstWin(50);
    long nodes = search.nodes();
    Attack again = search.firstWin(50);
    assertThat(first).isNotNull();
    assertThat(again).isEqualTo(first);
    assertThat(search.nodes()).isEqualTo(2 * nodes);
    assertThat(search.firstWin(0)).isNull();
    assertThat(search.spent()).isTrue();
  }

  /** Plays random moves from the empty board: null when the game ends first. */
  private static Position randomPosition(Random random, int rows, int columns, int winLength) {
    Position position = Position.empty(rows, columns, winLength);
    int plies = 4 + random.nextInt(rows * columns / 3);
    for (int ply = 0; ply < plies; ply++) {
      List<Square> moves = position.getLegalMoves();
      position = position.play(moves.get(random.nextInt(moves.size())));
      if (!(position.getVerdict() instanceof Verdict.InProgress)) {
        return null;
      }
    }
    return position;
  }

  /** The cells of the mover's first moves that win by fours, by the definition, 0-based. */
  private static Set<Integer> firstMovesWinningByFours(Position position) {
    Player attacker = ((Verdict.InProgress) position.getVerdict()).next();
    Set<Integer> moves = new TreeSet<>();
    if (!position.getWinningCells(attacker).isEmpty()) {
      for (Square cell : position.getWinningCells(attacker)) {
        moves.add(cellOf(position, cell));
      }
      return moves;
    }
    for (Square move : foursOf(position, attacker)) {
      if (winsAfterFour(position, move, attacker)) {
        moves.add(cellOf(position, move));
      }
    }
    return moves;
  }

  /** Whether the attacker, to move, wins by fours: a winning cell, or a four that wins. */
  private static boolean winsByFours(Position position, Player attacker) {
    if (!position.getWinningCells(attacker).isEmpty()) {
      return true;
    }
    for (Square move : foursOf(position, attacker)) {
      if (winsAfterFour(position, move, attacker)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The attacker's fours, the moves after which it has a winning cell; only the block when the
   * defender has one winning cell, none when it has two.
   */
  private static List<Square> foursOf(Position position, Player attacker) {
    List<Square> blocks = position.getWinningCells(attacker.getOpponent());
    List<Square> candidates = blocks.isEmpty() ? position.getLegalMoves() : blocks;
    List<Square> fours = new ArrayList<>();
    if (blocks.size() <= 1) {
      for (Square move : candidates) {
        if (!position.play(move).getWinningCells(attacker).isEmpty()) {
          fours.add(move);
        }
      }
    }
    return fours;
  }

  private static boolean winsAfterFour(Position position, Square four, Player attacker) {
    Position after = position.play(four);
    List<Square> winningCells = after.getWinningCells(attacker);
    if (winningCells.size() >= 2) {
      return true;
    }
    Position blocked = after.play(winningCells.get(0));
    return blocked.getVerdict() instanceof Verdict.InProgress && winsByFours(blocked, attacker);
  }

  private static int cellOf(Position position, Square square) {
    return (square.row() - 1) * position.getColumnCount() + square.column() - 1;
  }
}
