package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Random;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class GameOverTest {

  /** The rule written as plainly as possible: every line checked, then a search for a 0. */
  static boolean reference(int[][] board) {
    int n = board.length;
    for (int line = 0; line < n; line++) {
      int i = line;
      if (uniform(n, k -> board[i][k]) || uniform(n, k -> board[k][i])) {
        return true;
      }
    }
    if (uniform(n, k -> board[k][k]) || uniform(n, k -> board[k][n - 1 - k])) {
      return true;
    }
    for (int[] row : board) {
      for (int value : row) {
        if (value == 0) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean uniform(int n, java.util.function.IntUnaryOperator cell) {
    int first = cell.applyAsInt(0);
    for (int k = 1; k < n; k++) {
      if (cell.applyAsInt(k) != first) {
        return false;
      }
    }
    return first != 0;
  }

  @Test
  void anAntiDiagonalOfTwosIsOver() {
    assertThat(Noughts.gameOver(new int[][] {{0, 0, 2}, {1, 2, 1}, {2, 1, 0}})).isTrue();
  }

  @Test
  void aFullBoardWithoutALineIsOver() {
    assertThat(Noughts.gameOver(new int[][] {{1, 2, 1}, {1, 2, 2}, {2, 1, 1}})).isTrue();
  }

  @Test
  void anEmptyColumnIsNotAWin() {
    assertThat(Noughts.gameOver(new int[][] {{1, 2, 0}, {0, 1, 0}, {2, 0, 0}})).isFalse();
  }

  @Test
  void aOneByOneBoardIsOverExactlyWhenMarked() {
    assertThat(Noughts.gameOver(new int[][] {{0}})).isFalse();
    assertThat(Noughts.gameOver(new int[][] {{1}})).isTrue();
    assertThat(Noughts.gameOver(new int[][] {{2}})).isTrue();
  }

  @Test
  void anAllZeroBoardIsNotOver() {
    assertThat(Noughts.gameOver(new int[5][5])).isFalse();
  }

  @Test
  void legalityIsNotChecked() {
    // Both players hold a row, and O has more marks: over all the same.
    assertThat(Noughts.gameOver(new int[][] {{1, 1, 1}, {2, 2, 2}, {2, 0, 0}})).isTrue();
  }

  @Test
  void eachKindOfLineWins() {
    int n = 6;
    for (int i = 0; i < n; i++) {
      int[][] row = new int[n][n];
      int[][] column = new int[n][n];
      for (int k = 0; k < n; k++) {
        row[i][k] = 2;
        column[k][i] = 1;
      }
      assertThat(Noughts.gameOver(row)).isTrue();
      assertThat(Noughts.gameOver(column)).isTrue();
    }
    int[][] diagonal = new int[n][n];
    int[][] antiDiagonal = new int[n][n];
    for (int k = 0; k < n; k++) {
      diagonal[k][k] = 1;
      antiDiagonal[k][n - 1 - k] = 2;
    }
    assertThat(Noughts.gameOver(diagonal)).isTrue();
    assertThat(Noughts.gameOver(antiDiagonal)).isTrue();
  }

  @Test
  void theAntiDiagonalUsesColumnNMinusOneMinusI() {
    // Marks at (i, n-2-i) and one at (n-1, n-1): shifted by one, so no line.
    int n = 5;
    int[][] board = new int[n][n];
    for (int i = 0; i < n - 1; i++) {
      board[i][n - 2 - i] = 1;
    }
    board[n - 1][n - 1] = 1;
    assertThat(Noughts.gameOver(board)).isFalse();
  }

  @Test
  void linesThatDifferOnlyInTheirFirstOrLastCellDoNotWin() {
    int n = 7;
    for (int odd : new int[] {0, n - 1}) {
      for (int value : new int[] {0, 2}) {
        int[][] row = new int[n][n];
        int[][] column = new int[n][n];
        int[][] diagonal = new int[n][n];
        int[][] antiDiagonal = new int[n][n];
        for (int k = 0; k < n; k++) {
          row[3][k] = k == odd ? value : 1;
          column[k][3] = k == odd ? value : 1;
          diagonal[k][k] = k == odd ? value : 1;
          antiDiagonal[k][n - 1 - k] = k == odd ? value : 1;
        }
        assertThat(Noughts.gameOver(row)).isFalse();
        assertThat(Noughts.gameOver(column)).isFalse();
        assertThat(Noughts.gameOver(diagonal)).isFalse();
        assertThat(Noughts.gameOver(antiDiagonal)).isFalse();
      }
    }
  }

  @Test
  void aFullBoardWhoseLastCellIsTheOnlyZeroIsNotOver() {
    int[][] board = {{1, 1, 2, 2}, {2, 2, 1, 1}, {1, 1, 2, 2}, {2, 2, 1, 0}};
    assertThat(reference(board)).isFalse();
    assertThat(Noughts.gameOver(board)).isFalse();
  }

  @Test
  void agreesWithThePlainRuleOnRandomBoardsOfManySizes() {
    Random random = new Random(20261130);
    for (int n = 1; n <= 60; n++) {
      for (int trial = 0; trial < 200; trial++) {
        int[][] board = randomBoard(random, n);
        assertThat(Noughts.gameOver(board)).isEqualTo(reference(board));
      }
    }
  }

  @Test
  void onClassicBoardsEveryValueIsChecked() {
    int[][] board = {{1, 1, 1}, {0, 0, 0}, {0, 0, 3}};
    assertRejected(board, "row 3, cell 3: 3 is not 0 (empty), 1 (X) or 2 (O)");
  }

  @Test
  void onClassicBoardsTheFirstProblemInRowOrderIsReported() {
    assertRejected(
        new int[][] {{5, 0, 0}, {0, 0, 0}, null},
        "row 1, cell 1: 5 is not 0 (empty), 1 (X) or 2 (O)");
    assertRejected(new int[][] {{0, 0, 0}, null, {0, 0}}, "row 2 is null");
  }

  @Test
  void agreesWithThePlainRuleOnLargeBoards() {
    Random random = new Random(7);
    for (int trial = 0; trial < 6; trial++) {
      int[][] board = randomBoard(random, 1000);
      assertThat(Noughts.gameOver(board)).isEqualTo(reference(board));
    }
  }

  /** Boards biased towards near-lines, so both answers come up often. */
  private static int[][] randomBoard(Random random, int n) {
    int[][] board = new int[n][n];
    int style = random.nextInt(4);
    int base = 1 + random.nextInt(2);
    for (int[] row : board) {
      for (int c = 0; c < n; c++) {
        row[c] =
            style == 0
                ? random.nextInt(3)
                : style == 1
                    ? (random.nextInt(n * 2 + 1) == 0 ? random.nextInt(3) : base)
                    : style == 2
                        ? 1 + random.nextInt(2)
                        : (random.nextInt(n + 1) == 0 ? 0 : 1 + random.nextInt(2));
      }
    }
    int line = random.nextInt(4);
    if (random.nextBoolean()) {
      int index = random.nextInt(n);
      int owner = 1 + random.nextInt(2);
      for (int k = 0; k < n; k++) {
        if (line == 0) {
          board[index][k] = owner;
        } else if (line == 1) {
          board[k][index] = owner;
        } else if (line == 2) {
          board[k][k] = owner;
        } else {
          board[k][n - 1 - k] = owner;
        }
      }
      // Spoil the line in one cell half of the time.
      if (random.nextBoolean()) {
        int k = random.nextInt(n);
        int spoiled = random.nextInt(3) == 0 ? 0 : 3 - owner;
        if (line == 0) {
          board[index][k] = spoiled;
        } else if (line == 1) {
          board[k][index] = spoiled;
        } else if (line == 2) {
          board[k][k] = spoiled;
        } else {
          board[k][n - 1 - k] = spoiled;
        }
      }
    }
    return board;
  }

  /**
   * What {@code gameOver} answers where it reads every row up to the first winning one, each whole
   * (boards under 64 rows, and larger ones until their first 0): the message of the first problem
   * in row order, a malformed row or its first bad value, unless an earlier row is all 1 or all 2
   * (except on 3 x 3 boards, where every row is checked); otherwise the plain rule.
   */
  static String readWhole(int[][] board) {
    int n = board.length;
    for (int r = 0; r < n && n == 3; r++) { // 3 x 3: every row, even after a winning one
      String problem = problem(board[r], r, n);
      if (problem != null) {
        return problem;
      }
    }
    for (int r = 0; r < n; r++) {
      int[] row = board[r];
      String problem = problem(row, r, n);
      if (problem != null) {
        return problem;
      }
      if (uniform(n, k -> row[k])) {
        return "true";
      }
    }
    return String.valueOf(reference(board));
  }

  /** What is wrong with row {@code r} (from 0) of an n x n board, or null. */
  private static @Nullable String problem(int @Nullable [] row, int r, int n) {
    if (row == null) {
      return "row " + (r + 1) + " is null";
    }
    if (row.length != n) {
      return "row "
          + (r + 1)
          + " has "
          + row.length
          + (row.length == 1 ? " cell" : " cells")
          + ", expected "
          + n
          + " (the board must be square)";
    }
    for (int c = 0; c < n; c++) {
      if (row[c] < 0 || row[c] > 2) {
        return "row "
            + (r + 1)
            + ", cell "
            + (c + 1)
            + ": "
            + row[c]
            + " is not 0 (empty), 1 (X) or 2 (O)";
      }
    }
    return null;
  }

  private static String outcome(int[][] board) {
    try {
      return String.valueOf(Noughts.gameOver(board));
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    }
  }

  private static final int[] BAD_VALUES = {
    3, -1, 4, 7, -3, 1 << 20, Integer.MIN_VALUE, Integer.MAX_VALUE
  };

  /** Asserts that {@code gameOver} refuses the board with exactly this message. */
  private static void assertRejected(int @Nullable [][] board, String message) {
    IllegalArgumentException thrown =
        assertThrows(IllegalArgumentException.class, () -> Noughts.gameOver(board));
    assertThat(thrown).hasMessageThat().isEqualTo(message);
  }

  /** Cell (r, c) holds (r + c) % 3: no line, a 0 in every row, and the columns drop out at once. */
  private static int[][] stripes(int n) {
    int[][] board = new int[n][n];
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        board[r][c] = (r + c) % 3;
      }
    }
    return board;
  }

  /**
   * A board of 1s and 2s, with a 0 in its last cell half of the time, then a few changes at random
   * places: 0s, winning rows and, when {@code invalid}, bad values, null rows and short rows.
   */
  private static int[][] nearlyFullBoard(Random random, int n, boolean invalid) {
    int[][] board = new int[n][n];
    for (int[] row : board) {
      for (int c = 0; c < n; c++) {
        row[c] = 1 + random.nextInt(2);
      }
    }
    if (random.nextBoolean()) {
      board[n - 1][n - 1] = 0;
    }
    int changes = random.nextInt(4);
    for (int i = 0; i < changes; i++) {
      int r = random.nextInt(n);
      if (board[r] == null || board[r].length != n) {
        continue; // already malformed
      }
      switch (random.nextInt(invalid ? 6 : 2)) {
        case 0 -> board[r][random.nextInt(n)] = 0;
        case 1 -> Arrays.fill(board[r], 1 + random.nextInt(2));
        case 2, 3 -> board[r][random.nextInt(n)] = BAD_VALUES[random.nextInt(BAD_VALUES.length)];
        case 4 -> board[r] = null;
        default -> board[r] = new int[random.nextInt(n + 2) == n ? n + 1 : random.nextInt(n)];
      }
    }
    return board;
  }

  @Test
  void aBoardWhoseOnlyZeroIsTheLastCellIsNotOverAndFilledItIsADraw() {
    for (int n : new int[] {4, 5, 6, 7, 63, 64, 65, 100, 1000}) {
      int[][] board = fullBoardWithoutLine(new Random(n), n);
      assertThat(Noughts.gameOver(board)).isTrue();
      board[n - 1][n - 1] = 0;
      assertThat(Noughts.gameOver(board)).isFalse();
      board[n - 1][n - 1] = 3;
      assertRejected(board, "row " + n + ", cell " + n + ": 3 is not 0 (empty), 1 (X) or 2 (O)");
    }
  }

  private static int[][] fullBoardWithoutLine(Random random, int n) {
    while (true) {
      int[][] board = new int[n][n];
      for (int[] row : board) {
        for (int c = 0; c < n; c++) {
          row[c] = 1 + random.nextInt(2);
        }
      }
      // Every line misses one of these three cells, so with a 0 there it is not all 1 or all 2.
      if (!reference(withZeroAt(board, 0, 0))
          && !reference(withZeroAt(board, n - 1, n - 1))
          && !reference(withZeroAt(board, 0, n - 1))) {
        return board;
      }
    }
  }

  /** A copy of the board with a 0 at one cell. */
  private static int[][] withZeroAt(int[][] board, int r, int c) {
    int[][] copy = new int[board.length][];
    for (int i = 0; i < board.length; i++) {
      copy[i] = board[i].clone();
    }
    copy[r][c] = 0;
    return copy;
  }

  @Test
  void aNullBoardIsRejected() {
    assertRejected(null, "board is null");
  }

  @Test
  void anEmptyBoardArrayIsRejected() {
    assertRejected(new int[0][], "board has 0 rows; boards have 1 to 1000 rows");
  }

  @Test
  void boardsLargerThanAThousandAreRejected() {
    assertThrows(IllegalArgumentException.class, () -> Noughts.gameOver(new int[1001][1001]));
  }

  @Test
  void aRaggedBoardIsRejected() {
    assertRejected(
        new int[][] {{0, 0, 0}, {0, 0}, {0, 0, 0}},
        "row 2 has 2 cells, expected 3 (the board must be square)");
  }

  @Test
  void aNonSquareBoardIsRejected() {
    assertThrows(IllegalArgumentException.class, () -> Noughts.gameOver(new int[2][3]));
  }

  @Test
  void aNullRowIsRejected() {
    assertRejected(new int[][] {{0, 0}, null}, "row 2 is null");
  }

  @Test
  void valuesOutsideZeroToTwoAreRejectedWithTheirPlace() {
    for (int bad : new int[] {3, -1, 4, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
      assertRejected(
          new int[][] {{0, 1, 0}, {2, 0, bad}, {0, 0, 0}},
          "row 2, cell 3: " + bad + " is not 0 (empty), 1 (X) or 2 (O)");
    }
  }

  @Test
  void positionIsOverFollowsTheSameRule() {
    assertThat(Position.of("- - O / X O X / O X -").isOver()).isTrue();
    assertThat(Position.of("X O - / - X - / O - -").isOver()).isFalse();
    // Impossible under the strict rules, but over under the lenient one.
    assertThat(Position.of("X X X / O O O / O - -").isOver()).isTrue();
  }

  /**
   * White-box: how the scan reads the board (blocks of four rows, the dense and the sparse mode),
   * so that every path of GameOverRule meets the contract. These tests name the algorithm on
   * purpose; the contract is in the tests above.
   */
  @Nested
  class HowTheScanReadsTheBoard {
    @Test
    void aLargeFullBoardWhoseColumnsDieAtOnceIsOver() {
      // Rows and columns alternate (columns every two rows), so no line; no 0, so it is full:
      // the scan must not switch to following the (no) live columns before it has seen a 0.
      int n = 64;
      int[][] board = new int[n][n];
      for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++) {
          board[r][c] = 1 + (c + r / 2) % 2;
        }
      }
      assertThat(Noughts.gameOver(board)).isTrue();
      board[n - 1][n - 1] = 0;
      assertThat(Noughts.gameOver(board)).isFalse();
    }

    @Test
    void twoColumnsFullToTheLastRowWinWhenTheScanFollowsOnlyThem() {
      // A 0 in row 1 lets the scan follow the columns that can still be full; after the first
      // rows only columns 1 (all X) and 2 (all O) can, and both stay full to the last row.
      // Every other column alternates, and no row or diagonal is full.
      int n = 64;
      int[][] board = new int[n][n];
      for (int r = 0; r < n; r++) {
        board[r][0] = 1;
        board[r][1] = 2;
        for (int c = 2; c < n; c++) {
          board[r][c] = 1 + (r + c) % 2;
        }
      }
      board[0][n - 1] = 0;
      assertThat(Noughts.gameOver(board)).isTrue();
    }

    @Test
    void aBadValueIsReportedWhereverTheScanReadsIt() {
      int[][] board = stripes(200);
      board[150][0] = 9; // the first cell of a row is always read
      assertRejected(board, "row 151, cell 1: 9 is not 0 (empty), 1 (X) or 2 (O)");
    }

    @Test
    void everyBadValueAmongTheFirstThreeCellsOfARowIsReportedOnceFewColumnsAreFollowed() {
      // Past row 8 this board is scanned row by row, each row read up to its third cell at least.
      for (int bad : BAD_VALUES) {
        for (int cell = 0; cell < 3; cell++) {
          int[][] board = stripes(200);
          board[150][cell] = bad;
          assertRejected(
              board,
              "row 151, cell " + (cell + 1) + ": " + bad + " is not 0 (empty), 1 (X) or 2 (O)");
        }
      }
    }

    @Test
    void aColumnThatBreaksLateLeavesTheRowsBelowToDecide() {
      int[][] board = stripes(200);
      for (int[] row : board) {
        row[5] = 2; // column 6 is the last live line ...
      }
      board[150][5] = 1; // ... until row 151
      assertThat(Noughts.gameOver(board)).isFalse();

      int[] row181 = board[180].clone();
      Arrays.fill(board[180], 2); // a full row below the break
      assertThat(Noughts.gameOver(board)).isTrue();

      board[180] = row181;
      board[150][5] = 2; // no break: the column is full
      assertThat(Noughts.gameOver(board)).isTrue();
    }

    @Test
    void aBadValueOnALiveColumnIsReported() {
      int[][] board = stripes(200);
      for (int[] row : board) {
        row[5] = 2; // column 6 stays live
      }
      board[120][5] = -4;
      assertRejected(board, "row 121, cell 6: -4 is not 0 (empty), 1 (X) or 2 (O)");
    }

    @Test
    void aBadValueIsReportedWhenTheScanFollowsOneColumnOnly() {
      int[][] board = stripes(200);
      for (int[] row : board) {
        row[5] = 2; // column 6 stays live
      }
      board[0][199] = 2; // the anti-diagonal (all 1 in stripes) breaks in the first row
      board[120][5] = -4;
      assertRejected(board, "row 121, cell 6: -4 is not 0 (empty), 1 (X) or 2 (O)");
    }

    @Test
    void aFullRowIsFoundWhileTheScanFollowsOneColumnOnly() {
      int[][] board = stripes(200);
      for (int[] row : board) {
        row[5] = 2; // column 6 is the last live line ...
      }
      board[0][199] = 2; // (the anti-diagonal, all 1 in stripes, breaks in the first row)
      board[170][5] = 1; // ... until row 171
      assertThat(Noughts.gameOver(board)).isFalse();
      Arrays.fill(board[150], 2); // a full row above the break, while the column is followed
      assertThat(Noughts.gameOver(board)).isTrue();
    }

    @Test
    void aBadValueOnTheLiveAntiDiagonalIsReported() {
      int[][] board = stripes(200); // its anti-diagonal is all 1
      board[100][99] = -4;
      assertRejected(board, "row 101, cell 100: -4 is not 0 (empty), 1 (X) or 2 (O)");
    }

    @Test
    void aBadValueIsReportedPastTheFirstThreeCellsWhenTheyAgree() {
      int[][] board = stripes(200);
      Arrays.fill(board[150], 0, 10, 1); // ten Xs: the row is read on until it breaks
      board[150][10] = -4;
      assertRejected(board, "row 151, cell 11: -4 is not 0 (empty), 1 (X) or 2 (O)");
    }

    @Test
    void agreesWithThePlainRuleOnBoardsLargeEnoughToFollowFewColumns() {
      Random random = new Random(64);
      for (int trial = 0; trial < 400; trial++) {
        int[][] board = randomBoard(random, 64 + random.nextInt(140));
        assertThat(Noughts.gameOver(board)).isEqualTo(reference(board));
      }
    }

    @Test
    void aWinningColumnIsFoundAfterTheOtherColumnsDropOut() {
      Random random = new Random(5);
      int n = 300;
      int[][] board = new int[n][n];
      for (int[] row : board) {
        for (int c = 0; c < n; c++) {
          row[c] = random.nextInt(3);
        }
        row[0] = 1; // column 1 is all X
        row[1] = row[0] == row[2] ? 2 : row[1]; // keep rows from being full
      }
      board[0][2] = 2;
      assertThat(reference(board)).isTrue();
      assertThat(Noughts.gameOver(board)).isTrue();
    }

    @Test
    void smallBoardsAreReadWholeRowByRowUpToTheFirstWinningRow() {
      // Every number of rows left over after blocks of four, with wins, 0s, bad values and
      // malformed rows anywhere, including in the block after a winning row and in the same block.
      Random random = new Random(16);
      for (int n = 1; n <= 9; n++) {
        for (int trial = 0; trial < 20_000; trial++) {
          int[][] board =
              random.nextBoolean() ? nearlyFullBoard(random, n, true) : randomBoard(random, n);
          assertThat(outcome(board)).isEqualTo(readWhole(board));
        }
      }
    }

    @Test
    void largeBoardsAreReadWholeUntilTheirFirstZero() {
      Random random = new Random(1616);
      for (int trial = 0; trial < 300; trial++) {
        int n = 64 + random.nextInt(200);
        int[][] board = nearlyFullBoard(random, n, true);
        // Only the last cell may be 0, so every row is read whole.
        for (int r = 0; r < n - 1; r++) {
          if (board[r] != null) {
            for (int c = 0; c < board[r].length; c++) {
              board[r][c] = board[r][c] == 0 ? 1 : board[r][c];
            }
          }
        }
        assertThat(outcome(board)).isEqualTo(readWhole(board));
      }
    }

    @Test
    void aWinInTheLastRowOfABlockStopsBeforeABadValueInTheNextRow() {
      for (int n : new int[] {5, 8, 9, 70}) {
        int[][] board = nearlyFullBoard(new Random(n), n, false);
        board[n - 1][n - 1] = 0;
        Arrays.fill(board[3], 2);
        board[4][0] = 9;
        assertThat(Noughts.gameOver(board)).isTrue();
        board[3][1] = 1;
        assertRejected(board, "row 5, cell 1: 9 is not 0 (empty), 1 (X) or 2 (O)");
      }
    }

    @Test
    void aWinInABlockStopsBeforeAMalformedRowOfTheSameBlock() {
      int[][] board = {{1, 2, 1, 2, 1}, {2, 2, 2, 2, 2}, null, {1, 2}, {0, 0, 0, 0, 0}};
      assertThat(Noughts.gameOver(board)).isTrue();
      board[1][0] = 1;
      assertRejected(board, "row 3 is null");
    }

    @Test
    void aBadValueBeforeAWinInTheSameBlockIsReported() {
      int[][] board = {{1, 2, 1, 2}, {2, 1, -1, 2}, {1, 1, 1, 1}, {0, 0, 0, 0}};
      assertRejected(board, "row 2, cell 3: -1 is not 0 (empty), 1 (X) or 2 (O)");
    }

    @Test
    void agreesWithThePlainRuleOnceTheJitHasCompiledIt() {
      // Enough calls for C2 to compile the vectorized sweep; its results must not change.
      Random random = new Random(25);
      int[][][] boards = new int[8][][];
      for (int i = 0; i < boards.length; i++) {
        boards[i] = i % 2 == 0 ? randomBoard(random, 100) : nearlyFullBoard(random, 100, false);
      }
      boolean[] expected = new boolean[boards.length];
      for (int i = 0; i < boards.length; i++) {
        expected[i] = reference(boards[i]);
      }
      for (int call = 0; call < 40_000; call++) {
        int i = call % boards.length;
        assertThat(Noughts.gameOver(boards[i])).isEqualTo(expected[i]);
      }
    }

    @Test
    void onLargerBoardsRowsBelowAWinningRowAreNotRead() {
      int[][] board = {{1, 1, 1, 1}, {7, 7, 7, 7}, {0, 0, 0, 0}, {0, 0, 0, 0}};
      assertThat(Noughts.gameOver(board)).isTrue();
    }
  }
}
