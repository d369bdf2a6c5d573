package dev.noughts.engines;

import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Square;
import dev.noughts.engines.internal.BoardShape;
import dev.noughts.engines.internal.EngineCalls;
import dev.noughts.engines.internal.FailureLayout;
import dev.noughts.engines.internal.ReportWords;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.IntFunction;
import org.jspecify.annotations.Nullable;

/**
 * An engine's moves in a suite of proved {@link Tactic}s, judged by proof alone:
 *
 * <pre>{@code
 * TacticsScore.of(engine::move, 15, 15, 5).assertNoMisses(); // the bundled 15 x 15 suite
 * }</pre>
 *
 * <p>On a win, a move is {@linkplain ProofGrade#RIGHT right} when it is one of the proved winning
 * moves or the {@link Prover} proves the position after it lost for the defender; {@linkplain
 * ProofGrade#LOSING losing} when the prover proves it won for the defender; otherwise {@linkplain
 * ProofGrade#UNRESOLVED unresolved}: proved neither to keep the win nor to lose, which is no miss,
 * since nobody knows it is wrong. On a defence, a move is right unless the prover proves the
 * position after it won for the attacker. A miss is only what is proved: a losing move, an illegal
 * move, or no move. Every proof is replayed by the prover's independent checker; the budget is in
 * nodes, so a score is the same on every machine. The engine is asked for each move in turn, in the
 * suite's order and on the caller's thread; each move is judged on other threads while the engine
 * is asked the next, one proof a core, as many at once as fit in half the heap at some 128 bytes a
 * node of the budget (so one at a time for the largest budget on a heap under 5 GiB). A {@link
 * TacticsProgress} is told of each tactic as it is judged.
 *
 * <p>Part of a suite, such as one kind of tactic, is a {@link TacticsSelection}; its tactics keep
 * their numbers in the suite. The engine's moves are kept ({@link #getMoves()}): {@link
 * #judgedWith(long)} judges them again with another budget without asking the engine, and {@link
 * #ofMoves(TacticsSelection, List, long)} judges moves already made, such as of engine processes
 * asked elsewhere.
 *
 * @since 0.1.0
 */
public final class TacticsScore {
  /** How many misses {@link #getReport()} draws; it counts the rest. */
  static final int MISSES_SHOWN = 10;

  private static final MoveTally.Noun TACTIC = new MoveTally.Noun("tactic", "tactics");
  private static final MoveTally.Noun MOVE = new MoveTally.Noun("move", "moves");
  private static final TacticsProgress NO_PROGRESS = (result, judged, total) -> {};
  private static final MoveTally.Noun MORE_UNRESOLVED =
      new MoveTally.Noun("more unresolved move", "more unresolved moves");

  /** One tactic played: the engine's move, its grade, and the proof behind the grade if any. */
  public static final class Result {
    private final int number;
    private final Tactic tactic;
    private final @Nullable Square move;
    private final ProofGrade grade;
    private final @Nullable Proof proof;

    Result(
        int number, Tactic tactic, @Nullable Square move, ProofGrade grade, @Nullable Proof proof) {
      this.number = number;
      this.tactic = tactic;
      this.move = move;
      this.grade = grade;
      this.proof = proof;
    }

    /** The tactic's place in the suite, from 1. */
    public int getNumber() {
      return number;
    }

    /** The tactic the engine was asked about. */
    public Tactic getTactic() {
      return tactic;
    }

    /** The engine's move, or null when it gave none. */
    public @Nullable Square getMove() {
      return move;
    }

    /** What the move was. */
    public ProofGrade getGrade() {
      return grade;
    }

    /**
     * What the prover proved after the move, when the grade rests on it: the opponent's {@link
     * Proof.Win} after a {@linkplain ProofGrade#LOSING losing} move, the defender's {@link
     * Proof.Loss} after a right move that is not listed in the tactic; null otherwise (as after a
     * losing move onto a forbidden point of X's under renju, lost by the rule at once).
     */
    public @Nullable Proof getProof() {
      return proof;
    }

    /**
     * One line: {@code tactic 12: X wins by fours: (3,3) (3,6); played (7,7), which loses: O wins
     * by force: (4,5); line (4,5) (4,2) (4,6), 3 plies at most}.
     */
    public String getSummary() {
      return "tactic " + number + ": " + claim(tactic) + "; played " + describe();
    }

    /**
     * The {@linkplain #getSummary() summary}, then the board drawn below it, two spaces in, row by
     * row, with no line feed at the end.
     */
    @Override
    public String toString() {
      return (getSummary() + "\n" + FailureLayout.drawn(tactic.getPosition())).stripTrailing();
    }

    private String describe() {
      return switch (grade) {
        case RIGHT -> move + (proof == null ? "" : ", proved to keep the win");
        case UNRESOLVED ->
            move
                + ", unresolved: not proved to keep the win nor to lose; a proved win: "
                + ReportWords.lineAndPlies(tactic.getLine());
        case LOSING ->
            move
                + ", "
                + (proof instanceof Proof.Win win
                    ? new MissProof(MissProof.Kind.LOSES, win).toString()
                    : "which loses: "
                        + tactic.getPosition().play(Objects.requireNonNull(move)).getVerdict());
        case ILLEGAL -> move + ", which is not a legal move";
        case NONE -> "no move (null)";
      };
    }
  }

  private final String suite;
  private final List<Result> results;

  TacticsScore(String suite, List<Result> results) {
    this.suite = suite;
    this.results = List.copyOf(results);
  }

  /**
   * Asks {@code engine} for its move in each tactic of the suite {@linkplain TacticsSuite#bundled
   * bundled} for the board, and judges each move with the {@linkplain Prover#DEFAULT_BUDGET default
   * budget}.
   *
   * @throws IllegalArgumentException when no suite is bundled for the board
   * @throws AssertionError when the engine throws, naming the tactic
   */
  public static TacticsScore of(
      Function<Position, ? extends @Nullable Square> engine, int rows, int columns, int winLength) {
    List<Tactic> tactics = TacticsSuite.bundled(rows, columns, winLength);
    return of(engine, TacticsSelection.of(tactics), new Prover(), NO_PROGRESS);
  }

  /**
   * Asks {@code engine} for its move in each of {@code tactics}, in order, and judges each move
   * with a prover of {@code budget} nodes; the tactics are numbered from 1 in that order.
   *
   * @throws IllegalArgumentException when {@code tactics} is empty, or the budget is not 1 to
   *     {@value Prover#MAX_BUDGET}
   * @throws AssertionError when the engine throws, naming the tactic
   */
  public static TacticsScore of(
      Function<Position, ? extends @Nullable Square> engine, List<Tactic> given, long budget) {
    Prover prover = new Prover(budget);
    if (given.isEmpty()) {
      throw new IllegalArgumentException("no tactics to score: the list given is empty");
    }
    return of(engine, TacticsSelection.of(given), prover, NO_PROGRESS);
  }

  /**
   * Asks {@code engine} for its move in each tactic of {@code selection}, in order, and judges each
   * move with a prover of {@code budget} nodes; each result keeps its tactic's number in the suite.
   *
   * @throws IllegalArgumentException when the selection is empty, or the budget is not 1 to {@value
   *     Prover#MAX_BUDGET}
   * @throws AssertionError when the engine throws, naming the tactic
   */
  public static TacticsScore of(
      Function<Position, ? extends @Nullable Square> engine,
      TacticsSelection selection,
      long budget) {
    return of(engine, selection, budget, NO_PROGRESS);
  }

  /**
   * As {@link #of(Function, TacticsSelection, long)}, telling {@code progress} of each tactic as
   * soon as its move is judged, in the suite's order and on the caller's thread ({@link
   * TacticsProgress} has the contract).
   *
   * @throws IllegalArgumentException when the selection is empty, or the budget is not 1 to {@value
   *     Prover#MAX_BUDGET}
   * @throws AssertionError when the engine throws, naming the tactic
   */
  public static TacticsScore of(
      Function<Position, ? extends @Nullable Square> engine,
      TacticsSelection selection,
      long budget,
      TacticsProgress progress) {
    Prover prover = new Prover(budget);
    if (selection.getTactics().isEmpty()) {
      throw new IllegalArgumentException("no tactics to score: the selection is empty");
    }
    return of(engine, selection, prover, progress);
  }

  private static TacticsScore of(
      Function<Position, ? extends @Nullable Square> engine,
      TacticsSelection selection,
      Prover prover,
      TacticsProgress progress) {
    List<Tactic> tactics = selection.getTactics();
    List<Integer> numbers = selection.getNumbers();
    return score(
        tactics,
        numbers,
        i -> {
          int number = numbers.get(i);
          Tactic tactic = tactics.get(i);
          return EngineCalls.move(
              engine, tactic.getPosition(), () -> "tactic " + number + ", " + tactic);
        },
        prover,
        suiteName(tactics),
        progress);
  }

  /**
   * Judges moves already made, one for each tactic of {@code selection} and in its order (null for
   * none), with a prover of {@code budget} nodes, as a score judges the engine's moves: for moves
   * asked elsewhere, such as of engine processes, or kept from an earlier run ({@link
   * #getMoves()}). Each result keeps its tactic's number in the suite.
   *
   * <pre>{@code
   * TacticsScore score = TacticsScore.ofMoves(selection, moves, Prover.DEFAULT_BUDGET);
   * }</pre>
   *
   * @throws IllegalArgumentException when the selection is empty, when there is not one move for
   *     each tactic, or the budget is not 1 to {@value Prover#MAX_BUDGET}
   * @since 0.1.0
   */
  public static TacticsScore ofMoves(
      TacticsSelection selection, List<? extends @Nullable Square> moves, long budget) {
    return ofMoves(selection, moves, budget, NO_PROGRESS);
  }

  /**
   * As {@link #ofMoves(TacticsSelection, List, long)}, telling {@code progress} of each tactic as
   * it is judged, as {@link TacticsProgress} says.
   *
   * @throws IllegalArgumentException when the selection is empty, when there is not one move for
   *     each tactic, or the budget is not 1 to {@value Prover#MAX_BUDGET}
   * @since 0.1.0
   */
  public static TacticsScore ofMoves(
      TacticsSelection selection,
      List<? extends @Nullable Square> moves,
      long budget,
      TacticsProgress progress) {
    Prover prover = new Prover(budget);
    List<Tactic> tactics = selection.getTactics();
    if (tactics.isEmpty()) {
      throw new IllegalArgumentException("no tactics to judge: the selection is empty");
    }
    if (moves.size() != tactics.size()) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "%s for %s: give one move for each tactic, in order, null for none",
              MOVE.count(moves.size()),
              TACTIC.count(tactics.size())));
    }
    List<@Nullable Square> made = new ArrayList<>(moves);
    return score(tactics, selection.getNumbers(), made::get, prover, suiteName(tactics), progress);
  }

  /**
   * {@code 7 x 7, 4 in a row} for tactics on one board, and after it the rule when that is not
   * free-style ({@code 15 x 15, 5 in a row, exactly 5}, {@code 15 x 15, 5 in a row, renju}); else
   * {@code 2 boards}.
   */
  static String suiteName(List<Tactic> tactics) {
    List<String> boards =
        tactics.stream()
            .map(Tactic::getPosition)
            .map(position -> BoardShape.of(position) + ruleNote(position))
            .distinct()
            .toList();
    return boards.size() == 1 ? boards.get(0) : boards.size() + " boards";
  }

  private static String ruleNote(Position position) {
    return switch (position.getRule()) {
      case FREE_STYLE -> "";
      case EXACTLY_K -> ", exactly " + position.getWinLength();
      case RENJU -> ", renju";
    };
  }

  /**
   * The moves {@code ask} gives for {@code tactics}, numbered {@code numbers}, judged by {@code
   * prover}: each question on the caller's thread while the moves before it are judged.
   */
  private static TacticsScore score(
      List<Tactic> tactics,
      List<Integer> numbers,
      IntFunction<@Nullable Square> ask,
      Prover prover,
      String suite,
      TacticsProgress progress) {
    List<Result> results = new ArrayList<>(tactics.size());
    ParallelJudging.judge(
        new ProofJudge(prover),
        tactics,
        ask,
        (i, move, judgement) -> {
          Result result =
              new Result(
                  numbers.get(i), tactics.get(i), move, judgement.grade(), judgement.proof());
          results.add(result);
          progress.judged(result, results.size(), tactics.size());
        });
    return new TacticsScore(suite, results);
  }

  /**
   * The same moves judged again by a prover of {@code budget} nodes, such as a larger budget to
   * settle {@linkplain #getUnresolved() unresolved} moves: the engine is not asked again. Each
   * result keeps its tactic's number.
   *
   * @throws IllegalArgumentException when the budget is not 1 to {@value Prover#MAX_BUDGET}
   */
  public TacticsScore judgedWith(long budget) {
    return judgedWith(budget, NO_PROGRESS);
  }

  /**
   * As {@link #judgedWith(long)}, telling {@code progress} of each tactic as it is judged, as
   * {@link TacticsProgress} says.
   *
   * @throws IllegalArgumentException when the budget is not 1 to {@value Prover#MAX_BUDGET}
   */
  public TacticsScore judgedWith(long budget, TacticsProgress progress) {
    Prover prover = new Prover(budget);
    List<Tactic> tactics = results.stream().map(Result::getTactic).toList();
    List<Integer> numbers = results.stream().map(Result::getNumber).toList();
    List<@Nullable Square> moves = getMoves();
    return score(tactics, numbers, moves::get, prover, suite, progress);
  }

  /**
   * The engine's moves, one for each of {@link #getResults()} and in that order, null where it gave
   * none: what {@link #judgedWith(long)} judges again.
   */
  public List<@Nullable Square> getMoves() {
    List<@Nullable Square> moves = new ArrayList<>(results.size());
    for (Result result : results) {
      moves.add(result.getMove());
    }
    return Collections.unmodifiableList(moves);
  }

  /** Every tactic played, in the suite's order. */
  public List<Result> getResults() {
    return results;
  }

  /**
   * The tactics where the move was a proved miss: {@linkplain ProofGrade#LOSING losing},
   * {@linkplain ProofGrade#ILLEGAL illegal} or {@linkplain ProofGrade#NONE none}; in the suite's
   * order.
   */
  public List<Result> getMisses() {
    return results.stream().filter(result -> result.getGrade().isMiss()).toList();
  }

  /**
   * The tactics where the move was {@linkplain ProofGrade#UNRESOLVED unresolved}, in the same
   * order.
   */
  public List<Result> getUnresolved() {
    return results.stream().filter(result -> result.getGrade() == ProofGrade.UNRESOLVED).toList();
  }

  /**
   * Passes when no move was a {@linkplain #getMisses() miss} (unresolved moves pass); otherwise
   * throws an {@link AssertionError} with the {@link #getReport() report}.
   */
  public void assertNoMisses() {
    List<Result> misses = getMisses();
    if (!misses.isEmpty()) {
      throw new AssertionError(
          String.format(
              Locale.ROOT,
              "expected no miss in %s, but the engine missed %,d%n%s",
              TACTIC.count(results.size()),
              misses.size(),
              getReport()));
    }
  }

  /**
   * The count of tactics and of each grade, then the first {@value #MISSES_SHOWN} misses, each with
   * the tactic, the engine's move, the proof against it and the board, and how many misses are not
   * shown; then, apart, the first {@value #MISSES_SHOWN} unresolved moves, each with the proved win
   * it may have given up and the board, and how many are not shown. {@link #getFullReport()} shows
   * every one, {@link #getReport(int)} as many as asked.
   *
   * <pre>
   * 250 tactics on 7 x 7, 4 in a row: 248 right, 1 unresolved, 1 losing
   * tactic 12: X must defend: (2,1) (5,1); played (7,7), which loses: O wins by force: (4,1); ...
   *   -------
   *   ...
   * unresolved, not misses (a larger budget may settle them):
   * tactic 40: X wins by threes: (3,4); played (6,6), unresolved: not proved to keep the win ...
   *   -------
   *   ...
   * </pre>
   */
  public String getReport() {
    return getReport(MISSES_SHOWN);
  }

  /**
   * The {@linkplain #getReport() report} with every miss and every unresolved move drawn, none left
   * out.
   */
  public String getFullReport() {
    return getReport(Integer.MAX_VALUE);
  }

  /**
   * The {@linkplain #getReport() report} with the first {@code shown} misses and the first {@code
   * shown} unresolved moves: every one with {@link Integer#MAX_VALUE}, none with 0.
   *
   * @throws IllegalArgumentException when {@code shown} is negative
   */
  public String getReport(int shown) {
    if (shown < 0) {
      throw new IllegalArgumentException("shown is " + shown + "; give 0 or more");
    }
    StringBuilder report = new StringBuilder(TACTIC.count(results.size()));
    report.append(" on ").append(suite).append(": ").append(counts()).append('\n');
    appendDrawn(report, getMisses(), shown, Reports.MORE_MISS);
    List<Result> unresolved = getUnresolved();
    if (!unresolved.isEmpty()) {
      report.append("unresolved, not misses (a larger budget may settle them):\n");
      appendDrawn(report, unresolved, shown, MORE_UNRESOLVED);
    }
    return report.toString();
  }

  /** Appends the first {@code shown} of {@code results} drawn, then how many are not. */
  private static void appendDrawn(
      StringBuilder report, List<Result> results, int shown, MoveTally.Noun notShown) {
    for (Result result : results.subList(0, Math.min(shown, results.size()))) {
      report.append(result).append('\n');
    }
    Reports.appendNotShown(report, results.size() - shown, notShown);
  }

  /** The same as {@link #getReport()}. */
  @Override
  public String toString() {
    return getReport();
  }

  private String counts() {
    return MoveTally.of(
        ProofGrade.class,
        results.stream().map(Result::getGrade).toList(),
        ProofGrade::noun,
        "none");
  }

  /** {@code X wins by fours: (3,3) (3,6)} or {@code O must defend: (7,7)}. */
  private static String claim(Tactic tactic) {
    return tactic.getPlayer()
        + " "
        + tactic.getKind()
        + ": "
        + ReportWords.squares(tactic.getMoves());
  }
}
