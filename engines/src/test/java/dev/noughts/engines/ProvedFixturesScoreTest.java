package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Fixture;
import dev.noughts.Fixtures;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Square;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * {@link EngineScore} on fixtures whose moves were proved at compile time ({@link ProvedPuzzles}):
 * proved wins and only moves are best moves, proved losses and every move but the only ones are
 * moves to avoid, and a winning move the fixture does not list is judged by the prover.
 */
class ProvedFixturesScoreTest {
  private static final Position OPEN_THREE = ProvedPuzzlesBoards.OPEN_THREE;
  private static final Position CLOSED_FOUR = ProvedPuzzlesBoards.BLOCK_THE_FOUR;

  /** Plays {@code onOpenThree} in the open three's position, {@code onFour} against the four. */
  private static Function<Position, Square> engine(Square onOpenThree, Square onFour) {
    return position -> position.equals(OPEN_THREE) ? onOpenThree : onFour;
  }

  private static List<Grade> grades(EngineScore score) {
    return score.getResults().stream().map(Result::grade).toList();
  }

  @Test
  void anUnlistedWinningMoveIsProvedBestAndTheBlockIsBest() {
    EngineScore score =
        EngineScore.of(engine(new Square(8, 10), new Square(8, 9)), ProvedPuzzles.class);
    // openThree lists (8,6) only: the prover proves (8,10) wins too. dontWander lists only a move
    // to avoid, so a fine move there is neither.
    assertThat(grades(score)).containsExactly(Grade.BEST, Grade.OTHER, Grade.BEST).inOrder();
    assertThat(score.getPoints()).isEqualTo(2);
    assertThat(score.getMaximum()).isEqualTo(2);
    assertThat(score.getMisses()).isEmpty();
  }

  @Test
  void provedLossesAndEveryMoveButTheOnlyOneAreMovesToAvoid() {
    EngineScore score =
        EngineScore.of(engine(new Square(1, 2), new Square(2, 2)), ProvedPuzzles.class);
    assertThat(grades(score))
        .containsExactly(Grade.AVOIDED, Grade.AVOIDED, Grade.AVOIDED)
        .inOrder();
    assertThat(score.getPoints()).isEqualTo(-3);
    // Each miss shows the proof against the move, kept from its judging.
    assertThat(score.getReport())
        .contains(
            "openThree (5 in a row): played (1,2), a move to avoid, which loses: O wins by force:"
                + " (9,2); line (9,2) (9,1) (9,6), 3 plies at most; moves proved to win: (8,6)\n");
    assertThat(score.getReport())
        .contains(
            "dontWander (5 in a row): played (1,2), a move to avoid, which loses: O wins by force:"
                + " (9,2); line (9,2) (9,1) (9,6), 3 plies at most; moves proved to lose: (1,2)\n");
    assertThat(score.getReport())
        .contains(
            "blockTheFour (5 in a row): played (2,2), a move to avoid, which loses: X wins by"
                + " force: (8,9); line (8,9), 1 ply at most; the only moves that do not lose: (8,9)\n");
  }

  /**
   * A fixture names the moves its author expects: another move the prover proves neither to keep
   * the win nor to lose is another move, and a miss, where a suite's tactic counts it unresolved.
   */
  @Test
  void aMoveProvedNeitherWayIsAMissWhereTheFixtureNamesTheWinningMoves() {
    Tactic claim = TacticExamples.unprovedClaim(); // X's two: a win by threes at (8,7)
    Fixture twoToWin =
        Fixture.builder()
            .name("twoToWin")
            .position(claim.getPosition())
            .winningMoves(claim.getMoves())
            .build();
    Square far = new Square(15, 1);
    assertThat(EngineScore.grade(twoToWin, far)).isEqualTo(Grade.OTHER);
    assertThat(new Result(twoToWin, far, Grade.OTHER).isMiss()).isTrue();
    Fixture bestMove =
        twoToWin.toBuilder()
            .name("bestMove")
            .winningMoves(List.of())
            .bestMoves(claim.getMoves())
            .build();
    assertThat(new Result(bestMove, far, Grade.OTHER).isMiss()).isTrue();
  }

  @Test
  void theProofOfAMissIsGivenForAMoveProvedToLoseAndNothingForARightMove() {
    Fixture openThree = Fixtures.of(ProvedPuzzles.class).get(0);
    assertThat(openThree.name()).isEqualTo("openThree");
    MissProof loses = EngineScore.proofOfMiss(openThree, new Square(1, 2)).orElseThrow();
    assertThat(loses.kind()).isEqualTo(MissProof.Kind.LOSES);
    assertThat(loses.proof().getWinner()).isEqualTo(Player.O);
    assertThat(loses.toString())
        .isEqualTo("which loses: O wins by force: (9,2); line (9,2) (9,1) (9,6), 3 plies at most");
    assertThat(EngineScore.proofOfMiss(openThree, new Square(8, 6))).isEmpty(); // listed
    assertThat(EngineScore.proofOfMiss(openThree, new Square(8, 10))).isEmpty(); // proved
    assertThat(EngineScore.proofOfMiss(openThree, new Square(8, 7))).isEmpty(); // taken
    assertThat(EngineScore.proofOfMiss(openThree, null)).isEmpty();
  }

  @Test
  void aMissKeepsTheProofItsJudgingFoundAndTheReportShowsThatProof() {
    EngineScore score =
        EngineScore.of(engine(new Square(1, 2), new Square(2, 2)), ProvedPuzzles.class);
    // openThree: (1,2) is not listed, so the prover judged it, and its proof is the miss's.
    Result openThree = score.getMisses().get(0);
    MissProof loses = openThree.missProof();
    assertThat(loses).isNotNull();
    assertThat(loses.kind()).isEqualTo(MissProof.Kind.LOSES);
    assertThat(loses.proof().getWinner()).isEqualTo(Player.O);
    assertThat(score.getReport()).contains("a move to avoid, " + loses + "; moves proved to win");
    // blockTheFour: a move the lists grade (not an only move) is proved once, for its miss.
    Result blockTheFour = score.getMisses().get(2);
    assertThat(blockTheFour.missProof()).isNotNull();
    assertThat(blockTheFour.missProof().proof().getWinner()).isEqualTo(Player.X);
  }

  @Test
  void aMoveThatIsNoMissKeepsNoProof() {
    Fixture openThree = Fixtures.of(ProvedPuzzles.class).get(0);
    Result proved = EngineScore.judge(openThree, new Square(8, 10)); // proved to win, unlisted
    assertThat(proved.grade()).isEqualTo(Grade.BEST);
    assertThat(proved.missProof()).isNull();
    Result taken = EngineScore.judge(openThree, new Square(8, 7));
    assertThat(taken.grade()).isEqualTo(Grade.ILLEGAL);
    assertThat(taken.missProof()).isNull();
    Result losing = EngineScore.judge(openThree, new Square(1, 2));
    assertThat(losing.grade()).isEqualTo(Grade.AVOIDED);
    assertThat(losing.missProof().kind()).isEqualTo(MissProof.Kind.LOSES);
  }
}
