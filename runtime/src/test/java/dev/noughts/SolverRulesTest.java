package dev.noughts;

import static com.google.common.truth.Truth.assertWithMessage;

import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The solver's bitboard lines say a player has won exactly when the rules' verdict does. */
class SolverRulesTest {

  private static void assertWholeBoardAgrees(LegalPlay play) {
    BitGame game = BitGame.wholeBoard(play.size);
    for (int board = play.reachable.nextSetBit(0);
        board >= 0;
        board = play.reachable.nextSetBit(board + 1)) {
      int x = 0;
      int o = 0;
      for (int i = 0; i < play.cellCount; i++) {
        int digit = play.digit(board, i);
        x |= digit == 1 ? 1 << i : 0;
        o |= digit == 2 ? 1 << i : 0;
      }
      Verdict verdict = Position.fromArray(play.toArray(board)).getVerdict();
      boolean xWon = verdict instanceof Verdict.Win win && win.winner() == Player.X;
      boolean oWon = verdict instanceof Verdict.Win win && win.winner() == Player.O;
      if (BitGame.hasLine(x, game.xLines) != xWon || BitGame.hasLine(o, game.oLines) != oWon) {
        assertWithMessage("%s", Position.fromArray(play.toArray(board)))
            .that(verdict.getOutcome())
            .isEqualTo(BitGame.hasLine(x, game.xLines) ? Outcome.X_WINS : Outcome.O_WINS);
      }
    }
  }

  @Test
  void onEveryReachableBoardUpToThreeByThree() {
    for (int size = 1; size <= 3; size++) {
      assertWholeBoardAgrees(new LegalPlay(size));
    }
  }

  @Test
  @Tag("slow")
  void onEveryReachableFourByFourBoard() {
    assertWholeBoardAgrees(new LegalPlay(4));
  }

  @Test
  void onTheEmptyCellsOfLargerBoardsMoveByMove() {
    Random random = new Random(5);
    for (int game = 0; game < 300; game++) {
      int size = 5 + random.nextInt(4);
      Position position = Position.empty(size);
      while (position.getNextPlayer() != null) {
        if (position.getEmptyCount() <= Solver.MAX_EMPTY_CELLS) {
          assertEveryMoveAgrees(position);
        }
        var moves = position.getLegalMoves();
        position = position.play(moves.get(random.nextInt(moves.size())));
      }
    }
  }

  private static void assertEveryMoveAgrees(Position position) {
    BitGame game = BitGame.emptyCells(position.toArray());
    long[] lines = position.getNextPlayer() == Player.X ? game.xLines : game.oLines;
    for (int bit = 0; bit < game.squares.length; bit++) {
      boolean wins = position.play(game.squares[bit]).getVerdict() instanceof Verdict.Win;
      if (BitGame.hasLine(1L << bit, lines) != wins) {
        assertWithMessage("%s then %s", position, game.squares[bit])
            .that(BitGame.hasLine(1L << bit, lines))
            .isEqualTo(wins);
      }
    }
  }
}
