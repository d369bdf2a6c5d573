package dev.noughts;

import static com.google.common.truth.Truth.assertWithMessage;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The checker, with the counts that spare its scan most cells, answers as a plain replay does:
 * every cell probed for both players at every defender's turn, nothing counted. Random boards of 1
 * x 1 to 8 x 8, k of 1 to 6, each player winning by k or more or by exactly k, and random proofs
 * three moves deep, most of them wrong; their cells are sometimes taken or off the board.
 */
class ProofCheckerPlainReplayTest {
  @Test
  void answersEveryRandomProofAsAReplayThatProbesEveryCell() {
    Random random = new Random(49);
    int agreedWins = 0;
    for (int sample = 0; sample < 20_000; sample++) {
      int rows = 1 + random.nextInt(8);
      int columns = 1 + random.nextInt(8);
      int k = 1 + random.nextInt(6);
      int[][] cells = new int[rows][columns];
      int density = random.nextInt(8);
      for (int[] row : cells) {
        for (int column = 0; column < columns; column++) {
          row[column] = random.nextInt(10) < density ? 1 + random.nextInt(2) : 0;
        }
      }
      ProofChecker.Rules rules =
          new ProofChecker.Rules(random.nextInt(3) == 0, random.nextInt(3) == 0, false);
      int attacker = 1 + random.nextInt(2);
      Attack proof = randomAttack(random, rows * columns, 3);
      Map<Integer, Attack> replies = proof.replies();
      PlainReplay plain = new PlainReplay(cells, k, rules, attacker);
      ProofChecker checker = new ProofChecker(cells, k, attacker, rules);
      String where =
          Arrays.deepToString(cells) + ", k " + k + ", " + rules + ", attacker " + attacker;
      boolean wins = plain.attackWins(proof);
      assertWithMessage("attackWins(%s) on %s", proof, where)
          .that(checker.attackWins(proof))
          .isEqualTo(wins);
      assertWithMessage("everyReplyLoses(%s) on %s", replies, where)
          .that(checker.everyReplyLoses(replies))
          .isEqualTo(plain.everyReplyLoses(replies));
      agreedWins += wins ? 1 : 0;
    }
    assertWithMessage("samples whose proof wins").that(agreedWins).isAtLeast(1_000);
  }

  /**
   * An attack on a cell of {@code -1} to {@code cells}, with up to three replies, to {@code depth}.
   */
  private static Attack randomAttack(Random random, int cells, int depth) {
    int move = random.nextInt(cells + 2) - 1;
    Map<Integer, Attack> replies = new HashMap<>();
    int count = depth > 1 ? random.nextInt(4) : 0;
    for (int reply = 0; reply < count; reply++) {
      replies.put(random.nextInt(cells), randomAttack(random, cells, depth - 1));
    }
    return new Attack(move, replies);
  }

  /** What the checker checks, as plainly as it can be said: no counts, no shortcut, no cache. */
  private static final class PlainReplay {
    private final int[][] cells;
    private final int k;
    private final ProofChecker.Rules rules;
    private final int attacker;

    PlainReplay(int[][] cells, int k, ProofChecker.Rules rules, int attacker) {
      this.cells = Arrays.stream(cells).map(int[]::clone).toArray(int[][]::new);
      this.k = k;
      this.rules = rules;
      this.attacker = attacker;
    }

    boolean attackWins(Attack attack) {
      int columns = cells[0].length;
      int move = attack.move();
      if (move < 0
          || move >= cells.length * columns
          || cells[move / columns][move % columns] != 0) {
        return false;
      }
      cells[move / columns][move % columns] = attacker;
      try {
        return wins(move) || everyReplyLoses(attack.replies());
      } finally {
        cells[move / columns][move % columns] = 0;
      }
    }

    boolean everyReplyLoses(Map<Integer, Attack> replies) {
      int columns = cells[0].length;
      int empty = 0;
      int attackerWins = 0;
      int attackerWinningCell = -1;
      for (int cell = 0; cell < cells.length * columns; cell++) {
        if (cells[cell / columns][cell % columns] != 0) {
          continue;
        }
        empty++;
        if (winsWith(cell, 3 - attacker)) {
          return false;
        }
        if (winsWith(cell, attacker)) {
          attackerWins++;
          attackerWinningCell = cell;
        }
      }
      if (empty == 0) {
        return false;
      }
      int listed = 0;
      for (Map.Entry<Integer, Attack> reply : replies.entrySet()) {
        int cell = reply.getKey();
        if (cell < 0
            || cell >= cells.length * columns
            || cells[cell / columns][cell % columns] != 0) {
          continue;
        }
        listed++;
        cells[cell / columns][cell % columns] = 3 - attacker;
        boolean answered = attackWins(reply.getValue());
        cells[cell / columns][cell % columns] = 0;
        if (!answered) {
          return false;
        }
      }
      return listed == empty
          || attackerWins >= 2
          || (attackerWins == 1 && replies.containsKey(attackerWinningCell));
    }

    private boolean winsWith(int cell, int mark) {
      int columns = cells[0].length;
      cells[cell / columns][cell % columns] = mark;
      boolean wins = wins(cell);
      cells[cell / columns][cell % columns] = 0;
      return wins;
    }

    /** Whether the mark on {@code cell} is in a run of k, or of k or more where the rules allow. */
    private boolean wins(int cell) {
      int columns = cells[0].length;
      int row = cell / columns;
      int column = cell % columns;
      int mark = cells[row][column];
      boolean exactly = mark == 1 ? rules.xExactly() : rules.oExactly();
      for (int[] direction : new int[][] {{0, 1}, {1, 0}, {1, 1}, {1, -1}}) {
        int run = 1;
        for (int sign = -1; sign <= 1; sign += 2) {
          int r = row + sign * direction[0];
          int c = column + sign * direction[1];
          while (r >= 0 && r < cells.length && c >= 0 && c < columns && cells[r][c] == mark) {
            run++;
            r += sign * direction[0];
            c += sign * direction[1];
          }
        }
        if (run == k || (run > k && !exactly)) {
          return true;
        }
      }
      return false;
    }
  }
}
