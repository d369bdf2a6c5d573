package dev.noughts.testing;

import static com.google.common.truth.ExpectFailure.assertThat;
import static com.google.common.truth.ExpectFailure.expectFailureAbout;
import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.testing.FixtureSubject.assertThat;
import static dev.noughts.testing.FixtureSubject.fixtures;

import com.google.common.truth.ExpectFailure;
import dev.noughts.Fixture;
import dev.noughts.Fixtures;
import dev.noughts.Square;
import dev.noughts.oracles.Puzzles;
import org.junit.jupiter.api.Test;

/** {@link FixtureSubject}: a move checked against a fixture's best moves, named in the failure. */
class FixtureSubjectTest {
  private static final Fixture FINISH_THE_ROW = fixture(Puzzles.class, "finishTheRow");
  private static final Fixture ANSWER_THE_CORNER = fixture(Puzzles.class, "answerTheCorner");
  private static final Fixture KEEP_THE_WIN = fixture(Puzzles.class, "keepTheWin");
  private static final Fixture FINISH_THE_THREE = fixture(KInARowSamples.class, "finishTheThree");
  private static final Fixture OPEN_THE_THREE = fixture(ProvedSamples.class, "openTheThree");
  private static final Fixture BLOCK_THE_THREE = fixture(ProvedSamples.class, "blockTheThree");

  private static Fixture fixture(Class<?> declaringType, String name) {
    return Fixtures.of(declaringType).stream()
        .filter(fixture -> fixture.name().equals(name))
        .findFirst()
        .orElseThrow();
  }

  private static AssertionError failure(
      ExpectFailure.SimpleSubjectBuilderCallback<FixtureSubject, Fixture> assertion) {
    return expectFailureAbout(fixtures(), assertion);
  }

  @Test
  void aBestMovePasses() {
    assertThat(ANSWER_THE_CORNER).hasBestMove(new Square(2, 2));
    assertThat(FINISH_THE_THREE).hasBestMove(new Square(1, 3));
  }

  @Test
  void provedMovesCountAsBestMovesAndAnUnlistedWinIsProvedInTheTest() {
    assertThat(OPEN_THE_THREE).hasBestMove(new Square(1, 4));
    assertThat(BLOCK_THE_THREE).hasBestMove(new Square(1, 4));
    assertThat(OPEN_THE_THREE).allowsMove(new Square(1, 1)); // a closed three: nothing proved
  }

  @Test
  void everyMoveButTheOnlyOneIsProvedToLose() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(BLOCK_THE_THREE).allowsMove(new Square(3, 9)));
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            """
            expected no move to avoid in fixture: blockTheThree
            but was                             : (3,9), a move proved to lose
            which loses                         : X wins by force: (1,4); line (1,4), 1 ply at most
            the only moves that do not lose     : (1,4)
            board                               : X X X - - - - - - / O O - - - - - - - / - - - - - - - - -
            win length                          : 4 in a row""");
  }

  @Test
  void aMoveThatGivesUpAProvedWinShowsTheWin() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(OPEN_THE_THREE).hasBestMove(new Square(1, 1)));
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            """
            expected a best move of fixture: openTheThree
            but was                        : (1,1)
            a proved win                   : line (1,4) (1,1) (1,5), 3 plies at most
            moves proved to win            : (1,4)
            board                          : - X X - - - - - - / O O - - - - - - - / - - - - - - - - -
            win length                     : 4 in a row""");
  }

  @Test
  void aMoveToAvoidNamesTheFixtureTheBestMovesAndTheBoard() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(ANSWER_THE_CORNER).hasBestMove(new Square(1, 2)));
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            """
            expected a best move of fixture: answerTheCorner
            but was                        : (1,2), a move the fixture lists to avoid
            best moves                     : (2,2)
            moves to avoid                 : (1,2) (1,3)
            board                          : X - - / - - - / - - -""");
  }

  @Test
  void anotherMoveIsShownAsItIs() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(FINISH_THE_ROW).hasBestMove(new Square(3, 3)));
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            """
            expected a best move of fixture: finishTheRow
            but was                        : (3,3)
            best moves                     : (1,3)
            board                          : X X - / O O - / - - -""");
  }

  @Test
  void anIllegalMoveOrNoMoveIsSaidSo() {
    assertThat(
            failure(whenTesting -> whenTesting.that(FINISH_THE_ROW).hasBestMove(new Square(1, 1))))
        .factValue("but was")
        .isEqualTo("(1,1), not a legal move");
    assertThat(
            failure(whenTesting -> whenTesting.that(FINISH_THE_ROW).hasBestMove(new Square(4, 4))))
        .factValue("but was")
        .isEqualTo("(4,4), not a legal move");
    assertThat(failure(whenTesting -> whenTesting.that(FINISH_THE_ROW).hasBestMove(null)))
        .factValue("but was")
        .isEqualTo("no move (null)");
  }

  @Test
  void aWinLengthIsAddedAfterTheBoard() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(FINISH_THE_THREE).hasBestMove(new Square(3, 3)));
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            """
            expected a best move of fixture: finishTheThree
            but was                        : (3,3), a move the fixture lists to avoid
            best moves                     : (1,3)
            moves to avoid                 : (3,3)
            board                          : X X - - / O O - - / - - - - / - - - -
            win length                     : 3 in a row""");
  }

  @Test
  void aFixtureWithoutBestMovesFailsWhateverTheMove() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(KEEP_THE_WIN).hasBestMove(new Square(2, 2)));
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            """
            expected a best move of fixture: keepTheWin
            but the fixture lists no best moves (its @Board has no bestMoves, winningMoves or onlyMoves)
            move                           : (2,2)
            board                          : X O - / - - - / - - -""");
  }

  @Test
  void noFixtureFails() {
    assertThat(failure(whenTesting -> whenTesting.that(null).hasBestMove(new Square(1, 1))))
        .hasMessageThat()
        .isEqualTo("expected a fixture, but was null");
  }

  @Test
  void aMoveNotToAvoidIsAllowed() {
    assertThat(KEEP_THE_WIN).allowsMove(new Square(2, 2));
    assertThat(ANSWER_THE_CORNER).allowsMove(new Square(3, 3)); // not best, not to avoid
  }

  @Test
  void aMoveToAvoidIsNotAllowed() {
    AssertionError failure =
        failure(whenTesting -> whenTesting.that(KEEP_THE_WIN).allowsMove(new Square(3, 3)));
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            """
            expected no move to avoid in fixture: keepTheWin
            but was                             : (3,3), a move the fixture lists to avoid
            moves to avoid                      : (1,3) (2,3) (3,2) (3,3)
            board                               : X O - / - - - / - - -""");
    assertThat(failure(whenTesting -> whenTesting.that(ANSWER_THE_CORNER).allowsMove(null)))
        .hasMessageThat()
        .isEqualTo(
            """
            expected no move to avoid in fixture: answerTheCorner
            but was                             : no move (null)
            best moves                          : (2,2)
            moves to avoid                      : (1,2) (1,3)
            board                               : X - - / - - - / - - -""");
    assertThat(failure(whenTesting -> whenTesting.that(KEEP_THE_WIN).allowsMove(new Square(1, 1))))
        .factValue("but was")
        .isEqualTo("(1,1), not a legal move");
  }
}
