package dev.noughts.benchmarks;

import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Solution;
import dev.noughts.Solver;
import dev.noughts.Square;
import dev.noughts.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * k in a row (issue 23): the verdict of a 15 x 15 board; solves of the empty 4 x 4 board with three
 * to win and of 20 random 5 x 5 positions with four to win, each next to plain memoized minimax.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
@State(Scope.Benchmark)
public class WinLengthSolverBenchmark {
  int[][] gomokuCells;
  Position fourByFour;
  List<Position> fiveByFive;

  @Setup
  public void setUp() {
    gomokuCells = gomoku().toArray();
    fourByFour = Position.empty(4, 4, 3);
    fiveByFive = randomPositions(Position.empty(5, 5, 4), 20, 12, new Random(4));
  }

  /** A won 15 x 15 game: X's five on a diagonal after 17 moves. */
  private static Position gomoku() {
    Position position = Position.empty(15, 15, 5);
    int[][] moves = {
      {8, 8}, {8, 9}, {7, 7}, {9, 9}, {6, 6}, {5, 5}, {7, 9}, {9, 7}, {6, 9}, {10, 9}, {7, 8},
      {7, 10}, {6, 8}, {5, 8}, {6, 7}, {6, 10}, {4, 4}, {3, 3}, {9, 10}
    };
    for (int[] move : moves) {
      if (position.getNextPlayer() == null) {
        break;
      }
      position = position.play(move[0], move[1]);
    }
    return position;
  }

  private static List<Position> randomPositions(
      Position start, int count, int empty, Random random) {
    List<Position> positions = new ArrayList<>();
    while (positions.size() < count) {
      Position position = start;
      while (position.getEmptyCount() > empty && position.getNextPlayer() != null) {
        List<Square> moves = position.getLegalMoves();
        position = position.play(moves.get(random.nextInt(moves.size())));
      }
      if (position.getEmptyCount() == empty
          && position.getNextPlayer() != null
          && !positions.contains(position)) {
        positions.add(position);
      }
    }
    return positions;
  }

  /**
   * The verdict of a won 15 x 15 game, five to win, of a position made anew from the board (a
   * position keeps its verdict once judged, so asking one position again would time a field read).
   */
  @Benchmark
  @OutputTimeUnit(TimeUnit.NANOSECONDS)
  public Verdict verdict15() {
    return Position.fromArray(gomokuCells, 5).getVerdict();
  }

  /** The empty 4 x 4 board, three to win, by a new solver (nothing remembered). */
  @Benchmark
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  public Solution solveFourByFour() {
    return new Solver().solve(fourByFour);
  }

  @Benchmark
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  public int solveFourByFourMinimax() {
    return WinLengthBaselines.memoizedMinimax(fourByFour.toArray(), 3, 1);
  }

  /** 20 random 5 x 5 positions, four to win, 12 empty cells each, by one new solver. */
  @Benchmark
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  public int solveFiveByFive() {
    Solver solver = new Solver();
    int plies = 0;
    for (Position position : fiveByFive) {
      plies += solver.solve(position).plies();
    }
    return plies;
  }

  @Benchmark
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  public int solveFiveByFiveMinimax() {
    int plies = 0;
    for (Position position : fiveByFive) {
      int mover = position.getNextPlayer() == Player.X ? 1 : 2;
      plies += WinLengthBaselines.memoizedMinimax(position.toArray(), 4, mover) % 100;
    }
    return plies;
  }
}
