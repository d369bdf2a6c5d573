package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Collections;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PerftTest {

  /**
   * An independent count: every sequence played out on an array, one move at a time, stopping at a
   * win found by {@link PlainMinimax#won} or at a full board.
   */
  private static long plainCount(int[][] cells, int mover, int depth) {
    if (depth == 0) {
      return 1;
    }
    long total = 0;
    for (int r = 0; r < cells.length; r++) {
      for (int c = 0; c < cells.length; c++) {
        if (cells[r][c] == 0) {
          cells[r][c] = mover;
          total +=
              depth == 1
                  ? 1
                  : PlainMinimax.won(cells, mover) ? 0 : plainCount(cells, 3 - mover, depth - 1);
          cells[r][c] = 0;
        }
      }
    }
    return total;
  }

  private static long plainCount(Position position, int depth) {
    Player next = position.getNextPlayer();
    if (next == null) {
      return depth == 0 ? 1 : 0;
    }
    return plainCount(position.toArray(), next == Player.X ? 1 : 2, depth);
  }

  @Test
  void fromTheEmptyClassicBoardToEveryDepth() {
    for (int depth = 0; depth <= 10; depth++) {
      assertThat(Perft.count(Position.empty(3), depth))
          .isEqualTo(plainCount(Position.empty(3), depth));
    }
  }

  @Test
  void theClassicCountsAreTheKnownOnes() {
    // 255,168 complete games: those that end at each depth are the sequences of that depth
    // minus those that go on.
    long games = 0;
    for (int depth = 1; depth <= 9; depth++) {
      long goOn = depth == 9 ? 0 : Perft.count(Position.empty(3), depth + 1) / (9 - depth);
      games += Perft.count(Position.empty(3), depth) - goOn;
    }
    assertThat(games).isEqualTo(255_168);
  }

  @Test
  void fromRandomPositionsOfBoardsOfEverySizeTheBitboardsTakeAndBeyond() {
    Random random = new Random(9);
    for (int size = 1; size <= 10; size++) {
      for (int game = 0; game < 5; game++) {
        Position position = Position.empty(size);
        int moves = random.nextInt(size * size + 1);
        for (int i = 0; i < moves && position.getNextPlayer() != null; i++) {
          var legal = position.getLegalMoves();
          position = position.play(legal.get(random.nextInt(legal.size())));
        }
        int maxDepth = size <= 4 ? 5 : 3;
        for (int depth = 0; depth <= maxDepth; depth++) {
          assertThat(Perft.count(position, depth)).isEqualTo(plainCount(position, depth));
        }
      }
    }
  }

  @Test
  void divideCountsUnderEachFirstMoveAndAddsUpToTheCount() {
    Position position = Position.of("X - - / - O - / - - -");
    for (int depth = 1; depth <= 7; depth++) {
      Map<Square, Long> divided = Perft.divide(position, depth);
      assertThat(divided.keySet()).containsExactlyElementsIn(position.getLegalMoves()).inOrder();
      assertThat(divided.values().stream().mapToLong(Long::longValue).sum())
          .isEqualTo(Perft.count(position, depth));
      for (Map.Entry<Square, Long> entry : divided.entrySet()) {
        assertThat(entry.getValue())
            .isEqualTo(plainCount(position.play(entry.getKey()), depth - 1));
      }
    }
  }

  @Test
  void theLargestBoardCountsItsFirstTwoMovesAtOnce() {
    assertThat(Perft.count(Position.empty(1000), 2)).isEqualTo(1_000_000L * 999_999L);
    Map<Square, Long> divided = Perft.divide(Position.empty(100).play(1, 1), 2);
    assertThat(divided).hasSize(9_999);
    assertThat(divided.get(new Square(100, 100))).isEqualTo(9_998L);
  }

  @Test
  void onABoardLargerThanTheBitboardsAWinBeforeTheLastMoveEndsTheSequence() {
    // 9 x 9 with four to win, X to move; O has three in a row with both ends open.
    int[][] cells = new int[9][9];
    cells[0][0] = 1;
    cells[0][2] = 1;
    cells[8][8] = 1;
    cells[4][4] = 2;
    cells[4][5] = 2;
    cells[4][6] = 2;
    Position start = Position.fromArray(cells, 4);
    // X has 75 first moves. Two take one of O's winning squares, (5,4) and (5,8), and leave O 73
    // moves that do not win; after each of the other 73, O has 72. X then has 73 third moves.
    assertThat(Perft.count(start, 2)).isEqualTo(75L * 74);
    assertThat(Perft.count(start, 3)).isEqualTo((2L * 73 + 73L * 72) * 73);
    Map<Square, Long> divided = Perft.divide(start, 3);
    assertThat(divided.get(new Square(5, 4))).isEqualTo(73L * 73);
    assertThat(divided.get(new Square(5, 8))).isEqualTo(73L * 73);
    assertThat(divided.get(new Square(1, 2))).isEqualTo(72L * 73);
    assertThat(Perft.divide(start, 1).values())
        .containsExactlyElementsIn(Collections.nCopies(75, 1L));
  }

  @Test
  void aFinishedGameHasNoSequencesButTheEmptyOne() {
    Position won = Position.of("X X X / O O - / - - -");
    assertThat(Perft.count(won, 0)).isEqualTo(1);
    assertThat(Perft.count(won, 1)).isEqualTo(0);
    assertThat(Perft.divide(won, 3)).isEmpty();
  }

  @Test
  void anImpossibleEightByEightBoardIsDrawnInTheMessageAndALargerOneIsNot() {
    int[][] cells = new int[8][8];
    cells[0][0] = 1;
    cells[0][1] = 1;
    String rest =
        String.join(" / ", Collections.nCopies(7, String.join(" ", Collections.nCopies(8, "-"))));
    assertThat(
            assertThrows(
                IllegalArgumentException.class, () -> Perft.count(Position.fromArray(cells), 1)))
        .hasMessageThat()
        .isEqualTo(
            "cannot count moves from X X - - - - - - / "
                + rest
                + ": legal play cannot reach it, so it has no legal moves (impossible: X has 2 marks"
                + " more than O (X 2, O 0), but the players alternate, so X leads by one at most)");
    int[][] wide = new int[8][9];
    wide[0][0] = 1;
    wide[0][1] = 1;
    assertThat(
            assertThrows(
                IllegalArgumentException.class, () -> Perft.divide(Position.fromArray(wide, 3), 1)))
        .hasMessageThat()
        .startsWith("cannot count moves from the position: legal play cannot reach it");
  }

  @Test
  void badDepthsAndImpossiblePositionsAreRefused() {
    assertThat(
            assertThrows(IllegalArgumentException.class, () -> Perft.count(Position.empty(3), -1)))
        .hasMessageThat()
        .isEqualTo("depth is -1; it must be 0 or more");
    assertThat(
            assertThrows(IllegalArgumentException.class, () -> Perft.divide(Position.empty(3), 0)))
        .hasMessageThat()
        .isEqualTo("depth is 0; divide counts under each first move, so the depth is at least 1");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> Perft.count(Position.of("X X - / - - - / - - -"), 2)))
        .hasMessageThat()
        .isEqualTo(
            "cannot count moves from X X - / - - - / - - -: legal play cannot reach it, so"
                + " it has no legal moves (impossible: X has 2 marks more than O (X 2, O 0), but the"
                + " players alternate, so X leads by one at most)");
    assertThat(
            assertThrows(
                IllegalArgumentException.class,
                () -> Perft.divide(Position.of("X X - / - - - / - - -"), 2)))
        .hasMessageThat()
        .startsWith("cannot count moves from X X - / - - - / - - -: legal play cannot reach it");
  }
}
