package dev.noughts.examples;

import dev.noughts.Cell;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A small tic-tac-toe engine of the classic rules (Newell and Simon's, 1972), tried in this order:
 * win; block the opponent's win; fork (make two threats at once); stop the opponent's fork; take
 * the center; the corner opposite the opponent's; any corner; any side. Among equals it takes the
 * first square in row-major order. Made for the 3 x 3 board; on others it still plays a legal
 * move. It is not perfect: it misses a few wins that start with a quiet move, as its test suite
 * shows.
 */
final class RulesEngine {
  private RulesEngine() {}

  /**
   * The engine's move.
   *
   * @throws IllegalArgumentException when nobody is to move (a finished game, or an impossible
   *     position)
   */
  static Square move(Position position) {
    Player me = position.getNextPlayer();
    if (me == null) {
      throw new IllegalArgumentException("nobody is to move in " + position);
    }
    Player them = me.getOpponent();
    return win(position, me)
        .or(() -> win(position, them))
        .or(() -> fork(position, me))
        .or(() -> stopFork(position, me))
        .or(() -> center(position))
        .or(() -> oppositeCorner(position, them))
        .or(() -> first(position, corners(position.getRowCount())))
        .orElseGet(() -> position.getLegalMoves().get(0));
  }

  /**
   * How good the position looks for X, without search: each line that only X has marked counts the
   * square of its marks, each line that only O has marked counts against, and a win is worth
   * 1000. The same on every mirror image of the board, since it counts lines alone.
   */
  static int evaluate(Position position) {
    int size = position.getRowCount();
    int score = 0;
    for (int line = 0; line < 2 * size + 2; line++) {
      int x = 0;
      int o = 0;
      for (int i = 1; i <= size; i++) {
        int row = line < size ? line + 1 : i; // rows, then columns, then the two diagonals
        int column =
            line < size ? i : line < 2 * size ? line - size + 1 : line == 2 * size ? i : size + 1 - i;
        Cell cell = position.get(row, column);
        x += cell == Cell.X ? 1 : 0;
        o += cell == Cell.O ? 1 : 0;
      }
      if (x == size) {
        return 1000;
      }
      if (o == size) {
        return -1000;
      }
      score += o == 0 ? x * x : x == 0 ? -o * o : 0;
    }
    return score;
  }

  /** A square where {@code player} completes a line. */
  private static Optional<Square> win(Position position, Player player) {
    return position.getLegalMoves().stream()
        .filter(square -> threats(position, player).contains(square))
        .findFirst();
  }

  /** A square that gives {@code player} two threats at once, which one reply cannot both stop. */
  private static Optional<Square> fork(Position position, Player player) {
    return forks(position, player).stream().findFirst();
  }

  /**
   * Stops the opponent's fork: take their only fork square; or make a threat whose forced answer
   * leaves them no fork; or else take one of their fork squares.
   */
  private static Optional<Square> stopFork(Position position, Player me) {
    Player them = me.getOpponent();
    List<Square> theirForks = forks(position, them);
    if (theirForks.isEmpty()) {
      return Optional.empty();
    }
    if (theirForks.size() == 1) {
      return Optional.of(theirForks.get(0));
    }
    for (Square move : position.getLegalMoves()) {
      Position after = mark(position, move, me);
      List<Square> myThreats = threats(after, me);
      if (myThreats.size() == 1) {
        Position answered = mark(after, myThreats.get(0), them);
        if (threats(answered, them).size() < 2) {
          return Optional.of(move);
        }
      }
    }
    return Optional.of(theirForks.get(0));
  }

  private static Optional<Square> center(Position position) {
    int size = position.getRowCount();
    return size % 2 == 1
        ? first(position, List.of(new Square(size / 2 + 1, size / 2 + 1)))
        : Optional.empty();
  }

  private static Optional<Square> oppositeCorner(Position position, Player them) {
    int size = position.getRowCount();
    Cell theirs = cell(them);
    for (Square corner : corners(size)) {
      Square opposite = new Square(size + 1 - corner.row(), size + 1 - corner.column());
      if (position.get(corner.row(), corner.column()) == theirs
          && position.getLegalMoves().contains(opposite)) {
        return Optional.of(opposite);
      }
    }
    return Optional.empty();
  }

  private static List<Square> corners(int size) {
    return List.of(
        new Square(1, 1), new Square(1, size), new Square(size, 1), new Square(size, size));
  }

  private static Optional<Square> first(Position position, List<Square> squares) {
    List<Square> legal = position.getLegalMoves();
    return squares.stream().filter(legal::contains).findFirst();
  }

  /** The squares where {@code player}, moving there, would have two threats or more. */
  private static List<Square> forks(Position position, Player player) {
    List<Square> forks = new ArrayList<>();
    for (Square move : position.getLegalMoves()) {
      if (threats(mark(position, move, player), player).size() >= 2) {
        forks.add(move);
      }
    }
    return forks;
  }

  /**
   * The empty squares that would complete a line for {@code player}: each the last empty cell of
   * a row, column or diagonal that {@code player} otherwise holds. Row-major, without repeats.
   */
  private static List<Square> threats(Position position, Player player) {
    int size = position.getRowCount();
    Cell mine = cell(player);
    List<Square> threats = new ArrayList<>();
    for (int row = 1; row <= size; row++) {
      for (int column = 1; column <= size; column++) {
        if (position.get(row, column) == Cell.EMPTY
            && completesLine(position, row, column, mine)) {
          threats.add(new Square(row, column));
        }
      }
    }
    return threats;
  }

  private static boolean completesLine(Position position, int row, int column, Cell mine) {
    int size = position.getRowCount();
    boolean across = true;
    boolean down = true;
    boolean diagonal = row == column;
    boolean antiDiagonal = row + column == size + 1;
    for (int i = 1; i <= size; i++) {
      across &= i == column || position.get(row, i) == mine;
      down &= i == row || position.get(i, column) == mine;
      diagonal &= i == row || position.get(i, i) == mine;
      antiDiagonal &= i == row || position.get(i, size + 1 - i) == mine;
    }
    return across || down || diagonal || antiDiagonal;
  }

  private static Position mark(Position position, Square square, Player player) {
    return position.with(square.row(), square.column(), cell(player));
  }

  private static Cell cell(Player player) {
    return player == Player.X ? Cell.X : Cell.O;
  }
}
