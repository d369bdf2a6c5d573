package dev.noughts.cli;

import static com.google.common.truth.Truth.assertThat;
import static dev.noughts.cli.Runs.json;
import static dev.noughts.cli.Runs.run;

import dev.noughts.cli.Runs.Run;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code --rule freestyle|standard|renju} on {@code check}, {@code solve}, {@code perft} and {@code
 * engine}.
 */
class RuleOptionTest {
  /** 4 x 4, three to win, X to move: (1,3) makes four in a row, a win by free-style only. */
  private static final String OVERLINE = "X X - X / O O - - / - - - - / - - - O";

  /** A renju game in which X's ninth move, f8, makes two open threes: a foul. */
  private static final String DOUBLE_THREE = "h8 a1 g8 a3 f9 a5 f10 a7 f8";

  @Test
  void checkUnderStandardNamesTheRuleAndAnOverlineDoesNotWin() {
    Run free = run("X X X X / O O - - / - - - - / - - - O", "check", "--win-length", "3");
    Run standard =
        run(
            "X X X X / O O - - / - - - - / - - - O",
            "check",
            "--win-length",
            "3",
            "--rule",
            "standard");

    assertThat(free.out()).endsWith("\nX wins: (1,1)-(1,4) (1,1) (1,2) (1,3) (1,4)\n");
    assertThat(standard.code()).isEqualTo(0);
    assertThat(standard.out())
        .isEqualTo(
            "== <stdin>\nX X X X\nO O - -\n- - - -\n- - - O\n"
                + "rule: standard (exactly k in a row)\nin progress: O to move\n");
  }

  @Test
  void freestyleIsTheDefaultAndIsNotNamed() throws IOException {
    Run given = run(OVERLINE, "check", "--win-length", "3", "--rule", "freestyle", "--json");
    Run left = run(OVERLINE, "check", "--win-length", "3", "--json");

    assertThat(given.out()).isEqualTo(left.out());
    assertThat(json(given.out().strip())).doesNotContainKey("rule");
  }

  @Test
  void solveUnderStandardSolvesByExactlyK() throws IOException {
    Run run = run(OVERLINE, "solve", "--win-length", "3", "--rule", "standard", "--json");

    assertThat(run.code()).isEqualTo(0);
    var line = json(run.out().strip());
    assertThat(line).containsEntry("rule", "standard");
    // Free-style X wins at once with (1,3); under exactly three O's two threats win.
    assertThat(line).containsEntry("value", "o");
    assertThat(line).containsEntry("plies", 2);
  }

  /**
   * 9 x 9, five to win, X to move: X X X - X X on row 5, closed by O at both ends. (5,6) makes six
   * in a row, a win under free-style and nothing under standard.
   */
  private static final String SIX =
      "O - - - - - - - O / - - - - - - - - - / - - - - - - - - - / - - - - - - - - - /"
          + " - O X X X - X X O / - - - - - - - - - / - - - - - - - - - / - - - - - - - - - /"
          + " O - - - - - - - -";

  @Test
  void solveBeyondTheSolverProvesUnderStandardByThatRule() throws IOException {
    Run free = run(SIX, "solve", "--win-length", "5", "--json");
    Run standard = run(SIX, "solve", "--win-length", "5", "--rule", "standard", "--json");

    assertThat(free.code()).isEqualTo(0);
    assertThat(json(free.out().strip())).containsEntry("value", "x");
    assertThat(standard.code()).isEqualTo(0);
    var line = json(standard.out().strip());
    assertThat(line).containsEntry("rule", "standard");
    assertThat(line).containsEntry("value", "unknown");
    assertThat(line).containsEntry("beyond_solver", "too_many_empty_cells");
  }

  /**
   * Renju, O to move: (8,8) is a double three of X's, and O's (12,12) makes a four, (9,9)-(12,12),
   * whose only block is (8,8): O wins under renju; under free-style X blocks. Moves as row,column.
   */
  private static final String FORBIDDEN_BLOCK =
      "6,8 1,1 7,7 1,15 7,8 9,9 8,6 10,10 8,7 11,11 13,13";

  @Test
  void solveUnderRenjuProvesWithTheProverInTextAndJson() throws IOException {
    String[] args = {"solve", "--game", "15x15", "--win-length", "5", "--rule", "renju"};
    Run text = run(FORBIDDEN_BLOCK, args);
    Run json = run(FORBIDDEN_BLOCK, append(args, "--json"));
    Run free = run(FORBIDDEN_BLOCK, "solve", "--game", "15x15", "--win-length", "5");

    assertThat(text.code()).isEqualTo(0);
    // The line: O's four, then X's only block, a foul.
    assertThat(text.out())
        .endsWith(
            "\nrule: renju\nin progress: O to move\nO wins by force: (12,12); line (12,12) (8,8)\n");
    var line = json(json.out().strip());
    assertThat(line).containsEntry("rule", "renju");
    assertThat(line).containsEntry("value", "o");
    assertThat(line).containsEntry("winning_moves", List.of(List.of(12, 12)));
    assertThat(line).containsEntry("beyond_solver", "renju");
    assertThat(free.out()).doesNotContain("O wins by force");
  }

  @Test
  void solveUnderRenjuGivesAFinishedGamesValue() throws IOException {
    String[] args = {"solve", "--game", "15x15", "--win-length", "5", "--rule", "renju"};
    Run text = run(DOUBLE_THREE, args);
    Run json = run(DOUBLE_THREE, append(args, "--json"));

    assertThat(text.code()).isEqualTo(0);
    assertThat(text.out())
        .endsWith("\nrule: renju\nO wins: X's move (8,6) is forbidden (double three)\n");
    var line = json(json.out().strip());
    assertThat(line).containsEntry("status", "foul");
    assertThat(line).containsEntry("value", "o");
    assertThat(line).containsEntry("plies", 0);
  }

  @Test
  void aRenjuGameEndsAtAForbiddenMoveInTextAndJson() throws IOException {
    String[] args = {"check", "--game", "15x15", "--win-length", "5", "--rule", "renju"};
    Run text = run(DOUBLE_THREE, args);
    Run json = run(DOUBLE_THREE, append(args, "--json"));

    assertThat(text.code()).isEqualTo(0);
    assertThat(text.out())
        .endsWith("\nrule: renju\nO wins: X's move (8,6) is forbidden (double three)\n");
    var line = json(json.out().strip());
    assertThat(line).containsEntry("rule", "renju");
    assertThat(line).containsEntry("status", "foul");
    assertThat(line).containsEntry("winner", "O");
    assertThat(line).containsEntry("forbidden", "double_three");
    assertThat(line).containsEntry("move", List.of(8, 6));
  }

  @Test
  void aMoveAfterTheFoulIsAnErrorOfTheGame() {
    Run run =
        run(
            DOUBLE_THREE + " a9",
            "check",
            "--game",
            "15x15",
            "--win-length",
            "5",
            "--rule",
            "renju");

    assertThat(run.code()).isEqualTo(1);
    assertThat(run.out())
        .endsWith(
            "\nerror: move 10: a9 comes after the end of the game: O won: X's move (8,6) was"
                + " forbidden (double three) at move 9\n");
  }

  @Test
  void anUnknownRuleIsAUsageErrorNamingTheChoices() {
    for (String command : List.of("check", "solve", "perft")) {
      Run run = run("- - - / - - - / - - -", command, "--rule", "caro");

      assertThat(run.code()).isEqualTo(2);
      assertThat(run.err())
          .isEqualTo(
              "noughts "
                  + command
                  + ": --rule is caro; choose freestyle (k or more in a row win), standard"
                  + " (exactly k in a row) or renju (15 x 15, five to win; X must make exactly"
                  + " five and may not make a double three, a double four or an overline)\n");
    }
  }

  @Test
  void renjuWithAnotherWinLengthOrBoardIsAClearError() {
    Run noLength = run("- - - / - - - / - - -", "check", "--rule", "renju");
    Run nineByNine = run("8,8", "check", "--game", "9x9", "--win-length", "5", "--rule", "renju");
    String board = ("- ".repeat(9).strip() + " / ").repeat(8) + "- ".repeat(9).strip();
    Run notation = run(board, "check", "--win-length", "5", "--rule", "renju");

    assertThat(noLength.code()).isEqualTo(2);
    assertThat(noLength.err())
        .isEqualTo(
            "noughts check: --rule renju is five in a row on a 15 x 15 board, but without"
                + " --win-length a board is won by a whole line; give --win-length 5 for renju, or"
                + " --rule freestyle or --rule standard\n");
    assertThat(nineByNine.code()).isEqualTo(2);
    assertThat(nineByNine.err())
        .isEqualTo(
            "noughts check: --rule renju is played on a 15 x 15 board with 5 to win, but this"
                + " board is 9 x 9 with 5 to win; give --rule freestyle or --rule standard for"
                + " it\n");
    assertThat(notation.code()).isEqualTo(1);
    assertThat(notation.out())
        .endsWith(
            "\nerror: --rule renju is played on a 15 x 15 board with 5 to win, but this board is"
                + " 9 x 9 with 5 to win; give --rule freestyle or --rule standard for it\n");
  }

  @Test
  void perftCountsStandardPlayAndRefusesRenju() {
    Run free = run(OVERLINE, "perft", "--win-length", "3", "--depth", "2");
    Run standard =
        run(OVERLINE, "perft", "--win-length", "3", "--depth", "2", "--rule", "standard");
    Run renju = run("h8", "perft", "--game", "15x15", "--win-length", "5", "--rule", "renju");

    // Under free-style (1,3) wins, so no reply follows it.
    assertThat(free.out()).endsWith("depth 2: 81\n");
    assertThat(standard.out()).endsWith("depth 2: 90\n");
    assertThat(renju.code()).isEqualTo(2);
    assertThat(renju.err())
        .isEqualTo(
            "noughts perft: perft does not count renju play (its forbidden points are not"
                + " counted); give --rule standard for exactly five, or --rule freestyle\n");
  }

  @Test
  void engineRefusesASuiteOfAnotherRuleAnUnknownRuleAndRenjuOfAnotherWinLength() {
    Run standard = run("", "engine", "--rule", "standard", "--", "./pbrain-none");
    Run unknown = run("", "engine", "--rule", "caro", "--", "./pbrain-none");
    Run four = run("", "engine", "--rule", "renju", "--win-length", "4", "--", "./pbrain-none");

    assertThat(standard.code()).isEqualTo(2);
    assertThat(standard.err())
        .isEqualTo(
            "noughts engine: tactics-15 is played by the rule freestyle, and --rule is standard:"
                + " the engine is told the rule (INFO rule), and would play another game than the"
                + " suite's; give --rule freestyle, or leave --rule out to take the suite's\n");
    assertThat(unknown.code()).isEqualTo(2);
    assertThat(unknown.err()).startsWith("noughts engine: --rule is caro; choose freestyle");
    assertThat(four.code()).isEqualTo(2);
    assertThat(four.err())
        .isEqualTo(
            "noughts engine: --rule renju is five in a row on a 15 x 15 board, but --win-length is"
                + " 4; give --win-length 5 for renju, or --rule freestyle or --rule standard\n");
  }

  private static String[] append(String[] args, String more) {
    String[] all = java.util.Arrays.copyOf(args, args.length + 1);
    all[args.length] = more;
    return all;
  }
}
