package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.Player;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Square;
import dev.noughts.engines.TacticJudge.Judgement;
import dev.noughts.engines.TacticsScore.Grade;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class TacticJudgeTest {
  private static final TacticJudge JUDGE = new TacticJudge(new Prover());

  // 7 x 7, four to win, X to move: X's two in row 3 becomes three with two winning cells at (3,2)
  // or (3,5); O's two in row 4 would do the same on O's move.
  private static final String BOARD = "-------/-------/--XX---/--OO---/-------/-------/-------";
  private static final Tactic WIN =
      TacticsFormat.read(BOARD + "; k 4; X wins by fours; moves (3,2); line (3,2) (3,5) (3,1)");

  @Test
  void aListedWinningMoveIsRightWithoutAskingTheProver() {
    assertThat(JUDGE.judge(WIN, new Square(3, 2))).isEqualTo(new Judgement(Grade.RIGHT, null));
  }

  @Test
  void anUnlistedMoveIsRightWhenTheDefenderIsProvedToLoseAfterIt() {
    Judgement judgement = JUDGE.judge(WIN, new Square(3, 5));
    assertThat(judgement.grade()).isEqualTo(Grade.RIGHT);
    assertThat(judgement.proof()).isInstanceOf(Proof.Loss.class);
    assertThat(((Proof.Loss) judgement.proof()).getWinner()).isEqualTo(Player.X);
  }

  @Test
  void aMoveThatLetsTheDefenderWinIsLosingWithTheProof() {
    Judgement judgement = JUDGE.judge(WIN, new Square(7, 7));
    assertThat(judgement.grade()).isEqualTo(Grade.LOSING);
    assertThat(judgement.proof()).isInstanceOf(Proof.Win.class);
    assertThat(((Proof.Win) judgement.proof()).getWinner()).isEqualTo(Player.O);
  }

  @Test
  void aMoveNeitherProvedToWinNorToLoseIsNotProven() {
    // 15 x 15, five to win: X's two in row 8 is no win yet, and O's marks are apart. The claim and
    // its line are the suite's word; the judge proves only what follows the engine's move.
    String empty = "---------------";
    String[] rows = new String[15];
    Arrays.fill(rows, empty);
    rows[0] = "O" + empty.substring(1);
    rows[7] = "-------XX------";
    rows[14] = empty.substring(1) + "O";
    Tactic claim =
        TacticsFormat.read(
            String.join("/", rows)
                + "; k 5; X wins by threes; moves (8,7); line (8,7) (1,2) (8,10) (1,3) (8,11)");
    assertThat(JUDGE.judge(claim, new Square(15, 1)))
        .isEqualTo(new Judgement(Grade.NOT_PROVEN, null));
  }

  @Test
  void aMoveThatMakesKInARowIsRightThoughNotListed() {
    Tactic winInOne =
        TacticsFormat.read(
            "-------/-------/--XXX--/--OO---/----O--/-------/-------; k 4; X wins by fours;"
                + " moves (3,6); line (3,6)");
    assertThat(JUDGE.judge(winInOne, new Square(3, 2))).isEqualTo(new Judgement(Grade.RIGHT, null));
  }

  @Test
  void aDefenceIsRightOnAListedMoveAndLosingOnAnotherThatIsProvedToLose() {
    Tactic defence =
        TacticsFormat.read(
            BOARD.replace("--XX---", "--XXX--") + "; k 4; O must defend; moves (3,2)");
    // X's three (3,3)-(3,5) has winning cells (3,2) and (3,6): O cannot stop both.
    Judgement judgement = JUDGE.judge(defence, new Square(3, 2));
    assertThat(judgement).isEqualTo(new Judgement(Grade.RIGHT, null));
    Judgement elsewhere = JUDGE.judge(defence, new Square(7, 7));
    assertThat(elsewhere.grade()).isEqualTo(Grade.LOSING);
    assertThat(((Proof.Win) elsewhere.proof()).getLine()).hasSize(1);
  }

  @Test
  void aDefenceIsRightOnAnUnlistedMoveNotProvedToLose() {
    Tactic claim =
        TacticsFormat.read(
            "X------/-------/-------/-------/-------/-------/-------; k 4; O must defend;"
                + " moves (2,2)");
    assertThat(JUDGE.judge(claim, new Square(7, 7))).isEqualTo(new Judgement(Grade.RIGHT, null));
  }

  @Test
  void anOccupiedSquareIsIllegalAndNoMoveIsNone() {
    assertThat(JUDGE.judge(WIN, new Square(3, 3))).isEqualTo(new Judgement(Grade.ILLEGAL, null));
    assertThat(JUDGE.judge(WIN, new Square(8, 1))).isEqualTo(new Judgement(Grade.ILLEGAL, null));
    assertThat(JUDGE.judge(WIN, null)).isEqualTo(new Judgement(Grade.NONE, null));
  }
}
