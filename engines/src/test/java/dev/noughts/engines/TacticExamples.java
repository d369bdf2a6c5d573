package dev.noughts.engines;

import java.util.Arrays;

/** Tactics the tests of judging and scoring share. */
final class TacticExamples {
  private TacticExamples() {}

  /**
   * 7 x 7, four to win, X to move: X's two in row 3 becomes three with two winning cells at (3,2)
   * or (3,5); O's two in row 4 would do the same on O's move.
   */
  static final String BOARD = "-------/-------/--XX---/--OO---/-------/-------/-------";

  /** X wins on {@link #BOARD}; only (3,2) is listed. */
  static final Tactic WIN =
      TacticsFormat.read(BOARD + "; k 4; X wins by fours; moves (3,2); line (3,2) (3,5) (3,1)");

  /** O to move against X's three (3,3)-(3,5), whose winning cells one block cannot both stop. */
  static final Tactic DEFENCE =
      TacticsFormat.read(BOARD.replace("--XX---", "--XXX--") + "; k 4; O must defend; moves (3,2)");

  /**
   * 15 x 15, five to win: X's two in row 8 is no win yet, and O's marks are apart. The claim and
   * its line are the suite's word; a judge proves only what follows the engine's move, and a far
   * move such as (15,1) leaves nothing proved either way.
   */
  static Tactic unprovedClaim() {
    String empty = "---------------";
    String[] rows = new String[15];
    Arrays.fill(rows, empty);
    rows[0] = "O" + empty.substring(1);
    rows[7] = "-------XX------";
    rows[14] = empty.substring(1) + "O";
    return TacticsFormat.read(
        String.join("/", rows)
            + "; k 5; X wins by threes; moves (8,7); line (8,7) (1,2) (8,10) (1,3) (8,11)");
  }
}
