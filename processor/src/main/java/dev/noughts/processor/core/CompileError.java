package dev.noughts.processor.core;

import dev.noughts.InputError;
import dev.noughts.MoveError;
import dev.noughts.Problem;
import java.util.Arrays;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * Every compile error the processor reports: a stable tag, the number of arguments its message
 * takes, and the message's template. An impossible position's tag is its {@link Problem}'s code, a
 * mistake in the notation's its {@link InputError.Kind}'s, a move of {@code moves} that cannot be
 * played its {@link MoveError.Kind}'s. The tags are documented in the table of
 * docs/compile-errors.md, and the templates take their arities; tests keep both so.
 *
 * <p>Not API: public only for the front ends in {@code dev.noughts.processor.javac} and {@code
 * dev.noughts.processor.ksp}.
 */
public enum CompileError {
  // The board's notation, as the runtime's parser reports it: fixture name, parser message.
  EMPTY(InputError.Kind.EMPTY, 2, "fixture %s: %s"),
  TOO_MANY_ROWS(InputError.Kind.TOO_MANY_ROWS, 2, "fixture %s: %s"),
  ROW_LENGTH(InputError.Kind.ROW_LENGTH, 2, "fixture %s: %s"),
  CHARACTER(InputError.Kind.CHARACTER, 2, "fixture %s: %s"),
  MORE_ERRORS("more-errors", 2, "fixture %s: %s"),

  // The board as the game that reached it (moves, rows, columns), as GameRecord plays it: fixture
  // name, the move's message.
  MALFORMED(MoveError.Kind.MALFORMED, 2, "fixture %s: %s"),
  OFF_BOARD(MoveError.Kind.OFF_BOARD, 2, "fixture %s: %s"),
  GAME_OVER(MoveError.Kind.GAME_OVER, 2, "fixture %s: %s"),
  TAKEN(MoveError.Kind.TAKEN, 2, "fixture %s: %s"),
  NO_BOARD(
      "no-board",
      1,
      "fixture %s has no board; give it as value, rows of X, O and - such as value = \"X - - / - -"
          + " - / - - -\", or as the game that reached it, such as moves = \"h8 h9 g7\", rows ="
          + " 15, columns = 15, winLength = 5"),
  VALUE_AND_MOVES(
      "value-and-moves",
      2,
      "fixture %s gives value and %s too; give the board once: as value, or as moves with rows"
          + " and columns"),
  /** Fixture name, what is missing ({@code rows}, {@code columns} or both). */
  SIZE_MISSING(
      "size",
      2,
      "fixture %s: moves are played on a board of rows x columns; give %s too, such as rows = 15,"
          + " columns = 15"),
  /** Fixture name, {@code rows} or {@code columns}, its value, the largest, the attribute again. */
  SIZE("size", 5, "fixture %s: %s = %d, but a board has 1 to %,d %s"),
  /** Fixture name, rows, columns: a game on a board that is not square needs a win length. */
  NEEDS_WIN_LENGTH(
      "win-length",
      3,
      "fixture %s: its board is %d x %d, but without winLength a board is square, n in a row on n"
          + " x n; give winLength = k, such as winLength = 5"),
  /** A {@code winLength} that does not fit the board: fixture name, the runtime's message. */
  WIN_LENGTH("win-length", 2, "fixture %s: the %s"),
  /**
   * Renju on a board it is not played on: fixture name, rows, columns, win length (on {@code
   * rule}).
   */
  RULE(
      "rule",
      4,
      "fixture %s: rule = RENJU is played on a 15 x 15 board with 5 to win, but this board is %d x"
          + " %d with %d to win; for renju give rows = 15, columns = 15 and winLength = 5 (or a 15"
          + " x 15 value with winLength = 5), or for this board choose rule = Rule.FREE_STYLE or"
          + " Rule.EXACTLY_K"),
  /**
   * A move of {@code moves} onto a point forbidden to X under renju: fixture name, the move's
   * number, its square, the reason (double three, double four, overline).
   */
  FORBIDDEN_MOVE(
      "forbidden-move",
      4,
      "fixture %s: move %d: X's %s is forbidden under renju (%s), a foul that ends the game, O"
          + " winning; X may not move onto a forbidden point, so play another move there"),
  STRING_TOO_LONG(
      "string-too-long",
      4,
      "fixture %s: this string is %,d bytes in a class file, but a class file holds strings of at"
          + " most 65,535 bytes, so %s cannot compile it; give the rows as separate strings, %s"),

  // Impossible positions, as the runtime's rules judge them: fixture name, reason, advice.
  O_MORE_THAN_X(Problem.O_MORE_THAN_X, 3, "fixture %s is impossible: %s%s"),
  X_TOO_FAR_AHEAD(Problem.X_TOO_FAR_AHEAD, 3, "fixture %s is impossible: %s%s"),
  BOTH_WON(Problem.BOTH_WON, 3, "fixture %s is impossible: %s%s"),
  X_WON_OUT_OF_TURN(Problem.X_WON_OUT_OF_TURN, 3, "fixture %s is impossible: %s%s"),
  O_WON_OUT_OF_TURN(Problem.O_WON_OUT_OF_TURN, 3, "fixture %s is impossible: %s%s"),
  SEPARATE_WINNING_LINES(Problem.SEPARATE_WINNING_LINES, 3, "fixture %s is impossible: %s%s"),
  WINNING_LINE_TOO_LONG(Problem.WINNING_LINE_TOO_LONG, 3, "fixture %s is impossible: %s%s"),
  MEETING_CELL_NOT_LAST(Problem.MEETING_CELL_NOT_LAST, 3, "fixture %s is impossible: %s%s"),
  /**
   * Fixture name, the outcomes expected, the verdict, the rule: of a large board with no k, or any
   * rule but free-style.
   */
  EXPECT("expect", 4, "fixture %s: expected %s but %s%s"),

  // What a fixture expects of perfect play, as the runtime's solver finds it.
  PERFECT_PLAY("perfect-play", 3, "fixture %s: perfect play from here is %s, not %s"),
  PERFECT_PLAY_VALUES(
      "perfect-play-values",
      3,
      "fixture %s: perfectPlay takes one value, but %d are given (%s); keep the one that is right"),
  BEST_MOVES("best-moves", 3, "fixture %s: the best moves are %s; %s"),
  AVOID_MOVES(
      "avoid-moves", 3, "fixture %s: avoidMoves lists %s, but %s, so it is not a move to avoid"),
  MOVE("move", 3, "fixture %s: %s: %s"),
  ILLEGAL_MOVE("illegal-move", 4, "fixture %s: %s lists %s, which is not a legal move here: %s"),
  DUPLICATE_MOVE(
      "duplicate-move", 5, "fixture %s: %s lists %s twice, as '%s' and '%s'; list each move once"),
  NOT_IN_PROGRESS("not-in-progress", 3, "fixture %s: %s needs a game in progress to solve, but %s"),
  TOO_MANY_EMPTY_CELLS(
      "too-many-empty-cells", 4, "fixture %s: %s needs the position solved, but %s; %s"),
  SOLVER_BUDGET_SPENT(
      "solver-budget-spent", 4, "fixture %s: %s needs the position solved, but %s; %s"),
  /**
   * An expectation that needs the exact solver, under renju: fixture name, the attribute, why the
   * solver does not check it, what the prover checks instead.
   */
  RENJU_NOT_SOLVED("renju-not-solved", 4, "fixture %s: %s needs the position solved, but %s; %s"),
  FORCED_WIN_NOT_PROVEN(
      "forced-win-not-proven",
      4,
      "fixture %s: perfectPlay = %s is beyond the exact solver (%s), so the prover must prove it,"
          + " but %s"),
  WINNING_MOVES(
      "winning-moves",
      3,
      "fixture %s: winningMoves lists %s, but it %s, so it is not a proved win"),
  LOSING_MOVES(
      "losing-moves", 3, "fixture %s: losingMoves lists %s, but it %s, so it is not a proved loss"),
  ONLY_MOVE_LOSES(
      "only-move-loses",
      3,
      "fixture %s: onlyMoves lists %s as a move that does not lose, but it %s; leave it out"),
  ONLY_MOVES(
      "only-moves",
      5,
      "fixture %s: onlyMoves says every move but %s loses, but %s not proved to lose; %s, for one,"
          + " %s"),
  BUDGET("budget", 3, "fixture %s: budget is %,d nodes, but it takes 1 to %,d"),

  // The fixture method.
  NOT_ABSTRACT(
      "not-abstract",
      3,
      "fixture %s: @Board goes on an abstract %s, so that the generated class can implement it;"
          + " remove %s"),
  VAR(
      "var",
      1,
      "fixture %s is a var, and the generated class cannot implement its setter; declare it with"
          + " val"),
  PARAMETERS("parameters", 3, "fixture %s takes %d %s; fixtures take none"),
  TYPE_PARAMETERS("type-parameters", 1, "fixture %s has type parameters; fixtures are not generic"),
  RETURN_TYPE("return-type", 2, "fixture %s returns %s; fixtures return dev.noughts.Position"),
  DUPLICATE_NAME(
      "duplicate-name",
      3,
      "fixture %s: its constant %s is already taken by fixture %s; rename one of them"),
  RESERVED_NAME("reserved-name", 2, "fixture %s: %s; choose another name"),
  JAVA_NAME(
      "java-name",
      3,
      "fixture %s: the generated Java class implements it as a method %s(), but %s; rename the"
          + " fixture"),
  NAME_TOO_LONG(
      "name-too-long",
      3,
      "fixture %s: its name of %,d characters takes %,d bytes in the generated class file, but the"
          + " generated class can hold a name of at most 65,534 characters and 65,535 bytes; choose"
          + " a shorter name"),

  // The type that declares the fixtures.
  NOT_A_FIXTURE(
      "not-a-fixture",
      3,
      "%s has abstract %s%s without @Board here; the generated class can only implement"
          + " fixtures declared in this type"),
  MEMBER_NAME("member-name", 5, "%s has %s %s%s, but %s; rename it"),
  DECLARING_TYPE(
      "declaring-type",
      2,
      "%s declares fixtures but is %s; declare fixtures in an interface or an abstract class"),
  /** The same mistake as {@link #DECLARING_TYPE}, for a Kotlin fixture outside any class. */
  TOP_LEVEL(
      "declaring-type",
      2,
      "fixture %s is a top-level %s; declare fixtures as abstract members of an interface or an"
          + " abstract class"),
  NOT_A_METHOD(
      "not-a-method",
      1,
      "@Board is on %s; it goes on an abstract method that returns dev.noughts.Position (in"
          + " Kotlin, an abstract fun or val)"),
  PRIVATE_TYPE("private-type", 3, "%s %s; the generated class cannot implement it, so make it %s"),
  INNER_CLASS("inner-class", 2, "%s is an inner class; %s so the generated class can extend it"),
  GENERIC_TYPE("generic-type", 1, "%s has type parameters; fixture types are not generic"),
  CONSTRUCTOR(
      "constructor",
      1,
      "%s has no constructor without parameters that the generated class can call; add one that"
          + " is not private"),
  /** The same mistake as {@link #CONSTRUCTOR}, for a constructor that declares a checked throw. */
  CONSTRUCTOR_THROWS(
      "constructor",
      2,
      "%s has a constructor without parameters, but it throws %s, which the generated class cannot"
          + " handle when it makes its INSTANCE; make it throw no checked exception"),
  TOO_MANY_FIXTURES(
      "too-many-fixtures",
      3,
      "%s declares %,d fixtures, but a type holds at most %,d (the limits of one class file);"
          + " split them over several types"),
  UNRESOLVED(
      "unresolved",
      2,
      "%s refers to %s, which does not exist, so its fixtures were not checked and nothing was"
          + " generated for it; if another annotation processor should generate it, that"
          + " processor did not"),

  // The processor and its surroundings.
  WRITE_FAILED("write-failed", 2, "could not write %s: %s"),
  CLASS_PATH(
      "class-path",
      0,
      "dev.noughts.Board is on the class path but dev.noughts.Position is not; put all of"
          + " noughts-runtime on it"),
  INTERNAL_ERROR(
      "internal-error",
      3,
      "the processor failed on %s: %s; this is a bug in noughts; please report it with the"
          + " fixture that caused it%n%s");

  private final String tag;
  private final int arity;
  private final String template;
  private final @Nullable Problem problem;
  private final InputError.@Nullable Kind kind;
  private final MoveError.@Nullable Kind moveKind;

  CompileError(String tag, int arity, String template) {
    this(tag, arity, template, null, null, null);
  }

  /** The error for an impossible position, tagged with the problem's own code. */
  CompileError(Problem problem, int arity, String template) {
    this(problem.getCode(), arity, template, problem, null, null);
  }

  /** The error for a mistake in the notation, tagged with the kind's own code. */
  CompileError(InputError.Kind kind, int arity, String template) {
    this(kind.getCode(), arity, template, null, kind, null);
  }

  /** The error for a move that cannot be played, tagged with the kind's own code. */
  CompileError(MoveError.Kind moveKind, int arity, String template) {
    this(moveKind.getCode(), arity, template, null, null, moveKind);
  }

  CompileError(
      String tag,
      int arity,
      String template,
      @Nullable Problem problem,
      InputError.@Nullable Kind kind,
      MoveError.@Nullable Kind moveKind) {
    this.tag = tag;
    this.arity = arity;
    this.template = template;
    this.problem = problem;
    this.kind = kind;
    this.moveKind = moveKind;
  }

  /** The stable tag, such as {@code row-length}. */
  String tag() {
    return tag;
  }

  /** How many arguments {@link #format} takes: as many as the template has placeholders. */
  int arity() {
    return arity;
  }

  /** The template, whose placeholders a test counts against {@link #arity()}. */
  String template() {
    return template;
  }

  /**
   * The full message: {@code [noughts:TAG]}, then the template filled with {@code arguments}.
   *
   * @throws IllegalArgumentException when not given exactly {@link #arity()} arguments
   */
  public String format(Object... arguments) {
    if (arguments.length != arity) {
      throw new IllegalArgumentException(
          name() + " takes " + arity + " arguments, not " + arguments.length);
    }
    return "[noughts:" + tag + "] " + String.format(Locale.ROOT, template, arguments);
  }

  /**
   * The error for a mistake in the notation. Every kind {@code Position.of} reports has one; {@link
   * InputError.Kind#ROW_COUNT} has none, since only {@code Position.ofClassic} expects a row count.
   *
   * @throws IllegalArgumentException for {@code ROW_COUNT}
   */
  static CompileError of(InputError.Kind kind) {
    return Arrays.stream(values())
        .filter(error -> error.kind == kind)
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("Position.of reported " + kind));
  }

  /** The error for a move of {@code moves} that cannot be played; every kind has one. */
  static CompileError of(MoveError.Kind kind) {
    return Arrays.stream(values())
        .filter(error -> error.moveKind == kind)
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no compile error for " + kind));
  }

  /** The error for an impossible position; every {@link Problem} has one. */
  static CompileError of(Problem problem) {
    return Arrays.stream(values())
        .filter(error -> error.problem == problem)
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no compile error for " + problem));
  }
}
