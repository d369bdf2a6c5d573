package dev.noughts.engines;

import dev.noughts.Fixture;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Prover;
import dev.noughts.Solution;
import dev.noughts.Solver;
import dev.noughts.Square;
import dev.noughts.Unsolvable;
import dev.noughts.UnsolvableException;
import dev.noughts.engines.internal.BoardShape;
import dev.noughts.engines.internal.EngineCalls;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * An engine asked for its move in every position in progress that legal play reaches on a small
 * board ({@link Reachable#all(int)}), each move checked against the runtime's {@link Solver}: the
 * exhaustive counterpart of {@link EngineScore}'s fixtures. It also sweeps positions you give
 * ({@link #of(Function, Collection)}).
 *
 * <pre>{@code
 * EngineSweep.of(engine::move, 3).assertBestMoves(); // all 4,520 positions in progress of 3 x 3
 * EngineSweep.of(engine::move, 3, Player.O).assertBestMoves(); // the 2,097 with O to move
 * EngineSweep.of(engine::move, endgames).assertBestMoves(); // the positions you give
 * }</pre>
 *
 * <p>A best move is one of {@link Solution#bestMoves()}: every legal move that keeps the value of
 * the position for the player to move. A move that is not legal, or no move (null), is a miss.
 * Boards are 1 x 1 to 3 x 3, since {@link Reachable#all(int)} refuses 4 x 4 and larger with their
 * count; a 3 x 3 sweep takes the engine's time and little more, since the solver knows every 3 x 3
 * solution.
 *
 * @since 0.1.0
 */
public final class EngineSweep {
  /** How many misses {@link #getReport()} draws; it counts the rest. */
  static final int MISSES_SHOWN = 10;

  private static final MoveTally.Noun POSITION = new MoveTally.Noun("position", "positions");

  /** The board, as the report names it: {@code 3 x 3}, or {@code 2 x 4, 2 in a row}. */
  private final String board;

  private final @Nullable Player toMove;
  private final List<Result> results;
  private final Map<Position, Solution> solutions; // of every position swept, solved once

  private EngineSweep(
      String board,
      @Nullable Player toMove,
      List<Result> results,
      Map<Position, Solution> solutions) {
    this.board = board;
    this.toMove = toMove;
    this.results = List.copyOf(results);
    this.solutions = solutions;
  }

  /**
   * Asks {@code engine} for its move in every reachable position in progress of {@code size} x
   * {@code size}, in the order of {@link Reachable#all(int)}, and grades each move.
   *
   * @throws IllegalArgumentException when {@code size} is not between 1 and 3 (the message gives
   *     the count of a larger board)
   * @throws AssertionError when the engine throws (a {@link StackOverflowError} too; only the JVM's
   *     fatal errors, such as {@link OutOfMemoryError}, pass as thrown); the message names the
   *     position, and the cause is what the engine threw
   */
  public static EngineSweep of(Function<Position, ? extends @Nullable Square> engine, int size) {
    return sweep(engine, Reachable.all(size), size + " x " + size, null, Solver.shared()::solve);
  }

  /**
   * As {@link #of(Function, int)}, but only the positions where {@code toMove} is to move: for an
   * engine that plays one side.
   */
  public static EngineSweep of(
      Function<Position, ? extends @Nullable Square> engine, int size, Player toMove) {
    Objects.requireNonNull(toMove, "toMove");
    return sweep(engine, Reachable.all(size), size + " x " + size, toMove, Solver.shared()::solve);
  }

  /**
   * As {@link #of(Function, int)}, on a board of {@code rows} x {@code columns} with {@code
   * winLength} in a row to win, in the order of {@link Reachable#all(int, int, int)}: for example
   * {@code EngineSweep.of(engine::move, 2, 4, 2)}.
   *
   * @throws IllegalArgumentException when {@link Reachable#all(int, int, int)} refuses the board
   *     (more than 10 cells, or a number out of its range)
   * @throws AssertionError when the engine throws (a {@link StackOverflowError} too; only the JVM's
   *     fatal errors, such as {@link OutOfMemoryError}, pass as thrown); the message names the
   *     position, and the cause is what the engine threw
   */
  public static EngineSweep of(
      Function<Position, ? extends @Nullable Square> engine, int rows, int columns, int winLength) {
    return sweep(engine, rows, columns, winLength, null);
  }

  /**
   * As {@link #of(Function, int, int, int)}, but only the positions where {@code toMove} is to
   * move.
   */
  public static EngineSweep of(
      Function<Position, ? extends @Nullable Square> engine,
      int rows,
      int columns,
      int winLength,
      Player toMove) {
    return sweep(engine, rows, columns, winLength, Objects.requireNonNull(toMove, "toMove"));
  }

  /**
   * Asks {@code engine} for its move in each of {@code positions} that is in progress, in their
   * order, and grades each move: for positions of your own, such as the endgames of a larger board
   * or random positions, on any board the {@link Solver} solves (up to {@value
   * Solver#MAX_BOARD_CELLS} cells; on a larger board, at most {@value
   * Solver#ALWAYS_SOLVED_EMPTY_CELLS} empty cells, or up to {@value Solver#MAX_EMPTY_CELLS} within
   * the solver's node budget). Every position is solved before the engine is asked anything.
   * Positions that are over are skipped, and the report counts them ({@code 2 positions in progress
   * on 3 x 3, of 3 given}). The report names the board when every position swept is on one ({@code
   * 15 x 15, 5 in a row}), else how many kinds of board there are ({@code on 2 kinds of board}).
   *
   * @throws IllegalArgumentException before the engine is asked anything, when no position is
   *     given, when none is in progress, or when the solver cannot solve one (it is impossible, has
   *     more than {@value Solver#MAX_EMPTY_CELLS} empty cells on a board of more than {@value
   *     Solver#MAX_BOARD_CELLS} cells, or needs more than the solver's node budget); the message
   *     names the position by its place among those given, gives the {@link Unsolvable#message()
   *     reason}, and for a position beyond the solver on a board the {@link Prover} takes points to
   *     {@link Tactic#prove} and {@link TacticsScore}, which judge by proof
   * @throws AssertionError when the engine throws (a {@link StackOverflowError} too; only the JVM's
   *     fatal errors, such as {@link OutOfMemoryError}, pass as thrown); the message names the
   *     position, and the cause is what the engine threw
   */
  public static EngineSweep of(
      Function<Position, ? extends @Nullable Square> engine,
      Collection<? extends Position> positions) {
    Objects.requireNonNull(engine, "engine");
    List<Position> given = List.copyOf(positions);
    if (given.isEmpty()) {
      throw new IllegalArgumentException("no positions to sweep: the collection given is empty");
    }
    Map<Position, Solution> solutions = new HashMap<>(); // equal positions, equal solutions
    for (int i = 0; i < given.size(); i++) {
      Position position = given.get(i);
      try {
        solutions.put(position, Solver.shared().solve(position));
      } catch (UnsolvableException unsolvable) {
        Unsolvable reason = unsolvable.getReason();
        throw new IllegalArgumentException(
            String.format(
                "cannot sweep position %,d of %,d, %s: %s%s",
                i + 1,
                given.size(),
                name(position),
                reason.message(),
                Prover.whyUnprovable(position).isPresent() // impossible, or too large
                    ? ""
                    : "; beyond the solver, judge moves by proof: make tactics of such positions"
                        + " with Tactic.prove and score the engine on them with TacticsScore"));
      }
    }
    List<String> shapes =
        given.stream()
            .filter(position -> position.getNextPlayer() != null)
            .map(position -> BoardShape.of(position).toString())
            .distinct()
            .toList();
    if (shapes.isEmpty()) {
      throw new IllegalArgumentException(
          given.size() == 1
              ? "no positions to sweep: the 1 position given is over"
              : String.format(
                  "no positions to sweep: each of the %,d positions given is over", given.size()));
    }
    String board = shapes.size() == 1 ? shapes.get(0) : shapes.size() + " kinds of board";
    EngineSweep sweep =
        sweep(
            engine,
            given,
            board,
            null,
            position -> Objects.requireNonNull(solutions.get(position)));
    if (sweep.results.size() == given.size()) {
      return sweep;
    }
    return new EngineSweep(
        String.format("%s, of %,d given", board, given.size()),
        null,
        sweep.results,
        sweep.solutions);
  }

  /** A position in a message: its notation up to 8 x 8, else its size, as {@link Solver} does. */
  private static String name(Position position) {
    return position.getRowCount() <= 8 && position.getColumnCount() <= 8
        ? position.toString()
        : "a " + position.getRowCount() + " x " + position.getColumnCount() + " position";
  }

  private static EngineSweep sweep(
      Function<Position, ? extends @Nullable Square> engine,
      int rows,
      int columns,
      int winLength,
      @Nullable Player toMove) {
    List<Position> positions = Reachable.all(rows, columns, winLength);
    return sweep(
        engine,
        positions,
        BoardShape.of(rows, columns, winLength).toString(),
        toMove,
        Solver.shared()::solve);
  }

  private static EngineSweep sweep(
      Function<Position, ? extends @Nullable Square> engine,
      List<Position> positions,
      String board,
      @Nullable Player toMove,
      Function<Position, Solution> solutions) {
    List<Result> results = new ArrayList<>();
    Map<Position, Solution> solved = new HashMap<>();
    for (Position position : positions) {
      Player next = position.getNextPlayer();
      if (next == null || (toMove != null && next != toMove)) {
        continue;
      }
      @Nullable Square move = EngineCalls.move(engine, position, position::toString);
      Solution solution = solutions.apply(position);
      Fixture expected =
          Fixture.builder()
              .name(position.toString())
              .position(position)
              .perfectPlay(solution.value())
              .bestMoves(solution.bestMoves())
              .build();
      results.add(new Result(expected, move, grade(position, move, solution)));
      solved.put(position, solution);
    }
    return new EngineSweep(board, toMove, results, solved);
  }

  private Solution solutionOf(Position position) {
    return Objects.requireNonNull(solutions.get(position), "every position swept is solved");
  }

  private static Grade grade(Position position, @Nullable Square move, Solution solution) {
    Grade unplayable = Grade.ofUnplayable(position, move);
    if (unplayable != null) {
      return unplayable;
    }
    return solution.bestMoves().contains(move) ? Grade.BEST : Grade.WORSE;
  }

  /**
   * Every position swept, in the order of {@link Reachable#all(int)}, or of the positions given.
   */
  public List<Result> getResults() {
    return results;
  }

  /** The positions where the engine did not play a best move, in the same order. */
  public List<Result> getMisses() {
    return results.stream().filter(Result::isMiss).toList();
  }

  /**
   * The misses whose cost shows within {@code horizon} plies, in the same order: legal moves that
   * give up a win perfect play reaches in at most {@code horizon} plies, or that lose in at most
   * {@code horizon} plies (the move included) where a best move would not lose. These are the
   * misses an engine that searches {@code horizon} plies deep should not make; the others need a
   * deeper search to see. Moves that are not legal, and no move, are in {@link #getIllegalMoves()}.
   *
   * @throws IllegalArgumentException when {@code horizon} is less than 1
   */
  public List<Result> getMissesWithin(int horizon) {
    if (horizon < 1) {
      throw new IllegalArgumentException("horizon is " + horizon + "; it is 1 ply or more");
    }
    return results.stream()
        .filter(result -> result.grade() == Grade.WORSE && isWithin(result, horizon))
        .toList();
  }

  private boolean isWithin(Result result, int horizon) {
    Position position = result.position();
    Player mover = Objects.requireNonNull(position.getNextPlayer());
    Solution solution = solutionOf(position);
    Solution.Move played =
        solution.moves().stream()
            .filter(move -> move.square().equals(result.move()))
            .findFirst()
            .orElseThrow();
    boolean gaveUpWin =
        solution.value().getWinner() == mover
            && solution.plies() <= horizon
            && played.value().getWinner() != mover;
    boolean lost =
        played.value().getWinner() == mover.getOpponent()
            && played.plies() <= horizon
            && solution.value().getWinner() != mover.getOpponent();
    return gaveUpWin || lost;
  }

  /**
   * The positions where the engine played a move that is not legal, or no move, in the same order.
   */
  public List<Result> getIllegalMoves() {
    return results.stream().filter(result -> result.grade().isIllegal()).toList();
  }

  /**
   * Passes when the engine played a best move in every position swept; otherwise throws an {@link
   * AssertionError} with the {@link #getReport() report}.
   */
  public void assertBestMoves() {
    List<Result> misses = getMisses();
    if (!misses.isEmpty()) {
      String expected =
          results.size() == 1
              ? "expected a best move in the 1 position"
              : String.format("expected a best move in each of %,d positions", results.size());
      throw new AssertionError(
          String.format("%s, but the engine missed %,d%n%s", expected, misses.size(), getReport()));
    }
  }

  /**
   * The count of positions and of each grade, then the first {@value #MISSES_SHOWN} misses: the
   * position, the engine's move and what perfect play makes of it, the best moves, and the board
   * row by row; then how many misses are not shown.
   *
   * <pre>
   * 4,520 positions in progress on 3 x 3: 4,519 best moves, 1 worse move
   * X - - / - - - / - - -, O to move: played (1,2): X wins in 5; draw in 8: best moves (2,2)
   *   X - -
   *   - - -
   *   - - -
   * </pre>
   */
  public String getReport() {
    StringBuilder report = new StringBuilder(POSITION.count(results.size())).append(" in progress");
    if (toMove != null) {
      report.append(" with ").append(toMove).append(" to move");
    }
    report.append(" on ").append(board).append(": ");
    report.append(MoveTally.of(results, "none to sweep")).append('\n');
    List<Result> misses = getMisses();
    for (Result miss : misses.subList(0, Math.min(MISSES_SHOWN, misses.size()))) {
      Position position = miss.position();
      Solution solution = solutionOf(position);
      Reports.appendMiss(
          report,
          position + ", " + position.getNextPlayer() + " to move",
          miss,
          solution.moves().stream()
              .filter(solved -> solved.square().equals(miss.move()))
              .findFirst()
              .map(Solution.Move::toString)
              .orElse(""),
          "; " + solution);
    }
    Reports.appendNotShown(report, misses.size() - MISSES_SHOWN);
    return report.toString();
  }

  /** The same as {@link #getReport()}. */
  @Override
  public String toString() {
    return getReport();
  }
}
