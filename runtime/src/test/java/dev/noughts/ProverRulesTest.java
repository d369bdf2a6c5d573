package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The prover under {@link Rule#EXACTLY_K} and {@link Rule#RENJU}: what it proves under exactly k
 * held to the exact solver on small boards, where a run longer than k is often within reach; under
 * renju, quintet's positions proved for the attacker quintet names, black and white, and the two
 * ways renju changes a win: a double four of black's is a foul, not a win, and a four of white's
 * whose block is a forbidden point of black's wins at once.
 */
class ProverRulesTest {
  private static final Prover PROVER = new Prover(100_000);
  private static final Solver SOLVER = new Solver();

  @Test
  void underExactlyKEveryWinAndLossIsTheSolversValue() {
    int proved = 0;
    int ruleMatters = 0;
    int[][] shapes = {{4, 4, 3, 9}, {5, 5, 3, 14}, {5, 5, 4, 12}, {4, 5, 3, 10}};
    for (int[] shape : shapes) {
      Position start = Position.empty(shape[0], shape[1], shape[2]).withRule(Rule.EXACTLY_K);
      for (Position position : RandomPositions.of(start, 60, shape[3], shape[0] * 100L)) {
        Solution solution = SOLVER.solve(position);
        Position freeStyle = position.withRule(Rule.FREE_STYLE);
        boolean sameValue =
            freeStyle.getVerdict() instanceof Verdict.InProgress
                && SOLVER.solve(freeStyle).value() == solution.value();
        ruleMatters += sameValue ? 0 : 1;
        Proof proof = PROVER.proveEveryWinningMove(position);
        String where = shape[2] + " in a row, exactly: " + position;
        if (proof instanceof Proof.Win win) {
          proved++;
          assertWithMessage("value, %s", where).that(solution.value()).isEqualTo(wins(win));
          for (Square move : win.getWinningMoves()) {
            assertWithMessage("value of %s, %s", move, where)
                .that(valueOf(solution, move))
                .isEqualTo(wins(win));
          }
        } else if (proof instanceof Proof.Loss loss) {
          proved++;
          assertWithMessage("value, %s", where)
              .that(solution.value())
              .isEqualTo(loss.getWinner() == Player.X ? GameValue.X_WINS : GameValue.O_WINS);
        }
      }
    }
    assertThat(proved).isAtLeast(100);
    assertThat(ruleMatters).isAtLeast(10); // positions whose value the rule changes
  }

  @Test
  void underExactlyKAFourThatWouldMakeAnOverlineIsNone() {
    // X X X - X: the gap makes five, a win for free-style and nothing under exactly four.
    Position position = Position.of(4, "X X X - X -", "O O - O - -", "- - - - - -", "- - - - - O");

    assertThat(PROVER.prove(position)).isInstanceOf(Proof.Win.class);
    assertThat(((Proof.Win) PROVER.prove(position)).getWinningMoves())
        .containsExactly(new Square(1, 4));
    Proof exactly = PROVER.proveEveryWinningMove(position.withRule(Rule.EXACTLY_K));
    assertThat(exactly instanceof Proof.Win w && w.getWinningMoves().contains(new Square(1, 4)))
        .isFalse();
  }

  static List<QuintetMates.Mate> quintetTests() {
    return QuintetMates.named("test_");
  }

  /**
   * Each of quintet's test positions, black and white attackers, is proved won for its attacker
   * under renju (the checker replaying every reply by its own rules); the fukumi move needs VCF
   * threats, as in free-style.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("quintetTests")
  void provesQuintetsTestPositionsForTheirAttacker(QuintetMates.Mate mate) {
    Prover prover = new Prover(1_000_000);
    if (mate.name().equals("test_vct_fukumi_move")) {
      prover = prover.withVcfThreats();
    }

    Proof proof = prover.prove(mate.position());

    assertThat(proof).isInstanceOf(Proof.Win.class);
    assertThat(((Proof.Win) proof).getWinner()).isEqualTo(mate.attacker());
  }

  @Test
  void underRenjuAFourOfWhitesBlockedOnlyOnAForbiddenPointWins() {
    Position position = renju(FORBIDDEN_BLOCK);
    Square four = new Square(12, 12);
    assertThat(RenjuBoard.at(position.toArray(), 7, 7)).isEqualTo(Forbidden.DOUBLE_THREE);

    Proof proof = PROVER.proveEveryWinningMove(position);

    assertThat(proof).isInstanceOf(Proof.Win.class);
    Proof.Win win = (Proof.Win) proof;
    assertThat(win.getWinner()).isEqualTo(Player.O);
    assertThat(win.getWinningMoves()).contains(four);
    assertThat(win.isByFours()).isTrue();
    Proof freeStyle = PROVER.proveEveryWinningMove(position.withRule(Rule.FREE_STYLE));
    assertThat(freeStyle instanceof Proof.Win w && w.getWinningMoves().contains(four)).isFalse();
  }

  @Test
  void underRenjuADoubleFourOfBlacksIsAFoulNotAWin() {
    Position position = renju(DOUBLE_FOUR);
    Square doubleFour = new Square(5, 8);
    assertThat(position.getForbiddenPoints().stream().map(ForbiddenPoint::square).toList())
        .contains(doubleFour);

    Proof freeStyle = PROVER.prove(position.withRule(Rule.FREE_STYLE));
    Proof renju = PROVER.proveEveryWinningMove(position);

    assertThat(((Proof.Win) freeStyle).getWinningMoves()).contains(doubleFour);
    assertThat(renju instanceof Proof.Win w && w.getWinningMoves().contains(doubleFour)).isFalse();
  }

  @Test
  void aForbiddenMoveOfXsIsJudgedAFoulThatLoses() {
    MoveProof judged = PROVER.judge(renju(DOUBLE_FOUR), new Square(5, 8));

    assertThat(judged).isInstanceOf(MoveProof.Loses.class);
    MoveProof.Loses loses = (MoveProof.Loses) judged;
    assertThat(loses.getFoul()).isEqualTo(Forbidden.DOUBLE_FOUR);
    assertThat(loses.getProof()).isNull();
    assertThat(loses.toString()).isEqualTo("(5,8) loses: a foul, X may not make a double four");
  }

  @Test
  void theCheckerKnowsRenjusFouls() {
    Position block = renju(FORBIDDEN_BLOCK);
    Attack whiteFour = Attack.finishing(cell(12, 12)); // no reply listed: the block is a foul
    assertThat(checker(block, 2, true).attackWins(whiteFour)).isTrue();
    assertThat(checker(block, 2, false).attackWins(whiteFour)).isFalse();

    Position doubleFour = renju(DOUBLE_FOUR);
    Attack blackDoubleFour = Attack.finishing(cell(5, 8)); // two winning cells, but forbidden
    assertThat(checker(doubleFour, 1, false).attackWins(blackDoubleFour)).isTrue();
    assertThat(checker(doubleFour, 1, true).attackWins(blackDoubleFour)).isFalse();
  }

  @Test
  void theCheckerCountsOnlyExactlyKUnderThatRule() {
    // X's (1,4) would make five: four in a row under free-style, nothing under exactly four.
    Position position = Position.of(4, "X X X - X -", "O O - O - -", "- - - - - -", "- - - - - O");
    Attack fill = Attack.finishing(cell(1, 4));
    int[][] cells = position.toArray();

    assertThat(new ProofChecker(cells, 4, 1).attackWins(fill)).isTrue();
    assertThat(
            new ProofChecker(cells, 4, 1, new ProofChecker.Rules(true, true, false))
                .attackWins(fill))
        .isFalse();
  }

  private static ProofChecker checker(Position position, int attacker, boolean renju) {
    return new ProofChecker(
        position.toArray(),
        5,
        attacker,
        renju ? new ProofChecker.Rules(true, false, true) : ProofChecker.Rules.FREE_STYLE);
  }

  private static int cell(int row, int column) {
    return (row - 1) * 15 + column - 1;
  }

  private static GameValue wins(Proof.Win win) {
    return win.getWinner() == Player.X ? GameValue.X_WINS : GameValue.O_WINS;
  }

  private static GameValue valueOf(Solution solution, Square move) {
    return solution.moves().stream()
        .filter(m -> m.square().equals(move))
        .findFirst()
        .orElseThrow()
        .value();
  }

  /**
   * White to move: (8,8) is a double three of black's (a row and a column), and white's diagonal
   * (9,9) (10,10) (11,11), closed by black at (7,7) and (13,13), makes a four at (12,12) whose one
   * block is (8,8). Two white stones on the far edge set the turn.
   */
  private static final String[] FORBIDDEN_BLOCK = {
    "O - - - - - - - - - - - - - O",
    "- - - - - - - - - - - - - - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - - X - - - - - - -",
    "- - - - - - X X - - - - - - -",
    "- - - - - X X - - - - - - - -",
    "- - - - - - - - O - - - - - -",
    "- - - - - - - - - O - - - - -",
    "- - - - - - - - - - O - - - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - - - - - - - X - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - - - - - - - - - -"
  };

  /**
   * Black to move: (5,8) makes two fours, the row (5,5)-(5,8) closed by white at (5,4) and the
   * column (2,8)-(5,8) closed by white at (1,8): a double four, a win for free-style and a foul
   * under renju. White stones on the far edge set the turn.
   */
  private static final String[] DOUBLE_FOUR = {
    "- - - - - - - O - - - - - - -",
    "- - - - - - - X - - - - - - -",
    "- - - - - - - X - - - - - - -",
    "- - - - - - - X - - - - - - -",
    "- - - O X X X - - - - - - - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - - - - - - - - - -",
    "- - - - - - - - - - - - - - -",
    "O - - - - - O - - - O - - - O"
  };

  private static Position renju(String[] rows) {
    return Position.of(5, rows).withRule(Rule.RENJU);
  }
}
