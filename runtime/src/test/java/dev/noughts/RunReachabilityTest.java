package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.Arrays;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * With a win length, the verdict accepts exactly the positions that legal play reaches ({@link
 * RunPlay}, a search of every game), board by board, for every board shape and win length of up to
 * 16 cells; and on every board legal play reaches, it gives legal play's outcome and player to
 * move, and lists as winning lines only maximal runs of k or more of the winner's marks. The shapes
 * of 13 to 16 cells take a quarter of an hour and run only when asked ({@link Exhaustive}); they
 * agreed on every board when run.
 */
class RunReachabilityTest {

  /**
   * Compares the boards of {@code play}: every board, or when {@code validCountsOnly}, every board
   * where X has as many marks as O or one more (the others are refused by their counts alone, which
   * every board of up to 12 cells checks). Returns how many boards the verdict accepts.
   */
  private static long compare(RunPlay play, boolean validCountsOnly) {
    int rows = play.rows;
    int columns = play.columns;
    int[][] cells = new int[rows][columns];
    int[] counts = new int[3];
    counts[0] = play.cellCount;
    long accepted = 0;
    for (int board = 0; board < play.boardCount; board++) {
      if (board > 0) { // the next board in base 3: add 1 to digit 0 and carry
        for (int i = 0; ; i++) {
          int[] row = cells[i / columns];
          int old = row[i % columns];
          counts[old]--;
          int digit = (old + 1) % 3;
          row[i % columns] = digit;
          counts[digit]++;
          if (digit != 0) {
            break;
          }
        }
      }
      int x = counts[1];
      int o = counts[2];
      if (validCountsOnly && (x < o || x > o + 1)) {
        continue;
      }
      Verdict verdict = Position.trusted(cells, play.winLength, x, o).getVerdict();
      boolean reachable = play.reachable.get(board);
      if (verdict.getOutcome() != Outcome.IMPOSSIBLE) {
        accepted++;
      }
      if (!reachable) {
        if (verdict.getOutcome() != Outcome.IMPOSSIBLE) {
          assertWithMessage("unreachable board %s", play.position(board))
              .that(verdict.getOutcome())
              .isEqualTo(Outcome.IMPOSSIBLE);
        }
        continue;
      }
      Outcome expected = play.outcome(board);
      if (verdict.getOutcome() != expected
          || (verdict instanceof Verdict.InProgress inProgress
              && inProgress.next() != (x == o ? Player.X : Player.O))
          || (verdict instanceof Verdict.Win win && !areMaximalRuns(win, cells, play.winLength))) {
        assertWithMessage("reachable board %s with k = %s", play.position(board), play.winLength)
            .that(verdict.toString())
            .isEqualTo(expected + (x == o ? " with X to move" : " with O to move"));
      }
    }
    return accepted;
  }

  /** Whether every line of the win is a run of k or more of the winner, longest both ways. */
  private static boolean areMaximalRuns(Verdict.Win win, int[][] cells, int winLength) {
    int mark = win.winner().code();
    for (Line line : win.lines()) {
      if (!line.isRun() && !(cells.length == cells[0].length && winLength == cells.length)) {
        return false;
      }
      if (line.squares().size() < winLength) {
        return false;
      }
      for (Square square : line.squares()) {
        if (cells[square.row() - 1][square.column() - 1] != mark) {
          return false;
        }
      }
      if (line.squares().size() > 1) {
        Square first = line.squares().get(0);
        Square second = line.squares().get(1);
        int dr = second.row() - first.row();
        int dc = second.column() - first.column();
        Square last = line.squares().get(line.squares().size() - 1);
        if (holds(cells, first.row() - 1 - dr, first.column() - 1 - dc, mark)
            || holds(cells, last.row() - 1 + dr, last.column() - 1 + dc, mark)) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean holds(int[][] cells, int r, int c, int mark) {
    return r >= 0 && r < cells.length && c >= 0 && c < cells[0].length && cells[r][c] == mark;
  }

  /**
   * Every shape of {@code fewestCells} to {@code mostCells} cells with at least {@code fewestRows}
   * rows and no more rows than columns when {@code wideOnly}, and every win length, compared; the
   * accepted count.
   */
  private static long compareEveryShape(
      int fewestCells, int mostCells, int fewestRows, boolean wideOnly, boolean validCountsOnly) {
    long accepted = 0;
    for (int rows = fewestRows; rows <= mostCells; rows++) {
      for (int columns = wideOnly ? rows : 1; rows * columns <= mostCells; columns++) {
        if (rows * columns < fewestCells) {
          continue;
        }
        for (int k = 1; k <= Math.max(rows, columns); k++) {
          accepted += compareShape(rows, columns, k, validCountsOnly);
        }
      }
    }
    return accepted;
  }

  /**
   * One shape and win length compared: the verdict accepts as many boards as legal play reaches
   * (so, with {@link #compare}, exactly those). Returns that count.
   */
  private static long compareShape(int rows, int columns, int k, boolean validCountsOnly) {
    RunPlay play = new RunPlay(rows, columns, k);
    long accepted = compare(play, validCountsOnly);
    assertWithMessage("%s x %s, k = %s: reachable boards", rows, columns, k)
        .that(accepted)
        .isEqualTo(play.reachable.cardinality());
    return accepted;
  }

  @Test
  void everyBoardOfUpToTenCellsWithEveryWinLength() {
    assertThat(compareEveryShape(1, 10, 1, false, false)).isGreaterThan(0L);
  }

  @Test
  void threeByThreeWithThreeToWinIsTheClassicGame() {
    RunPlay play = new RunPlay(3, 3, 3);
    assertThat(compare(play, false)).isEqualTo(5478);
  }

  /** Every board of 11 and 12 cells (1 x 12, 2 x 6, 3 x 4, ...), about 23 million verdicts. */
  @Test
  @Tag("slow")
  void everyBoardOfElevenAndTwelveCellsWithEveryWinLength() {
    assertThat(compareEveryShape(11, 12, 1, false, false)).isGreaterThan(0L);
  }

  /**
   * Boards of 13 to 16 cells with three rows or more, no more rows than columns (3 x 5 and 4 x 4),
   * every win length: each board with counts legal play allows (the counts rule is the one every
   * board above checks). The strips of one or two rows and the transposed shapes are {@link
   * #stripsAndTransposesOfThirteenToSixteenCells}.
   */
  @Test
  @Exhaustive
  void boardsOfThirteenToSixteenCellsWithEveryWinLength() {
    assertThat(compareEveryShape(13, 16, 3, true, true)).isGreaterThan(0L);
  }

  /**
   * The rest of the shapes of 13 to 16 cells: the strips of one and two rows, their transposes, and
   * 5 x 3 (the transpose of 3 x 5), every win length, each board with counts legal play allows, as
   * above. Each shape is run, transposes too, rather than derived from its transpose. 671 million
   * verdicts. The win lengths of a shape are compared in parallel; each shape prints its counts and
   * time.
   */
  @ParameterizedTest(name = "{0} x {1}")
  @CsvSource({
    "1, 13", "13, 1", "1, 14", "14, 1", "2, 7", "7, 2", "1, 15", "15, 1", "5, 3", "1, 16", "16, 1",
    "2, 8", "8, 2"
  })
  @Exhaustive
  void stripsAndTransposesOfThirteenToSixteenCells(int rows, int columns) {
    long started = System.nanoTime();
    long[] reachable =
        IntStream.rangeClosed(1, Math.max(rows, columns))
            .parallel()
            .mapToLong(k -> compareShape(rows, columns, k, true))
            .toArray();
    long accepted = LongStream.of(reachable).sum();
    System.out.printf(
        "%d x %d: %d boards with legal counts, for each k; reachable for k = 1 to %d: %s (%d in"
            + " all); %.1f s%n",
        rows,
        columns,
        legalCountBoards(rows * columns),
        reachable.length,
        Arrays.toString(reachable),
        accepted,
        (System.nanoTime() - started) / 1e9);
    assertThat(accepted).isGreaterThan(0L);
  }

  /** How many boards of {@code cells} cells X has as many marks as O on, or one more. */
  private static long legalCountBoards(int cells) {
    long boards = 0;
    for (int o = 0; 2 * o <= cells; o++) {
      for (int x = o; x <= o + 1 && x + o <= cells; x++) {
        boards += binomial(cells, x) * binomial(cells - x, o);
      }
    }
    return boards;
  }

  private static long binomial(int n, int r) {
    long value = 1;
    for (int i = 1; i <= r; i++) {
      value = value * (n - r + i) / i;
    }
    return value;
  }
}
