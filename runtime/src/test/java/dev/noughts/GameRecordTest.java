package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The move notation and game records: {@link Square#parse(String)} and {@link GameRecord}. */
class GameRecordTest {

  private static List<MoveError> errorsOf(int size, String record) {
    return assertThrows(GameRecordException.class, () -> GameRecord.play(size, record)).getErrors();
  }

  private static String parseError(String text) {
    return assertThrows(IllegalArgumentException.class, () -> Square.parse(text)).getMessage();
  }

  @Test
  void aSquareIsTheRowAndTheColumnFromOne() {
    assertThat(Square.parse("2,3")).isEqualTo(new Square(2, 3));
    assertThat(Square.parse("(2, 3)")).isEqualTo(new Square(2, 3));
    assertThat(Square.parse(" ( 12 ,3 ) ")).isEqualTo(new Square(12, 3));
  }

  @Test
  void aSquareReadsBackWhatToStringWrites() {
    Square square = new Square(1000, 7);
    assertThat(Square.parse(square.toString())).isEqualTo(square);
  }

  @Test
  void aMalformedSquareSaysHowToWriteOne() {
    String howTo =
        "write the row and the column from 1, separated by a comma, such as 2,3 or (2, 3)";
    assertThat(parseError("a1")).isEqualTo("'a1' is not a square; " + howTo);
    assertThat(parseError("2")).isEqualTo("'2' is not a square; " + howTo);
    assertThat(parseError("1,2,3")).isEqualTo("'1,2,3' is not a square; " + howTo);
    assertThat(parseError("(1,2")).isEqualTo("'(1,2' is not a square; " + howTo);
    assertThat(parseError("-1,2")).isEqualTo("'-1,2' is not a square; " + howTo);
    assertThat(parseError("")).isEqualTo("'' is not a square; " + howTo);
    assertThat(parseError("1,99999999999")).isEqualTo("'1,99999999999' is not a square; " + howTo);
  }

  @Test
  void squaresAreNumberedFromOneAndFitTheLargestBoard() {
    assertThat(parseError("0,2"))
        .isEqualTo(
            "'0,2': rows are numbered from 1; write the row and the column from 1,"
                + " separated by a comma, such as 2,3 or (2, 3)");
    assertThat(parseError("2,1001"))
        .isEqualTo(
            "'2,1001': there is no column 1001 on any board; boards have at most 1000 columns");
    // Nine digits are still read as a number; ten are not a square (above).
    assertThat(parseError("123456789,1"))
        .isEqualTo(
            "'123456789,1': there is no row 123456789 on any board; boards have at most 1000"
                + " rows");
  }

  @Test
  void aBareMoveEndingInACommaEndsAtASemicolonOrAParenthesis() {
    // "1," is one move (and not a square); the next starts right after it.
    assertThat(errorsOf(3, "1,;2,2")).hasSize(1);
    assertThat(errorsOf(3, "1,(2,2)")).hasSize(1);
    assertThat(errorsOf(3, "1,(2,2)").get(0).toString()).contains("'1,' is not a square");
  }

  @Test
  void aRecordIsPlayedFromTheEmptyBoardXFirst() {
    assertThat(GameRecord.play(3, "2,2 1,1 3,3")).isEqualTo(Position.of("O - - / - X - / - - X"));
  }

  @Test
  void movesAreSeparatedBySpacesOrSemicolonsAndMayBeParenthesized() {
    Position expected = Position.of("O - - / - X - / - - X");
    assertThat(GameRecord.play(3, "(2, 2); (1, 1); (3, 3)")).isEqualTo(expected);
    assertThat(GameRecord.play(3, "2, 2;1,1\n\t(3,3);")).isEqualTo(expected);
    assertThat(GameRecord.play(3, "(2,2)(1,1) 3 , 3")).isEqualTo(expected);
  }

  @Test
  void anEmptyRecordIsTheEmptyBoard() {
    assertThat(GameRecord.play(4, "")).isEqualTo(Position.empty(4));
    assertThat(GameRecord.play(4, " ; ")).isEqualTo(Position.empty(4));
  }

  @Test
  void aRecordMayEndTheGame() {
    assertThat(GameRecord.play(3, "1,1 2,1 1,2 2,2 1,3").getVerdict().getOutcome())
        .isEqualTo(Outcome.X_WINS);
    assertThat(GameRecord.play(3, "1,1 1,2 1,3 2,2 2,1 2,3 3,2 3,1 3,3").getVerdict())
        .isEqualTo(new Verdict.Draw());
  }

  @Test
  void everyBadMoveIsReportedByItsNumber() {
    List<MoveError> errors = errorsOf(3, "2,2 x 4,1 2,2 1,1 1;3");
    assertThat(errors)
        .containsExactly(
            new MoveError(
                2,
                "x",
                MoveError.Kind.MALFORMED,
                "move 2: 'x' is not a square; write the row and the column from 1, separated by"
                    + " a comma, such as 2,3 or (2, 3), or the column's letter, a from the left,"
                    + " and the row from 1 at the bottom, such as h8"),
            new MoveError(
                3,
                "4,1",
                MoveError.Kind.OFF_BOARD,
                "move 3: (4,1) is off the board; rows and columns go from 1 to 3"),
            new MoveError(
                4, "2,2", MoveError.Kind.TAKEN, "move 4: (2,2) is already taken by X (move 1)"),
            new MoveError(
                6,
                "1",
                MoveError.Kind.MALFORMED,
                "move 6: '1' is not a square; write the row and the column from 1, separated by"
                    + " a comma, such as 2,3 or (2, 3), or the column's letter, a from the left,"
                    + " and the row from 1 at the bottom, such as h8"),
            new MoveError(
                7,
                "3",
                MoveError.Kind.MALFORMED,
                "move 7: '3' is not a square; write the row and the column from 1, separated by"
                    + " a comma, such as 2,3 or (2, 3), or the column's letter, a from the left,"
                    + " and the row from 1 at the bottom, such as h8"))
        .inOrder();
  }

  @Test
  void aSkippedMoveLeavesTheTurnWithThePlayerWhoseMoveItWas() {
    // Move 2 is off the board, so O plays move 3 and X move 4.
    List<MoveError> errors = errorsOf(3, "1,1 9,9 2,2 3,3 1,1");
    assertThat(errors).hasSize(2);
    assertThat(errors.get(1).message()).isEqualTo("move 5: (1,1) is already taken by X (move 1)");
  }

  @Test
  void movesAfterAWinOrAFullBoardAreErrors() {
    assertThat(errorsOf(3, "1,1 2,1 1,2 2,2 1,3 3,3 9,9"))
        .containsExactly(
            new MoveError(
                6,
                "3,3",
                MoveError.Kind.GAME_OVER,
                "move 6: (3,3) comes after the end of the game: X won with row 1 at move 5"),
            new MoveError(
                7,
                "9,9",
                MoveError.Kind.OFF_BOARD,
                "move 7: (9,9) is off the board; rows and columns go from 1 to 3"))
        .inOrder();
    assertThat(errorsOf(1, "1,1 1,1"))
        .containsExactly(
            new MoveError(
                2,
                "1,1",
                MoveError.Kind.GAME_OVER,
                "move 2: (1,1) comes after the end of the game: X won with row 1, column 1,"
                    + " diagonal and anti-diagonal at move 1"));
    assertThat(errorsOf(3, "1,1 1,2 1,3 2,2 2,1 2,3 3,2 3,1 3,3 1,1").get(0).message())
        .isEqualTo("move 10: (1,1) comes after the end of the game: the board was full at move 9");
  }

  @Test
  void theExceptionListsEveryErrorInItsMessage() {
    GameRecordException e =
        assertThrows(GameRecordException.class, () -> GameRecord.play(2, "1,1 1,1 3,3"));
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "bad game record:\n  move 2: (1,1) is already taken by X (move 1)\n"
                + "  move 3: (3,3) is off the board; rows and columns go from 1 to 2");
  }

  @Test
  void theBoardSizeIsChecked() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> GameRecord.play(0, ""));
    assertThat(e).hasMessageThat().isEqualTo("size is 0; boards are 1 to 1000 cells wide");
  }

  @Test
  void aMoveWinsExactlyWhenTheRulesSayTheGameIsWon() {
    // Every legal game of 3 x 3 and 4 x 4 up to four moves, and every 3 x 3 game to the end.
    for (int size = 1; size <= 3; size++) {
      checkEveryGame(Position.empty(size), size * size);
    }
    checkEveryGame(Position.empty(4), 4);
  }

  private static void checkEveryGame(Position position, int movesLeft) {
    if (movesLeft == 0 || position.getNextPlayer() == null) {
      return;
    }
    for (Square move : position.getLegalMoves()) {
      Position next = position.play(move);
      int[][] after = next.toArray();
      boolean won = next.getVerdict() instanceof Verdict.Win;
      assertThat(Referee.completesLine(after, move.row() - 1, move.column() - 1)).isEqualTo(won);
      checkEveryGame(next, movesLeft - 1);
    }
  }

  @Test
  void onABoardWithAWinLengthAMoveWinsExactlyWhenTheRulesSayTheGameIsWon() {
    // Every legal game of up to five moves on 3 x 4 and 4 x 3 with three to win and on 1 x 5 with
    // two, then random games to the end on boards of up to 8 x 8 with every win length.
    checkEveryGameWithAWinLength(Position.empty(3, 4, 3), 5);
    checkEveryGameWithAWinLength(Position.empty(4, 3, 3), 5);
    checkEveryGameWithAWinLength(Position.empty(1, 5, 2), 5);
    Random random = new Random(22);
    for (int game = 0; game < 2_000; game++) {
      int rows = 1 + random.nextInt(8);
      int columns = 1 + random.nextInt(8);
      Position position =
          Position.empty(rows, columns, 1 + random.nextInt(Math.max(rows, columns)));
      while (position.getNextPlayer() != null) {
        List<Square> moves = position.getLegalMoves();
        position = checkMove(position, moves.get(random.nextInt(moves.size())));
      }
    }
  }

  private static void checkEveryGameWithAWinLength(Position position, int movesLeft) {
    if (movesLeft == 0 || position.getNextPlayer() == null) {
      return;
    }
    for (Square move : position.getLegalMoves()) {
      checkEveryGameWithAWinLength(checkMove(position, move), movesLeft - 1);
    }
  }

  /** Plays {@code move} and checks that {@link Referee#completes} says whether it won. */
  private static Position checkMove(Position position, Square move) {
    Position next = position.play(move);
    boolean won = next.getVerdict() instanceof Verdict.Win;
    assertWithMessage("%s on %s", move, position)
        .that(
            Referee.completes(
                next.toArray(), next.getWinLength(), move.row() - 1, move.column() - 1))
        .isEqualTo(won);
    return next;
  }

  @Test
  void anEmptyCellCompletesNothingThoughTheCellsInLineWithItAreAllEmptyToo() {
    // Both referees are asked only about a cell just marked; an empty one still completes nothing.
    assertThat(Referee.completesLine(new int[3][3], 1, 1)).isFalse();
    assertThat(RunReferee.completesRun(new int[3][4], 1, 1, 3)).isFalse();
  }

  @Test
  void aHugeBadRecordListsTheFirstHundredMovesAndCountsTheRest() {
    String record = "9,9 ".repeat(100_000);
    GameRecordException thrown =
        assertThrows(GameRecordException.class, () -> GameRecord.play(3, record));
    assertThat(thrown.getErrors()).hasSize(100);
    assertThat(thrown.getErrors().get(99).move()).isEqualTo(100);
    assertThat(thrown.getUnlistedCount()).isEqualTo(99_900);
    assertThat(thrown.getUnlistedSummary()).isEqualTo("and 99900 more errors not listed");
    assertThat(thrown).hasMessageThat().endsWith("\n  ... and 99980 more");
  }

  @Test
  void aGameRecordExceptionSurvivesSerializationWithItsMoveErrors() throws Exception {
    GameRecordException thrown =
        assertThrows(
            GameRecordException.class, () -> GameRecord.play(3, "1,1 1,1 x " + "9,9 ".repeat(200)));
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(thrown);
    }
    GameRecordException copy;
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      copy = (GameRecordException) in.readObject();
    }
    assertThat(copy.getErrors()).isEqualTo(thrown.getErrors());
    assertThat(copy.getErrors().get(0).kind()).isEqualTo(MoveError.Kind.TAKEN);
    assertThat(copy.getUnlistedCount()).isEqualTo(thrown.getUnlistedCount());
    assertThat(copy.getUnlistedCount()).isGreaterThan(0);
    assertThat(copy).hasMessageThat().isEqualTo(thrown.getMessage());
  }

  @Test
  void aMoveErrorIsNumberedFromOneAndHasEveryPart() {
    IllegalArgumentException zero =
        assertThrows(
            IllegalArgumentException.class,
            () -> new MoveError(0, "1,1", MoveError.Kind.TAKEN, "move 0: taken"));
    assertThat(zero).hasMessageThat().isEqualTo("moves count from 1, got move 0");
    assertThrows(NullPointerException.class, () -> new MoveError(1, "1,1", null, "move 1: taken"));
  }

  @Test
  void underExactlyKAGamePlaysOnPastAnOverline() {
    // 1 x 9, three to win: X's move 7 joins X X - X into four, which wins free-style only; O's
    // move 8 then makes exactly three.
    String record = "1,1 1,9 1,2 1,7 1,4 1,5 1,3 1,6";
    GameRecordException free =
        assertThrows(GameRecordException.class, () -> GameRecord.play(1, 9, 3, record));
    Position exact = GameRecord.play(1, 9, 3, Rule.EXACTLY_K, record);

    assertThat(free.getErrors().get(0).kind()).isEqualTo(MoveError.Kind.GAME_OVER);
    assertThat(exact.getRule()).isEqualTo(Rule.EXACTLY_K);
    assertThat(exact.getVerdict().toString()).isEqualTo("O wins: (1,5)-(1,7)");
  }

  @Test
  void underRenjuAForbiddenMoveEndsTheGameAndKeepsItsMove() {
    String record = "h8 a1 g8 a3 f9 a5 f10 a7 f8";
    Position foul = GameRecord.play(15, 15, 5, Rule.RENJU, record);
    GameRecordException after =
        assertThrows(
            GameRecordException.class,
            () -> GameRecord.play(15, 15, 5, Rule.RENJU, record + " a9"));

    assertThat(foul.getVerdict().toString())
        .isEqualTo("O wins: X's move (8,6) is forbidden (double three)");
    assertThat(after.getErrors().get(0).message())
        .isEqualTo(
            "move 10: a9 comes after the end of the game: O won: X's move (8,6) was forbidden"
                + " (double three) at move 9");
    assertThat(GameRecord.play(15, 15, 5, record).getVerdict())
        .isInstanceOf(Verdict.InProgress.class); // free-style: no forbidden points
  }

  @Test
  void renjuOnAnotherBoardIsRefused() {
    IllegalArgumentException error =
        assertThrows(
            IllegalArgumentException.class, () -> GameRecord.play(9, 9, 5, Rule.RENJU, "e5"));
    assertThat(error).hasMessageThat().startsWith("renju is played on a 15 x 15 board");
  }
}
