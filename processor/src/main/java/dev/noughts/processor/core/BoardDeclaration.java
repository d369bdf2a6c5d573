package dev.noughts.processor.core;

import dev.noughts.Outcome;
import dev.noughts.Rule;
import dev.noughts.processor.core.ExpectationChecks.Declared;
import dev.noughts.processor.core.ExpectationChecks.Where;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * One {@code @Board} declaration as a front end read it, before any check: what the checks of
 * {@link FixtureChecker} need, and where to report each problem.
 *
 * <p>Not API: public only for the front ends in {@code dev.noughts.processor.javac} and {@code
 * dev.noughts.processor.ksp}.
 *
 * @param name the fixture's name: the method's, or a Kotlin property's
 * @param methodName the name of the method the generated class implements ({@code getCorner} for a
 *     Kotlin {@code val corner})
 * @param access the access the implementing method keeps
 * @param shape the declaration's shape, reported at {@code annotation}
 * @param annotation where problems of the whole declaration go: the annotation
 * @param arguments the annotation's arguments, or null when the compiler could not evaluate them
 *     (which it reports itself), so that only the shape is checked
 * @param <P> the front end's handle for a place in the source
 */
public record BoardDeclaration<P>(
    String name,
    String methodName,
    CheckedFixture.Access access,
    Shape shape,
    P annotation,
    @Nullable Arguments<P> arguments) {
  /** The name of {@code @Board}'s member {@code winLength}, as the source writes it. */
  public static final String WIN_LENGTH = "winLength";

  /** The name of {@code @Board}'s member {@code rule}, as the source writes it. */
  public static final String RULE = "rule";

  /** The name of {@code @Board}'s member {@code moves}, as the source writes it. */
  public static final String MOVES = "moves";

  /** The name of {@code @Board}'s member {@code rows}, as the source writes it. */
  public static final String ROWS = "rows";

  /** The name of {@code @Board}'s member {@code columns}, as the source writes it. */
  public static final String COLUMNS = "columns";

  /**
   * The arguments of the annotation, each with its place.
   *
   * @param rows the strings of {@code value}, each with its place
   * @param value where problems of the whole board go: the {@code value} argument
   * @param expect where a verdict that {@code expect} does not allow goes: the {@code expect}
   *     argument
   * @param expected the outcomes of {@code expect}
   * @param declared what it expects of perfect play: {@code perfectPlay}, {@code bestMoves}, {@code
   *     avoidMoves}
   * @param expectationPlace where a problem of those attributes goes, for each {@link Where}
   * @param winLength the {@code winLength} given, or null when it is not given (the default, {@code
   *     Board.CLASSIC})
   * @param winLengthPlace where a problem of the win length goes: the {@code winLength} argument
   * @param game the board as the game that reached it: {@code moves}, {@code rows}, {@code columns}
   * @param rule the {@code rule} given, {@link Rule#FREE_STYLE} when not given
   * @param rulePlace where a problem of the rule goes: the {@code rule} argument
   */
  public record Arguments<P>(
      List<Row<P>> rows,
      P value,
      P expect,
      Set<Outcome> expected,
      Declared declared,
      Function<Where, P> expectationPlace,
      @Nullable Integer winLength,
      P winLengthPlace,
      Game<P> game,
      Rule rule,
      P rulePlace) {
    public Arguments {
      rows = List.copyOf(rows);
      expected = Set.copyOf(expected);
    }
  }

  /**
   * The board as the game that reached it: the arguments {@code moves}, {@code rows} and {@code
   * columns}, each with its place.
   *
   * @param moves the game record of {@code moves}, empty when not given
   * @param place where each move that cannot be played goes: the {@code moves} argument
   * @param rows the {@code rows} given, or null when not given (the default, {@code Board.NO_SIZE})
   * @param rowsPlace where a problem of {@code rows} goes
   * @param columns the {@code columns} given, or null when not given
   * @param columnsPlace where a problem of {@code columns} goes
   */
  public record Game<P>(
      String moves,
      P place,
      @Nullable Integer rows,
      P rowsPlace,
      @Nullable Integer columns,
      P columnsPlace) {
    /** Whether any of {@code moves}, {@code rows} and {@code columns} is given. */
    boolean given() {
      return !moves.isEmpty() || rows != null || columns != null;
    }
  }

  /**
   * One string of {@code value} and its place (the whole {@code value} when the front end cannot
   * place each string).
   */
  public record Row<P>(String text, P place) {}

  /**
   * The facts about the declaration that make it a fixture or not.
   *
   * @param kind what the declaration is, in its language's words: {@code method}, {@code fun}
   * @param mutable whether it is a Kotlin {@code var}, whose setter the generated class cannot
   *     implement
   * @param notAbstract null when the declaration is abstract; otherwise what to remove or change to
   *     make it so, such as {@code the body and 'default'}
   * @param parameters how many parameters it takes, its receiver included
   * @param receiver whether it has a receiver (a Kotlin extension)
   * @param generic whether it has type parameters
   * @param wrongReturnType null when it returns {@code Position} or a type that does not exist
   *     (which the compiler reports); otherwise the type it returns
   */
  public record Shape(
      String kind,
      boolean mutable,
      @Nullable String notAbstract,
      int parameters,
      boolean receiver,
      boolean generic,
      @Nullable String wrongReturnType) {}
}
