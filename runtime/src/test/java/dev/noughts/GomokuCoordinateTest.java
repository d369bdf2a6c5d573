package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Game records in gomoku's coordinates: {@code h8}, columns from the left, rows from the bottom.
 */
class GomokuCoordinateTest {
  private static final String HOW_TO =
      "write the row and the column from 1, separated by a comma, such as 2,3 or (2, 3), or the"
          + " column's letter, a from the left, and the row from 1 at the bottom, such as h8";

  private static List<MoveError> errorsOf(int rows, int columns, String record) {
    return assertThrows(GameRecordException.class, () -> GameRecord.play(rows, columns, 5, record))
        .getErrors();
  }

  private static String messageOf(int rows, int columns, String move) {
    List<MoveError> errors = errorsOf(rows, columns, move);
    assertThat(errors).hasSize(1);
    return errors.get(0).message();
  }

  @Test
  void aColumnIsALetterFromTheLeftAndARowANumberFromTheBottom() {
    assertThat(GameRecord.play(15, 15, 5, "h8 h9 g7"))
        .isEqualTo(GameRecord.play(15, 15, 5, "8,8 7,8 9,7"));
    assertThat(GameRecord.play(3, "a1")).isEqualTo(Position.of("- - - / - - - / X - -"));
    assertThat(GameRecord.play(2, 3, 2, "c2")).isEqualTo(Position.of(2, "- - X / - - -"));
  }

  @Test
  void lettersMayBeUpperCaseAndMovesParenthesizedOrMixedWithRowColumn() {
    Position expected = GameRecord.play(15, 15, 5, "h8 h9 g7");
    assertThat(GameRecord.play(15, 15, 5, "H8 (h9); G7")).isEqualTo(expected);
    assertThat(GameRecord.play(15, 15, 5, "h8 7,8 ( g7 )")).isEqualTo(expected);
  }

  @Test
  void noLetterIsSkippedSoTheNinthColumnIsI() {
    assertThat(GameRecord.play(15, 15, 5, "i15").toArray()[0][8]).isEqualTo(1);
    assertThat(GameRecord.play(26, 26, 5, "z1").toArray()[25][25]).isEqualTo(1);
  }

  @Test
  void aBadMoveIsNamedAsItWasWritten() {
    assertThat(errorsOf(15, 15, "h8 H8 o1 a15 b2"))
        .containsExactly(
            new MoveError(
                2, "H8", MoveError.Kind.TAKEN, "move 2: h8 is already taken by X (move 1)"));
    assertThat(
            assertThrows(GameRecordException.class, () -> GameRecord.play(1, "a1 a1")).getErrors())
        .containsExactly(
            new MoveError(
                2,
                "a1",
                MoveError.Kind.GAME_OVER,
                "move 2: a1 comes after the end of the game: X won with row 1, column 1, diagonal"
                    + " and anti-diagonal at move 1"));
  }

  @Test
  void aLetterOrARowBeyondTheBoardIsOffItAndTheMessageSaysWhatIsOn() {
    assertThat(messageOf(15, 15, "p8"))
        .isEqualTo(
            "move 1: p8 is off the board; columns go from a to o and rows from 1 (the bottom) to"
                + " 15");
    assertThat(messageOf(15, 15, "h16"))
        .isEqualTo(
            "move 1: h16 is off the board; columns go from a to o and rows from 1 (the bottom) to"
                + " 15");
    assertThat(errorsOf(15, 15, "p8").get(0).kind()).isEqualTo(MoveError.Kind.OFF_BOARD);
    assertThat(messageOf(30, 30, "a31"))
        .isEqualTo(
            "move 1: a31 is off the board; columns go from a to z and rows from 1 (the bottom) to"
                + " 30; columns beyond z are written row,column from 1");
  }

  @Test
  void aColumnBeyondZCannotBeWrittenInLetters() {
    assertThat(messageOf(30, 30, "aa8"))
        .isEqualTo(
            "move 1: 'aa8': a column is one letter, a to z, so letters name at most 26 columns;"
                + " write a square of a wider board as the row and the column from 1, such as"
                + " 8,27");
    assertThat(errorsOf(30, 30, "aa8").get(0).kind()).isEqualTo(MoveError.Kind.MALFORMED);
  }

  @Test
  void rowsAreNumberedFromOneAndFitTheLargestBoard() {
    assertThat(messageOf(15, 15, "h0"))
        .isEqualTo(
            "move 1: 'h0': rows are numbered from 1, the bottom row; write the column's letter, a"
                + " from the left, and the row from 1 at the bottom, such as h8");
    assertThat(messageOf(15, 15, "h1001"))
        .isEqualTo(
            "move 1: 'h1001': there is no row 1001 on any board; boards have at most 1000 rows");
    assertThat(errorsOf(15, 15, "h0").get(0).kind()).isEqualTo(MoveError.Kind.MALFORMED);
  }

  @Test
  void aLetterWithoutARowOrWithMoreIsMalformed() {
    assertThat(messageOf(15, 15, "h")).isEqualTo("move 1: 'h' is not a square; " + HOW_TO);
    assertThat(messageOf(15, 15, "h8x")).isEqualTo("move 1: 'h8x' is not a square; " + HOW_TO);
    assertThat(messageOf(15, 15, "h-8")).isEqualTo("move 1: 'h-8' is not a square; " + HOW_TO);
    assertThat(messageOf(15, 15, "h1234567890"))
        .isEqualTo("move 1: 'h1234567890' is not a square; " + HOW_TO);
  }

  @Test
  void squareParseAloneReadsRowColumnOnlySinceARowFromTheBottomNeedsTheBoard() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Square.parse("h8"));
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "'h8' is not a square; write the row and the column from 1, separated by a comma,"
                + " such as 2,3 or (2, 3)");
  }

  @Test
  void aGameInGomokuCoordinatesIsTheSameGameInRowColumn() {
    // Random games on random boards of up to 26 columns, every move written both ways.
    Random random = new Random(37);
    for (int game = 0; game < 500; game++) {
      int rows = 1 + random.nextInt(30);
      int columns = 1 + random.nextInt(26);
      int winLength = 1 + random.nextInt(Math.min(Math.max(rows, columns), 6));
      Position position = Position.empty(rows, columns, winLength);
      StringBuilder rowColumn = new StringBuilder();
      StringBuilder gomoku = new StringBuilder();
      while (position.getNextPlayer() != null && random.nextInt(40) != 0) {
        List<Square> moves = position.getLegalMoves();
        Square move = moves.get(random.nextInt(moves.size()));
        position = position.play(move);
        rowColumn.append(move.row()).append(',').append(move.column()).append(' ');
        char letter = (char) ((random.nextBoolean() ? 'a' : 'A') + move.column() - 1);
        gomoku.append(letter).append(rows - move.row() + 1).append(' ');
      }
      assertWithMessage("%s x %s: %s", rows, columns, gomoku)
          .that(GameRecord.play(rows, columns, winLength, gomoku.toString()))
          .isEqualTo(GameRecord.play(rows, columns, winLength, rowColumn.toString()));
      assertThat(GameRecord.play(rows, columns, winLength, gomoku.toString())).isEqualTo(position);
    }
  }
}
