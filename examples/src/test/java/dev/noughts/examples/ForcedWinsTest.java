package dev.noughts.examples;

import static com.google.common.truth.Truth.assertThat;

import dev.noughts.GameRecord;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Square;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The snippets of docs/tactics.md, compiled and run. */
class ForcedWinsTest {

  @Test
  void theThreatVocabulary() {
    // tag::tactics-threats[]
    // Gomoku: X has an open three on row 8, (8,7) to (8,9); O is to move.
    Position position = GameRecord.play(15, 15, 5, "8,7 9,3 8,8 9,4 8,9");
    List<Square> fours = position.getFours(Player.X); // (8,5) (8,6) (8,10) (8,11)
    List<Square> defences = position.getDefences(Player.X); // (8,6) (8,10): block an end
    List<Square> wins = position.getWinningCells(Player.X); // none yet
    // end::tactics-threats[]
    assertThat(fours)
        .containsExactly(new Square(8, 5), new Square(8, 6), new Square(8, 10), new Square(8, 11))
        .inOrder();
    assertThat(defences).containsExactly(new Square(8, 6), new Square(8, 10)).inOrder();
    assertThat(wins).isEmpty();
  }

  @Test
  void provingAForcedWin() {
    // tag::tactics-prove[]
    Position position = GameRecord.play(15, 15, 5, "8,7 9,3 8,8 9,4 8,9 1,1"); // X to move
    Proof proof = new Prover().prove(position);
    if (proof instanceof Proof.Win win) {
      win.getWinningMoves(); // (8,6): an open four, the first win proved
      win.getLine(); // (8,6) (8,5) (8,10): four, block, five
    }
    Proof every = new Prover().proveEveryWinningMove(position); // X wins by force: (8,6) (8,10); ...
    // end::tactics-prove[]
    assertThat(proof).isInstanceOf(Proof.Win.class);
    assertThat(((Proof.Win) proof).getWinningMoves()).containsExactly(new Square(8, 6));
    assertThat(proof.toString()).isEqualTo("X wins by force: (8,6); line (8,6) (8,5) (8,10)");
    assertThat(every.toString())
        .isEqualTo("X wins by force: (8,6) (8,10); line (8,6) (8,5) (8,10)");
  }

  @Test
  void aLossAndNothingProved() {
    // tag::tactics-loss[]
    // O has four in a row open at both ends, (9,2) to (9,5); X, to move, cannot block both.
    Position lost = GameRecord.play(15, 15, 5, "1,1 9,2 1,15 9,3 15,1 9,4 13,13 9,5 3,13 15,15");
    Proof proof = new Prover().prove(lost); // O wins by force whatever X plays: line ...
    Proof quiet = new Prover(10_000).prove(GameRecord.play(15, 15, 5, "8,8 1,1"));
    // not proven: no win by fours and threes for either player (... nodes)
    // end::tactics-loss[]
    assertThat(proof).isInstanceOf(Proof.Loss.class);
    assertThat(((Proof.Loss) proof).getWinner()).isEqualTo(Player.O);
    assertThat(quiet).isInstanceOf(Proof.NotProven.class);
    assertThat(((Proof.NotProven) quiet).isBudgetSpent()).isFalse();
  }

  @Test
  void aVcfThreatWinsWhereFoursAndThreesProveNothing() {
    // tag::tactics-vcf-threats[]
    // Four to win on 7 x 7; O's (3,3) makes no four and no three, but threatens a win by fours.
    Position position =
        Position.of(
            4,
            "X - - - X - O / - - - - - - - / O - - - - - - / X - - - - - - /"
                + " O - - - - - - / - - - - - - - / - - - - - - X");
    new Prover().prove(position); // not proven: no win by fours and threes for either player
    Proof proof = new Prover().withVcfThreats().prove(position); // O wins by force: (3,3); line ...
    // end::tactics-vcf-threats[]
    assertThat(new Prover().prove(position)).isInstanceOf(Proof.NotProven.class);
    assertThat(proof.toString()).startsWith("O wins by force: (3,3); line (3,3) ");
  }
}
