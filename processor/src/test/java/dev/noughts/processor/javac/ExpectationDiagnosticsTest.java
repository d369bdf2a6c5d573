package dev.noughts.processor.javac;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.noughts.processor.javac.Sources.assertErrors;
import static dev.noughts.processor.javac.Sources.compile;
import static dev.noughts.processor.javac.Sources.fixtures;

import com.google.testing.compile.Compilation;
import dev.noughts.Fixture;
import dev.noughts.GameValue;
import dev.noughts.Square;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * What a fixture expects of perfect play ({@code perfectPlay}, {@code bestMoves}, {@code
 * avoidMoves}) is checked against the runtime's solver: every error's text, and its place (the
 * attribute, or the one move of it that is wrong).
 */
public class ExpectationDiagnosticsTest {

  /** The fixtures generated for {@code members}, which must compile without warnings. */
  static List<?> listedFixtures(String... members) {
    Compilation compilation = compile(fixtures(members));
    assertThat(compilation).succeededWithoutWarnings();
    return (List<?>) Sources.call(compilation, "test.FixturesBoards", "fixtures");
  }

  // ---- What is right compiles, in any order, with either set of best moves ----

  @Test
  void theIssuesExamplesCompileAndAreListedAsData() {
    List<?> listed =
        listedFixtures(
            "  @Board(value = \"X X - / O O - / - - -\", perfectPlay = GameValue.X_WINS,",
            "      bestMoves = \"1,3\")",
            "  Position finishTheRow();",
            "  @Board(value = \"X - - / - - - / - - -\", perfectPlay = GameValue.DRAW,",
            "      bestMoves = \"2,2\", avoidMoves = {\"1,2\", \"(1, 3)\"})",
            "  Position answerTheCorner();");
    assertThat(listed).containsExactlyElementsIn(EngineExamples.FIXTURES).inOrder();
  }

  @Test
  void bestMovesAreEveryWinningMoveOrOnlyTheFastestInAnyOrder() {
    // X wins at once with (1,2), or in 3 plies with (2,3) or (3,3).
    List<?> listed =
        listedFixtures(
            "  @Board(value = \"X - X / - O - / O - -\", bestMoves = {\"3,3\", \"1,2\", \"2,3\"})",
            "  Position everyWin();",
            "  @Board(value = \"X - X / - O - / O - -\", bestMoves = \"(1,2)\")",
            "  Position fastestWin();");
    assertThat(listed).hasSize(2);
    assertThat(((Fixture) listed.get(0)).bestMoves())
        .containsExactly(new Square(3, 3), new Square(1, 2), new Square(2, 3))
        .inOrder();
  }

  @Test
  void inALostPositionBestMovesAreEveryMoveOrThoseThatHoldOutLongest() {
    // O loses whatever O plays: in 2 plies, or in 4 after (3,3).
    List<?> listed =
        listedFixtures(
            "  @Board(value = \"X O - / - X - / - - -\", perfectPlay = GameValue.X_WINS,",
            "      bestMoves = \"3,3\", avoidMoves = {})",
            "  Position holdOut();",
            "  @Board(value = \"X O - / - X - / - - -\",",
            "      bestMoves = {\"1,3\", \"2,1\", \"2,3\", \"3,1\", \"3,2\", \"3,3\"})",
            "  Position anyMove();");
    assertThat(listed).hasSize(2);
  }

  @Test
  void aFixtureWithoutExpectationsIsNotSolved() {
    // 81 empty cells of 9 x 9 are too many to solve, but nothing asks for it.
    List<?> listed =
        listedFixtures(
            "  @Board(\"%s\") Position big();".formatted("---------/".repeat(8) + "---------"));
    Fixture big = (Fixture) listed.get(0);
    assertThat(big.perfectPlay()).isNull();
    assertThat(big.bestMoves()).isEmpty();
    assertThat(big.avoidMoves()).isEmpty();
  }

  // ---- perfect-play, perfect-play-values ----

  @Test
  void aWrongValueOfPerfectPlaySaysTheRightOne() {
    assertErrors(
        List.of(
            "  @Board(value = \"X - - / - - - / - - -\",",
            "      perfectPlay = GameValue.X_WINS)",
            "  Position answerTheCorner();"),
        "[noughts:perfect-play] fixture answerTheCorner: perfect play from here is a draw, not"
            + " X_WINS",
        "perfectPlay = GameValue.X_WINS");
  }

  @Test
  void aWinIsDescribedWithItsPlies() {
    assertErrors(
        List.of(
            "  @Board(value = \"X X - / O O - / - - -\",",
            "      perfectPlay = GameValue.DRAW)",
            "  Position finishTheRow();"),
        "[noughts:perfect-play] fixture finishTheRow: perfect play from here is a win for X in 1"
            + " ply, not DRAW",
        "perfectPlay = GameValue.DRAW");
  }

  @Test
  void perfectPlayTakesOneValue() {
    assertErrors(
        List.of(
            "  @Board(value = \"X - - / - - - / - - -\",",
            "      perfectPlay = {GameValue.DRAW, GameValue.X_WINS})",
            "  Position twoValues();"),
        "[noughts:perfect-play-values] fixture twoValues: perfectPlay takes one value, but 2 are"
            + " given (DRAW, X_WINS); keep the one that is right",
        "perfectPlay = {");
  }

  // ---- best-moves ----

  @Test
  void aMoveThatDoesNotKeepTheValueIsNamedWithWhatItLeadsTo() {
    assertErrors(
        List.of(
            "  @Board(value = \"X X - / O O - / - - -\",",
            "      bestMoves = {\"1,3\", \"2,3\"})",
            "  Position finishTheRow();"),
        "[noughts:best-moves] fixture finishTheRow: the best moves are (1,3), which keep the win"
            + " for X; (2,3) does not: it leads to a draw",
        "bestMoves = {");
  }

  @Test
  void neitherSetListsBothCorrectSetsAndWhatIsMissing() {
    assertErrors(
        List.of(
            "  @Board(value = \"X - X / - O - / O - -\",",
            "      bestMoves = {\"1,2\", \"2,3\"})",
            "  Position someWins();"),
        "[noughts:best-moves] fixture someWins: the best moves are (1,2) (2,3) (3,3), which keep"
            + " the win for X; or only the fastest, (1,2), winning in 1 ply; (3,3) is missing",
        "bestMoves = {");
  }

  @Test
  void aLosingMoveAmongDrawsIsNamed() {
    assertErrors(
        List.of(
            "  @Board(value = \"X - - / - O - / - - X\",",
            "      bestMoves = {\"1,2\", \"2,1\", \"1,3\"})",
            "  Position edges();"),
        "[noughts:best-moves] fixture edges: the best moves are (1,2) (2,1) (2,3) (3,2), which"
            + " keep the draw; (1,3) does not: it leads to a win for X in 4 plies; (2,3) and (3,2)"
            + " are missing",
        "bestMoves = {");
  }

  @Test
  void inALostPositionTheMovesThatLoseSoonerAreNamed() {
    assertErrors(
        List.of(
            "  @Board(value = \"X O - / - X - / - - -\",",
            "      bestMoves = {\"3,3\", \"1,3\"})",
            "  Position holdOut();"),
        "[noughts:best-moves] fixture holdOut: the best moves are (1,3) (2,1) (2,3) (3,1) (3,2)"
            + " (3,3), every move, as O loses whatever O plays; or only those that hold out"
            + " longest, (3,3), losing in 4 plies; (1,3) loses sooner, in 2 plies",
        "bestMoves = {");
  }

  // ---- avoid-moves ----

  @Test
  void aMoveToAvoidThatKeepsTheDrawIsAnErrorOnThatMove() {
    assertErrors(
        List.of(
            "  @Board(value = \"X - - / - - - / - - -\", avoidMoves = {",
            "      \"1,2\",",
            "      \"2,2\"})",
            "  Position answerTheCorner();"),
        "[noughts:avoid-moves] fixture answerTheCorner: avoidMoves lists (2,2), but it keeps the"
            + " draw, so it is not a move to avoid",
        "\"2,2\"");
  }

  @Test
  void aSlowerWinIsNotAMoveToAvoid() {
    assertErrors(
        List.of(
            "  @Board(value = \"X - X / - O - / O - -\",",
            "      avoidMoves = \"3,3\")",
            "  Position slowWin();"),
        "[noughts:avoid-moves] fixture slowWin: avoidMoves lists (3,3), but it also wins for X,"
            + " in 3 plies, so it is not a move to avoid",
        "avoidMoves = \"3,3\"");
  }

  @Test
  void inALostPositionNoMoveIsWorse() {
    assertErrors(
        List.of(
            "  @Board(value = \"X O - / - X - / - - -\",",
            "      avoidMoves = \"1,3\")",
            "  Position lost();"),
        "[noughts:avoid-moves] fixture lost: avoidMoves lists (1,3), but every move loses for O"
            + " here, so it is not a move to avoid",
        "avoidMoves = \"1,3\"");
  }

  // ---- move, illegal-move, duplicate-move ----

  @Test
  void aMalformedMoveIsAnErrorOnItsStringWithTheNotation() {
    assertErrors(
        List.of(
            "  @Board(value = \"X - - / - - - / - - -\", bestMoves = {",
            "      \"2-2\",",
            "      \"0,1\"})",
            "  Position typo();"),
        "[noughts:move] fixture typo: bestMoves: '2-2' is not a square; write the row and the"
            + " column from 1, separated by a comma, such as 2,3 or (2, 3)",
        "\"2-2\"",
        "[noughts:move] fixture typo: bestMoves: '0,1': rows are numbered from 1",
        "\"0,1\"");
  }

  @Test
  void aMoveOffTheBoardOrOnATakenSquareIsIllegal() {
    assertErrors(
        List.of(
            "  @Board(value = \"X - - / - - - / - - -\", avoidMoves = {",
            "      \"1,1\",",
            "      \"4,1\",",
            "      \"1,4\"})",
            "  Position illegal();"),
        "[noughts:illegal-move] fixture illegal: avoidMoves lists (1,1), which is not a legal move"
            + " here: the square is taken by X",
        "\"1,1\"",
        "[noughts:illegal-move] fixture illegal: avoidMoves lists (4,1), which is not a legal move"
            + " here: the board is 3 x 3, so it has no row 4",
        "\"4,1\"",
        "[noughts:illegal-move] fixture illegal: avoidMoves lists (1,4), which is not a legal move"
            + " here: the board is 3 x 3, so it has no column 4",
        "\"1,4\"");
  }

  @Test
  void aMoveInTheLastRowPastTheLastColumnNamesTheColumn() {
    assertErrors(
        List.of(
            "  @Board(value = \"X - - / - - - / - - -\", avoidMoves = \"3,4\")",
            "  Position pastTheCorner();"),
        "[noughts:illegal-move] fixture pastTheCorner: avoidMoves lists (3,4), which is not a legal"
            + " move here: the board is 3 x 3, so it has no column 4",
        "avoidMoves = \"3,4\"");
  }

  @Test
  void aBestMoveOffTheBoardOrOnATakenSquareIsIllegal() {
    assertErrors(
        List.of(
            "  @Board(value = \"X - - / - - - / - - -\", bestMoves = {",
            "      \"1,1\",",
            "      \"4,1\"})",
            "  Position illegalBest();"),
        "[noughts:illegal-move] fixture illegalBest: bestMoves lists (1,1), which is not a legal"
            + " move here: the square is taken by X",
        "\"1,1\"",
        "[noughts:illegal-move] fixture illegalBest: bestMoves lists (4,1), which is not a legal"
            + " move here: the board is 3 x 3, so it has no row 4",
        "\"4,1\"");
  }

  @Test
  void aMoveListedTwiceIsAnErrorOnTheSecond() {
    assertErrors(
        List.of(
            "  @Board(value = \"X - - / - - - / - - -\", avoidMoves = {",
            "      \"1,2\",",
            "      \"(1, 2)\"})",
            "  Position twice();"),
        "[noughts:duplicate-move] fixture twice: avoidMoves lists (1,2) twice, as '1,2' and"
            + " '(1, 2)'; list each move once",
        "\"(1, 2)\"");
  }

  // ---- not-in-progress, too-many-empty-cells ----

  @Test
  void expectationsOnAFinishedGameAreAnErrorOnEachAttribute() {
    assertErrors(
        List.of(
            "  @Board(value = \"X X X / O O - / - - -\",",
            "      perfectPlay = GameValue.X_WINS,",
            "      bestMoves = \"2,3\")",
            "  Position won();"),
        "[noughts:not-in-progress] fixture won: perfectPlay needs a game in progress to solve,"
            + " but the game is over (X wins: row 1)",
        "perfectPlay = GameValue.X_WINS",
        "[noughts:not-in-progress] fixture won: bestMoves needs a game in progress to solve, but"
            + " the game is over (X wins: row 1)",
        "bestMoves = \"2,3\"");
  }

  @Test
  void expectationsOnAnImpossiblePositionAreAnError() {
    assertErrors(
        List.of(
            "  @Board(value = \"X X - / - - - / - - -\", expect = Outcome.IMPOSSIBLE,",
            "      perfectPlay = GameValue.X_WINS)",
            "  Position twoAhead();"),
        "[noughts:not-in-progress] fixture twoAhead: perfectPlay needs a game in progress to"
            + " solve, but legal play cannot reach this position, so there is no perfect play"
            + " from it (impossible: X has 2 marks more than O (X 2, O 0), but the players"
            + " alternate, so X leads by one at most)",
        "perfectPlay = GameValue.X_WINS");
  }

  @Test
  void aPositionWithTooManyEmptyCellsCannotBeSolved() {
    assertErrors(
        List.of(
            "  @Board(value = \"%s\",".formatted("---------/".repeat(8) + "---------"),
            "      perfectPlay = GameValue.DRAW)",
            "  Position big();"),
        "[noughts:too-many-empty-cells] fixture big: perfectPlay needs the position solved, but it"
            + " has 81 empty cells; the solver takes at most 64 on a board of more than 25 cells"
            + " (every position of a board up to 25 cells, such as 5 x 5, and endgames of larger"
            + " boards); the prover proves wins, not draws",
        "perfectPlay = GameValue.DRAW");
  }

  /**
   * 6 x 6, five to win, O to move, 25 empty cells: a draw, but one the solver's default budget does
   * not reach (it takes some 28 million nodes).
   */
  public static final String BUDGET_SPENT =
      "- - - - - - / X - - O X - / - - O X X - / - O - X - O / - - - - - - / - - X O - -";

  @Test
  void aPositionWhoseSearchSpendsTheSolversBudgetCannotBeSolved() {
    assertErrors(
        List.of(
            "  @Board(value = \"" + BUDGET_SPENT + "\", winLength = 5,",
            "      perfectPlay = GameValue.DRAW)",
            "  Position spent();"),
        "[noughts:solver-budget-spent] fixture spent: perfectPlay needs the position solved, but"
            + " it has 25 empty cells, and the solver's budget of 2,000,000 nodes was spent before"
            + " it found perfect play (a solver with a larger node budget may solve it; on a board of more than"
            + " 25 cells, positions with at most 16 empty cells always solve); the prover proves"
            + " wins, not draws",
        "perfectPlay = GameValue.DRAW");
  }

  @Test
  void aPositionOfALargerBoardWithTwentyEmptyCellsIsSolvedWithinTheBudget() {
    List<?> listed =
        listedFixtures(
            "  @Board(value = \""
                + "- - X O - - / X O - - - - / X O - - X - / O X - - - X / - - O - X - / - O O X - O"
                + "\", winLength = 5,",
            "      perfectPlay = GameValue.DRAW)",
            "  Position twentyEmpty();");
    assertThat(((Fixture) listed.get(0)).perfectPlay()).isEqualTo(GameValue.DRAW);
  }

  // ---- forced-win-not-proven: perfectPlay beyond the solver, proved by the prover ----

  /** X to move on 15 x 15, five to win: X's open three on row 8, O's three on row 9. */
  public static final String OPEN_THREE = gomoku("8,7 8,8 8,9 1,1", "9,3 9,4 9,5 15,15");

  /** Builds a 15 x 15 board in notation from X's and O's marks, each "row,column". */
  static String gomoku(String xs, String os) {
    char[][] cells = new char[15][15];
    for (char[] row : cells) {
      Arrays.fill(row, '-');
    }
    for (String x : xs.split(" ")) {
      cells[Integer.parseInt(x.split(",")[0]) - 1][Integer.parseInt(x.split(",")[1]) - 1] = 'X';
    }
    for (String o : os.split(" ")) {
      cells[Integer.parseInt(o.split(",")[0]) - 1][Integer.parseInt(o.split(",")[1]) - 1] = 'O';
    }
    List<String> rows = new ArrayList<>();
    for (char[] row : cells) {
      rows.add(new String(row));
    }
    return String.join("/", rows);
  }

  @Test
  void aForcedWinBeyondTheSolverIsProvedWhileItCompiles() {
    List<?> listed =
        listedFixtures(
            "  @Board(value = \"" + OPEN_THREE + "\", winLength = 5,",
            "      perfectPlay = GameValue.X_WINS)",
            "  Position openThree();");
    assertThat(listed).hasSize(1);
  }

  @Test
  void aForcedWinClaimedForTheLoserIsAnErrorWithTheProofAgainstIt() {
    assertErrors(
        List.of(
            "  @Board(value = \"" + OPEN_THREE + "\", winLength = 5,",
            "      perfectPlay = GameValue.O_WINS)",
            "  Position openThree();"),
        "[noughts:forced-win-not-proven] fixture openThree: perfectPlay = O_WINS is beyond the"
            + " exact solver (it has 217 empty cells; the solver takes at most 64 on a board of"
            + " more than 25 cells (every position of a board up to 25 cells, such as 5 x 5, and"
            + " endgames of larger boards)), so the prover must prove it, but X wins by force:"
            + " (8,6); line (8,6) (8,5) (8,10), so O cannot win",
        "perfectPlay = GameValue.O_WINS");
  }

  @Test
  void aWinTheProverCannotFindIsAnErrorThatSaysSo() {
    assertErrors(
        List.of(
            "  @Board(value = \"" + gomoku("8,8", "1,1") + "\", winLength = 5,",
            "      perfectPlay = GameValue.X_WINS)",
            "  Position quiet();"),
        "[noughts:forced-win-not-proven] fixture quiet: perfectPlay = X_WINS is beyond the exact"
            + " solver (it has 223 empty cells; the solver takes at most 64 on a board of more than"
            + " 25 cells (every position of a board up to 25 cells, such as 5 x 5, and endgames of"
            + " larger boards)), so the prover must prove it, but X has no forced win by fours and"
            + " threes (searched through, ",
        "perfectPlay = GameValue.X_WINS");
  }

  @Test
  void aWinBeyondTheFixturesBudgetIsAnErrorThatSaysToRaiseIt() {
    // The prover finds this win in 2 nodes (the root, the open four); 1 is not enough.
    assertErrors(
        List.of(
            "  @Board(value = \"" + OPEN_THREE + "\", winLength = 5, budget = 1,",
            "      perfectPlay = GameValue.X_WINS)",
            "  Position openThree();"),
        "[noughts:forced-win-not-proven] fixture openThree: perfectPlay = X_WINS is beyond the"
            + " exact solver (it has 217 empty cells; the solver takes at most 64 on a board of"
            + " more than 25 cells (every position of a board up to 25 cells, such as 5 x 5, and"
            + " endgames of larger boards)), so the prover must prove it, but no forced win for X"
            + " was found within 1 node; raise budget, or pick a position with a shorter win",
        "perfectPlay = GameValue.X_WINS");
  }

  @Test
  void everyProblemOfEveryAttributeIsReportedInOneCompilation() {
    assertErrors(
        List.of(
            "  @Board(value = \"X - - / - - - / - - -\",",
            "      perfectPlay = GameValue.O_WINS,",
            "      bestMoves = \"1,2\",",
            "      avoidMoves = {\"1,1\", \"2,2\"})",
            "  Position allWrong();"),
        "[noughts:perfect-play] fixture allWrong",
        "perfectPlay = GameValue.O_WINS",
        "[noughts:best-moves] fixture allWrong: the best moves are (2,2), which keep the draw;"
            + " (1,2) does not: it leads to a win for X in 6 plies",
        "bestMoves = \"1,2\"",
        "[noughts:illegal-move] fixture allWrong: avoidMoves lists (1,1)",
        "avoidMoves = {",
        "[noughts:avoid-moves] fixture allWrong: avoidMoves lists (2,2)",
        "avoidMoves = {");
  }

  // ---- The name of the generated fixtures() ----

  @Test
  void aFixtureCannotBeCalledFixtures() {
    assertErrors(
        List.of("  @Board(\"X - - / - - - / - - -\") Position fixtures();"),
        "[noughts:reserved-name] fixture fixtures: the generated class has a method fixtures()"
            + " that lists every fixture with what it expects; choose another name",
        "Position fixtures()");
  }

  @Test
  void aMethodFixturesOfTheTypeClashesWithTheGeneratedOne() {
    JavaFileObject source =
        Sources.source(
            "Games",
            "abstract class Games {",
            "  @Board(\"X - - / - - - / - - -\") abstract Position corner();",
            "  int fixtures() { return 0; }",
            "}");
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[noughts:member-name] test.Games has method fixtures(), but the generated class"
                + " declares a static method fixtures() that lists every fixture with what it"
                + " expects; rename it")
        .inFile(source)
        .onLineContaining("int fixtures()");
  }
}
