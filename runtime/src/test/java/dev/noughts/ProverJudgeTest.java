package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** {@link Prover#judge}: what one move does, by proof, with the proof it rests on. */
class ProverJudgeTest {
  /** X to move, with an open three on row 8: (8,6) and (8,10) make an open four. */
  private static final Position OPEN_THREE =
      ProverTest.gomoku(8, "- - - - X X X - - -", "O O O - - - - - - -").play(1, 1).play(15, 15);

  private static final Prover PROVER = new Prover();

  @Test
  void aMoveThatLeavesTheOpponentLostWinsWithThatLoss() {
    MoveProof judged = PROVER.judge(OPEN_THREE, new Square(8, 10));
    assertThat(judged).isInstanceOf(MoveProof.Wins.class);
    assertThat(judged.getMove()).isEqualTo(new Square(8, 10));
    assertThat(judged.getProof()).isInstanceOf(Proof.Loss.class);
    assertThat(((MoveProof.Wins) judged).isImmediate()).isFalse();
    assertThat(judged.toString())
        .isEqualTo("(8,10) wins: after it, X wins by force whatever O plays: line (8,6) (8,11)");
  }

  @Test
  void aMoveThatMakesKInARowWinsWithoutAProof() {
    Position four = OPEN_THREE.play(8, 6).play(1, 2); // X has an open four, and is to move
    MoveProof judged = PROVER.judge(four, new Square(8, 5));
    assertThat(((MoveProof.Wins) judged).isImmediate()).isTrue();
    assertThat(judged.getProof()).isNull();
    assertThat(judged.toString()).isEqualTo("(8,5) wins: k in a row");
  }

  @Test
  void aMoveAfterWhichTheOpponentWinsLosesWithThatWin() {
    Position oToMove = OPEN_THREE.play(2, 2); // O, to move, does not block
    MoveProof judged = PROVER.judge(oToMove, new Square(15, 1));
    assertThat(judged).isInstanceOf(MoveProof.Loses.class);
    assertThat(((MoveProof.Loses) judged).getProof()).isNotNull();
    assertThat(((MoveProof.Loses) judged).getProof().getWinner()).isEqualTo(Player.X);
    assertThat(judged.toString()).startsWith("(15,1) loses: after it, X wins by force: ");
  }

  @Test
  void aMoveNeitherProvedIsUnprovenWithWhatTheProverFound() {
    Position quiet = GameRecord.play(15, 15, 5, "8,8 1,1");
    MoveProof judged = PROVER.judge(quiet, new Square(8, 9));
    assertThat(judged).isInstanceOf(MoveProof.Unproven.class);
    assertThat(((MoveProof.Unproven) judged).isDraw()).isFalse();
    assertThat(judged.toString())
        .startsWith("(8,9) is not proved to win or lose: after it, not proven: ");
  }

  @Test
  void theMoveThatFillsTheLastCellIsUnprovenAndADraw() {
    Position lastCell = Position.of("X O X / X O O / O X -");
    MoveProof judged = PROVER.judge(lastCell, new Square(3, 3));
    assertThat(((MoveProof.Unproven) judged).isDraw()).isTrue();
    assertThat(judged.toString()).isEqualTo("(3,3) fills the last cell, a draw");
  }

  /**
   * After X's (5,10), the loss of O's is not proved within 1,000 nodes, but X's threats from the
   * position itself are: the position's proof lists the move, and the judgement keeps that proof.
   */
  @Test
  void aMoveThePositionsOwnProofListsWinsWithThatProof() {
    Position position =
        Position.of(
            5,
            "---------------/---------------/---------------/---------------/----O---X-X----/"
                + "------O--------/----X----------/------OO-XX----/------X--O-----/"
                + "----------X----/-----O---O-----/---------------/---------------/"
                + "---------------/---------------");
    Prover small = new Prover(1_000);
    assertThat(small.prove(position.play(5, 10))).isInstanceOf(Proof.NotProven.class);
    MoveProof judged = small.judge(position, new Square(5, 10));
    assertThat(judged).isInstanceOf(MoveProof.Wins.class);
    assertThat(judged.getProof()).isInstanceOf(Proof.Win.class);
    assertThat(((Proof.Win) judged.getProof()).getWinningMoves()).contains(new Square(5, 10));
  }

  @Test
  void anIllegalMoveOrAFinishedGameIsRefused() {
    assertThat(
            assertThrows(
                    IllegalArgumentException.class,
                    () -> PROVER.judge(OPEN_THREE, new Square(8, 7)))
                .getMessage())
        .isEqualTo("cannot judge (8,7): the square is taken or off the board");
    assertThat(
            assertThrows(
                    IllegalArgumentException.class,
                    () -> PROVER.judge(Position.of("X X X / O O - / - - -"), new Square(3, 3)))
                .getMessage())
        .isEqualTo("cannot prove X X X / O O - / - - -: the game is over, X wins: row 1");
  }
}
