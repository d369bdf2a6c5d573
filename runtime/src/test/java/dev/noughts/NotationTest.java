package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

class NotationTest {
  private static final Position EXAMPLE =
      Position.fromArray(new int[][] {{1, 2, 1}, {0, 2, 0}, {0, 0, 0}});

  private static List<InputError> errorsOf(Executable parse) {
    return assertThrows(NotationException.class, parse).getErrors();
  }

  @Test
  void readsRowsSeparatedBySlashes() {
    assertThat(Position.of("X O X / - O - / - - -")).isEqualTo(EXAMPLE);
  }

  @Test
  void readsOneStringPerRow() {
    assertThat(Position.of("X O X", "- O -", "- - -")).isEqualTo(EXAMPLE);
  }

  @Test
  void readsRowsSeparatedByLineBreaksOfAnyKind() {
    assertThat(Position.of("XOX\n-O-\r\n---")).isEqualTo(EXAMPLE);
    assertThat(Position.of("XOX\r-O-\r---")).isEqualTo(EXAMPLE);
  }

  @Test
  void aCarriageReturnThatEndsARowStringAndTheJoinAreOneLineBreak() {
    // The parts read as if joined by line breaks: "X X X\r" + "\n" is one \r\n.
    assertThat(Position.of("X X X\r", "O O -\r", "- - -"))
        .isEqualTo(Position.of("X X X\r\nO O -\r\n- - -"));
    assertThat(Position.of("X X X\r", "O O -\r", "- - -\r"))
        .isEqualTo(Position.of("X X X / O O - / - - -"));
  }

  @Test
  void aCarriageReturnInsideARowStringStillEndsTheRow() {
    List<InputError> errors = errorsOf(() -> Position.of("X X X\rO", "O O -", "- - -"));
    assertThat(errors.get(0).message()).isEqualTo("row 1 has 3 cells, expected 4");
  }

  @Test
  void ignoresWhitespaceInsideARow() {
    assertThat(Position.of("XOX/-O-/---")).isEqualTo(EXAMPLE);
    assertThat(Position.of("  X\tO  X /-  O-/ - --  ")).isEqualTo(EXAMPLE);
  }

  @Test
  void readsLowercaseMarks() {
    assertThat(Position.of("x o x / - o - / - - -")).isEqualTo(EXAMPLE);
  }

  @Test
  void readsJavaTextBlocks() {
    String board =
        """
        X O X
        - O -
        - - -
        """;
    assertThat(Position.of(board)).isEqualTo(EXAMPLE);
  }

  @Test
  void ignoresIndentationAndBlankLinesAroundTheRows() {
    // What a Kotlin raw string looks like without trimIndent().
    String board = "\n    X O X\n    - O -\n    - - -\n    ";
    assertThat(Position.of(board)).isEqualTo(EXAMPLE);
  }

  @Test
  void ignoresATrailingSlash() {
    assertThat(Position.of("X O X / - O - / - - - /")).isEqualTo(EXAMPLE);
  }

  @Test
  void takesTheSizeFromTheNumberOfRows() {
    Position position = Position.of("X - - - / - O - - / - - - - / - - - -");
    assertThat(position.getRowCount()).isEqualTo(4);
    assertThat(position.get(2, 2)).isEqualTo(Cell.O);
  }

  @Test
  void readsOneByOneBoards() {
    assertThat(Position.of("X").get(1, 1)).isEqualTo(Cell.X);
  }

  @Test
  void canonicalTextReadsBackToAnEqualPosition() {
    assertThat(EXAMPLE.toString()).isEqualTo("X O X / - O - / - - -");
    assertThat(Position.of(EXAMPLE.toString())).isEqualTo(EXAMPLE);
  }

  @Test
  void emptyInputIsAnError() {
    List<InputError> errors = errorsOf(() -> Position.of(" \n  \n"));
    assertThat(errors).hasSize(1);
    assertThat(errors.get(0).kind()).isEqualTo(InputError.Kind.EMPTY);
    assertThat(errors.get(0).message()).startsWith("no rows");
    assertThat(errors.get(0).row()).isNull();
  }

  @Test
  void noStringsAtAllIsAnError() {
    assertThat(errorsOf(() -> Position.of()).get(0).kind()).isEqualTo(InputError.Kind.EMPTY);
  }

  @Test
  void aRowWithTooManyCellsIsAnError() {
    List<InputError> errors = errorsOf(() -> Position.of("X O X / - O - / - - - -"));
    assertThat(errors)
        .containsExactly(
            InputError.ofRow(InputError.Kind.ROW_LENGTH, 3, 0, "row 3 has 4 cells, expected 3"));
  }

  @Test
  void aBlankRowBetweenRowsHasNoCells() {
    List<InputError> errors = errorsOf(() -> Position.of("X O X / / - - -"));
    assertThat(errors)
        .containsExactly(
            InputError.ofRow(InputError.Kind.ROW_LENGTH, 2, 0, "row 2 has 0 cells, expected 3"));
  }

  @Test
  void aCharacterThatIsNotAMarkIsAnErrorAtItsRowAndCell() {
    List<InputError> errors = errorsOf(() -> Position.of("X O X / - O # / - - -"));
    assertThat(errors)
        .containsExactly(
            InputError.ofCell(
                InputError.Kind.CHARACTER, 2, 3, 0, "row 2, cell 3: '#' is not X, O or -"));
  }

  @Test
  void zeroIsNotTheLetterO() {
    InputError error = errorsOf(() -> Position.of("X 0 -", "- - -", "- - -")).get(0);
    assertThat(error.message())
        .isEqualTo("row 1, cell 2: '0' is not X, O or -; for O use the letter O");
  }

  @Test
  void dotsAndUnderscoresAreNotEmptyCells() {
    List<InputError> errors = errorsOf(() -> Position.of("X . _ / - - - / - - -"));
    assertThat(errors.get(0).message())
        .isEqualTo("row 1, cell 2: '.' is not X, O or -; for an empty cell use -");
    assertThat(errors.get(1).message())
        .isEqualTo("row 1, cell 3: '_' is not X, O or -; for an empty cell use -");
  }

  @Test
  void lookAlikeLettersAreNamedByCodePoint() {
    // Cyrillic capital HA and Greek capital omicron.
    List<InputError> errors = errorsOf(() -> Position.of("\u0425 \u039f - / - - - / - - -"));
    assertThat(errors.get(0).message())
        .isEqualTo(
            "row 1, cell 1: '\u0425' (U+0425) is not X, O or -;"
                + " it looks like X, but only the ASCII letter X counts");
    assertThat(errors.get(1).message())
        .isEqualTo(
            "row 1, cell 2: '\u039f' (U+039F) is not X, O or -;"
                + " it looks like O, but only the ASCII letter O counts");
  }

  @Test
  void controlCharactersAreNamedByCodePointOnly() {
    InputError error = errorsOf(() -> Position.of("X\u0000- / - - - / - - -")).get(0);
    assertThat(error.message()).isEqualTo("row 1, cell 2: U+0000 is not X, O or -");
  }

  @Test
  void deleteAndTheFirstC1ControlAreNamedByCodePointOnly() {
    assertThat(errorsOf(() -> Position.of("\u007F")).get(0).message())
        .isEqualTo("row 1, cell 1: U+007F is not X, O or -");
    assertThat(errorsOf(() -> Position.of("\u0080")).get(0).message())
        .isEqualTo("row 1, cell 1: U+0080 is not X, O or -");
  }

  @Test
  void theMarksAreCountedAsTheyAreRead() {
    Position position = Position.of("X O X / - O - / x - o");
    assertThat(position.getXCount()).isEqualTo(3);
    assertThat(position.getOCount()).isEqualTo(3);
    assertThat(position.getEmptyCount()).isEqualTo(3);
  }

  @Test
  void cellsAfterASupplementaryCharacterAreCountedOnce() {
    List<InputError> errors = errorsOf(() -> Position.of("\uD83D\uDE00 # - / - - - / - - -"));
    assertThat(errors.get(1).cell()).isEqualTo(2);
  }

  @Test
  void reportsEveryMistakeNotOnlyTheFirst() {
    List<InputError> errors = errorsOf(() -> Position.of("X # X / - O / - - ? -"));
    assertThat(errors)
        .comparingElementsUsing(
            com.google.common.truth.Correspondence.<InputError, String>transforming(
                InputError::message, "has message"))
        .containsExactly(
            "row 1, cell 2: '#' is not X, O or -",
            "row 2 has 2 cells, expected 3",
            "row 3, cell 3: '?' is not X, O or -",
            "row 3 has 4 cells, expected 3")
        .inOrder();
  }

  @Test
  void classicBoardsMustHaveThreeRows() {
    List<InputError> errors = errorsOf(() -> Position.ofClassic("X O X / - O -"));
    assertThat(errors)
        .containsExactly(InputError.ofBoard(InputError.Kind.ROW_COUNT, "expected 3 rows, found 2"));
  }

  @Test
  void classicBoardsMustHaveThreeCellsInEachRow() {
    List<InputError> errors =
        errorsOf(() -> Position.ofClassic("X O X - / - O - - / - - - - / - - - -"));
    assertThat(errors.get(0).message()).isEqualTo("expected 3 rows, found 4");
    assertThat(errors.get(1).message()).isEqualTo("row 1 has 4 cells, expected 3");
    assertThat(errors).hasSize(5);
  }

  @Test
  void moreThanAThousandRowsIsAnError() {
    String rows = "-/".repeat(1001);
    List<InputError> errors = errorsOf(() -> Position.of(rows));
    assertThat(errors)
        .containsExactly(
            InputError.ofBoard(
                InputError.Kind.TOO_MANY_ROWS,
                "found 1001 rows, but boards have at most 1000 rows"));
  }

  @Test
  void aThousandRowsIsTheLargestBoard() {
    String row = "-".repeat(1000);
    String[] rows = new String[1000];
    java.util.Arrays.fill(rows, row);
    assertThat(Position.of(rows).getRowCount()).isEqualTo(1000);
  }

  @Test
  void errorsNameTheStringTheirRowCameFrom() {
    List<InputError> errors = errorsOf(() -> Position.of("X O X / - O -", "- # -"));
    assertThat(errors.get(0).row()).isEqualTo(3);
    assertThat(errors.get(0).part()).isEqualTo(1);
  }

  @Test
  void aByteOrderMarkIsNamedAsOne() {
    List<InputError> errors = errorsOf(() -> Position.of("\uFEFFX O X / - O - / - - -"));
    assertThat(errors.get(0).message())
        .isEqualTo(
            "row 1, cell 1: '\uFEFF' (U+FEFF) is not X, O or -; it is a byte order mark (BOM):"
                + " save the text as UTF-8 without a BOM");
  }

  @Test
  void rowsPastTheLargestBoardAreCountedExactly() {
    String rows = "X\n".repeat(1 << 23);
    List<InputError> errors = errorsOf(() -> Position.of(rows));
    assertThat(errors)
        .containsExactly(
            InputError.ofBoard(
                InputError.Kind.TOO_MANY_ROWS,
                "found 8388608 rows, but boards have at most 1000 rows"));
  }

  @Test
  void anyNumberOfBlankRowsAroundTheBoardIsIgnored() {
    String blank = " /\n\r\n".repeat(1 << 20);
    assertThat(Position.of(blank + "X O X / - O - / - - -" + blank)).isEqualTo(EXAMPLE);
    // Blank rows between rows are rows: here too many of them.
    assertThat(errorsOf(() -> Position.of("X O X", blank, "- O -", "- - -")).get(0).kind())
        .isEqualTo(InputError.Kind.TOO_MANY_ROWS);
  }

  @Test
  void theExceptionMessageListsEveryMistake() {
    NotationException thrown =
        assertThrows(NotationException.class, () -> Position.of("X # X / - O / - - -"));
    assertThat(thrown)
        .hasMessageThat()
        .isEqualTo(
            "malformed board:\n  row 1, cell 2: '#' is not X, O or -\n  row 2 has 2 cells, expected 3");
  }

  @Test
  void aBoardListsItsFirstHundredMistakesThenCountsTheRest() {
    // 1,000,000 bad characters in one row of a 1 x 1 board, and the row's length: 1,000,001.
    NotationException thrown =
        assertThrows(NotationException.class, () -> Position.of("#".repeat(1_000_000)));
    assertThat(thrown.getErrors()).hasSize(100);
    assertThat(thrown.getErrors().get(99))
        .isEqualTo(
            InputError.ofCell(
                InputError.Kind.CHARACTER, 1, 100, 0, "row 1, cell 100: '#' is not X, O or -"));
    assertThat(thrown.getUnlistedCount()).isEqualTo(999_901);
    assertThat(thrown.getUnlistedSummary()).isEqualTo("and 999901 more errors not listed");
  }

  @Test
  void aBoardWithExactlyAHundredMistakesListsThemAll() {
    NotationException thrown =
        assertThrows(NotationException.class, () -> Position.of("#".repeat(99)));
    assertThat(thrown.getErrors()).hasSize(100);
    assertThat(thrown.getErrors().get(99).message()).isEqualTo("row 1 has 99 cells, expected 1");
    assertThat(thrown.getUnlistedCount()).isEqualTo(0);
    assertThat(thrown.getUnlistedSummary()).isNull();
  }

  @Test
  void oneMistakeOverTheHundredIsCountedInTheSingular() {
    NotationException thrown =
        assertThrows(NotationException.class, () -> Position.of("#".repeat(100)));
    assertThat(thrown.getErrors()).hasSize(100);
    assertThat(thrown.getUnlistedSummary()).isEqualTo("and 1 more error not listed");
  }

  @Test
  void theExceptionMessageCountsEveryMistakeItDoesNotShow() {
    NotationException thrown =
        assertThrows(NotationException.class, () -> Position.of("#".repeat(1_000_000)));
    assertThat(thrown)
        .hasMessageThat()
        .startsWith("malformed board:\n  row 1, cell 1: '#' is not X, O or -\n");
    assertThat(thrown)
        .hasMessageThat()
        .endsWith("\n  row 1, cell 20: '#' is not X, O or -\n  ... and 999981 more");
  }

  @Test
  void theExceptionIsAnIllegalArgumentException() {
    assertThat(assertThrows(IllegalArgumentException.class, () -> Position.of("?")))
        .isInstanceOf(NotationException.class);
  }

  @Test
  void aNullPartIsRejected() {
    assertThrows(NullPointerException.class, () -> Position.of("X O X", null, "- - -"));
  }

  @Test
  void anInputErrorKeepsItsInvariants() {
    IllegalArgumentException partWithoutRow =
        assertThrows(
            IllegalArgumentException.class,
            () -> new InputError(InputError.Kind.EMPTY, null, null, 0, "no rows"));
    assertThat(partWithoutRow)
        .hasMessageThat()
        .isEqualTo("row and part are given together or not at all, got row null and part 0");
    IllegalArgumentException cellWithoutRow =
        assertThrows(
            IllegalArgumentException.class,
            () -> new InputError(InputError.Kind.CHARACTER, null, 2, null, "bad"));
    assertThat(cellWithoutRow).hasMessageThat().isEqualTo("a cell (2) needs its row");
    IllegalArgumentException rowZero =
        assertThrows(
            IllegalArgumentException.class,
            () -> InputError.ofCell(InputError.Kind.CHARACTER, 0, 1, 0, "bad"));
    assertThat(rowZero)
        .hasMessageThat()
        .isEqualTo("rows and cells count from 1 and parts from 0, got row 0, cell 1, part 0");
    assertThrows(NullPointerException.class, () -> InputError.ofBoard(null, "no rows"));
    assertThrows(NullPointerException.class, () -> InputError.ofBoard(InputError.Kind.EMPTY, null));
  }

  @Test
  void aNotationExceptionSurvivesSerialization() throws Exception {
    NotationException thrown =
        assertThrows(NotationException.class, () -> Position.ofClassic("X O # / - -"));
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(thrown);
    }
    NotationException copy;
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      copy = (NotationException) in.readObject();
    }
    assertThat(copy.getErrors()).isEqualTo(thrown.getErrors());
    assertThat(copy).hasMessageThat().isEqualTo(thrown.getMessage());
  }
}
