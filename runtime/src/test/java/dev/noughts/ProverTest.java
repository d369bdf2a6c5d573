package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The prover's wins and losses agree with perfect play wherever perfect play is known, its lines
 * play out to the winner's k in a row, and it proves the threats of gomoku (15 x 15, five to win).
 * Every proof these tests see was replayed by {@link ProofChecker} inside {@link Prover#prove}.
 */
class ProverTest {
  private static final Prover PROVER = new Prover();

  /**
   * A prover of VCF threats with a budget of its own: enough to prove what it proves on small
   * boards, small enough that the positions it cannot prove (most of them draws, searched to the
   * end) do not take minutes.
   */
  private static final Prover VCF_THREATS = new Prover(5_000).withVcfThreats();

  @Test
  void everyReachablePositionOfUpToNineCellsAgreesWithRetrogradeAnalysis() {
    for (Prover prover : List.of(PROVER, VCF_THREATS)) {
      Tally tally = new Tally();
      for (int rows = 1; rows <= 9; rows++) {
        for (int columns = 1; rows * columns <= 9; columns++) {
          compareEveryPosition(rows, columns, tally, prover);
        }
      }
      assertThat(tally.wins).isGreaterThan(1_000);
      assertThat(tally.losses).isGreaterThan(100);
    }
  }

  /** 1 x 10, 1 x 11, 2 x 5 and their transposes, every k. */
  @Test
  @Tag("slow")
  void everyReachablePositionOfTenAndElevenCellsAgreesWithRetrogradeAnalysis() {
    compareEveryShape(
        new int[][] {{1, 10}, {10, 1}, {1, 11}, {11, 1}, {2, 5}, {5, 2}}, 100_000, 10_000);
  }

  /**
   * 1 x 12, 2 x 6, 3 x 4 and their transposes, every k: three and a half times as many positions.
   */
  @Test
  @Exhaustive
  void everyReachablePositionOfTwelveCellsAgreesWithRetrogradeAnalysis() {
    compareEveryShape(
        new int[][] {{1, 12}, {12, 1}, {2, 6}, {6, 2}, {3, 4}, {4, 3}}, 500_000, 60_000);
  }

  /** Compares every shape with both provers: each proves more than so many wins and losses. */
  private static void compareEveryShape(int[][] shapes, int wins, int losses) {
    for (Prover prover : List.of(PROVER, VCF_THREATS)) {
      Tally tally = new Tally();
      for (int[] shape : shapes) {
        compareEveryPosition(shape[0], shape[1], tally, prover);
      }
      assertThat(tally.wins).isGreaterThan(wins);
      assertThat(tally.losses).isGreaterThan(losses);
    }
  }

  /**
   * 4 x 4 with three to win, every reachable position in progress (3,463,541), the largest board
   * whose every position is compared: some 20 s of proofs (EPYC, JDK 17).
   */
  @Test
  @Tag("slow")
  void everyReachablePositionOfFourByFourWithThreeToWinAgreesWithRetrogradeAnalysis() {
    Tally tally = new Tally();
    compare(4, 4, 3, tally, PROVER, false);
    assertThat(tally.positions).isEqualTo(3_463_541);
    assertThat(tally.wins).isEqualTo(3_199_406);
    assertThat(tally.losses).isEqualTo(262_831);
  }

  /** As above, searching VCF threats: every win it proves beyond fours and threes is one too. */
  @Test
  @Tag("slow")
  void withVcfThreatsEveryReachablePositionOfFourByFourWithThreeToWinAgreesToo() {
    Tally tally = new Tally();
    compare(4, 4, 3, tally, VCF_THREATS, false);
    assertThat(tally.positions).isEqualTo(3_463_541);
    assertThat(tally.wins).isAtLeast(3_199_406);
    assertThat(tally.losses).isEqualTo(262_831);
  }

  /**
   * Seeded random 5 x 5 positions with 12 to 16 empty cells, three to five to win: every win or
   * loss the prover claims is the solver's value, every winning first move wins.
   */
  @Test
  void fiveByFiveSamplesAgreeWithTheSolver() {
    Solver solver = new Solver();
    Tally tally = new Tally();
    for (int k = 3; k <= 5; k++) {
      for (int empty = 12; empty <= 16; empty++) {
        for (Position position : RandomPositions.of(Position.empty(5, 5, k), 6, empty, 33 + k)) {
          tally.positions++;
          Player mover = position.getNextPlayer();
          Solution perfect = solver.solve(position);
          Proof proof = PROVER.prove(position);
          String where = "k = " + k + ", " + proof + ", " + position;
          if (proof instanceof Proof.Win win) {
            assertWithMessage(where).that(perfect.value()).isEqualTo(GameValue.wonBy(mover));
            for (Square move : win.getWinningMoves()) {
              assertWithMessage(where).that(perfect.bestMoves()).contains(move);
            }
            tally.wins++;
          } else if (proof instanceof Proof.Loss) {
            assertWithMessage(where)
                .that(perfect.value())
                .isEqualTo(GameValue.wonBy(mover.getOpponent()));
            tally.losses++;
          }
        }
      }
    }
    assertThat(tally.positions).isEqualTo(90);
    assertThat(tally.wins + tally.losses).isGreaterThan(20);
  }

  @Test
  void anOpenThreeOnFifteenByFifteenWinsByAnOpenFourAtEitherEnd() {
    Position position = gomoku(8, "- - - - X X X - - -", "O O O - - - - - - -").play(1, 1);
    Proof proof = new Prover().prove(position.play(15, 15)); // X to move
    assertThat(proof).isInstanceOf(Proof.Win.class);
    assertThat(proof.getWinner()).isEqualTo(Player.X); // any proof says who wins
    Proof.Win win = (Proof.Win) proof;
    assertThat(win.getWinner()).isEqualTo(Player.X);
    assertThat(win.getWinningMoves()).containsExactly(new Square(8, 6)); // the first win proved
    Proof.Win every = (Proof.Win) new Prover().proveEveryWinningMove(position.play(15, 15));
    assertThat(every.getWinningMoves()).containsAtLeast(new Square(8, 6), new Square(8, 10));
    assertThat(every.getLine()).isEqualTo(win.getLine());
    assertThat(every.getNodes()).isGreaterThan(win.getNodes());
    assertThat(win.isByFours()).isTrue(); // the open four leaves two winning cells
    assertLineWins(position.play(15, 15), win.getLine(), Player.X);
  }

  @Test
  void aWinByFoursPlaysOutToFiveTakingADoubleFourAtOnce() {
    // The search before the depth-first one proved a win of 24 fours here (47 plies) that passes
    // the double four (1,11) after its fifth four.
    Position position =
        Position.of(
            5,
            "- - - - - - - - X - - - - - -",
            "- - - - - - - - - - - - - - -",
            "- - - - - - O - - X - - - - -",
            "- - - - - - - - - X - - O - -",
            "- - - - - X X - - - - - - - -",
            "- - - X - - - - - - O - - - -",
            "- - - - - X - - - X - - - - -",
            "- - - O - - X O O O - - X - -",
            "- - - - - - - O - - X - O - O",
            "- - - - - - - - - - X - - - -",
            "- - O - - - - - - - - - - - -",
            "- - - - - O X - - - - - - - -",
            "- - - - - - - - - - - - - - -",
            "- - - - - - - - - - - - - - -",
            "- - - - - - O - - - - - - - -");
    Proof proof = PROVER.prove(position);
    assertThat(proof.toString()).startsWith("X wins by force: (5,10); line (5,10) (6,10) (1,10) ");
    assertThat(((Proof.Win) proof).getLine()).hasSize(13);
    assertThat(((Proof.Win) proof).getLine().get(10)).isEqualTo(new Square(1, 11));
    assertThat(((Proof.Win) proof).isByFours()).isTrue();
    assertLineWins(position, ((Proof.Win) proof).getLine(), Player.X);
  }

  @Test
  void twoFoursOfTheOpponentAreALossWhateverTheMoverPlays() {
    // O has two winning cells, (8,5) and (8,10); X, to move, has no four.
    Position position = gomoku(8, "- - - O O O O - - -", "X X X - - - - - - -").with(1, 1, Cell.X);
    Proof proof = PROVER.prove(position);
    assertThat(proof).isInstanceOf(Proof.Loss.class);
    assertThat(proof.getWinner()).isEqualTo(Player.O); // the opponent of the player to move
    Proof.Loss loss = (Proof.Loss) proof;
    assertThat(loss.getWinner()).isEqualTo(Player.O);
    assertThat(loss.toString()).startsWith("O wins by force whatever X plays: line ");
    assertLineWins(position, loss.getLine(), Player.O);
  }

  @Test
  void aDoubleThreeWinsByThrees() {
    // X's twos cross at (8,8): a mark there makes two open threes, which one reply cannot stop.
    int[][] board = new int[15][15];
    board[7][5] = 1; // (8,6)
    board[7][6] = 1; // (8,7)
    board[5][7] = 1; // (6,8)
    board[6][7] = 1; // (7,8)
    board[0][0] = 2;
    board[0][14] = 2;
    board[14][0] = 2;
    board[14][14] = 2;
    Position position = Position.fromArray(board, 5);
    Proof proof = PROVER.prove(position);
    assertThat(proof).isInstanceOf(Proof.Win.class);
    Proof.Win win = (Proof.Win) proof;
    assertThat(win.getWinningMoves()).contains(new Square(8, 8));
    assertThat(win.isByFours()).isFalse();
    assertLineWins(position, win.getLine(), Player.X);
  }

  /**
   * O's first move (3,3) is neither a four nor a three: after it O has no winning cell and no move
   * that leaves two (but, given a free move, a win by fours). Only a prover of VCF threats proves
   * the win it starts.
   */
  @Test
  void aVcfThreatWinsWhereFoursAndThreesProveNothing() {
    Position position =
        Position.of(
            4,
            "X - - - X - O / - - - - - - - / O - - - - - - / X - - - - - - /"
                + " O - - - - - - / - - - - - - - / - - - - - - X");
    assertThat(new Prover().prove(position).toString())
        .isEqualTo("not proven: no win by fours and threes for either player (45 nodes)");

    Proof proof = new Prover().withVcfThreats().prove(position);

    assertThat(proof).isInstanceOf(Proof.Win.class);
    Proof.Win win = (Proof.Win) proof;
    assertThat(win.getWinner()).isEqualTo(Player.O);
    assertThat(win.getWinningMoves()).containsExactly(new Square(3, 3));
    assertThat(win.isByFours()).isFalse();
    assertLineWins(position, win.getLine(), Player.O);
    Position threat = position.play(3, 3);
    assertThat(threat.getWinningCells(Player.O)).isEmpty();
    for (Square move : threat.getLegalMoves()) {
      assertThat(threat.with(move.row(), move.column(), Cell.O).getWinningCells(Player.O).size())
          .isAtMost(1);
    }
  }

  @Test
  void aBudgetSpentIsNotProvenAndSaysSo() {
    Position position = gomoku(8, "- - - - X X X - - -", "O O O - - - - - - -");
    Proof proof = new Prover(1).prove(position.play(1, 1).play(15, 15));
    assertThat(proof).isInstanceOf(Proof.NotProven.class);
    assertThat(((Proof.NotProven) proof).isBudgetSpent()).isTrue();
    assertThat(proof.getWinner()).isNull();
    assertThat(proof.toString()).isEqualTo("not proven within 1 node");
  }

  @Test
  void aQuietPositionIsNotProvenWithTheBudgetLeft() {
    Position position = Position.empty(15, 15, 5).play(8, 8).play(1, 1);
    Proof proof = PROVER.prove(position);
    assertThat(proof).isInstanceOf(Proof.NotProven.class);
    assertThat(((Proof.NotProven) proof).isBudgetSpent()).isFalse();
    assertThat(proof.getWinner()).isNull();
    assertThat(proof.toString())
        .isEqualTo(
            "not proven: no win by fours and threes for either player ("
                + proof.getNodes()
                + " nodes)");
  }

  @Test
  void aBudgetOutsideOneToTwentyMillionIsRefused() {
    for (long budget : new long[] {0, -1, Prover.MAX_BUDGET + 1}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> new Prover(budget));
      assertThat(e)
          .hasMessageThat()
          .isEqualTo(String.format("the budget is 1 to 20,000,000 nodes, got %,d", budget));
    }
  }

  @Test
  void aPositionInProgressIsProvedUnderEveryRule() {
    Position renju = Position.empty(15, 15, 5).withRule(Rule.RENJU).play(8, 8);
    assertThat(Prover.whyUnprovable(renju)).isEmpty();
    assertThat(Prover.whyUnprovable(Position.empty(7, 7, 4).withRule(Rule.EXACTLY_K).play(4, 4)))
        .isEmpty();
    assertThat(new Prover(1_000).prove(renju)).isInstanceOf(Proof.NotProven.class);
  }

  @Test
  void aFinishedGameIsRefusedWithItsVerdict() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> PROVER.prove(Position.of("X X X / O O - / - - -")));
    assertThat(e)
        .hasMessageThat()
        .isEqualTo("cannot prove X X X / O O - / - - -: the game is over, X wins: row 1");
  }

  @Test
  void anImpossiblePositionIsRefusedWithItsReasons() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> PROVER.prove(Position.of("X X - / - - - / - - -")));
    assertThat(e).hasMessageThat().startsWith("cannot prove X X - / - - - / - - -: impossible");
  }

  @Test
  void aBoardOfMoreThan1024CellsIsRefused() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> PROVER.prove(Position.empty(33, 33, 5)));
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "cannot prove a 33 x 33 position: the prover takes boards of at most 1,024 cells"
                + " (32 x 32), and this one has 1,089");
  }

  @Test
  void whyUnprovableIsTheReasonProveGives() {
    assertThat(Prover.whyUnprovable(Position.empty(33, 33, 5)))
        .hasValue(
            "the prover takes boards of at most 1,024 cells (32 x 32), and this one has 1,089");
    assertThat(Prover.whyUnprovable(Position.empty(2, 513, 5)))
        .hasValue(
            "the prover takes boards of at most 1,024 cells (32 x 32), and this one has 1,026");
    assertThat(Prover.whyUnprovable(Position.of("X X X / O O - / - - -")))
        .hasValue("the game is over, X wins: row 1");
    assertThat(Prover.whyUnprovable(Position.of("X O X / X O O / O X X")))
        .hasValue("the game is over, draw");
    assertThat(Prover.whyUnprovable(Position.of("O O - / X - - / - - -")))
        .hasValue("impossible: O has more marks than X (X 1, O 2), but X moves first");
    assertThat(Prover.whyUnprovable(Position.empty(32, 32, 5))).isEmpty();
    assertThat(Prover.whyUnprovable(Position.empty(2, 512, 5))).isEmpty();
    assertThat(Prover.whyUnprovable(Position.of("X - - / - O - / - - -"))).isEmpty();
    for (Position refused :
        List.of(
            Position.empty(33, 33, 5),
            Position.of("X X X / O O - / - - -"),
            Position.of("O O - / X - - / - - -"))) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> PROVER.prove(refused));
      assertThat(e).hasMessageThat().endsWith(": " + Prover.whyUnprovable(refused).orElseThrow());
    }
  }

  private static final class Tally {
    int positions;
    int wins;
    int losses;
  }

  private static void compareEveryPosition(int rows, int columns, Tally tally, Prover prover) {
    for (int k = 1; k <= Math.max(rows, columns); k++) {
      compare(rows, columns, k, tally, prover, true);
    }
  }

  /**
   * Every reachable position in progress of the board: each proof of every winning move agrees with
   * perfect play, and, when {@code firstWinToo}, so does {@code prove}'s first win, with the same
   * verdict (4 x 4 leaves that to the smaller boards, to keep its time).
   */
  private static void compare(
      int rows, int columns, int k, Tally tally, Prover prover, boolean firstWinToo) {
    RunPlay play = new RunPlay(rows, columns, k);
    RunPlay.Retrograde oracle = play.new Retrograde();
    for (int board : play.inProgress().toArray()) {
      tally.positions++;
      Position position = play.position(board);
      Player mover = position.getNextPlayer();
      Solution perfect = oracle.solution(board);
      Proof proof = prover.proveEveryWinningMove(position); // every move it lists is checked
      String where = "k = " + k + ", " + proof + ", " + position;
      Proof first = firstWinToo ? prover.prove(position) : proof;
      assertWithMessage(where).that(first.getWinner()).isEqualTo(proof.getWinner());
      assertWithMessage(where).that(first.getClass()).isEqualTo(proof.getClass());
      if (first instanceof Proof.Win firstWin) {
        assertWithMessage(where)
            .that(((Proof.Win) proof).getWinningMoves())
            .containsAtLeastElementsIn(firstWin.getWinningMoves());
        assertLineWins(position, firstWin.getLine(), mover);
      }
      if (proof instanceof Proof.Win win) {
        assertWithMessage(where).that(proof.getWinner()).isEqualTo(mover);
        assertWithMessage(where).that(perfect.value()).isEqualTo(GameValue.wonBy(mover));
        for (Solution.Move move : perfect.moves()) {
          if (win.getWinningMoves().contains(move.square())) {
            assertWithMessage(where).that(move.value()).isEqualTo(GameValue.wonBy(mover));
          }
        }
        assertLineWins(position, win.getLine(), mover);
        tally.wins++;
      } else if (proof instanceof Proof.Loss loss) {
        assertWithMessage(where).that(proof.getWinner()).isEqualTo(mover.getOpponent());
        assertWithMessage(where)
            .that(perfect.value())
            .isEqualTo(GameValue.wonBy(mover.getOpponent()));
        assertLineWins(position, loss.getLine(), mover.getOpponent());
        tally.losses++;
      } else {
        assertWithMessage(where).that(proof.getWinner()).isNull();
      }
    }
  }

  /**
   * Plays {@code line} from {@code position}: each move legal, the last one wins for {@code
   * winner}.
   */
  private static void assertLineWins(Position position, List<Square> line, Player winner) {
    Position played = position;
    for (Square square : line) {
      assertWithMessage("line %s from %s", line, position).that(played.isOver()).isFalse();
      played = played.play(square);
    }
    assertWithMessage("line %s from %s", line, position)
        .that(played.getVerdict())
        .isInstanceOf(Verdict.Win.class);
    assertThat(((Verdict.Win) played.getVerdict()).winner()).isEqualTo(winner);
  }

  /** A 15 x 15 board, five to win, rows of ten cells placed from column 3 from {@code firstRow}. */
  static Position gomoku(int firstRow, String... rows) {
    int[][] array = new int[15][15];
    for (int i = 0; i < rows.length; i++) {
      String[] cells = rows[i].split(" ");
      for (int j = 0; j < cells.length; j++) {
        array[firstRow - 1 + i][2 + j] = cells[j].equals("X") ? 1 : cells[j].equals("O") ? 2 : 0;
      }
    }
    return Position.fromArray(array, 5);
  }
}
