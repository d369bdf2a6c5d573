package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class PositionTest {
  private static final Position EXAMPLE = Position.of("X O X / - O - / - - -");

  @Test
  void cellsAreNumberedFromOneStartingTopLeft() {
    assertThat(EXAMPLE.get(1, 1)).isEqualTo(Cell.X);
    assertThat(EXAMPLE.get(1, 2)).isEqualTo(Cell.O);
    assertThat(EXAMPLE.get(2, 1)).isEqualTo(Cell.EMPTY);
    assertThat(EXAMPLE.get(3, 3)).isEqualTo(Cell.EMPTY);
  }

  @Test
  void aSquareReadsTheCellAtItsRowAndColumn() {
    assertThat(EXAMPLE.get(new Square(1, 2))).isEqualTo(Cell.O);
    assertThat(EXAMPLE.get(new Square(2, 1))).isEqualTo(Cell.EMPTY);
    IndexOutOfBoundsException thrown =
        assertThrows(IndexOutOfBoundsException.class, () -> EXAMPLE.get(new Square(4, 1)));
    assertThat(thrown)
        .hasMessageThat()
        .isEqualTo("(4,1) is off the board: rows and columns go from 1 to 3");
  }

  @Test
  void readingOffTheBoardSaysWhereTheBoardEnds() {
    IndexOutOfBoundsException thrown =
        assertThrows(IndexOutOfBoundsException.class, () -> EXAMPLE.get(0, 4));
    assertThat(thrown)
        .hasMessageThat()
        .isEqualTo("(0,4) is off the board: rows and columns go from 1 to 3");
  }

  @Test
  void writingOffTheBoardSaysWhereTheBoardEnds() {
    IndexOutOfBoundsException thrown =
        assertThrows(IndexOutOfBoundsException.class, () -> EXAMPLE.with(4, 1, Cell.X));
    assertThat(thrown)
        .hasMessageThat()
        .isEqualTo("(4,1) is off the board: rows and columns go from 1 to 3");
  }

  @Test
  void aBoardFromAnArrayCountsEachPlayersMarks() {
    Position position = Position.fromArray(new int[][] {{1, 2, 2}, {0, 1, 0}, {0, 0, 0}});
    assertThat(position.getXCount()).isEqualTo(2);
    assertThat(position.getOCount()).isEqualTo(2);
    assertThat(position.getEmptyCount()).isEqualTo(5);
  }

  @Test
  void countsMarks() {
    assertThat(EXAMPLE.getRowCount()).isEqualTo(3);
    assertThat(EXAMPLE.getXCount()).isEqualTo(2);
    assertThat(EXAMPLE.getOCount()).isEqualTo(2);
    assertThat(EXAMPLE.getEmptyCount()).isEqualTo(5);
  }

  @Test
  void equalPositionsHaveEqualHashCodes() {
    Position same = Position.of("X O X", "- O -", "- - -");
    assertThat(same).isEqualTo(EXAMPLE);
    assertThat(same.hashCode()).isEqualTo(EXAMPLE.hashCode());
    assertThat(same).isNotEqualTo(EXAMPLE.with(3, 3, Cell.X));
    assertThat(Position.empty(3)).isNotEqualTo(Position.empty(4));
  }

  @Test
  void rowsAreGivenInNotation() {
    assertThat(EXAMPLE.toRows()).containsExactly("X O X", "- O -", "- - -").inOrder();
  }

  @Test
  void toArrayGivesCodesAndACopy() {
    int[][] codes = EXAMPLE.toArray();
    assertThat(codes[0]).asList().containsExactly(1, 2, 1).inOrder();
    codes[2][2] = 1;
    assertThat(EXAMPLE.get(3, 3)).isEqualTo(Cell.EMPTY);
  }

  @Test
  void fromArrayCopiesItsInput() {
    int[][] codes = {{1, 0}, {0, 0}};
    Position position = Position.fromArray(codes);
    codes[1][1] = 2;
    assertThat(position.get(2, 2)).isEqualTo(Cell.EMPTY);
  }

  @Test
  void fromArrayRejectsValuesOutsideZeroToTwo() {
    IllegalArgumentException thrown =
        assertThrows(
            IllegalArgumentException.class, () -> Position.fromArray(new int[][] {{0, 7}, {0, 0}}));
    assertThat(thrown)
        .hasMessageThat()
        .isEqualTo("row 1, cell 2: 7 is not 0 (empty), 1 (X) or 2 (O)");
  }

  @Test
  void emptyBoardsHaveOneToAThousandRows() {
    assertThat(Position.empty(1).toString()).isEqualTo("-");
    assertThat(Position.empty(1000).getEmptyCount()).isEqualTo(1_000_000);
    assertThrows(IllegalArgumentException.class, () -> Position.empty(0));
    assertThrows(IllegalArgumentException.class, () -> Position.empty(1001));
  }

  @Test
  void playPlacesTheNextPlayersMark() {
    Position position = Position.empty(3).play(2, 2).play(1, 1).play(3, 3);
    assertThat(position).isEqualTo(Position.of("O - - / - X - / - - X"));
  }

  @Test
  void playOnAMarkedCellSaysWhatIsThere() {
    IllegalArgumentException thrown =
        assertThrows(IllegalArgumentException.class, () -> EXAMPLE.play(1, 2));
    assertThat(thrown).hasMessageThat().isEqualTo("cannot play (1,2): it already holds O");
  }

  @Test
  void playOffTheBoardIsAnError() {
    assertThrows(IndexOutOfBoundsException.class, () -> EXAMPLE.play(4, 1));
  }

  @Test
  void playAfterAWinSaysTheGameIsOver() {
    Position won = Position.of("X X X / O O - / - - -");
    IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> won.play(3, 3));
    assertThat(thrown)
        .hasMessageThat()
        .isEqualTo("cannot play (3,3): nobody is to move, the position is X wins: row 1");
  }

  @Test
  void playOnAnImpossiblePositionIsAnError() {
    Position impossible = Position.of("O O - / - - - / - - -");
    assertThrows(IllegalStateException.class, () -> impossible.play(3, 3));
  }

  @Test
  void withPlacesAnyMarkAndKeepsCountsRight() {
    Position position = EXAMPLE.with(1, 1, Cell.O).with(3, 3, Cell.O).with(1, 2, Cell.EMPTY);
    assertThat(position).isEqualTo(Position.of("O - X / - O - / - - O"));
    assertThat(position.getXCount()).isEqualTo(1);
    assertThat(position.getOCount()).isEqualTo(3);
  }

  @Test
  void positionsAreNotChangedByPlay() {
    Position before = Position.empty(3);
    before.play(1, 1);
    assertThat(before).isEqualTo(Position.empty(3));
  }

  @Test
  void theNextPlayerIsXWhenTheCountsAreEqualAndOWhenXLeads() {
    assertThat(Position.empty(3).getNextPlayer()).isEqualTo(Player.X);
    assertThat(EXAMPLE.getNextPlayer()).isEqualTo(Player.X);
    assertThat(EXAMPLE.play(3, 3).getNextPlayer()).isEqualTo(Player.O);
  }

  @Test
  void nobodyIsNextWhenTheGameIsOverOrImpossible() {
    assertThat(Position.of("X X X / O O - / - - -").getNextPlayer()).isNull();
    assertThat(Position.of("X O X / X O O / O X X").getNextPlayer()).isNull();
    assertThat(Position.of("O O - / - - - / - - -").getNextPlayer()).isNull();
  }

  @Test
  void legalMovesAreTheEmptySquaresInRowMajorOrder() {
    assertThat(EXAMPLE.getLegalMoves())
        .containsExactly(
            new Square(2, 1),
            new Square(2, 3),
            new Square(3, 1),
            new Square(3, 2),
            new Square(3, 3))
        .inOrder();
    assertThat(Position.empty(2).getLegalMoves()).hasSize(4);
  }

  @Test
  void thereAreNoLegalMovesWhenTheGameIsOverOrImpossible() {
    assertThat(Position.of("X X X / O O - / - - -").getLegalMoves()).isEmpty();
    assertThat(Position.of("O O - / - - - / - - -").getLegalMoves()).isEmpty();
  }

  @Test
  void playingASquareIsPlayingItsRowAndColumn() {
    assertThat(EXAMPLE.play(new Square(3, 2))).isEqualTo(EXAMPLE.play(3, 2));
    assertThat(EXAMPLE.play(new Square(3, 2)).get(3, 2)).isEqualTo(Cell.X);
  }

  @Test
  void everyLegalMoveCanBePlayedAndNothingElseCan() {
    Position position = Position.of("X O - / - - - / - - -");
    for (int row = 1; row <= 3; row++) {
      for (int column = 1; column <= 3; column++) {
        Square square = new Square(row, column);
        if (position.getLegalMoves().contains(square)) {
          assertThat(position.play(square).getXCount()).isEqualTo(2);
        } else {
          assertThrows(IllegalArgumentException.class, () -> position.play(square));
        }
      }
    }
  }

  @Test
  void onlyASquareBoardWhoseWinLengthIsItsSizeIsClassic() {
    assertThat(Position.of("X O X / - O - / - - -").isClassic()).isTrue();
    assertThat(Position.empty(4).isClassic()).isTrue();
    assertThat(Position.empty(4, 4, 4).isClassic()).isTrue();
    assertThat(Position.empty(1).isClassic()).isTrue();
    assertThat(Position.empty(4, 4, 3).isClassic()).isFalse();
    assertThat(Position.empty(3, 4, 3).isClassic()).isFalse();
    assertThat(Position.empty(4, 3, 4).isClassic()).isFalse();
    assertThat(Position.empty(3, 4, 4).isClassic()).isFalse();
  }

  @Test
  void aClassicThreeByThreeBoardKnowsItsPlaceInTheTableOfBoardsAndNoOtherBoardHasOne() {
    for (String board :
        new String[] {"- - - / - - - / - - -", "X O X / - O - / - - -", "O O O / X X X / X - -"}) {
      Position position = Position.of(board);
      assertThat(ClassicTable.cellsOf(position.classicIndex())).isEqualTo(position.toArray());
    }
    assertThat(Position.of(2, "X - - / - - - / - - -").classicIndex()).isEqualTo(-1);
    assertThat(Position.empty(4).classicIndex()).isEqualTo(-1);
    assertThat(Position.empty(3, 4, 3).classicIndex()).isEqualTo(-1);
  }

  @Test
  void aPositionJudgesItsVerdictOnceAndKeepsIt() {
    for (Position position :
        new Position[] {
          Position.of("X X X X / O O O - / - - - - / - - - -"), // classic 4 x 4: Referee
          Position.of(3, "X X - - / O O - - / - - - - / - - - -"), // k in a row: RunReferee
          Position.of(3, "X X X - - / O O - - -") // won
        }) {
      Verdict first = position.getVerdict();
      position.getNextPlayer();
      position.getLegalMoves();
      assertThat(position.getVerdict()).isSameInstanceAs(first);
      // An equal position judges for itself, and comes to an equal verdict.
      Position copy = Position.of(position.getWinLength(), position.toString());
      assertThat(copy.getVerdict()).isEqualTo(first);
    }
    // A move makes a new position, with a verdict of its own.
    Position before = Position.of(3, "X X - - / O O - - / - - - - / - - - -");
    Position after = before.play(1, 3);
    assertThat(before.getVerdict()).isInstanceOf(Verdict.InProgress.class);
    assertThat(after.getVerdict()).isInstanceOf(Verdict.Win.class);
  }
}
