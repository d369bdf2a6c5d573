package dev.noughts;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The threat vocabulary as its definitions read, for tests: every question answered by marking a
 * copy of the board and scanning all of it. Slow, and shares no code with {@link ThreatScan} or
 * {@link ThreatBoard}. By the position's rule: under exactly k a run wins when it is exactly k
 * long; under renju X's runs win when exactly five long, and X's moves onto the forbidden points of
 * {@link PlainRenju} are no moves (neither threats nor defences).
 */
final class PlainThreats {
  private final int[][] board;
  private final int winLength;
  private final Rule rule;

  PlainThreats(Position position) {
    this.board = position.toArray();
    this.winLength = position.getWinLength();
    this.rule = position.getRule();
  }

  private boolean exactly(int mark) {
    return winLength > 1 && (rule == Rule.EXACTLY_K || (rule == Rule.RENJU && mark == 1));
  }

  /** Whether {@code player} may move onto the empty (row, column). */
  private boolean legal(int player, int row, int column) {
    return player != 1
        || rule != Rule.RENJU
        || PlainRenju.forbidden(PlainRenju.grid(board), row, column) == null;
  }

  /** Whether the mark at (row, column), 0-based, is in k or more of its kind in a row. */
  private boolean inRow(int row, int column) {
    int[][] directions = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int[] d : directions) {
      int count = 1;
      for (int sign = -1; sign <= 1; sign += 2) {
        for (int i = 1;
            holds(row + sign * i * d[0], column + sign * i * d[1], board[row][column]);
            i++) {
          count++;
        }
      }
      if (exactly(board[row][column]) ? count == winLength : count >= winLength) {
        return true;
      }
    }
    return false;
  }

  private boolean holds(int row, int column, int mark) {
    return row >= 0
        && row < board.length
        && column >= 0
        && column < board[0].length
        && board[row][column] == mark;
  }

  /** The cells where {@code player}'s mark makes k in a row. */
  List<Square> winningCells(int player) {
    List<Square> cells = new ArrayList<>();
    for (int row = 0; row < board.length; row++) {
      for (int column = 0; column < board[0].length; column++) {
        if (board[row][column] == 0) {
          board[row][column] = player;
          if (inRow(row, column)) {
            cells.add(new Square(row + 1, column + 1));
          }
          board[row][column] = 0;
        }
      }
    }
    return cells;
  }

  /** Moves that do not make k in a row and leave at least one winning cell. */
  List<Square> fours(int player) {
    return movesWhere(player, () -> countWinningCells(player) >= 1);
  }

  /** Moves that neither win nor leave a winning cell, after which a move leaves two or more. */
  List<Square> threes(int player) {
    return movesWhere(player, () -> countWinningCells(player) == 0 && hasDoubleFour(player));
  }

  /** How many winning cells {@code player} has, counted up to 2. */
  private int countWinningCells(int player) {
    int count = 0;
    for (int row = 0; row < board.length; row++) {
      for (int column = 0; column < board[0].length; column++) {
        if (board[row][column] == 0) {
          board[row][column] = player;
          count += inRow(row, column) ? 1 : 0;
          board[row][column] = 0;
          if (count == 2) {
            return count;
          }
        }
      }
    }
    return count;
  }

  /**
   * Whether {@code player} has a legal move, not making k in a row, that {@linkplain
   * #winsAfterAnyReply wins after any reply}.
   */
  private boolean hasDoubleFour(int player) {
    for (int row = 0; row < board.length; row++) {
      for (int column = 0; column < board[0].length; column++) {
        if (board[row][column] == 0 && legal(player, row, column)) {
          board[row][column] = player;
          boolean found = !inRow(row, column) && winsAfterAnyReply(player);
          board[row][column] = 0;
          if (found) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * Whether {@code player}, to let the other move, wins whatever the reply: two winning cells, or,
   * for O under renju, one that X may not take.
   */
  private boolean winsAfterAnyReply(int player) {
    int count = countWinningCells(player);
    if (count >= 2 || count == 0 || player != 2 || rule != Rule.RENJU) {
      return count >= 2;
    }
    for (Square cell : winningCells(player)) {
      if (!legal(1, cell.row() - 1, cell.column() - 1)) {
        return true;
      }
    }
    return false;
  }

  /** Replies of the other player after which the attacker's strongest threat is gone. */
  List<Square> defences(int attacker) {
    List<Square> found = new ArrayList<>();
    int level = threatLevel(attacker);
    if (level == 0) {
      return found;
    }
    for (int row = 0; row < board.length; row++) {
      for (int column = 0; column < board[0].length; column++) {
        if (board[row][column] == 0 && legal(3 - attacker, row, column)) {
          board[row][column] = 3 - attacker;
          if (threatLevel(attacker) < level) {
            found.add(new Square(row + 1, column + 1));
          }
          board[row][column] = 0;
        }
      }
    }
    return found;
  }

  /** 2 with a winning cell, 1 with a move leaving two, else 0. */
  private int threatLevel(int player) {
    if (countWinningCells(player) > 0) {
      return 2;
    }
    return hasDoubleFour(player) ? 1 : 0;
  }

  private List<Square> movesWhere(int player, BooleanSupplier after) {
    List<Square> moves = new ArrayList<>();
    for (int row = 0; row < board.length; row++) {
      for (int column = 0; column < board[0].length; column++) {
        if (board[row][column] == 0 && legal(player, row, column)) {
          board[row][column] = player;
          if (!inRow(row, column) && after.getAsBoolean()) {
            moves.add(new Square(row + 1, column + 1));
          }
          board[row][column] = 0;
        }
      }
    }
    return moves;
  }
}
