package dev.noughts;

import java.util.Map;

/**
 * Replays a proof against every move of the defender, with rules of its own: written apart from
 * {@link ProofSearch}, {@link ThreatBoard} and {@link ThreatScan}, it shares none of their pruning,
 * and trusts nothing a proof says that it has not played out.
 *
 * <p>It knows one shortcut, and it is a fact of the rules, not a pruning: a defender's mark on one
 * cell does not stop an attacker's winning cell elsewhere, because the k in a row that cell would
 * complete is made of attacker marks that are already on the board. So a reply that a proof does
 * not list is answered when the attacker has a winning cell other than the reply.
 */
final class ProofChecker {
  private static final int[][] DIRECTIONS = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

  private final int[][] board; // changed while checking, restored before each method returns
  private final int winLength;
  private final int attacker;
  private final int defender;

  /**
   * A checker for {@code attacker} (1 for X, 2 for O) on a copy of {@code cells}.
   *
   * @param cells the position, row by row, codes 0 empty, 1 X, 2 O; not changed
   */
  ProofChecker(int[][] cells, int winLength, int attacker) {
    this.board = new int[cells.length][];
    for (int row = 0; row < cells.length; row++) {
      board[row] = cells[row].clone();
    }
    this.winLength = winLength;
    this.attacker = attacker;
    this.defender = 3 - attacker;
  }

  /** Whether {@code attack}, played with the attacker to move, wins against every defence. */
  boolean attackWins(Attack attack) {
    int row = attack.move() / columns();
    int column = attack.move() % columns();
    if (!isCell(row, column) || board[row][column] != 0) {
      return false;
    }
    board[row][column] = attacker;
    try {
      return makesRow(row, column) || everyReplyLoses(attack.replies());
    } finally {
      board[row][column] = 0;
    }
  }

  /**
   * Whether every move of the defender, who is to move, loses: a listed reply to the attack listed
   * with it, any other to a winning cell of the attacker's.
   */
  boolean everyReplyLoses(Map<Integer, Attack> replies) {
    int winningCells = 0;
    int firstWinningCell = -1;
    int empty = 0;
    for (int row = 0; row < board.length; row++) {
      for (int column = 0; column < columns(); column++) {
        if (board[row][column] == 0) {
          empty++;
          board[row][column] = defender;
          boolean defenderWins = makesRow(row, column);
          board[row][column] = attacker;
          if (makesRow(row, column)) {
            winningCells++;
            firstWinningCell = firstWinningCell < 0 ? row * columns() + column : firstWinningCell;
          }
          board[row][column] = 0;
          if (defenderWins) {
            return false; // the defender wins with this reply
          }
        }
      }
    }
    if (empty == 0) {
      return false; // a draw
    }
    for (int row = 0; row < board.length; row++) {
      for (int column = 0; column < columns(); column++) {
        if (board[row][column] != 0) {
          continue;
        }
        int reply = row * columns() + column;
        Attack next = replies.get(reply);
        boolean answered;
        if (next != null) {
          board[row][column] = defender;
          try {
            answered = attackWins(next);
          } finally {
            board[row][column] = 0;
          }
        } else {
          answered = winningCells >= 2 || (winningCells == 1 && firstWinningCell != reply);
        }
        if (!answered) {
          return false;
        }
      }
    }
    return true;
  }

  /** Whether the mark at (row, column) is in k or more of its kind in a row. */
  private boolean makesRow(int row, int column) {
    int mark = board[row][column];
    if (winLength > 1 && !besideItsKind(row, column, mark)) {
      return false; // a row of two or more has a mark beside each of its own
    }
    for (int[] d : DIRECTIONS) {
      int count = 1;
      for (int sign = -1; sign <= 1; sign += 2) {
        int r = row + sign * d[0];
        int c = column + sign * d[1];
        while (isCell(r, c) && board[r][c] == mark) {
          count++;
          r += sign * d[0];
          c += sign * d[1];
        }
      }
      if (count >= winLength) {
        return true;
      }
    }
    return false;
  }

  private boolean besideItsKind(int row, int column, int mark) {
    for (int r = row - 1; r <= row + 1; r++) {
      for (int c = column - 1; c <= column + 1; c++) {
        if ((r != row || c != column) && isCell(r, c) && board[r][c] == mark) {
          return true;
        }
      }
    }
    return false;
  }

  private boolean isCell(int row, int column) {
    return row >= 0 && row < board.length && column >= 0 && column < columns();
  }

  private int columns() {
    return board[0].length;
  }
}
