package dev.noughts;

import java.util.ArrayList;
import java.util.List;

/**
 * An independent solver for tests, by retrograde analysis: the value of every reachable board of a
 * {@link LegalPlay}, worked out from the finished boards back to the empty one. A move only adds a
 * mark, so a board's number in base 3 is below its children's, and going through the boards from
 * the highest number down meets every child before its parent. No search, no pruning, no symmetry;
 * it shares no code with the solver.
 */
final class Retrograde {
  /** A value: nobody wins. */
  static final int DRAW = 0;

  final LegalPlay play;
  private final int[] powers;
  private final byte[] winner; // 0 draw, 1 X, 2 O; for reachable boards
  private final byte[] plies;

  /** A move's value as the oracle sees it. */
  record MoveValue(Square square, int winner, int plies) {}

  Retrograde(LegalPlay play) {
    this.play = play;
    this.powers = new int[play.cellCount];
    for (int i = 0, power = 1; i < play.cellCount; i++, power *= 3) {
      powers[i] = power;
    }
    this.winner = new byte[play.boardCount];
    this.plies = new byte[play.boardCount];
    for (int board = play.reachable.previousSetBit(play.boardCount - 1);
        board >= 0;
        board = play.reachable.previousSetBit(board - 1)) {
      solve(board);
    }
  }

  private void solve(int board) {
    int won = play.winner(board);
    if (won != 0 || play.isFull(board)) {
      winner[board] = (byte) won;
      return;
    }
    int mover = mover(board);
    int bestRank = Integer.MIN_VALUE;
    for (int i = 0; i < play.cellCount; i++) {
      if (play.digit(board, i) == 0) {
        int child = board + mover * powers[i];
        int rank = rank(winner[child], plies[child] + 1, mover);
        if (rank > bestRank) {
          bestRank = rank;
          winner[board] = winner[child];
          plies[board] = (byte) (plies[child] + 1);
        }
      }
    }
  }

  /**
   * How good the ending is for {@code mover}: a win, the sooner the better; then a draw; then a
   * loss, the later the better.
   */
  private static int rank(int winner, int plies, int mover) {
    if (winner == DRAW) {
      return 0;
    }
    return winner == mover ? 1000 - plies : -1000 + plies;
  }

  int mover(int board) {
    return play.count(board, 1) == play.count(board, 2) ? 1 : 2;
  }

  int winner(int board) {
    return winner[board];
  }

  int plies(int board) {
    return plies[board];
  }

  /** Every legal move of a board in progress, row-major, with its value and plies. */
  List<MoveValue> moves(int board) {
    List<MoveValue> moves = new ArrayList<>();
    if (play.winner(board) != 0) {
      return moves;
    }
    int mover = mover(board);
    for (int i = 0; i < play.cellCount; i++) {
      if (play.digit(board, i) == 0) {
        int child = board + mover * powers[i];
        moves.add(
            new MoveValue(
                new Square(i / play.size + 1, i % play.size + 1), winner[child], plies[child] + 1));
      }
    }
    return moves;
  }
}
