package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link PackedRows}, the row-by-row scan's packing of {@code gameOver(board, k)}: two bits a cell,
 * 32 cells a word, between words of 0. {@code gameOver} answers do not show all of it (past a band
 * that is not clean the scan soon finds its run; a run of one is also found down the columns), so
 * these tests pin the class's own contract, each against a plain reading of the cells.
 */
class PackedRowsTest {

  /** Cell {@code c} of a packed row, 0 outside the row's words: the layout the class documents. */
  private static int cell(PackedRows packing, long[] packed, int c) {
    if (c < 0 || c >= packing.words * PackedRows.CELLS) {
      return 0;
    }
    return (int) (packed[packing.pad + c / PackedRows.CELLS] >>> (2 * (c % PackedRows.CELLS))) & 3;
  }

  private static int[] randomRow(Random random, int columns) {
    int[] row = new int[columns];
    int zeros = random.nextInt(4); // none, few, some, many
    for (int c = 0; c < columns; c++) {
      row[c] = random.nextInt(20) < zeros * zeros ? 0 : 1 + random.nextInt(2);
    }
    return row;
  }

  @Test
  void aRowOfNCellsTakesNOver32WordsRoundedUpBetweenPadsOfZeroWiderThanTheLongestShift() {
    for (int columns = 1; columns <= 200; columns++) {
      for (int maxShift : new int[] {0, 1, 31, 32, 33, 100}) {
        PackedRows packing = new PackedRows(columns, maxShift);
        assertWithMessage("%s cells", columns).that(packing.words).isEqualTo((columns + 31) / 32);
        assertThat(packing.pad * 64).isGreaterThan(2 * maxShift);
        assertThat(packing.row()).hasLength(packing.words + 2 * packing.pad);
      }
    }
  }

  @Test
  void packingPutsEachCellInItsTwoBitsAndSaysWhetherACellIsEmpty() {
    Random random = new Random(32);
    for (int columns = 1; columns <= 200; columns++) {
      PackedRows packing = new PackedRows(columns, 40);
      for (int trial = 0; trial < 30; trial++) {
        int[] row = randomRow(random, columns);
        if (trial == 0) {
          Arrays.fill(row, 1 + columns % 2); // full
        } else if (trial == 1) {
          Arrays.fill(row, 2);
          row[columns - 1] = 0; // only the last cell empty
        }
        long[] packed = packing.row();
        boolean emptySeen = packing.pack(row, packed);
        assertWithMessage("%s", Arrays.toString(row))
            .that(emptySeen)
            .isEqualTo(Arrays.stream(row).anyMatch(v -> v == 0));
        for (int c = -64; c < columns + 64; c++) {
          assertWithMessage("cell %s of %s", c, Arrays.toString(row))
              .that(cell(packing, packed, c))
              .isEqualTo(c >= 0 && c < columns ? row[c] : 0);
        }
        for (int w = 0; w < packed.length; w++) {
          if (w < packing.pad || w >= packing.pad + packing.words) {
            assertThat(packed[w]).isEqualTo(0);
          }
        }
      }
    }
  }

  /** Whether {@code row} has k cells of one mark in a row, the plain way. */
  private static boolean hasRunPlainly(int[] row, int k) {
    int length = 0;
    for (int c = 0; c < row.length; c++) {
      length = row[c] != 0 && c > 0 && row[c] == row[c - 1] ? length + 1 : row[c] != 0 ? 1 : 0;
      if (length >= k) {
        return true;
      }
    }
    return false;
  }

  @Test
  void aRowHasARunOfKExactlyWhenKCellsInARowHoldOneMark() {
    Random random = new Random(17);
    for (int columns = 1; columns <= 140; columns++) {
      for (int trial = 0; trial < 40; trial++) {
        int[] row = randomRow(random, columns);
        int k = 1 + random.nextInt(Math.min(columns, 70));
        if (trial % 4 == 0) { // a run of exactly k somewhere
          int start = random.nextInt(columns - k + 1);
          Arrays.fill(row, start, start + k, 1 + random.nextInt(2));
          if (trial % 8 == 0) {
            row[start + random.nextInt(k)] = 0; // one short
          }
        }
        PackedRows packing = new PackedRows(columns, k - 1);
        long[] packed = packing.row();
        packing.pack(row, packed);
        assertWithMessage("k = %s, %s", k, Arrays.toString(row))
            .that(packing.hasRun(packed, k, packing.row(), packing.row()))
            .isEqualTo(hasRunPlainly(row, k));
      }
    }
  }

  @Test
  void aRunOfOneIsAnyMarkAndAnEmptyRowHasNone() {
    for (int columns : new int[] {1, 31, 32, 33, 64, 70}) {
      PackedRows packing = new PackedRows(columns, 0);
      long[] packed = packing.row();
      int[] row = new int[columns];
      packing.pack(row, packed);
      assertThat(packing.hasRun(packed, 1, packing.row(), packing.row())).isFalse();
      for (int c = 0; c < columns; c++) {
        row[c] = 2;
        packing.pack(row, packed);
        assertWithMessage("%s cells, O at %s", columns, c)
            .that(packing.hasRun(packed, 1, packing.row(), packing.row()))
            .isTrue();
        row[c] = 0;
      }
    }
  }

  @Test
  void shiftingMovesEveryCellByTheShiftAndKeepsOnlyWhatTheOtherRowHoldsToo() {
    Random random = new Random(64);
    for (int columns : new int[] {1, 5, 31, 32, 33, 63, 64, 65, 100, 130}) {
      for (int cells = 1; cells <= 70; cells++) {
        PackedRows packing = new PackedRows(columns, Math.max(cells, 1));
        long[] from = packing.row();
        long[] with = packing.row();
        packing.pack(randomRow(random, columns), from);
        if (cells % 2 == 0) { // every bit of the row's words, so that the shift alone shows ...
          Arrays.fill(with, packing.pad, packing.pad + packing.words, -1L);
        } else { // ... or only the marks the other row holds
          packing.pack(randomRow(random, columns), with);
        }
        long[] down = packing.row();
        long any = packing.andShiftedDown(from, cells, with, down);
        long[] up = packing.row();
        packing.andShiftedUp(from, cells, with, up);
        boolean anySet = false;
        for (int c = 0; c < packing.words * PackedRows.CELLS; c++) {
          int expectedDown = cell(packing, from, c + cells) & cell(packing, with, c);
          int expectedUp = cell(packing, from, c - cells) & cell(packing, with, c);
          assertWithMessage("%s cells, cell %s shifted down by %s", columns, c, cells)
              .that(cell(packing, down, c))
              .isEqualTo(expectedDown);
          assertWithMessage("%s cells, cell %s shifted up by %s", columns, c, cells)
              .that(cell(packing, up, c))
              .isEqualTo(expectedUp);
          anySet |= expectedDown != 0;
        }
        assertThat(any != 0).isEqualTo(anySet);
      }
    }
  }
}
