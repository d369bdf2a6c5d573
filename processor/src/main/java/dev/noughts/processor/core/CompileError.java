package dev.noughts.processor.core;

import dev.noughts.InputError;
import dev.noughts.Problem;
import java.util.Locale;

/**
 * Every compile error the processor reports: a stable tag and the message's template. The tags are
 * documented in the table of docs/compile-errors.md, which a test keeps in step with this enum.
 *
 * <p>Not API: public only for the front ends in {@code dev.noughts.processor.javac} and {@code
 * dev.noughts.processor.ksp}.
 */
public enum CompileError {
  // The board's notation, as the runtime's parser reports it: fixture name, parser message.
  EMPTY("empty", "fixture %s: %s"),
  TOO_MANY_ROWS("too-many-rows", "fixture %s: %s"),
  ROW_LENGTH("row-length", "fixture %s: %s"),
  CHARACTER("character", "fixture %s: %s"),
  MORE_ERRORS("more-errors", "fixture %s: %s"),
  /** A {@code winLength} that does not fit the board: fixture name, the runtime's message. */
  WIN_LENGTH("win-length", "fixture %s: the %s"),
  STRING_TOO_LONG(
      "string-too-long",
      "fixture %s: this string is %,d bytes in a class file, but a class file holds strings of at"
          + " most 65,535 bytes, so %s cannot compile it; give the rows as separate strings, %s"),

  // Impossible positions, as the runtime's rules judge them: fixture name, reason, advice.
  O_MORE_THAN_X("o-more-than-x", "fixture %s is impossible: %s%s"),
  X_TOO_FAR_AHEAD("x-too-far-ahead", "fixture %s is impossible: %s%s"),
  BOTH_WON("both-won", "fixture %s is impossible: %s%s"),
  X_WON_OUT_OF_TURN("x-won-out-of-turn", "fixture %s is impossible: %s%s"),
  O_WON_OUT_OF_TURN("o-won-out-of-turn", "fixture %s is impossible: %s%s"),
  SEPARATE_WINNING_LINES("separate-winning-lines", "fixture %s is impossible: %s%s"),
  WINNING_LINE_TOO_LONG("winning-line-too-long", "fixture %s is impossible: %s%s"),
  MEETING_CELL_NOT_LAST("meeting-cell-not-last", "fixture %s is impossible: %s%s"),
  /** Fixture name, the outcomes expected, the verdict, the rule of a large board with no k. */
  EXPECT("expect", "fixture %s: expected %s but %s%s"),

  // What a fixture expects of perfect play, as the runtime's solver finds it.
  PERFECT_PLAY("perfect-play", "fixture %s: perfect play from here is %s, not %s"),
  PERFECT_PLAY_VALUES(
      "perfect-play-values",
      "fixture %s: perfectPlay takes one value, but %d are given (%s); keep the one that is right"),
  BEST_MOVES("best-moves", "fixture %s: the best moves are %s; %s"),
  AVOID_MOVES(
      "avoid-moves", "fixture %s: avoidMoves lists %s, but %s, so it is not a move to avoid"),
  MOVE("move", "fixture %s: %s: %s"),
  ILLEGAL_MOVE("illegal-move", "fixture %s: %s lists %s, which is not a legal move here: %s"),
  DUPLICATE_MOVE(
      "duplicate-move", "fixture %s: %s lists %s twice, as '%s' and '%s'; list each move once"),
  NOT_IN_PROGRESS("not-in-progress", "fixture %s: %s needs a game in progress to solve, but %s"),
  TOO_MANY_EMPTY_CELLS("too-many-empty-cells", "fixture %s: %s needs the position solved, but %s"),
  FORCED_WIN_NOT_PROVEN(
      "forced-win-not-proven",
      "fixture %s: perfectPlay = %s is beyond the exact solver (%s), so the prover must prove it,"
          + " but %s"),

  // The fixture method.
  NOT_ABSTRACT(
      "not-abstract",
      "fixture %s: @Board goes on an abstract %s, so that the generated class can implement it;"
          + " remove %s"),
  VAR(
      "var",
      "fixture %s is a var, and the generated class cannot implement its setter; declare it with"
          + " val"),
  PARAMETERS("parameters", "fixture %s takes %d %s; fixtures take none"),
  TYPE_PARAMETERS("type-parameters", "fixture %s has type parameters; fixtures are not generic"),
  RETURN_TYPE("return-type", "fixture %s returns %s; fixtures return dev.noughts.Position"),
  DUPLICATE_NAME(
      "duplicate-name",
      "fixture %s: its constant %s is already taken by fixture %s; rename one of them"),
  RESERVED_NAME("reserved-name", "fixture %s: %s; choose another name"),
  JAVA_NAME(
      "java-name",
      "fixture %s: the generated Java class implements it as a method %s(), but %s; rename the"
          + " fixture"),
  NAME_TOO_LONG(
      "name-too-long",
      "fixture %s: its name of %,d characters takes %,d bytes in the generated class file, but the"
          + " generated class can hold a name of at most 65,534 characters and 65,535 bytes; choose"
          + " a shorter name"),

  // The type that declares the fixtures.
  NOT_A_FIXTURE(
      "not-a-fixture",
      "%s has abstract %s%s without @Board here; the generated class can only implement"
          + " fixtures declared in this type"),
  MEMBER_NAME("member-name", "%s has %s %s%s, but %s; rename it"),
  DECLARING_TYPE(
      "declaring-type",
      "%s declares fixtures but is %s; declare fixtures in an interface or an abstract class"),
  /** The same mistake as {@link #DECLARING_TYPE}, for a Kotlin fixture outside any class. */
  TOP_LEVEL(
      "declaring-type",
      "fixture %s is a top-level %s; declare fixtures as abstract members of an interface or an"
          + " abstract class"),
  NOT_A_METHOD(
      "not-a-method",
      "@Board is on %s; it goes on an abstract method that returns dev.noughts.Position (in"
          + " Kotlin, an abstract fun or val)"),
  PRIVATE_TYPE("private-type", "%s %s; the generated class cannot implement it, so make it %s"),
  INNER_CLASS("inner-class", "%s is an inner class; %s so the generated class can extend it"),
  GENERIC_TYPE("generic-type", "%s has type parameters; fixture types are not generic"),
  CONSTRUCTOR(
      "constructor",
      "%s has no constructor without parameters that the generated class can call; add one that"
          + " is not private"),
  /** The same mistake as {@link #CONSTRUCTOR}, for a constructor that declares a checked throw. */
  CONSTRUCTOR_THROWS(
      "constructor",
      "%s has a constructor without parameters, but it throws %s, which the generated class cannot"
          + " handle when it makes its INSTANCE; make it throw no checked exception"),
  TOO_MANY_FIXTURES(
      "too-many-fixtures",
      "%s declares %,d fixtures, but a type holds at most %,d (the limits of one class file);"
          + " split them over several types"),
  UNRESOLVED(
      "unresolved",
      "%s refers to %s, which does not exist, so its fixtures were not checked and nothing was"
          + " generated for it; if another annotation processor should generate it, that"
          + " processor did not"),

  // The processor and its surroundings.
  WRITE_FAILED("write-failed", "could not write %s: %s"),
  CLASS_PATH(
      "class-path",
      "dev.noughts.Board is on the class path but dev.noughts.Position is not; put all of"
          + " noughts-runtime on it"),
  INTERNAL_ERROR(
      "internal-error",
      "the processor failed on %s: %s; this is a bug in noughts; please report it with the"
          + " fixture that caused it%n%s");

  private final String tag;
  private final String template;

  CompileError(String tag, String template) {
    this.tag = tag;
    this.template = template;
  }

  /** The stable tag, such as {@code row-length}. */
  String tag() {
    return tag;
  }

  /** The full message: {@code [noughts:TAG]}, then the template filled with {@code arguments}. */
  public String format(Object... arguments) {
    return "[noughts:" + tag + "] " + String.format(Locale.ROOT, template, arguments);
  }

  /** The error for a mistake in the notation. */
  static CompileError of(InputError.Kind kind) {
    return switch (kind) {
      case EMPTY -> EMPTY;
      case TOO_MANY_ROWS -> TOO_MANY_ROWS;
      case ROW_LENGTH -> ROW_LENGTH;
      case CHARACTER -> CHARACTER;
      // Position.of takes the size from the rows; only Position.ofClassic expects a row count.
      case ROW_COUNT -> throw new IllegalArgumentException("Position.of reported " + kind);
    };
  }

  /** The error for an impossible position. */
  static CompileError of(Problem problem) {
    return switch (problem) {
      case O_MORE_THAN_X -> O_MORE_THAN_X;
      case X_TOO_FAR_AHEAD -> X_TOO_FAR_AHEAD;
      case BOTH_WON -> BOTH_WON;
      case X_WON_OUT_OF_TURN -> X_WON_OUT_OF_TURN;
      case O_WON_OUT_OF_TURN -> O_WON_OUT_OF_TURN;
      case SEPARATE_WINNING_LINES -> SEPARATE_WINNING_LINES;
      case WINNING_LINE_TOO_LONG -> WINNING_LINE_TOO_LONG;
      case MEETING_CELL_NOT_LAST -> MEETING_CELL_NOT_LAST;
    };
  }
}
