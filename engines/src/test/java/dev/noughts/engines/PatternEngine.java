package dev.noughts.engines;

import dev.noughts.ForbiddenPoint;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Square;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * A searching engine of gomoku and its kin, to play the games whose positions become a tactics
 * suite, by the position's rule (under renju X never takes a forbidden point). It wins when it can;
 * blocks a winning cell; makes an open four (two winning cells) when it has one; answers the
 * opponent's three with a defence or a four of its own. Otherwise it scores the empty cells within
 * two of a mark by {@link WindowScore}, and searches the best {@code width} of them two plies deep:
 * each is worth its score less the best score the opponent then has. It plays one of the moves
 * within a few percent of the best, chosen by its seeded random, so that games differ. The search
 * is bounded in nodes (cells scored in reply), never in time: the same seed plays the same moves on
 * every machine.
 */
final class PatternEngine {
  private final SplittableRandom random;
  private final int width;
  private final int blockPercent;
  private final long nodes;

  /**
   * An engine that searches {@code width} moves, weighs a block at {@code blockPercent} of what it
   * closes, and scores at most {@code nodes} replies a move.
   */
  PatternEngine(long seed, int width, int blockPercent, long nodes) {
    this.random = new SplittableRandom(seed);
    this.width = width;
    this.blockPercent = blockPercent;
    this.nodes = nodes;
  }

  /**
   * Its move in {@code position}, a game in progress, by the position's rule: under renju X never
   * moves onto a forbidden point.
   */
  Square move(Position position) {
    Player mover = Objects.requireNonNull(position.getNextPlayer(), "the game is over");
    Player opponent = mover.getOpponent();
    Set<Square> forbidden = new HashSet<>();
    for (ForbiddenPoint point : position.getForbiddenPoints()) {
      forbidden.add(point.square());
    }
    List<Square> wins = allowed(position.getWinningCells(mover), forbidden);
    if (!wins.isEmpty()) {
      return wins.get(0);
    }
    List<Square> blocks = allowed(position.getWinningCells(opponent), forbidden);
    if (!blocks.isEmpty()) {
      return blocks.get(random.nextInt(blocks.size())); // two or more: lost whatever it blocks
    }
    List<Square> fours = allowed(position.getFours(mover), forbidden);
    for (Square four : fours) {
      if (position.play(four).getWinningCells(mover).size() >= 2) {
        return four; // an open four: wins next move
      }
    }
    int[][] board = position.toArray();
    List<Square> defences = allowed(position.getDefences(opponent), forbidden);
    List<Square> candidates;
    if (defences.isEmpty()) {
      candidates = allowed(near(board), forbidden);
    } else {
      Set<Square> answers = new LinkedHashSet<>(defences);
      answers.addAll(fours);
      candidates = List.copyOf(answers);
    }
    if (candidates.isEmpty()) {
      candidates = allowed(position.getLegalMoves(), forbidden);
    }
    return search(board, position.getWinLength(), candidates, mover == Player.X ? 1 : 2);
  }

  /** {@code squares} without the {@code forbidden} ones, in their order. */
  private static List<Square> allowed(List<Square> squares, Set<Square> forbidden) {
    return forbidden.isEmpty()
        ? squares
        : squares.stream().filter(square -> !forbidden.contains(square)).toList();
  }

  private Square search(int[][] board, int winLength, List<Square> candidates, int player) {
    int opponent = 3 - player;
    List<Scored> scored = new ArrayList<>();
    for (Square square : candidates) {
      scored.add(
          new Scored(
              square,
              WindowScore.of(
                  board, winLength, square.row() - 1, square.column() - 1, player, blockPercent)));
    }
    scored.sort(Comparator.comparingLong(Scored::value).reversed()); // stable: row-major ties
    List<Scored> searched = new ArrayList<>();
    long spent = 0;
    for (Scored move : scored.subList(0, Math.min(width, scored.size()))) {
      if (spent >= nodes && !searched.isEmpty()) {
        break;
      }
      int row = move.square().row() - 1;
      int column = move.square().column() - 1;
      board[row][column] = player;
      long reply = 0;
      for (Square answer : near(board)) {
        reply =
            Math.max(
                reply,
                WindowScore.of(
                    board,
                    winLength,
                    answer.row() - 1,
                    answer.column() - 1,
                    opponent,
                    blockPercent));
        spent++;
      }
      board[row][column] = 0;
      searched.add(new Scored(move.square(), move.value() - reply));
    }
    long best = searched.stream().mapToLong(Scored::value).max().orElseThrow();
    long slack = Math.max(2, Math.abs(best) / 20);
    List<Square> good =
        searched.stream().filter(move -> move.value() >= best - slack).map(Scored::square).toList();
    return good.get(random.nextInt(good.size()));
  }

  /** The empty cells within two of a mark, row by row; the middle one on an empty board. */
  static List<Square> near(int[][] board) {
    int rows = board.length;
    int columns = board[0].length;
    List<Square> near = new ArrayList<>();
    for (int row = 0; row < rows; row++) {
      for (int column = 0; column < columns; column++) {
        if (board[row][column] == 0 && hasMarkWithinTwo(board, row, column)) {
          near.add(new Square(row + 1, column + 1));
        }
      }
    }
    if (near.isEmpty()) {
      near.add(new Square((rows + 1) / 2, (columns + 1) / 2));
    }
    return near;
  }

  private static boolean hasMarkWithinTwo(int[][] board, int row, int column) {
    for (int r = Math.max(0, row - 2); r <= Math.min(board.length - 1, row + 2); r++) {
      for (int c = Math.max(0, column - 2); c <= Math.min(board[0].length - 1, column + 2); c++) {
        if (board[r][c] != 0) {
          return true;
        }
      }
    }
    return false;
  }

  private record Scored(Square square, long value) {}
}
