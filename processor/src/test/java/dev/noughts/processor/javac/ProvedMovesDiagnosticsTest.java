package dev.noughts.processor.javac;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.processor.javac.ExpectationDiagnosticsTest.OPEN_THREE;
import static dev.noughts.processor.javac.ExpectationDiagnosticsTest.gomoku;
import static dev.noughts.processor.javac.ExpectationDiagnosticsTest.listedFixtures;
import static dev.noughts.processor.javac.Sources.assertErrors;

import dev.noughts.Fixture;
import dev.noughts.Square;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code winningMoves}, {@code losingMoves}, {@code onlyMoves} and {@code budget}: beyond the exact
 * solver, each move is proved by the prover while the fixture compiles (within the solver's reach,
 * by the solver; see {@code ExpectationChecksTest}). Every error's text, and its place.
 */
public class ProvedMovesDiagnosticsTest {

  /** O to move on 15 x 15, five to win: X's four on row 8, closed at (8,4), open at (8,9). */
  public static final String CLOSED_FOUR = gomoku("8,5 8,6 8,7 8,8", "8,4 1,1 15,15");

  private static final String PRE_217 =
      "it has 217 empty cells; the solver takes at most 64 on a board of more than 25 cells (every"
          + " position of a board up to 25 cells, such as 5 x 5, and endgames of larger boards)";

  @Test
  void provedMovesCompileAndAreListedWithTheFixture() {
    List<?> listed =
        listedFixtures(
            "  @Board(value = \"" + OPEN_THREE + "\", winLength = 5,",
            "      winningMoves = {\"8,10\", \"8,6\"}, losingMoves = \"1,2\")",
            "  Position openThree();",
            "  @Board(value = \"" + CLOSED_FOUR + "\", winLength = 5, onlyMoves = \"8,9\",",
            "      budget = 20_000)",
            "  Position blockTheFour();");
    Fixture openThree = (Fixture) listed.get(0);
    assertThat(openThree.winningMoves())
        .containsExactly(new Square(8, 10), new Square(8, 6))
        .inOrder();
    assertThat(openThree.losingMoves()).containsExactly(new Square(1, 2));
    assertThat(openThree.onlyMoves()).isEmpty();
    Fixture blockTheFour = (Fixture) listed.get(1);
    assertThat(blockTheFour.onlyMoves()).containsExactly(new Square(8, 9));
    assertThat(blockTheFour.winningMoves()).isEmpty();
  }

  @Test
  void aWinningMoveThatLosesIsAnErrorWithTheProofAgainstIt() {
    assertErrors(
        List.of(
            "  @Board(value = \"" + OPEN_THREE + "\", winLength = 5,",
            "      winningMoves = {\"8,6\",",
            "          \"1,2\"})",
            "  Position openThree();"),
        "[noughts:winning-moves] fixture openThree: winningMoves lists (1,2), but it is proved to"
            + " lose (after it, O wins by force: ",
        "\"1,2\"})");
  }

  @Test
  void aLosingMoveThatWinsIsAnErrorWithTheProofOfTheWin() {
    assertErrors(
        List.of(
            "  @Board(value = \"" + OPEN_THREE + "\", winLength = 5,",
            "      losingMoves = \"8,10\")",
            "  Position openThree();"),
        "[noughts:losing-moves] fixture openThree: losingMoves lists (8,10), but it is proved to"
            + " win (after it, X wins by force whatever O plays: line (8,6) (8,11)), so it is not"
            + " a proved loss",
        "losingMoves = \"8,10\"");
  }

  @Test
  void aMoveNeitherProvedToWinNorToLoseSaysWhatTheProverSearched() {
    assertErrors(
        List.of(
            "  @Board(value = \"" + CLOSED_FOUR + "\", winLength = 5,",
            "      losingMoves = \"8,9\")",
            "  Position blockTheFour();"),
        "[noughts:losing-moves] fixture blockTheFour: losingMoves lists (8,9), but it is not proved"
            + " to win or lose: after it, neither player wins by fours and threes (searched"
            + " through, 220 nodes), the only wins the prover proves, so it is not a proved loss",
        "losingMoves = \"8,9\"");
  }

  @Test
  void aProofBeyondTheBudgetIsAnErrorThatSaysToRaiseIt() {
    assertErrors(
        List.of(
            "  @Board(value = \"" + OPEN_THREE + "\", winLength = 5,",
            "      winningMoves = \"8,6\", budget = 1)",
            "  Position openThree();"),
        "[noughts:winning-moves] fixture openThree: winningMoves lists (8,6), but it is not proved"
            + " to win or lose: after it, no forced win for either player was found within 1 node"
            + " (raise budget, or pick a position with a shorter win), so it is not a proved win",
        "winningMoves = \"8,6\"");
  }

  @Test
  void anOnlyMoveThatLosesAndTheOneThatHoldsAreBothReported() {
    assertErrors(
        List.of(
            "  @Board(value = \"" + CLOSED_FOUR + "\", winLength = 5,",
            "      onlyMoves = \"1,2\")",
            "  Position blockTheFour();"),
        "[noughts:only-move-loses] fixture blockTheFour: onlyMoves lists (1,2) as a move that does"
            + " not lose, but it is proved to lose (after it, X wins by force: (8,9); line (8,9));"
            + " leave it out",
        "onlyMoves = \"1,2\"",
        "[noughts:only-moves] fixture blockTheFour: onlyMoves says every move but (1,2) loses, but"
            + " (8,9) is not proved to lose; (8,9), for one, is not proved to win or lose: after"
            + " it, neither player wins by fours and threes (searched through, 220 nodes), the"
            + " only wins the prover proves",
        "onlyMoves = \"1,2\"");
  }

  @Test
  void aBudgetOutOfRangeIsAnErrorOnTheBudget() {
    assertErrors(
        List.of(
            "  @Board(value = \"" + OPEN_THREE + "\", winLength = 5,",
            "      winningMoves = \"8,6\",",
            "      budget = 0)",
            "  Position openThree();"),
        "[noughts:budget] fixture openThree: budget is 0 nodes, but it takes 1 to 20,000,000",
        "budget = 0)");
  }

  @Test
  void bestAndAvoidMovesBeyondTheSolverPointToTheProvedMoves() {
    assertErrors(
        List.of(
            "  @Board(value = \"" + OPEN_THREE + "\", winLength = 5,",
            "      bestMoves = \"8,6\",",
            "      avoidMoves = \"1,2\")",
            "  Position openThree();"),
        "[noughts:too-many-empty-cells] fixture openThree: bestMoves needs the position solved,"
            + " but "
            + PRE_217
            + "; list the moves proved to win with winningMoves, or the only moves that do not"
            + " lose with onlyMoves: the prover checks those",
        "bestMoves = \"8,6\"",
        "[noughts:too-many-empty-cells] fixture openThree: avoidMoves needs the position solved,"
            + " but "
            + PRE_217
            + "; list the moves proved to lose with losingMoves: the prover checks those",
        "avoidMoves = \"1,2\"");
  }
}
