package dev.noughts;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

/**
 * Declares a position as a fixture, checked while the code compiles.
 *
 * <p>Put it on abstract, no-argument methods returning {@link Position} in an interface or
 * abstract class; the method's name is the fixture's name:
 *
 * <pre>{@code
 * interface Openings {
 *   @Board("X - - / - - - / - - -") Position corner();
 *   @Board(value = {"X X X", "O O -", "- - -"}, expect = Outcome.X_WINS) Position topRow();
 * }
 * }</pre>
 *
 * <p>With {@code noughts-processor} on the annotation processor path, a malformed board, an
 * impossible position (unless {@code expect} says {@link Outcome#IMPOSSIBLE}) or a verdict that
 * {@code expect} does not allow is a compile error on the annotation. Each good fixture becomes a
 * constant of a generated class, {@code OpeningsBoards.CORNER}, which also implements the type
 * ({@code OpeningsBoards.INSTANCE.corner()}) and lists every fixture in declaration order ({@code
 * OpeningsBoards.all()}).
 *
 * <p>In Kotlin, put it on an abstract {@code fun} or {@code val} of an interface or abstract class:
 * {@code @Board("X - - / - - - / - - -") val corner: Position} is fixture {@code corner}.
 *
 * <p>Retained in class files (not at run time) so that build tools can treat the processor as
 * isolating. It has no {@code @Target}: Kotlin applies an annotation without one to a {@code val}
 * itself, which a Java annotation can reach no other way, and the processor reports {@code @Board}
 * on anything but a method.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
public @interface Board {
  /**
   * The board in the notation of {@link Position#of(String...)}: one string with rows separated by
   * {@code /} or line breaks (a text block works), or one string per row.
   */
  String[] value();

  /**
   * The outcomes this fixture may have. Empty, the default, allows any legal position (a win, a
   * draw or a game in progress) and rejects impossible ones; {@link Outcome#IMPOSSIBLE} is how a
   * fixture declares an impossible position on purpose.
   */
  Outcome[] expect() default {};
}
