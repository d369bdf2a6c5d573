package dev.noughts;

import static com.google.common.truth.Truth.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The checker accepts the proofs the search makes and refuses every kind of wrong one: a move on a
 * taken cell, a move that is no threat, a four answered by its block, a defence left out, a
 * defender who wins first, a board filled without a win.
 */
class ProofCheckerTest {
  private static final int X = 1;

  /** X to move, with an open three on row 8: (8,6) or (8,10) makes an open four. */
  static final Position OPEN_THREE =
      ProverTest.gomoku(8, "- - - - X X X - - -", "O O O - - - - - - -").play(1, 1).play(15, 15);

  /** X to move; X's twos cross at (8,8). */
  static final Position CROSSING_TWOS = crossingTwos();

  @Test
  void acceptsEveryProofTheSearchMakes() {
    for (Position position : List.of(OPEN_THREE, CROSSING_TWOS)) {
      List<Attack> wins =
          new ProofSearch(
                  position.toArray(),
                  5,
                  Rule.FREE_STYLE,
                  X,
                  ProofSearch.Attacks.FOURS_AND_THREES,
                  100_000)
              .proveWin(true);
      assertThat(wins).isNotEmpty();
      for (Attack win : wins) {
        assertThat(checker(position).attackWins(win)).isTrue();
      }
    }
  }

  @Test
  void theBoardTheSearchTheCheckerAndTheLinesLeaveTheCellsTheyReadAsTheyWere() {
    // prove reads a position once and gives the one array to every stage
    for (Position position : List.of(OPEN_THREE, CROSSING_TWOS)) {
      int[][] cells = position.toArray();
      ThreatBoard board = new ThreatBoard(cells, 5);
      List<Attack> wins =
          new ProofSearch(board, X, ProofSearch.Attacks.FOURS_AND_THREES, 100_000).proveWin(true);
      assertThat(wins).isNotEmpty();
      for (Attack win : wins) {
        assertThat(new ProofChecker(cells, 5, X).attackWins(win)).isTrue();
        assertThat(new ProofLines(cells, 5, Rule.FREE_STYLE, X).of(win)).isNotEmpty();
      }
      assertThat(cells).isEqualTo(position.toArray());
    }
  }

  @Test
  void refusesAMoveOnATakenCell() {
    assertThat(checker(OPEN_THREE).attackWins(Attack.finishing(cell(8, 7)))).isFalse();
    assertThat(checker(OPEN_THREE).attackWins(Attack.finishing(-1))).isFalse();
    assertThat(checker(OPEN_THREE).attackWins(Attack.finishing(15 * 15))).isFalse();
  }

  @Test
  void refusesAMoveThatThreatensNothing() {
    assertThat(checker(OPEN_THREE).attackWins(Attack.finishing(cell(15, 1)))).isFalse();
  }

  @Test
  void refusesAFourThatOneBlockAnswers() {
    // (8,5) leaves one winning cell, (8,6): the block there holds.
    assertThat(checker(OPEN_THREE).attackWins(Attack.finishing(cell(8, 5)))).isFalse();
    assertThat(checker(OPEN_THREE).attackWins(Attack.finishing(cell(8, 6)))).isTrue();
  }

  @Test
  void refusesAThreeWithADefenceLeftOut() {
    Attack proof =
        new ProofSearch(
                CROSSING_TWOS.toArray(),
                5,
                Rule.FREE_STYLE,
                X,
                ProofSearch.Attacks.FOURS_AND_THREES,
                100_000)
            .proveWin(true)
            .get(0);
    Attack three = firstWithListedReplies(proof);
    assertThat(checker(CROSSING_TWOS).attackWins(proof)).isTrue();
    // The first four defences in row-major order: each check replays the whole proof.
    for (int reply : three.replies().keySet().stream().sorted().limit(4).toList()) {
      Map<Integer, Attack> fewer = new HashMap<>(three.replies());
      fewer.remove(reply);
      Attack weakened = replace(proof, three, new Attack(three.move(), fewer));
      assertThat(checker(CROSSING_TWOS).attackWins(weakened)).isFalse();
    }
  }

  /**
   * A list of replies shared by two attacks (as a prover shares a position reached by two orders of
   * moves) is checked at each position it is reached at: found to lose after one move, it is not
   * taken to lose after another.
   */
  @Test
  void checksASharedListOfRepliesAtEachPosition() {
    Attack proof =
        new ProofSearch(
                CROSSING_TWOS.toArray(),
                5,
                Rule.FREE_STYLE,
                X,
                ProofSearch.Attacks.FOURS_AND_THREES,
                100_000)
            .proveWin(false)
            .get(0);
    assertThat(proof.replies()).isNotEmpty();
    Attack elsewhere = new Attack(cell(15, 8), proof.replies()); // the same object, another move
    ProofChecker checker = checker(CROSSING_TWOS);

    assertThat(checker.attackWins(proof)).isTrue();
    assertThat(checker.attackWins(elsewhere)).isFalse();
    assertThat(checker.attackWins(proof)).isTrue();
    assertThat(checker(CROSSING_TWOS).attackWins(elsewhere)).isFalse();
  }

  /**
   * A VCF threat's proof lists every reply of the defender's, most of them answered by a win by
   * fours played again after them: each left out is refused, and so is a reply's win by fours cut
   * short.
   */
  @Test
  void refusesAVcfThreatWithADefenceLeftOutOrAWinByFoursCutShort() {
    Position position =
        Position.of(
            4,
            "X - - - X - O / - - - - - - - / O - - - - - - / X - - - - - - /"
                + " O - - - - - - / - - - - - - - / - - - - - - X");
    int o = 2;
    Attack proof =
        new ProofSearch(
                position.toArray(), 4, Rule.FREE_STYLE, o, ProofSearch.Attacks.THREATS, 100_000)
            .proveWin(true)
            .get(0);
    ProofChecker checker = new ProofChecker(position.toArray(), 4, o);
    assertThat(checker.attackWins(proof)).isTrue();
    assertThat(proof.replies()).hasSize(position.getLegalMoves().size() - 1); // all but (4,2)
    for (int reply : proof.replies().keySet().stream().sorted().limit(6).toList()) {
      Map<Integer, Attack> fewer = new HashMap<>(proof.replies());
      fewer.remove(reply);
      assertThat(checker.attackWins(new Attack(proof.move(), fewer))).isFalse();
    }
    List<Integer> byFours =
        proof.replies().entrySet().stream()
            .filter(reply -> !reply.getValue().replies().isEmpty())
            .map(Map.Entry::getKey)
            .sorted()
            .limit(6)
            .toList();
    assertThat(byFours).isNotEmpty();
    for (int reply : byFours) {
      Map<Integer, Attack> cut = new HashMap<>(proof.replies());
      cut.put(reply, Attack.finishing(proof.replies().get(reply).move()));
      assertThat(checker.attackWins(new Attack(proof.move(), cut))).isFalse();
    }
  }

  @Test
  void repliesListedOnCellsTheDefenderCannotPlayAreIgnoredAndStandForNoDefence() {
    Attack proof =
        new ProofSearch(
                CROSSING_TWOS.toArray(),
                5,
                Rule.FREE_STYLE,
                X,
                ProofSearch.Attacks.FOURS_AND_THREES,
                100_000)
            .proveWin(true)
            .get(0);
    Attack three = firstWithListedReplies(proof);
    Attack nothing = Attack.finishing(cell(15, 1)); // would lose if it were played
    // One of X's marks, and cells off the board (before it and far past its end).
    List<Integer> unplayable = List.of(cell(8, 6), -20, 10_000);
    Map<Integer, Attack> padded = new HashMap<>(three.replies());
    unplayable.forEach(cell -> padded.put(cell, nothing));
    assertThat(checker(CROSSING_TWOS).attackWins(replace(proof, three, attack(three, padded))))
        .isTrue();
    // Three defences left out and the three cells in their place: as many replies as the defender
    // has moves, but not every move answered.
    Map<Integer, Attack> fewer = new HashMap<>(padded);
    three.replies().keySet().stream().sorted().limit(3).forEach(fewer::remove);
    assertThat(fewer).hasSize(three.replies().size());
    assertThat(checker(CROSSING_TWOS).attackWins(replace(proof, three, attack(three, fewer))))
        .isFalse();
  }

  private static Attack attack(Attack three, Map<Integer, Attack> replies) {
    return new Attack(three.move(), replies);
  }

  @Test
  void refusesAnAttackWhileTheDefenderWinsFirst() {
    // O has four in a row on row 9 with (9,2) open; X's open four does not come first.
    Position position =
        ProverTest.gomoku(8, "- - - - X X X - - -", "- O O O O - - - - -").with(1, 1, Cell.X);
    assertThat(checker(position).attackWins(Attack.finishing(cell(8, 6)))).isFalse();
  }

  @Test
  void refusesAnAttackWhileTheDefenderWinsWithAMarkPlayedInTheReplay() {
    // Three to win on 3 x 7. X's (2,2) threatens (1,2); O's block there makes O two in a row with
    // (1,1), so O wins at (1,3), whose only O beside it is the block; X's (3,3) then leaves two
    // winning cells, too late. With O's first mark far away instead, the same proof holds.
    Attack proof = new Attack(cell7(2, 2), Map.of(cell7(1, 2), Attack.finishing(cell7(3, 3))));
    Position oWinsFirst = Position.of(3, "O - - - - - - / - - - - - - - / - X - - - - -");
    Position oFarAway = Position.of(3, "- - - - - - O / - - - - - - - / - X - - - - -");
    assertThat(checker(oWinsFirst).attackWins(proof)).isFalse();
    assertThat(checker(oFarAway).attackWins(proof)).isTrue();
  }

  @Test
  void refusesAMoveThatFillsTheBoardWithoutAWin() {
    Position position = Position.of("X O X / X O O / O X -");
    ProofChecker checker = new ProofChecker(position.toArray(), 3, X);
    assertThat(checker.attackWins(Attack.finishing(8))).isFalse();
  }

  private static ProofChecker checker(Position position) {
    return new ProofChecker(position.toArray(), position.getWinLength(), X);
  }

  private static int cell(int row, int column) {
    return (row - 1) * 15 + column - 1;
  }

  /** The cell (row, column) of a board of 7 columns. */
  private static int cell7(int row, int column) {
    return (row - 1) * 7 + column - 1;
  }

  /** The first attack, along the replies, whose replies are listed: a three's. */
  private static Attack firstWithListedReplies(Attack attack) {
    if (!attack.replies().isEmpty()) {
      return attack;
    }
    throw new AssertionError("no three in " + attack);
  }

  /** {@code proof} with {@code old} replaced by {@code replacement}. */
  private static Attack replace(Attack proof, Attack old, Attack replacement) {
    if (proof == old) {
      return replacement;
    }
    Map<Integer, Attack> replies = new HashMap<>();
    proof.replies().forEach((reply, next) -> replies.put(reply, replace(next, old, replacement)));
    return new Attack(proof.move(), replies);
  }

  private static Position crossingTwos() {
    int[][] board = new int[15][15];
    board[7][5] = X;
    board[7][6] = X;
    board[5][7] = X;
    board[6][7] = X;
    board[0][0] = 2;
    board[0][14] = 2;
    board[14][0] = 2;
    board[14][14] = 2;
    return Position.fromArray(board, 5);
  }
}
