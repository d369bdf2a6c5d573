package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The rules as a value: free-style by default, exactly k, and renju with its forbidden points and
 * fouls, through {@link Position}'s public API.
 */
class RuleTest {

  @Test
  void everyPositionIsFreeStyleUntilARuleIsChosen() {
    assertThat(Position.of("X O X / - O - / - - -").getRule()).isEqualTo(Rule.FREE_STYLE);
    assertThat(Position.empty(15, 15, 5).getRule()).isEqualTo(Rule.FREE_STYLE);
    assertThat(Position.fromArray(new int[4][6], 3).getRule()).isEqualTo(Rule.FREE_STYLE);
    Position exact = Position.empty(5, 5, 3).withRule(Rule.EXACTLY_K);
    assertThat(exact.play(1, 1).getRule()).isEqualTo(Rule.EXACTLY_K);
    assertThat(exact.with(1, 1, Cell.O).getRule()).isEqualTo(Rule.EXACTLY_K);
    assertThat(Rule.RENJU.toString()).isEqualTo("renju");
    assertThat(Rule.EXACTLY_K.getDescription()).isEqualTo("exactly k");
    assertThat(Rule.FREE_STYLE.getDescription()).isEqualTo("free-style");
  }

  @Test
  void positionsUnderDifferentRulesDiffer() {
    Position free = Position.empty(5, 5, 3).play(2, 2);
    Position exact = free.withRule(Rule.EXACTLY_K);
    assertThat(exact).isNotEqualTo(free);
    assertThat(exact.withRule(Rule.FREE_STYLE)).isEqualTo(free);
    assertThat(exact.withRule(Rule.FREE_STYLE).hashCode()).isEqualTo(free.hashCode());
    assertThat(free.withRule(Rule.FREE_STYLE)).isSameInstanceAs(free);
    assertThat(exact.toString()).isEqualTo(free.toString());
  }

  @Test
  void renjuIsRefusedOnAnyBoardButFifteenByFifteenWithFiveToWin() {
    IllegalArgumentException classic =
        assertThrows(
            IllegalArgumentException.class,
            () -> Position.of("X O X / - O - / - - -").withRule(Rule.RENJU));
    assertThat(classic)
        .hasMessageThat()
        .isEqualTo(
            "renju is played on a 15 x 15 board with 5 to win, but this board is 3 x 3 with 3 to"
                + " win; choose Rule.FREE_STYLE or Rule.EXACTLY_K for it, or start renju from"
                + " Position.empty(15, 15, 5)");
    IllegalArgumentException four =
        assertThrows(
            IllegalArgumentException.class, () -> Position.empty(15, 15, 4).withRule(Rule.RENJU));
    assertThat(four).hasMessageThat().contains("this board is 15 x 15 with 4 to win;");
    IllegalArgumentException wide =
        assertThrows(
            IllegalArgumentException.class, () -> Position.empty(15, 19, 5).withRule(Rule.RENJU));
    assertThat(wide).hasMessageThat().contains("this board is 15 x 19 with 5 to win;");
    assertThat(Position.empty(15, 15, 5).withRule(Rule.RENJU).getRule()).isEqualTo(Rule.RENJU);
  }

  @Test
  void exactlyKDoesNotCountALongerRunForEitherPlayer() {
    Position free = Position.of(3, "X X - X - / O O - - - / - - - - O / - - - - - / - - - - -");
    Position exact = free.withRule(Rule.EXACTLY_K);
    assertThat(free.play(1, 3).getVerdict().toString()).isEqualTo("X wins: (1,1)-(1,4)");
    assertThat(exact.play(1, 3).getVerdict().toString()).isEqualTo("in progress: O to move");
    assertThat(exact.play(1, 3).isOver()).isFalse();
    assertThat(free.play(1, 3).isOver()).isTrue();
    // Exactly three still wins, and ends the game.
    Position won = exact.play(1, 5).play(2, 3);
    assertThat(won.getVerdict().toString()).isEqualTo("O wins: (2,1)-(2,3)");
    assertThat(won.isOver()).isTrue();
    assertThat(won.getLegalMoves()).isEmpty();
  }

  @Test
  void exactlyKOnAClassicBoardIsTheClassicGame() {
    Position classic = Position.of("X X X / O O - / - - -");
    assertThat(classic.withRule(Rule.EXACTLY_K).getVerdict()).isEqualTo(classic.getVerdict());
    assertThat(classic.withRule(Rule.EXACTLY_K).isOver()).isTrue();
  }

  @Test
  void exactlyKNamesAMeetingCellWhoseRemovalLeavesExactlyKInARow() {
    // X's row (4,1)-(4,3) and diagonal (3,1)-(5,3) meet only at (4,2); without it, X's column 2
    // of seven splits into two runs of exactly three.
    Position position =
        board(
                8,
                3,
                "4,1 4,2 4,3 3,1 5,3 1,2 2,2 3,2 5,2 6,2 7,2",
                "8,1 8,2 8,4 8,5 8,7 8,8 1,8 2,8 4,8 5,8")
            .withRule(Rule.EXACTLY_K);
    assertThat(position.getVerdict().toString())
        .isEqualTo(
            "impossible: X's winning lines (4,1)-(4,3) and (3,1)-(5,3) meet only at (4,2), but"
                + " without that mark X would still have exactly 3 in a row, so no single move"
                + " completed them all");
    assertThat(((Verdict.Impossible) position.getVerdict()).getProblems())
        .containsExactly(Problem.MEETING_CELL_NOT_LAST);
    // Under free-style the column of seven wins too, and is too long for one move to make.
    assertThat(position.withRule(Rule.FREE_STYLE).getVerdict().toString())
        .isEqualTo(
            "impossible: X's winning line (1,2)-(7,2) has 7 cells, but with 3 to win one move"
                + " completes a run of at most 5 (it joins two runs of at most 2)");
  }

  @Test
  void exactlyKNamesSeparateWinningLines() {
    Position position =
        board(6, 3, "1,1 1,2 1,3 6,1 6,2 6,3", "3,1 3,3 3,5 4,2 4,4").withRule(Rule.EXACTLY_K);
    assertThat(position.getVerdict().toString())
        .isEqualTo(
            "impossible: X has two separate winning lines, (1,1)-(1,3) and (6,1)-(6,3), but one"
                + " move can complete only lines that share it");
  }

  @Test
  void renjuBlackMayNotTakeAForbiddenPointAndLosesIfItDoes() {
    Position position = renju("8,6 8,7 7,8 6,8", "1,1 1,3 1,5 1,7");
    assertThat(position.getNextPlayer()).isEqualTo(Player.X);
    assertThat(position.getForbiddenPoints())
        .containsExactly(new ForbiddenPoint(new Square(8, 8), Forbidden.DOUBLE_THREE));
    assertThat(position.getForbiddenPoints().get(0).toString()).isEqualTo("(8,8) double three");

    Position fouled = position.play(8, 8);
    assertThat(fouled.getVerdict())
        .isEqualTo(new Verdict.Foul(Forbidden.DOUBLE_THREE, new Square(8, 8), List.of()));
    assertThat(fouled.getVerdict().toString())
        .isEqualTo("O wins: X's move (8,8) is forbidden (double three)");
    assertThat(fouled.getVerdict().getOutcome()).isEqualTo(Outcome.O_WINS);
    assertThat(((Verdict.Foul) fouled.getVerdict()).winner()).isEqualTo(Player.O);
    assertThat(fouled.isOver()).isTrue();
    assertThat(fouled.getNextPlayer()).isNull();
    assertThat(fouled.getForbiddenPoints()).isEmpty();
    IllegalStateException after =
        assertThrows(IllegalStateException.class, () -> fouled.play(1, 15));
    assertThat(after)
        .hasMessageThat()
        .isEqualTo(
            "cannot play (1,15): nobody is to move, the position is O wins: X's move (8,8) is"
                + " forbidden (double three)");
    // The same cells set by hand are not a foul: the board does not say which move came last.
    Position byHand = position.with(8, 8, Cell.X);
    assertThat(byHand).isNotEqualTo(fouled);
    assertThat(byHand.getVerdict().toString()).isEqualTo("in progress: O to move");
  }

  @Test
  void quintetsGamePlayedUnderRenjuLeavesBlackOneForbiddenPoint() {
    Position position = Position.empty(15, 15, 5).withRule(Rule.RENJU);
    for (int[] move : QuintetBoards.BOARD_RS_MOVES) {
      position = position.play(QuintetBoards.point(move[0], move[1]));
    }
    assertThat(position.getForbiddenPoints())
        .containsExactly(new ForbiddenPoint(QuintetBoards.point(6, 7), Forbidden.DOUBLE_THREE));
    assertThat(QuintetBoards.point(6, 7)).isEqualTo(new Square(8, 7));
  }

  @Test
  void forbiddenPointsBindBlackOnlyAndOnlyUnderRenju() {
    Position blackToMove = renju("8,6 8,7 7,8 6,8", "1,1 1,3 1,5 1,7");
    assertThat(blackToMove.withRule(Rule.FREE_STYLE).getForbiddenPoints()).isEmpty();
    assertThat(blackToMove.withRule(Rule.EXACTLY_K).getForbiddenPoints()).isEmpty();
    Position whiteToMove = blackToMove.play(15, 15);
    assertThat(whiteToMove.getNextPlayer()).isEqualTo(Player.O);
    assertThat(whiteToMove.getForbiddenPoints()).isEmpty();
    // White may take the same kind of point: O's double three is an ordinary move.
    Position white = renju("1,1 1,3 1,5 1,7 15,15", "8,6 8,7 7,8 6,8").play(8, 8);
    assertThat(white.getVerdict().toString()).isEqualTo("in progress: X to move");
  }

  @Test
  void renjuBlackWinsWithExactlyFiveAndWhiteWithFiveOrMore() {
    Position black = renju("8,4 8,5 8,6 8,7", "1,1 1,3 1,5 1,7").play(8, 8);
    assertThat(black.getVerdict().toString()).isEqualTo("X wins: (8,4)-(8,8)");
    Position white = renju("1,1 1,3 1,5 1,7 1,9 1,11", "8,2 8,3 8,4 8,6 8,7").play(8, 5);
    assertThat(white.getVerdict().toString()).isEqualTo("O wins: (8,2)-(8,7)");
    // Five with an overline in column 8: the five wins.
    Position both =
        renju("8,4 8,5 8,6 8,7 4,8 5,8 6,8 7,8 9,8", "1,1 1,3 1,5 1,7 1,9 1,11 1,13 2,2 2,4")
            .play(8, 8);
    assertThat(both.getVerdict().toString()).isEqualTo("X wins: (8,4)-(8,8)");
  }

  @Test
  void renjuBlackOverlineLoses() {
    Position played = renju("8,1 8,2 8,3 8,5 8,6", "1,1 1,3 1,5 1,7 1,9").play(8, 4);
    assertThat(played.getVerdict())
        .isEqualTo(
            new Verdict.Foul(Forbidden.OVERLINE, new Square(8, 4), List.of(Line.run(8, 1, 8, 6))));
    assertThat(played.getVerdict().toString())
        .isEqualTo("O wins: X's move (8,4) is forbidden (overline)");
    // Built by hand, the overline still loses, without its move.
    Position built = renju("8,1 8,2 8,3 8,4 8,5 8,6", "1,1 1,3 1,5 1,7 1,9");
    assertThat(built.getVerdict().toString()).isEqualTo("O wins: X has an overline, (8,1)-(8,6)");
    assertThat(built.isOver()).isTrue();
  }

  @Test
  void renjuSaysOfAnImpossibleOverlineThatItIsOne() {
    Position outOfTurn = renju("8,1 8,2 8,3 8,4 8,5 8,6", "1,1 1,3 1,5 1,7 1,9 1,11");
    assertThat(outOfTurn.getVerdict().toString())
        .isEqualTo(
            "impossible: X has an overline ((8,1)-(8,6)), which lost the game on X's move, so X"
                + " moved last and must have one mark more than O (X 6, O 6)");
    Position both = renju("8,1 8,2 8,3 8,4 8,5 8,6", "1,1 1,2 1,3 1,4 1,5");
    assertThat(both.getVerdict().toString())
        .isEqualTo(
            "impossible: X has an overline ((8,1)-(8,6)) and O a winning line ((1,1)-(1,5)), but"
                + " play stops when either is made; O has a winning line ((1,1)-(1,5)), so O moved"
                + " last and must have as many marks as X (X 6, O 5)");
    Position separate =
        renju(
            "8,1 8,2 8,3 8,4 8,5 8,6 10,1 10,2 10,3 10,4 10,5 10,6",
            "1,1 1,3 1,5 1,7 1,9 1,11 3,1 3,3 3,5 3,7 3,9");
    assertThat(separate.getVerdict().toString())
        .isEqualTo(
            "impossible: X has two separate overlines, (8,1)-(8,6) and (10,1)-(10,6), but one"
                + " move can complete only lines that share it");
  }

  @Test
  void aFoulNeedsItsMoveOrItsLines() {
    IllegalArgumentException error =
        assertThrows(
            IllegalArgumentException.class,
            () -> new Verdict.Foul(Forbidden.OVERLINE, null, List.of()));
    assertThat(error)
        .hasMessageThat()
        .isEqualTo("a foul without its move is an overline on the board, so it needs its lines");
  }

  @Test
  void theSolverRefusesRenjuSayingWhereItIsDefined() {
    Position renju = Position.empty(15, 15, 5).withRule(Rule.RENJU);
    IllegalArgumentException error =
        assertThrows(IllegalArgumentException.class, () -> Solver.shared().solve(renju));
    assertThat(error)
        .hasMessageThat()
        .isEqualTo(
            "the solver does not play renju: renju is defined on 15 x 15 only, and the solver"
                + " plays boards of up to 25 cells (and endgames of larger ones) by free-style or"
                + " exactly k; solve position.withRule(Rule.EXACTLY_K) for exactly five without"
                + " renju's forbidden points");
    Position classic = Position.empty(3).withRule(Rule.EXACTLY_K);
    assertThat(Solver.shared().solve(classic).value())
        .isEqualTo(Solver.shared().solve(Position.empty(3)).value());
  }

  @Test
  void perftRefusesRenju() {
    Position renju = Position.empty(15, 15, 5).withRule(Rule.RENJU);
    IllegalArgumentException error =
        assertThrows(IllegalArgumentException.class, () -> Perft.count(renju, 1));
    assertThat(error)
        .hasMessageThat()
        .isEqualTo(
            "perft does not count renju play (its forbidden points are not counted): count"
                + " position.withRule(Rule.EXACTLY_K) for exactly five, or Rule.FREE_STYLE");
    assertThrows(IllegalArgumentException.class, () -> Perft.divide(renju, 1));
    assertThat(Perft.count(Position.empty(3).withRule(Rule.EXACTLY_K), 2)).isEqualTo(72);
    assertThat(Perft.count(Position.empty(1, 3, 1).withRule(Rule.EXACTLY_K), 2)).isEqualTo(0);
  }

  /** A renju position with X on {@code xs} and O on {@code os} (squares such as {@code 8,8}). */
  private static Position renju(String xs, String os) {
    return board(15, 5, xs, os).withRule(Rule.RENJU);
  }

  private static Position board(int size, int k, String xs, String os) {
    int[][] cells = new int[size][size];
    mark(cells, xs, 1);
    mark(cells, os, 2);
    return Position.fromArray(cells, k);
  }

  private static void mark(int[][] cells, String squares, int code) {
    for (String text : squares.split(" ")) {
      Square square = Square.parse(text);
      cells[square.row() - 1][square.column() - 1] = code;
    }
  }
}
