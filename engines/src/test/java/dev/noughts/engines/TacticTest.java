package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import org.junit.jupiter.api.Test;

/** {@link Tactic#prove}: what a position of one's own holds for its player to move, as proved. */
class TacticTest {
  private static final Prover PROVER = new Prover(TacticsSuiteBuilder.BUDGET);

  /** The tactic a suite line states, proved again from its board alone. */
  private static void assertProvedAsStated(String suiteLine) {
    Tactic stated = TacticsFormat.read(suiteLine);

    assertThat(Tactic.prove(stated.getPosition(), PROVER)).hasValue(stated);
  }

  private static void assertNoTactic(Position position) {
    assertThat(Tactic.prove(position, PROVER)).isEmpty();
  }

  @Test
  void aWinByFoursHasItsWinningFirstMovesAndItsLine() {
    assertProvedAsStated(
        "-------/-------/--XX---/--OO---/-------/-------/-------; k 4; X wins by fours;"
            + " moves (3,2) (3,5); line (3,2) (3,1) (3,5)");
  }

  @Test
  void aWinByThreesHasItsWinningFirstMovesAndItsLine() {
    assertProvedAsStated(
        "-------/-------/-----X-/--XO--O/-------/-------/-------; k 4; X wins by threes;"
            + " moves (3,4) (3,5) (4,6) (5,4) (5,6); line (3,4) (4,5) (4,6) (3,5) (1,6) (2,5)"
            + " (2,6)");
  }

  @Test
  void aDefenceHasTheOnlyMovesNotProvedToLose() {
    assertProvedAsStated(
        "-------/-X-----/-------/O------/--XX---/--O----/-------; k 4; O must defend; moves (5,2)");
  }

  @Test
  void aDefenceListsUpToFourMoves() {
    assertProvedAsStated(
        "-------/-------/-------/----X--/------O/------O/----X--; k 4; X must defend;"
            + " moves (3,7) (4,7) (5,5) (7,7)");
  }

  @Test
  void aDefenceOfMoreThanFourMovesIsNoTactic() {
    // X's broken three in row 3 has three answers, and O's four at (5,5) or (8,2) holds as well
    assertNoTactic(
        Position.of(
            5,
            "- - - - - - - - -",
            "- - - - - - - - -",
            "- - - X X - X - -",
            "- - - - - O - - -",
            "- - - - - - - - -",
            "- - - O - - - - -",
            "- - O - X - - - -",
            "- - - - - - - - -",
            "- - - - - - - - -"));
  }

  @Test
  void aWinInOneMoveIsNoTactic() {
    assertNoTactic(Position.of(4, "- - - - -", "X X X - -", "O O O - -", "- - - - -", "- - - - -"));
  }

  @Test
  void aPositionLostWhateverThePlayerToMovePlaysIsNoTactic() {
    // X's open three (3,3)-(3,5) has two winning cells; O blocks one, X takes the other
    Position lost =
        Position.of(4, "-------", "-------", "--XXX--", "--OO---", "-------", "-------", "-------");

    assertThat(PROVER.prove(lost)).isInstanceOf(Proof.Loss.class);
    assertNoTactic(lost);
  }

  @Test
  void aPositionWithoutAThreatToMeetIsNoTactic() {
    assertNoTactic(Position.empty(15, 15, 5).play(8, 8));
  }

  @Test
  void aGameThatIsOverIsNoTactic() {
    assertNoTactic(Position.of(4, "X X X X -", "O O O - -", "- - - - -", "- - - - -", "- - - - -"));
  }

  @Test
  void anImpossiblePositionIsRefusedAsTheProverRefusesIt() {
    Position impossible = Position.of(4, "O O - -", "- - - -", "- - - -", "- - - -");

    IllegalArgumentException thrown =
        assertThrows(IllegalArgumentException.class, () -> Tactic.prove(impossible, PROVER));
    IllegalArgumentException byProver =
        assertThrows(IllegalArgumentException.class, () -> PROVER.prove(impossible));
    assertThat(thrown).hasMessageThat().isEqualTo(byProver.getMessage());
  }
}
