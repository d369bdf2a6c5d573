package dev.noughts;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A game's moves judged by proof: the mistakes, their lines, the decisive ones, the fixtures. */
class GameAnalysisTest {
  /**
   * X makes an open three on row 8; O plays at the edge instead of blocking, X does not win, O
   * blocks.
   */
  private static final PlayedGame OPEN_THREE = PlayedGame.of(15, 15, 5, "h8 a1 i8 a2 j8 a3 o15 g8");

  @Test
  void aMoveThatLeavesAnOpenThreeOpenLosesAndNotTakingTheWinThrowsItAway() {
    GameAnalysis analysis = GameAnalysis.of(OPEN_THREE, new Prover());

    assertThat(analysis.getMistakes().stream().map(Mistake::toString))
        .containsExactly(
            "move 6, O (13,1) a3 loses: after it, X wins by force in 3 plies: line (8,7) (8,6)"
                + " (8,11)",
            "move 7, X (1,15) o15 threw away a win: X had a win by force in 3 plies with (8,7):"
                + " line (8,7) (8,6) (8,11); after it, no win is proved")
        .inOrder();
    assertThat(analysis.getMoves().get(5).before()).isEqualTo(Standing.NOT_PROVEN);
    assertThat(analysis.getMoves().get(5).after()).isEqualTo(Standing.LOST);
    assertThat(analysis.getSummary())
        .isEqualTo("8 moves, unfinished; X: 1 mistake, the first decisive at move 7; O: 1 mistake");
  }

  @Test
  void aLossInOnePlyIsOnePly() {
    // X's four h8 to k8, blocked at g8; O plays a3 instead of l8.
    PlayedGame game = PlayedGame.of(15, 15, 5, "h8 g8 i8 a1 j8 a2 k8 a3");

    assertThat(GameAnalysis.of(game, new Prover()).getMistakes().stream().map(Mistake::toString))
        .containsExactly(
            "move 8, O (13,1) a3 loses: after it, X wins by force in 1 ply: line (8,12)");
  }

  @Test
  void aMistakeIsDecisiveOnlyWhenItsPlayerNeverWinsBackTheGame() {
    GameAnalysis analysis = GameAnalysis.of(OPEN_THREE, new Prover());

    // O's loss was given back by X's next move, so O's losing move decided nothing.
    assertThat(analysis.getFirstDecisiveMistake(Player.O)).isEmpty();
    assertThat(analysis.getFirstDecisiveMistake(Player.X).orElseThrow().getMove().number())
        .isEqualTo(7);
  }

  @Test
  void eachMistakePrintsTheFixtureOfThePositionBeforeIt() {
    List<Mistake> mistakes = GameAnalysis.of(OPEN_THREE, new Prover()).getMistakes();

    assertThat(mistakes.get(0).toJavaFixture())
        .isEqualTo(
            "@Board(moves = \"h8 a1 i8 a2 j8\", rows = 15, columns = 15, winLength = 5,\n"
                + "    losingMoves = {\"13,1\"})\n"
                + "Position oLosingMoveAtMove6();");
    assertThat(mistakes.get(1).toKotlinFixture())
        .isEqualTo(
            "@Board(moves = \"h8 a1 i8 a2 j8 a3\", rows = 15, columns = 15, winLength = 5,\n"
                + "    winningMoves = [\"8,7\"])\n"
                + "val xMissedWinAtMove7: Position");
    assertThat(mistakes.get(1).getPosition()).isEqualTo(OPEN_THREE.positionAfter(6));
  }

  @Test
  void aBudgetOtherThanTheDefaultGoesIntoTheFixture() {
    Mistake mistake = GameAnalysis.of(OPEN_THREE, new Prover(50_000)).getMistakes().get(0);

    assertThat(mistake.toJavaFixture()).contains("losingMoves = {\"13,1\"}, budget = 50_000)");
  }

  @Test
  void withinTheSolversReachMovesAreJudgedExactly() {
    // 3 x 3: O answers the centre on an edge and loses; X then lets the win go to a draw.
    PlayedGame game = PlayedGame.of(3, 3, 3, "2,2 1,2 3,2 1,1");

    GameAnalysis analysis = GameAnalysis.of(game, new Prover());

    assertThat(analysis.getMoves().stream().map(AnalysedMove::before))
        .containsExactly(Standing.DRAWN, Standing.DRAWN, Standing.WON, Standing.DRAWN)
        .inOrder();
    assertThat(analysis.getMoves().stream().allMatch(AnalysedMove::exact)).isTrue();
    Mistake thrown = analysis.getMistakes().get(1);
    assertThat(thrown.toString())
        .isEqualTo(
            "move 3, X (3,2) b1 threw away a win: X had a win by perfect play in 5 plies with"
                + " (1,1) (1,3) (2,1) (2,3) (3,1) (3,3): line (1,1) (3,3) (2,1) (1,3) (2,3); after"
                + " it, a draw");
    assertThat(thrown.getWinningMoves())
        .isEqualTo(Solver.shared().solve(thrown.getPosition()).bestMoves());
    assertThat(analysis.getMistakes().get(0).getKind()).isEqualTo(Mistake.Kind.LOSING_MOVE);
  }

  /** The first 40 moves of a game of random moves beside the last ones, full of proved wins. */
  private static final PlayedGame RANDOM =
      PlayedGame.of(
          15,
          15,
          5,
          "8,8 7,7 8,7 9,7 8,6 6,6 8,5 8,4 9,4 8,9 5,6 9,10 10,7 11,7 5,5 8,10 7,5 10,6 6,7 7,9"
              + " 10,9 10,8 7,11 8,3 9,11 12,8 9,5 6,5 6,10 13,9 14,10 10,10 13,11 9,12 10,11"
              + " 15,11 5,8 7,6 12,12 9,13");

  @Test
  void aMoveFromAProvedWinIsKeptExactlyWhenTheProversJudgeSaysItWins() {
    Prover prover = new Prover();
    GameAnalysis analysis = GameAnalysis.of(RANDOM, prover);

    int judged = 0;
    for (AnalysedMove move : analysis.getMoves()) {
      if (move.before() == Standing.WON) {
        MoveProof judgement = prover.judge(RANDOM.positionAfter(move.number() - 1), move.square());
        assertThat(move.after() == Standing.WON).isEqualTo(judgement instanceof MoveProof.Wins);
        assertThat(move.after() == Standing.LOST).isEqualTo(judgement instanceof MoveProof.Loses);
        judged++;
      }
    }
    assertThat(judged).isAtLeast(10);
    assertThat(analysis.getMistakes().stream().map(m -> m.getKind()).distinct())
        .containsExactly(Mistake.Kind.WIN_THROWN_AWAY, Mistake.Kind.LOSING_MOVE);
  }

  @Test
  void eachMoveStartsFromWhatThePreviousMoveWasProvedToLeave() {
    // 100 random moves beside the last ones: wins kept only by the position's every winning move.
    PlayedGame random =
        PlayedGame.of(
            15,
            15,
            5,
            "8,8 7,7 8,7 9,7 8,6 6,6 8,5 8,4 9,4 8,9 5,6 9,10 10,7 11,7 5,5 8,10 7,5 10,6 6,7 7,9"
                + " 10,9 10,8 7,11 8,3 9,11 12,8 9,5 6,5 6,10 13,9 14,10 10,10 13,11 9,12 10,11 15,11"
                + " 5,8 7,6 12,12 9,13 8,11 6,11 8,13 11,11 8,2 6,4 12,9 13,10 5,10 7,3 5,12 5,7 5,11"
                + " 5,9 4,4 8,1 4,13 7,4 7,13 5,13 14,8 10,12 12,10 4,14 11,5 10,5 3,4 3,15 7,8 4,5 6,13"
                + " 7,10 11,10 2,3 2,2 11,13 12,7 15,8 9,1 1,4 6,8 4,8 13,12 9,8 3,6 3,13 4,3 6,14 5,15"
                + " 3,5 14,7 13,8 11,8 9,6 9,9 2,5 2,6 3,3 3,2 7,15");

    List<AnalysedMove> moves = GameAnalysis.of(random, new Prover()).getMoves();

    for (int i = 1; i < moves.size(); i++) {
      assertThat(moves.get(i).before()).isEqualTo(moves.get(i - 1).after().forOpponent());
    }
  }

  @Test
  void aGameToTheFullBoardEndsDrawnAndAWinningLastMoveWins() {
    GameAnalysis drawn =
        GameAnalysis.of(
            PlayedGame.of(3, 3, 3, "2,2 1,1 1,2 3,2 2,1 2,3 1,3 3,1 3,3"), new Prover());
    GameAnalysis won = GameAnalysis.of(PlayedGame.of(3, 3, 3, "1,1 2,1 1,2 2,2 1,3"), new Prover());

    assertThat(drawn.getMoves().get(8).after()).isEqualTo(Standing.DRAWN);
    assertThat(drawn.getSummary()).isEqualTo("9 moves, a draw; X: no mistakes; O: no mistakes");
    assertThat(won.getMoves().get(4).after()).isEqualTo(Standing.WON);
    assertThat(won.getSummary()).startsWith("5 moves, X won; ");
  }

  @Test
  void aCleanGameHasNoMistake() {
    GameAnalysis analysis = GameAnalysis.of(PlayedGame.of(15, 15, 5, "h8 h9 g7"), new Prover());

    assertThat(analysis.getMistakes()).isEmpty();
    assertThat(analysis.getSummary())
        .isEqualTo("3 moves, unfinished; X: no mistakes; O: no mistakes");
  }

  @Test
  void thePositionAfterTheMoveAProofShowsToWinIsLostWithoutASearch() {
    // X plays the winning move of its proof (g8, an open four); O's position after it is lost.
    PlayedGame game = PlayedGame.of(15, 15, 5, "h8 a1 i8 a2 j8 a3 g8 o15");
    Prover prover = new Prover();

    GameAnalysis analysis = GameAnalysis.of(game, prover);

    assertThat(prover.prove(game.positionAfter(6))).isInstanceOf(Proof.Win.class);
    assertThat(((Proof.Win) prover.prove(game.positionAfter(6))).getWinningMoves())
        .contains(new Square(8, 7));
    assertThat(analysis.getMoves().get(6).after()).isEqualTo(Standing.WON);
    assertThat(analysis.getMoves().get(7).before()).isEqualTo(Standing.LOST);
    assertThat(analysis.getMistakes().stream().map(Mistake::getKind))
        .containsExactly(Mistake.Kind.LOSING_MOVE);
    long searched = 0;
    for (int plies : new int[] {0, 1, 2, 3, 4, 5, 6, 8}) { // not 7, the position after g8
      searched += prover.prove(game.positionAfter(plies)).getNodes();
    }
    assertThat(analysis.getNodes()).isEqualTo(searched);
  }

  @Test
  void theNodesCountEveryProofTheAnalysisMadeAndNoneOfTheSolvers() {
    Prover prover = new Prover();
    // o15 throws the win away: the position before it is proved again for its every winning move.
    long searched = prover.proveEveryWinningMove(OPEN_THREE.positionAfter(6)).getNodes();
    for (int plies = 0; plies <= OPEN_THREE.getMoves().size(); plies++) {
      searched += prover.prove(OPEN_THREE.positionAfter(plies)).getNodes();
    }

    assertThat(GameAnalysis.of(OPEN_THREE, prover).getNodes()).isEqualTo(searched);
    assertThat(GameAnalysis.of(PlayedGame.of(3, 3, 3, "2,2 1,2 3,2 1,1"), prover).getNodes())
        .isEqualTo(0);
  }
}
