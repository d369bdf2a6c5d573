package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.engines.TacticExamples.DEFENCE;
import static dev.noughts.engines.TacticExamples.WIN;

import dev.noughts.Player;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Square;
import dev.noughts.engines.ProofJudge.Judgement;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProofJudgeTest {
  private static final ProofJudge JUDGE = new ProofJudge(new Prover());

  @Test
  void aListedWinningMoveIsRightWithoutAskingTheProver() {
    assertThat(JUDGE.judge(WIN, new Square(3, 2))).isEqualTo(new Judgement(ProofGrade.RIGHT, null));
  }

  @Test
  void anUnlistedMoveIsRightWhenTheDefenderIsProvedToLoseAfterIt() {
    Judgement judgement = JUDGE.judge(WIN, new Square(3, 5));
    assertThat(judgement.grade()).isEqualTo(ProofGrade.RIGHT);
    assertThat(judgement.proof()).isInstanceOf(Proof.Loss.class);
    assertThat(((Proof.Loss) judgement.proof()).getWinner()).isEqualTo(Player.X);
  }

  @Test
  void aMoveThatLetsTheDefenderWinIsLosingWithTheProof() {
    Judgement judgement = JUDGE.judge(WIN, new Square(7, 7));
    assertThat(judgement.grade()).isEqualTo(ProofGrade.LOSING);
    assertThat(judgement.proof()).isInstanceOf(Proof.Win.class);
    assertThat(((Proof.Win) judgement.proof()).getWinner()).isEqualTo(Player.O);
  }

  @Test
  void aMoveNeitherProvedToWinNorToLoseIsNotProven() {
    Tactic claim = TacticExamples.unprovedClaim();
    assertThat(JUDGE.judge(claim, new Square(15, 1)))
        .isEqualTo(new Judgement(ProofGrade.UNRESOLVED, null));
  }

  @Test
  void aMoveThatMakesKInARowIsRightThoughNotListed() {
    Tactic winInOne =
        TacticsFormat.read(
            "-------/-------/--XXX--/--OO---/----O--/-------/-------; k 4; X wins by fours;"
                + " moves (3,6); line (3,6)");
    assertThat(JUDGE.judge(winInOne, new Square(3, 2)))
        .isEqualTo(new Judgement(ProofGrade.RIGHT, null));
  }

  @Test
  void aDefenceIsRightOnAListedMoveAndLosingOnAnotherThatIsProvedToLose() {
    // X's three (3,3)-(3,5) has winning cells (3,2) and (3,6): O cannot stop both.
    Judgement judgement = JUDGE.judge(DEFENCE, new Square(3, 2));
    assertThat(judgement).isEqualTo(new Judgement(ProofGrade.RIGHT, null));
    Judgement elsewhere = JUDGE.judge(DEFENCE, new Square(7, 7));
    assertThat(elsewhere.grade()).isEqualTo(ProofGrade.LOSING);
    assertThat(((Proof.Win) elsewhere.proof()).getLine()).hasSize(1);
  }

  @Test
  void aDefenceIsRightOnAnUnlistedMoveNotProvedToLose() {
    Tactic claim =
        TacticsFormat.read(
            "X------/-------/-------/-------/-------/-------/-------; k 4; O must defend;"
                + " moves (2,2)");
    assertThat(JUDGE.judge(claim, new Square(7, 7)))
        .isEqualTo(new Judgement(ProofGrade.RIGHT, null));
  }

  @Test
  void anOccupiedSquareIsIllegalAndNoMoveIsNone() {
    assertThat(JUDGE.judge(WIN, new Square(3, 3)))
        .isEqualTo(new Judgement(ProofGrade.ILLEGAL, null));
    assertThat(JUDGE.judge(WIN, new Square(8, 1)))
        .isEqualTo(new Judgement(ProofGrade.ILLEGAL, null));
    assertThat(JUDGE.judge(WIN, null)).isEqualTo(new Judgement(ProofGrade.NONE, null));
  }

  @Test
  void underRenjuAMoveOntoAForbiddenPointOfXsIsLosingByTheRuleWithNoProof() {
    Tactic defence =
        TacticsFormat.read(
            String.join(
                    "/",
                    "O-------------O",
                    "---------------",
                    "---------------",
                    "---------------",
                    "---------------",
                    "---------------",
                    "-------X-------",
                    "------X-X------",
                    "-------X-------",
                    "---------------",
                    "---------------",
                    "---------------",
                    "---------------",
                    "---------------",
                    "O-------------O")
                + "; k 5 renju; X must defend; moves (2,2)");
    // (8,8) makes open threes in row 8 and column 8: a double three, which X may not play.
    assertThat(JUDGE.judge(defence, new Square(8, 8)))
        .isEqualTo(new Judgement(ProofGrade.LOSING, null));
    TacticsScore score =
        TacticsScore.of(position -> new Square(8, 8), List.of(defence), Prover.DEFAULT_BUDGET);
    assertThat(score.getReport()).startsWith("1 tactic on 15 x 15, 5 in a row, renju: 1 losing\n");
    assertThat(score.getResults().get(0).getSummary())
        .isEqualTo(
            "tactic 1: X must defend: (2,2); played (8,8), which loses: O wins: X's move (8,8) is"
                + " forbidden (double three)");
    // Free-style, the same move is no foul: a defence's unlisted move is right unless proved lost.
    Tactic freeStyle = TacticsFormat.read(defence.toString().replace("k 5 renju", "k 5"));
    assertThat(JUDGE.judge(freeStyle, new Square(8, 8)).grade()).isEqualTo(ProofGrade.RIGHT);
  }
}
