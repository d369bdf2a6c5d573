package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * How the search uses what its table remembers. The answers are checked elsewhere (SolverTest and
 * the exhaustive tests); these pin that a remembered bound which already settles the window ends
 * the search there. Searching on would not only waste the table: the window would close to a single
 * value, where a result at that value is both a lower and an upper bound and the entries stored
 * below it could be flagged the wrong way.
 */
class SearchTest {
  private static final BitGame THREE_BY_THREE = BitGame.wholeBoard(3);

  @Test
  void anUpperBoundAtAlphaIsTheAnswerAndNoMoveIsSearched() {
    TranspositionTable table = rememberingTheEmptyBoardAsADraw(TranspositionTable.UPPER);

    int score = new Search(THREE_BY_THREE, table).search(0, 0, true, 0, 0, Search.INFINITY);

    assertThat(score).isEqualTo(0);
    assertNoPositionAfterTheFirstMoveIsRemembered(table);
  }

  @Test
  void aLowerBoundAtBetaIsTheAnswerAndNoMoveIsSearched() {
    TranspositionTable table = rememberingTheEmptyBoardAsADraw(TranspositionTable.LOWER);

    int score = new Search(THREE_BY_THREE, table).search(0, 0, true, 0, -Search.INFINITY, 0);

    assertThat(score).isEqualTo(0);
    assertNoPositionAfterTheFirstMoveIsRemembered(table);
  }

  @Test
  void aBoundInsideTheWindowNarrowsItAndTheMovesAreSearched() {
    TranspositionTable table = rememberingTheEmptyBoardAsADraw(TranspositionTable.UPPER);

    int score = new Search(THREE_BY_THREE, table).search(0, 0, true, 0, -1, Search.INFINITY);

    assertThat(score).isEqualTo(0); // the empty board is a draw
    assertThat(table.get(key(1 << 4))).isNotEqualTo(0L); // X in the centre was searched
    // in the window narrowed to (-1, 0), the draw found is a lower bound; in (-1, INFINITY) exact
    assertThat(TranspositionTable.flag(table.get(key(0)))).isEqualTo(TranspositionTable.LOWER);
  }

  @Test
  void everyScoreOfAGameOfSixtyFourCellsHasItsSignAndFitsTheTables() {
    // The bounds of a node with m marks, WIN - (m + 3) and -(WIN - (m + 4)), keep their sign up to
    // the last node of the largest game, and every score fits the tables' 8 bits (-127 to 127).
    int marks = BitGame.MAX_CELLS - 1;
    assertThat(Search.WIN - (marks + 4)).isGreaterThan(0);
    assertThat(Search.INFINITY).isGreaterThan(Search.WIN);
    assertThat(Search.INFINITY).isAtMost(127);
  }

  @Test
  void aWideGameIsSearchedOnlyWithAWideTableAndAnyOtherOnlyWithoutOne() {
    BitGame wide = BitGame.emptyCells(new int[1][26], 5);
    assertThrows(
        IllegalArgumentException.class, () -> new Search(wide, new TranspositionTable(4), 1));
    assertThrows(
        IllegalArgumentException.class, () -> new Search(THREE_BY_THREE, new WideTable(4), 1));
  }

  /** A table with one true entry: the empty board, a draw, its score 0 flagged {@code flag}. */
  private static TranspositionTable rememberingTheEmptyBoardAsADraw(int flag) {
    TranspositionTable table = new TranspositionTable(12);
    table.put(key(0), 0, flag);
    return table;
  }

  private static void assertNoPositionAfterTheFirstMoveIsRemembered(TranspositionTable table) {
    for (long bit : THREE_BY_THREE.order) {
      assertThat(table.get(key(bit))).isEqualTo(0L);
    }
  }

  /** The table's key of the position where X holds {@code x} (0: the empty board) and O nothing. */
  private static long key(long x) {
    return THREE_BY_THREE.key(x, 0);
  }
}
