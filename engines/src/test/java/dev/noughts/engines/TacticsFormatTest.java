package dev.noughts.engines;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Rule;
import dev.noughts.Square;
import java.util.List;
import org.junit.jupiter.api.Test;

class TacticsFormatTest {
  // X to move on 7 x 7, four to win: X's two in row 3 becomes a three with two winning cells.
  private static final String BOARD = "-------/-------/--XX---/--OO---/-------/-------/-------";
  private static final String WIN =
      BOARD + "; k 4; X wins by fours; moves (3,2) (3,5); line (3,5) (3,2) (3,6)";

  @Test
  void aWinReadsAsItsBoardPlayerKindMovesAndLine() {
    Tactic tactic = TacticsFormat.read(WIN);
    assertThat(tactic.getPosition()).isEqualTo(Position.of(4, BOARD));
    assertThat(tactic.getPlayer()).isEqualTo(Player.X);
    assertThat(tactic.getKind()).isEqualTo(Tactic.Kind.WIN_BY_FOURS);
    assertThat(tactic.getMoves()).containsExactly(new Square(3, 2), new Square(3, 5)).inOrder();
    assertThat(tactic.getLine())
        .containsExactly(new Square(3, 5), new Square(3, 2), new Square(3, 6))
        .inOrder();
  }

  @Test
  void whatIsReadIsWrittenBackTheSame() {
    assertThat(TacticsFormat.read(WIN).toString()).isEqualTo(WIN);
    String defence = BOARD.replace("--XX---", "--XX-X-") + "; k 4; O must defend; moves (3,5)";
    assertThat(TacticsFormat.read(defence).toString()).isEqualTo(defence);
  }

  @Test
  void spacesInTheBoardAndAroundFieldsAreAllowed() {
    Tactic tactic =
        TacticsFormat.read(
            BOARD.replace("-", "- ")
                + " ;  k 4 ; X wins by fours ; moves ( 3 , 2 )  (3,5) ; line (3,5) (3,2) (3,6) ");
    assertThat(tactic).isEqualTo(TacticsFormat.read(WIN));
  }

  @Test
  void winsByFoursAndByThreesAreWinsAndADefenceIsNot() {
    assertThat(Tactic.Kind.WIN_BY_FOURS.isWin()).isTrue();
    assertThat(Tactic.Kind.WIN_BY_THREES.isWin()).isTrue();
    assertThat(Tactic.Kind.DEFENCE.isWin()).isFalse();
  }

  @Test
  void eachMistakeIsNamedWithWhatWouldBeRight() {
    assertThat(mistake(BOARD + "; k 4; X wins by fours"))
        .isEqualTo(
            "expected 4 or 5 fields separated by ';' (<board>; k <win length>; <X or O> <wins by"
                + " fours, wins by threes or must defend>; moves <squares>; line <squares>), got 3");
    assertThat(mistake(WIN.replace("k 4", "four")))
        .isEqualTo(
            "the second field is the win length and the rule, such as 'k 5' (free-style) or 'k 5"
                + " renju', got 'four'");
    assertThat(mistake(WIN.replace("--XX---", "--XQ---"))).startsWith("the board: ");
    assertThat(mistake(WIN.replace("k 4", "k 9"))).startsWith("the board: ");
    assertThat(mistake(WIN.replace("X wins by fours", "X wins")))
        .isEqualTo(
            "the third field is the player to move and what is proved, such as 'X wins by fours',"
                + " 'X wins by threes' or 'O must defend', got 'X wins'");
    assertThat(mistake(WIN.replace("X wins", "O wins")))
        .isEqualTo("X is to move on this board, not O");
    assertThat(mistake(WIN.replace("--XX---", "XXXX---")))
        .startsWith("the board is not a game in progress: ");
    assertThat(mistake(WIN.replace("moves (3,2) (3,5)", "moves")))
        .isEqualTo("'moves' lists no square; at least one is needed");
    assertThat(mistake(WIN.replace("moves (3,2)", "moves (3,8)")))
        .isEqualTo("'moves' lists (3,8), off the 7 x 7 board (rows and columns count from 1)");
    assertThat(mistake(WIN.replace("moves (3,2)", "moves (3,3)")))
        .isEqualTo("the move (3,3) is on a marked square");
    assertThat(mistake(WIN.replace("moves (3,2) (3,5)", "moves 3,2")))
        .isEqualTo("'moves' lists squares as (row,column) separated by spaces; cannot read '3,2'");
    assertThat(mistake(WIN.replace("moves", "best")))
        .isEqualTo(
            "expected 'moves' and its squares, such as 'moves (8,9)', got 'best (3,2) (3,5)'");
    assertThat(mistake(WIN.substring(0, WIN.indexOf("; line"))))
        .isEqualTo("a win needs a fifth field, 'line' and the winning line's squares");
    assertThat(mistake(WIN.replace("X wins by fours", "X must defend")))
        .isEqualTo("a defence has no 'line' (what refutes a move depends on the move)");
    assertThat(mistake(WIN.replace("line (3,5)", "line (3,1)")))
        .isEqualTo("the line must start with one of the moves [(3,2), (3,5)]");
    assertThat(mistake(WIN.replace("line (3,5) (3,2)", "line (3,5) (3,5)")))
        .isEqualTo("the line cannot be played: (3,5) is already marked");
    assertThat(mistake(WIN.replace("(3,2) (3,6)", "(3,2) (3,6) (7,7)")))
        .isEqualTo("the line cannot be played: (7,7) comes after the game is over");
    assertThat(mistake(WIN.replace("(3,2) (3,6)", "(3,2) (7,7)")))
        .isEqualTo("the line does not end in a win for X: it ends in progress: O to move");
    assertThat(mistake(WIN + " " + "x".repeat(TacticsFormat.MAX_LINE)))
        .isEqualTo("the line is longer than 16,384 characters, the most a suite's line may have");
  }

  @Test
  void aRuleAfterTheWinLengthJudgesTheLineAndIsWrittenBack() {
    String standard = WIN.replace("k 4", "k 4 standard");
    Tactic tactic = TacticsFormat.read(standard);
    assertThat(tactic.getPosition()).isEqualTo(Position.of(4, BOARD).withRule(Rule.EXACTLY_K));
    assertThat(tactic.toString()).isEqualTo(standard);
    assertThat(TacticsFormat.read(WIN.replace("k 4", "k 4 freestyle"))).isEqualTo(tactic(WIN));
    assertThat(tactic(WIN).toString()).isEqualTo(WIN); // free-style lines as before rules
    String renju = RENJU_BOARD + "; k 5 renju; X must defend; moves (2,2)";
    assertThat(TacticsFormat.read(renju).getPosition().getRule()).isEqualTo(Rule.RENJU);
    assertThat(TacticsFormat.read(renju).toString()).isEqualTo(renju);
  }

  @Test
  void underExactlyKAnOverlineDoesNotEndTheLineInAWin() {
    String overline =
        "-------/-------/--XX-XX/--OO---/-------/O-----O/-------; k 4 standard; X wins by fours;"
            + " moves (3,5); line (3,5)";
    assertThat(mistake(overline))
        .isEqualTo("the line does not end in a win for X: it ends in progress: O to move");
    assertThat(TacticsFormat.read(overline.replace(" standard", "")).getLine())
        .containsExactly(new Square(3, 5));
  }

  @Test
  void underRenjuAForbiddenPointOfXsIsAMistakeOfTheLine() {
    assertThat(mistake(RENJU_BOARD + "; k 5 renju; X must defend; moves (2,2) (8,8)"))
        .isEqualTo("the move (8,8) is forbidden to X under renju (double three): it loses");
    assertThat(
            mistake(
                RENJU_BOARD + "; k 5 renju; X wins by threes; moves (2,2); line (2,2) (3,3) (8,8)"))
        .isEqualTo("the line cannot be played: (8,8) is forbidden to X under renju (double three)");
    assertThat(TacticsFormat.read(RENJU_BOARD + "; k 5 standard; X must defend; moves (8,8)"))
        .isNotNull(); // a double three is no foul but in renju
  }

  @Test
  void underRenjuOWinsALineThatForcesXOntoAForbiddenPoint() {
    // O's (7,7) makes four on the diagonal; X's only block, (8,8), is a double three.
    String board =
        String.join(
            "/",
            "---------------",
            "---------------",
            "--X------------",
            "---O-----------",
            "----O----------",
            "-----O---------",
            "-------X-------",
            "------X-X------",
            "-------X-------",
            "---------------",
            "---------------",
            "---------------",
            "---------------",
            "---------------",
            "--------------O");
    String forced = board + "; k 5 renju; O wins by fours; moves (7,7); line (7,7) (8,8)";
    assertThat(TacticsFormat.read(forced).toString()).isEqualTo(forced);
    assertThat(mistake(forced.replace("(8,8)", "(8,8) (1,1)")))
        .isEqualTo("the line cannot be played: (8,8) is forbidden to X under renju (double three)");
    assertThat(mistake(forced.replace("k 5 renju", "k 5")))
        .isEqualTo("the line does not end in a win for O: it ends in progress: O to move");
  }

  @Test
  void anUnknownRuleOrRenjuOnAnotherBoardIsNamedWithTheChoices() {
    assertThat(mistake(WIN.replace("k 4", "k 4 caro")))
        .isEqualTo(
            "the rule after the win length is 'caro'; write none or freestyle (k or more in a row),"
                + " standard (exactly k) or renju");
    assertThat(mistake(WIN.replace("k 4", "k 4 renju")))
        .isEqualTo(
            "renju is played on 15 x 15 with 5 to win, and this board is 7 x 7 with 4; write 'k 4'"
                + " (free-style) or 'k 4 standard' for it");
  }

  @Test
  void aBoardTheProverCannotTakeIsRefused() {
    String row = "-".repeat(33);
    String board =
        String.join(
            "/",
            List.of(
                row, row, row, row, row, row, row, row, row, row, row, row, row, row, row, row, row,
                row, row, row, row, row, row, row, row, row, row, row, row, row, row, row, row));
    assertThat(mistake(board + "; k 5; X must defend; moves (1,1)"))
        .isEqualTo(
            "the board: the prover takes boards of at most 1,024 cells (32 x 32), and this one has"
                + " 1,089");
  }

  /**
   * Renju, X to move: X's (8,8) would make two open threes, row 8 and column 8, a double three and
   * so a forbidden point.
   */
  private static final String RENJU_BOARD =
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
          "O-------------O");

  private static Tactic tactic(String line) {
    return TacticsFormat.read(line);
  }

  private static String mistake(String line) {
    return assertThrows(IllegalArgumentException.class, () -> TacticsFormat.read(line))
        .getMessage();
  }
}
