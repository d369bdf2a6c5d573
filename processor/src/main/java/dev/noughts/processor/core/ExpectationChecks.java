package dev.noughts.processor.core;

import dev.noughts.Cell;
import dev.noughts.GameValue;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Prover;
import dev.noughts.Rule;
import dev.noughts.Solution;
import dev.noughts.Solver;
import dev.noughts.Square;
import dev.noughts.Unsolvable;
import dev.noughts.UnsolvableException;
import dev.noughts.Verdict;
import java.util.ArrayList;
import java.util.EnumMap;
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
    AVOID_MOVES("avoidMoves"),
    WINNING_MOVES("winningMoves"),
    LOSING_MOVES("losingMoves"),
    ONLY_MOVES("onlyMoves"),
    BUDGET("budget");

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
   * @param winningMoves the strings of {@code winningMoves}, in the move notation
   * @param losingMoves the strings of {@code losingMoves}, in the move notation
   * @param onlyMoves the strings of {@code onlyMoves}, in the move notation
   * @param budget the value of {@code budget}, its default when not given
   */
  public record Declared(
      List<GameValue> perfectPlay,
      List<String> bestMoves,
      List<String> avoidMoves,
      List<String> winningMoves,
      List<String> losingMoves,
      List<String> onlyMoves,
      long budget) {
    public Declared {
      perfectPlay = List.copyOf(perfectPlay);
      bestMoves = List.copyOf(bestMoves);
      avoidMoves = List.copyOf(avoidMoves);
      winningMoves = List.copyOf(winningMoves);
      losingMoves = List.copyOf(losingMoves);
      onlyMoves = List.copyOf(onlyMoves);
    }

    /** The attributes about perfect play alone, with no proved moves and the default budget. */
    public Declared(List<GameValue> perfectPlay, List<String> bestMoves, List<String> avoidMoves) {
      this(
          perfectPlay,
          bestMoves,
          avoidMoves,
          List.of(),
          List.of(),
          List.of(),
          Prover.DEFAULT_BUDGET);
    }

    /**
     * The attributes as read: {@code moves} maps each attribute of {@link #MOVE_LISTS} that is
     * given to its strings, in the move notation.
     */
    public static Declared of(
        List<GameValue> perfectPlay, Map<Attribute, List<String>> moves, long budget) {
      return new Declared(
          perfectPlay,
          moves.getOrDefault(Attribute.BEST_MOVES, List.of()),
          moves.getOrDefault(Attribute.AVOID_MOVES, List.of()),
          moves.getOrDefault(Attribute.WINNING_MOVES, List.of()),
          moves.getOrDefault(Attribute.LOSING_MOVES, List.of()),
          moves.getOrDefault(Attribute.ONLY_MOVES, List.of()),
          budget);
    }

    /** The strings of a move-list attribute. */
    List<String> moves(Attribute attribute) {
      return switch (attribute) {
        case BEST_MOVES -> bestMoves;
        case AVOID_MOVES -> avoidMoves;
        case WINNING_MOVES -> winningMoves;
        case LOSING_MOVES -> losingMoves;
        case ONLY_MOVES -> onlyMoves;
        case PERFECT_PLAY, BUDGET ->
            throw new IllegalArgumentException(attribute + " is no list of moves");
      };
    }

    /** The attributes that expect something and are given, in the annotation's order. */
    List<Attribute> given() {
      List<Attribute> given = new ArrayList<>();
      if (!perfectPlay.isEmpty()) {
        given.add(Attribute.PERFECT_PLAY);
      }
      for (Attribute attribute : MOVE_LISTS) {
        if (!moves(attribute).isEmpty()) {
          given.add(attribute);
        }
      }
      return given;
    }
  }

  /** The attributes that list moves, in the annotation's order. */
  public static final List<Attribute> MOVE_LISTS =
      List.of(
          Attribute.BEST_MOVES,
          Attribute.AVOID_MOVES,
          Attribute.WINNING_MOVES,
          Attribute.LOSING_MOVES,
          Attribute.ONLY_MOVES);

  /**
   * The expectations after every check, as the generated class lists them.
   *
   * @param perfectPlay the value of perfect play, or null when not given
   * @param bestMoves the best moves in the order given
   * @param avoidMoves the moves to avoid in the order given
   * @param winningMoves the moves proved to win in the order given
   * @param losingMoves the moves proved to lose in the order given
   * @param onlyMoves the only moves that do not lose in the order given
   */
  record Checked(
      @Nullable GameValue perfectPlay,
      List<Square> bestMoves,
      List<Square> avoidMoves,
      List<Square> winningMoves,
      List<Square> losingMoves,
      List<Square> onlyMoves) {
    static final Checked NONE = new Checked(null, List.of(), List.of());

    Checked {
      bestMoves = List.copyOf(bestMoves);
      avoidMoves = List.copyOf(avoidMoves);
      winningMoves = List.copyOf(winningMoves);
      losingMoves = List.copyOf(losingMoves);
      onlyMoves = List.copyOf(onlyMoves);
    }

    /** Perfect play, best moves and moves to avoid alone. */
    Checked(@Nullable GameValue perfectPlay, List<Square> bestMoves, List<Square> avoidMoves) {
      this(perfectPlay, bestMoves, avoidMoves, List.of(), List.of(), List.of());
    }
  }

  /**
   * Why the exact solver does not check a position, for the errors of what only it checks.
   *
   * @param error the error of an attribute only the solver checks
   * @param why the words after "but": {@code it has 222 empty cells; ...}
   */
  record NotSolved(CompileError error, String why) {
    /** Renju: the solver plays free-style and exactly k; the prover proves renju's wins. */
    static final NotSolved RENJU =
        new NotSolved(
            CompileError.RENJU_NOT_SOLVED,
            "the exact solver plays free-style and exactly k, not renju");

    static NotSolved of(Unsolvable unsolvable) {
      return new NotSolved(
          unsolvable instanceof Unsolvable.BudgetSpent
              ? CompileError.SOLVER_BUDGET_SPENT
              : CompileError.TOO_MANY_EMPTY_CELLS,
          unsolvable.message());
    }
  }

  private final Solutions solutions;

  public ExpectationChecks(Solutions solutions) {
    this.solutions = solutions;
  }

  /**
   * Checks the expectations of fixture {@code name} on {@code position}, a position the runtime
   * parsed. Solves the position only when something is expected of it, and then once; beyond the
   * solver, and under renju (which the solver does not play), proves what is claimed with a {@link
   * Prover} of the fixture's budget.
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
    int errorsBefore = diagnostics.errorCount();
    Run<P> run = new Run<>(name, position, diagnostics, place);
    long budget = declared.budget();
    boolean budgetInRange = budget >= 1 && budget <= Prover.MAX_BUDGET;
    if (!budgetInRange) {
      run.error(Where.on(Attribute.BUDGET), CompileError.BUDGET, name, budget, Prover.MAX_BUDGET);
    }
    List<Attribute> given = declared.given();
    if (given.isEmpty()) {
      return diagnostics.errorCount() != errorsBefore ? null : Checked.NONE;
    }
    if (declared.perfectPlay().size() > 1) {
      run.error(
          Where.on(Attribute.PERFECT_PLAY),
          CompileError.PERFECT_PLAY_VALUES,
          name,
          declared.perfectPlay().size(),
          declared.perfectPlay().stream().map(GameValue::name).collect(Collectors.joining(", ")));
    }
    Map<Attribute, List<@Nullable Square>> moves = new EnumMap<>(Attribute.class);
    for (Attribute attribute : MOVE_LISTS) {
      moves.put(attribute, run.squares(attribute, declared.moves(attribute)));
    }
    Function<Attribute, List<@Nullable Square>> squares =
        attribute -> Objects.requireNonNull(moves.get(attribute));

    Verdict verdict = position.getVerdict();
    @Nullable Unsolvable unsolvable = Solver.whyUnsolvable(position).orElse(null);
    if (!(verdict instanceof Verdict.InProgress)) {
      String why = unsolvable != null ? unsolvable.message() : "the game is over (" + verdict + ")";
      for (Attribute attribute : given) {
        run.error(
            Where.on(attribute), CompileError.NOT_IN_PROGRESS, name, attribute.memberName(), why);
      }
      return null;
    }
    moves.forEach(run::checkLegal);
    Player mover = Objects.requireNonNull(position.getNextPlayer());
    GameValue perfectPlay =
        declared.perfectPlay().size() == 1 ? declared.perfectPlay().get(0) : null;
    @Nullable Solution solution = null;
    @Nullable NotSolved notSolved = null;
    if (position.getRule() == Rule.RENJU) {
      // The solver refuses renju by an exception, not an Unsolvable, even on a crowded board.
      notSolved = NotSolved.RENJU;
    } else if (unsolvable == null) {
      try {
        solution = solutions.of(position);
      } catch (UnsolvableException spent) {
        notSolved = NotSolved.of(spent.getReason());
      }
    } else {
      notSolved = NotSolved.of(unsolvable);
    }
    @Nullable MoveFacts facts;
    if (solution == null) {
      @Nullable Prover prover = budgetInRange ? new Prover(budget) : null;
      run.checkBeyondSolver(given, perfectPlay, prover, Objects.requireNonNull(notSolved));
      boolean provable = Prover.whyUnprovable(position).isEmpty();
      facts = prover != null && provable ? MoveFacts.proved(prover, position) : null;
    } else {
      if (perfectPlay != null && perfectPlay != solution.value()) {
        run.error(
            Where.on(Attribute.PERFECT_PLAY),
            CompileError.PERFECT_PLAY,
            name,
            describe(solution.value(), solution.plies()),
            perfectPlay.name());
      }
      List<@Nullable Square> best = squares.apply(Attribute.BEST_MOVES);
      if (!best.isEmpty() && !best.contains(null)) {
        run.checkBest(toSquares(best), solution, mover);
      }
      List<@Nullable Square> avoid = squares.apply(Attribute.AVOID_MOVES);
      for (int i = 0; i < avoid.size(); i++) {
        Square square = avoid.get(i);
        if (square != null) {
          run.checkAvoid(i, square, solution, mover);
        }
      }
      facts = MoveFacts.solved(solution, mover);
    }
    if (facts != null) {
      run.checkProved(Attribute.WINNING_MOVES, squares.apply(Attribute.WINNING_MOVES), facts);
      run.checkProved(Attribute.LOSING_MOVES, squares.apply(Attribute.LOSING_MOVES), facts);
      run.checkOnly(squares.apply(Attribute.ONLY_MOVES), facts);
    }
    return diagnostics.errorCount() != errorsBefore
        ? null
        : new Checked(
            perfectPlay,
            toSquares(squares.apply(Attribute.BEST_MOVES)),
            toSquares(squares.apply(Attribute.AVOID_MOVES)),
            toSquares(squares.apply(Attribute.WINNING_MOVES)),
            toSquares(squares.apply(Attribute.LOSING_MOVES)),
            toSquares(squares.apply(Attribute.ONLY_MOVES)));
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
  static String describe(GameValue value, int plies) {
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
    /** The most moves {@code onlyMoves} reports as not proved to lose. */
    static final int MOST_HOLDING_REPORTED = 10;

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
     * The attributes given for a position in progress beyond the exact solver: {@code perfectPlay =
     * X_WINS} or {@code O_WINS} goes to the prover (when {@code prover} is not null: the budget is
     * in range), and so, later, do the proved moves; everything else is an error that says what
     * would be checked instead.
     */
    void checkBeyondSolver(
        List<Attribute> given,
        @Nullable GameValue claim,
        @Nullable Prover prover,
        NotSolved notSolved) {
      // The position is in progress: the prover refuses it only when its board is too large.
      @Nullable String unprovable = Prover.whyUnprovable(position).orElse(null);
      for (Attribute attribute : given) {
        String instead =
            switch (attribute) {
              case PERFECT_PLAY -> {
                if (claim != null && claim != GameValue.DRAW && unprovable == null) {
                  String unproved =
                      prover == null ? null : ForcedWins.whyNotProved(prover, position, claim);
                  if (unproved != null) {
                    error(
                        Where.on(attribute),
                        CompileError.FORCED_WIN_NOT_PROVEN,
                        name,
                        claim.name(),
                        notSolved.why(),
                        unproved);
                  }
                  yield null;
                }
                yield claim == null
                    ? null // more than one value, reported
                    : claim == GameValue.DRAW ? "the prover proves wins, not draws" : unprovable;
              }
              case BEST_MOVES ->
                  unprovable != null
                      ? unprovable
                      : "list the moves proved to win with winningMoves, or the only moves that do"
                          + " not lose with onlyMoves: the prover checks those";
              case AVOID_MOVES ->
                  unprovable != null
                      ? unprovable
                      : "list the moves proved to lose with losingMoves: the prover checks those";
              default -> unprovable;
            };
        if (instead != null) {
          error(
              Where.on(attribute),
              notSolved.error(),
              name,
              attribute.memberName(),
              notSolved.why(),
              instead);
        }
      }
    }

    /** Each move of {@code winningMoves} must be proved to win, of {@code losingMoves} to lose. */
    void checkProved(Attribute attribute, List<@Nullable Square> squares, MoveFacts facts) {
      boolean winning = attribute == Attribute.WINNING_MOVES;
      MoveFacts.Kind claimed = winning ? MoveFacts.Kind.WINS : MoveFacts.Kind.LOSES;
      for (int i = 0; i < squares.size(); i++) {
        Square square = squares.get(i);
        if (square == null) {
          continue;
        }
        MoveFacts.Fact fact = facts.of(square);
        if (fact.kind() != claimed) {
          error(
              Where.on(attribute, i),
              winning ? CompileError.WINNING_MOVES : CompileError.LOSING_MOVES,
              name,
              square,
              fact.what());
        }
      }
    }

    /**
     * No move of {@code onlyMoves} may be proved to lose, and every other legal move must be. Stops
     * after {@value #MOST_HOLDING_REPORTED} other moves not proved to lose, so that a wrong fixture
     * on a large board costs no more proofs than that beyond the right ones.
     */
    void checkOnly(List<@Nullable Square> listed, MoveFacts facts) {
      if (listed.isEmpty() || listed.contains(null)) {
        return;
      }
      for (int i = 0; i < listed.size(); i++) {
        Square square = Objects.requireNonNull(listed.get(i));
        MoveFacts.Fact fact = facts.of(square);
        if (fact.kind() == MoveFacts.Kind.LOSES) {
          error(
              Where.on(Attribute.ONLY_MOVES, i),
              CompileError.ONLY_MOVE_LOSES,
              name,
              square,
              fact.what());
        }
      }
      List<Square> holding = new ArrayList<>();
      MoveFacts.Fact first = null;
      for (Square move : position.getLegalMoves()) {
        if (listed.contains(move)) {
          continue;
        }
        MoveFacts.Fact fact = facts.of(move);
        if (fact.kind() != MoveFacts.Kind.LOSES) {
          holding.add(move);
          first = first == null ? fact : first;
          if (holding.size() == MOST_HOLDING_REPORTED) {
            break;
          }
        }
      }
      if (first != null) {
        String which =
            holding.size() == MOST_HOLDING_REPORTED
                ? "at least " + MOST_HOLDING_REPORTED + " other moves, " + list(holding) + ", are"
                : and(holding) + (holding.size() == 1 ? " is" : " are");
        error(
            Where.on(Attribute.ONLY_MOVES),
            CompileError.ONLY_MOVES,
            name,
            and(toSquares(listed)),
            which,
            holding.get(0),
            first.what());
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
