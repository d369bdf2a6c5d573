package dev.noughts.processor.core;

import dev.noughts.Cell;
import dev.noughts.GameValue;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Solution;
import dev.noughts.Solver;
import dev.noughts.Square;
import dev.noughts.Unsolvable;
import dev.noughts.Verdict;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * Checks what a fixture expects of perfect play, {@code perfectPlay}, {@code bestMoves} and {@code
 * avoidMoves}, against the runtime's {@link Solver}, whichever front end read them: the front end
 * passes plain values and maps each {@link Where} back to its own place in the source, and each
 * problem goes to its {@link Diagnostics} as every other check's does.
 *
 * <p>Not API: public only for the front ends in {@code dev.noughts.processor.javac} and {@code
 * dev.noughts.processor.ksp}.
 */
public final class ExpectationChecks {

  /** The attributes of {@code @Board} checked here, by their names in the annotation. */
  public enum Attribute {
    PERFECT_PLAY("perfectPlay"),
    BEST_MOVES("bestMoves"),
    AVOID_MOVES("avoidMoves");

    private final String memberName;

    Attribute(String memberName) {
      this.memberName = memberName;
    }

    /** The name of the annotation's member, as the source writes it. */
    public String memberName() {
      return memberName;
    }
  }

  /**
   * Where a problem goes: on an attribute, or on one element of its array.
   *
   * @param attribute the attribute
   * @param element the element's index in the array, or -1 for the whole attribute
   */
  public record Where(Attribute attribute, int element) {
    static Where on(Attribute attribute) {
      return new Where(attribute, -1);
    }

    static Where on(Attribute attribute, int element) {
      return new Where(attribute, element);
    }
  }

  /**
   * The attributes as written: each list empty when the attribute is not given.
   *
   * @param perfectPlay the values of {@code perfectPlay}
   * @param bestMoves the strings of {@code bestMoves}, in the move notation
   * @param avoidMoves the strings of {@code avoidMoves}, in the move notation
   */
  public record Declared(
      List<GameValue> perfectPlay, List<String> bestMoves, List<String> avoidMoves) {
    public Declared {
      perfectPlay = List.copyOf(perfectPlay);
      bestMoves = List.copyOf(bestMoves);
      avoidMoves = List.copyOf(avoidMoves);
    }

    /** The attributes that are given, in the annotation's order. */
    List<Attribute> given() {
      List<Attribute> given = new ArrayList<>(3);
      if (!perfectPlay.isEmpty()) {
        given.add(Attribute.PERFECT_PLAY);
      }
      if (!bestMoves.isEmpty()) {
        given.add(Attribute.BEST_MOVES);
      }
      if (!avoidMoves.isEmpty()) {
        given.add(Attribute.AVOID_MOVES);
      }
      return given;
    }
  }

  /**
   * The expectations after every check, as the generated class lists them.
   *
   * @param perfectPlay the value of perfect play, or null when not given
   * @param bestMoves the best moves in the order given
   * @param avoidMoves the moves to avoid in the order given
   */
  record Checked(@Nullable GameValue perfectPlay, List<Square> bestMoves, List<Square> avoidMoves) {
    static final Checked NONE = new Checked(null, List.of(), List.of());

    Checked {
      bestMoves = List.copyOf(bestMoves);
      avoidMoves = List.copyOf(avoidMoves);
    }
  }

  private final Solutions solutions;

  public ExpectationChecks(Solutions solutions) {
    this.solutions = solutions;
  }

  /**
   * Checks the expectations of fixture {@code name} on {@code position}, a position the runtime
   * parsed. Solves the position only when something is expected of it, and then once.
   *
   * @param diagnostics where each problem goes
   * @param place the place in the source of each attribute, or element of one
   * @return the checked expectations, or null when any is wrong (each problem has been reported)
   */
  <P> @Nullable Checked check(
      String name,
      Position position,
      Declared declared,
      Diagnostics<P> diagnostics,
      Function<Where, P> place) {
    List<Attribute> given = declared.given();
    if (given.isEmpty()) {
      return Checked.NONE;
    }
    int errorsBefore = diagnostics.errorCount();
    Run<P> run = new Run<>(name, position, diagnostics, place);
    if (declared.perfectPlay().size() > 1) {
      run.error(
          Where.on(Attribute.PERFECT_PLAY),
          CompileError.PERFECT_PLAY_VALUES,
          name,
          declared.perfectPlay().size(),
          declared.perfectPlay().stream().map(GameValue::name).collect(Collectors.joining(", ")));
    }
    List<@Nullable Square> best = run.squares(Attribute.BEST_MOVES, declared.bestMoves());
    List<@Nullable Square> avoid = run.squares(Attribute.AVOID_MOVES, declared.avoidMoves());

    Verdict verdict = position.getVerdict();
    @Nullable String unsolvable =
        Solver.whyUnsolvable(position).map(Unsolvable::message).orElse(null);
    if (!(verdict instanceof Verdict.InProgress)) {
      String why = unsolvable != null ? unsolvable : "the game is over (" + verdict + ")";
      for (Attribute attribute : given) {
        run.error(
            Where.on(attribute), CompileError.NOT_IN_PROGRESS, name, attribute.memberName(), why);
      }
      return null;
    }
    run.checkLegal(Attribute.BEST_MOVES, best);
    run.checkLegal(Attribute.AVOID_MOVES, avoid);
    if (unsolvable != null) {
      GameValue claim = declared.perfectPlay().size() == 1 ? declared.perfectPlay().get(0) : null;
      for (Attribute attribute : given) {
        if (attribute == Attribute.PERFECT_PLAY
            && claim != null
            && ForcedWins.canProve(position, claim)) {
          String unproved = ForcedWins.whyNotProved(position, claim);
          if (unproved != null) {
            run.error(
                Where.on(attribute),
                CompileError.FORCED_WIN_NOT_PROVEN,
                name,
                claim.name(),
                unsolvable,
                unproved);
          }
        } else {
          run.error(
              Where.on(attribute),
              CompileError.TOO_MANY_EMPTY_CELLS,
              name,
              attribute.memberName(),
              unsolvable);
        }
      }
      return diagnostics.errorCount() != errorsBefore
          ? null
          : new Checked(claim, List.of(), List.of());
    }

    Solution solution = solutions.of(position);
    Player mover = Objects.requireNonNull(position.getNextPlayer());
    GameValue perfectPlay =
        declared.perfectPlay().size() == 1 ? declared.perfectPlay().get(0) : null;
    if (perfectPlay != null && perfectPlay != solution.value()) {
      run.error(
          Where.on(Attribute.PERFECT_PLAY),
          CompileError.PERFECT_PLAY,
          name,
          describe(solution.value(), solution.plies()),
          perfectPlay.name());
    }
    if (!best.isEmpty() && !best.contains(null)) {
      run.checkBest(toSquares(best), solution, mover);
    }
    for (int i = 0; i < avoid.size(); i++) {
      Square square = avoid.get(i);
      if (square != null) {
        run.checkAvoid(i, square, solution, mover);
      }
    }
    return diagnostics.errorCount() != errorsBefore
        ? null
        : new Checked(perfectPlay, toSquares(best), toSquares(avoid));
  }

  private static List<Square> toSquares(List<@Nullable Square> squares) {
    List<Square> present = new ArrayList<>(squares.size());
    for (Square square : squares) {
      if (square != null) {
        present.add(square);
      }
    }
    return present;
  }

  /** {@code a draw}, {@code a win for X in 3 plies}. */
  private static String describe(GameValue value, int plies) {
    Player winner = value.getWinner();
    return winner == null ? "a draw" : "a win for " + winner + " in " + plies(plies);
  }

  /** {@code 1 ply}, {@code 3 plies}. */
  private static String plies(int plies) {
    return plies + (plies == 1 ? " ply" : " plies");
  }

  /** {@code (1,2)}, {@code (1,2) and (3,3)}, {@code (1,2), (2,1) and (3,3)}. */
  private static String and(List<Square> squares) {
    int last = squares.size() - 1;
    String init =
        squares.subList(0, last).stream().map(Square::toString).collect(Collectors.joining(", "));
    return last == 0 ? squares.get(0).toString() : init + " and " + squares.get(last);
  }

  private static String list(Iterable<Square> squares) {
    StringBuilder text = new StringBuilder();
    for (Square square : squares) {
      text.append(text.length() == 0 ? "" : " ").append(square);
    }
    return text.toString();
  }

  /** The checks of one fixture, each problem reported at its place. */
  private static final class Run<P> {
    private final String name;
    private final Position position;
    private final Diagnostics<P> diagnostics;
    private final Function<Where, P> place;

    Run(String name, Position position, Diagnostics<P> diagnostics, Function<Where, P> place) {
      this.name = name;
      this.position = position;
      this.diagnostics = diagnostics;
      this.place = place;
    }

    void error(Where where, CompileError error, Object... arguments) {
      diagnostics.error(place.apply(where), error, arguments);
    }

    /**
     * Reads each move in the runtime's move notation: null for one that is malformed or repeats an
     * earlier one (each reported on its element).
     */
    List<@Nullable Square> squares(Attribute attribute, List<String> moves) {
      List<@Nullable Square> squares = new ArrayList<>(moves.size());
      Map<Square, Integer> seen = new HashMap<>();
      for (int i = 0; i < moves.size(); i++) {
        String text = moves.get(i);
        Square square;
        try {
          square = Square.parse(text);
        } catch (IllegalArgumentException e) {
          error(
              Where.on(attribute, i),
              CompileError.MOVE,
              name,
              attribute.memberName(),
              Objects.requireNonNullElse(e.getMessage(), "'" + text + "' is not a square"));
          squares.add(null);
          continue;
        }
        Integer earlier = seen.putIfAbsent(square, i);
        if (earlier != null) {
          error(
              Where.on(attribute, i),
              CompileError.DUPLICATE_MOVE,
              name,
              attribute.memberName(),
              square,
              moves.get(earlier),
              text);
          square = null;
        }
        squares.add(square);
      }
      return squares;
    }

    /** Reports each square that is off the board or taken, and forgets it. */
    void checkLegal(Attribute attribute, List<@Nullable Square> squares) {
      int rows = position.getRowCount();
      int columns = position.getColumnCount();
      for (int i = 0; i < squares.size(); i++) {
        Square square = squares.get(i);
        if (square == null) {
          continue;
        }
        String why = null;
        if (square.row() > rows || square.column() > columns) {
          why =
              "the board is "
                  + rows
                  + " x "
                  + columns
                  + ", so it has no "
                  + (square.row() > rows ? "row " + square.row() : "column " + square.column());
        } else if (position.get(square.row(), square.column()) != Cell.EMPTY) {
          why = "the square is taken by " + position.get(square.row(), square.column());
        }
        if (why != null) {
          error(
              Where.on(attribute, i),
              CompileError.ILLEGAL_MOVE,
              name,
              attribute.memberName(),
              square,
              why);
          squares.set(i, null);
        }
      }
    }

    /**
     * The best moves must be as {@link Solution#areBestMoves} accepts them: every move that keeps
     * the value of perfect play, or exactly those of them that reach it fastest.
     */
    void checkBest(List<Square> listed, Solution solution, Player mover) {
      if (solution.areBestMoves(listed)) {
        return;
      }
      Set<Square> given = new LinkedHashSet<>(listed);
      List<Square> keeping = solution.bestMoves();
      List<Square> fastest = solution.fastestBestMoves();
      GameValue value = solution.value();
      Player winner = value.getWinner();
      String sets;
      if (winner == mover) {
        sets = list(keeping) + ", which keep the win for " + mover;
      } else if (winner == null) {
        sets = list(keeping) + ", which keep the draw";
      } else {
        sets = list(keeping) + ", every move, as " + mover + " loses whatever " + mover + " plays";
      }
      if (fastest.size() < keeping.size()) {
        sets +=
            winner == mover
                ? "; or only the fastest, "
                    + list(fastest)
                    + ", winning in "
                    + plies(solution.plies())
                : "; or only those that hold out longest, "
                    + list(fastest)
                    + ", losing in "
                    + plies(solution.plies());
      }
      List<String> reasons = new ArrayList<>();
      for (Square square : given) {
        if (!keeping.contains(square)) {
          Solution.Move move = moveAt(solution, square);
          reasons.add(square + " does not: it leads to " + describe(move.value(), move.plies()));
        }
      }
      // Every move loses: the question is only how soon, and the best are those that hold out.
      boolean losing = winner != null && winner != mover;
      if (losing) {
        for (Square square : given) {
          if (!fastest.contains(square)) {
            reasons.add(square + " loses sooner, in " + plies(moveAt(solution, square).plies()));
          }
        }
      }
      List<Square> missing = new ArrayList<>();
      for (Square square : losing ? fastest : keeping) {
        if (!given.contains(square)) {
          missing.add(square);
        }
      }
      if (!missing.isEmpty()) {
        reasons.add(and(missing) + (missing.size() == 1 ? " is missing" : " are missing"));
      }
      error(
          Where.on(Attribute.BEST_MOVES),
          CompileError.BEST_MOVES,
          name,
          sets,
          String.join("; ", reasons));
    }

    /** A move to avoid must do worse, for the player to move, than perfect play. */
    void checkAvoid(int index, Square square, Solution solution, Player mover) {
      Solution.Move move = moveAt(solution, square);
      if (move.value() != solution.value()) {
        return;
      }
      Player winner = solution.value().getWinner();
      String why =
          winner == mover
              ? "it also wins for " + mover + ", in " + plies(move.plies())
              : winner == null ? "it keeps the draw" : "every move loses for " + mover + " here";
      error(Where.on(Attribute.AVOID_MOVES, index), CompileError.AVOID_MOVES, name, square, why);
    }

    private static Solution.Move moveAt(Solution solution, Square square) {
      for (Solution.Move move : solution.moves()) {
        if (move.square().equals(square)) {
          return move;
        }
      }
      throw new IllegalStateException(square + " is not among the solution's moves");
    }
  }
}
