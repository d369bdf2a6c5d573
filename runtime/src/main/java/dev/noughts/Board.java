package dev.noughts;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

/**
 * Declares a position as a fixture, checked while the code compiles.
 *
 * <p>Put it on abstract, no-argument methods returning {@link Position} in an interface or abstract
 * class; the method's name is the fixture's name:
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
 * <p>A fixture may also say what an engine should do from it, the way a chess test suite gives each
 * position its best moves and the moves to avoid. The processor checks every such expectation
 * against the runtime's {@link Solver}, so a wrong one is a compile error, not a test suite that
 * scores engines against a mistake:
 *
 * <pre>{@code
 * @Board(value = "X X - / O O - / - - -", perfectPlay = GameValue.X_WINS, bestMoves = "1,3")
 * Position finishTheRow();
 *
 * @Board(value = "X - - / - - - / - - -", perfectPlay = GameValue.DRAW, bestMoves = "2,2",
 *     avoidMoves = {"1,2", "1,3"})
 * Position answerTheCorner();
 * }</pre>
 *
 * <p>These expectations need a game in progress that the {@link Solver} solves: on a board of at
 * most {@value Solver#MAX_BOARD_CELLS} cells, or with at most {@value Solver#MAX_EMPTY_CELLS} empty
 * cells. Moves are written in the move notation of {@link Square#parse(String)}: {@code "2,2"} or
 * {@code "(2, 2)"}. The generated class lists every fixture with what it expects at run time, in
 * declaration order ({@code OpeningsBoards.fixtures()}, as {@link Fixture}).
 *
 * <p>With {@link #winLength()}, a fixture plays k in a row on a board of any m x n (see {@link
 * Position#of(int, String...)}), and every check above is made for that k:
 *
 * <pre>{@code
 * @Board(value = "X X - - / O O - - / - - - - / - - - -", winLength = 3,
 *     perfectPlay = GameValue.X_WINS, bestMoves = {"1,3"})
 * Position threeToWin();
 * }</pre>
 *
 * <p>Retained in class files (not at run time) so that build tools can treat the processor as
 * isolating. It has no {@code @Target}: Kotlin applies an annotation without one to a {@code val}
 * itself, which a Java annotation can reach no other way, and the processor reports {@code @Board}
 * on anything but a method.
 *
 * @since 0.1.0
 */
@Documented
@Retention(RetentionPolicy.CLASS)
public @interface Board {
  /**
   * The default of {@link #winLength()}: no win length given, so the board is square and n in a row
   * on n x n wins, the classic rules of {@link Position#of(String...)}. It is {@link
   * Integer#MIN_VALUE}, which can never be a real win length.
   */
  int CLASSIC = Integer.MIN_VALUE;

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

  /**
   * How the game ends under perfect play from this position, as the {@link Solver} finds it: at
   * most one value. Empty, the default, leaves it unchecked.
   */
  GameValue[] perfectPlay() default {};

  /**
   * The best moves for the player to move, in any order: either exactly the moves that keep the
   * value of perfect play (every move that still wins, draws, or, in a lost position, every move),
   * or exactly those of them that are also fastest (the shortest win, the longest loss). Empty, the
   * default, leaves them unchecked.
   */
  String[] bestMoves() default {};

  /**
   * Moves an engine must not play: each legal, and worse for the player to move than perfect play
   * (a win thrown away, a draw turned into a loss). The list need not be complete.
   */
  String[] avoidMoves() default {};

  /**
   * How many marks in a row win, from 1 to the longer side of the board. Given, the board may be
   * rectangular (every row as long as the first) and it is read as {@link Position#of(int,
   * String...)} reads it: the fixture's reachability, {@code expect}, {@code perfectPlay}, {@code
   * bestMoves} and {@code avoidMoves} are all judged for k in a row, and its constant is built with
   * the win length. A win length of 0, a negative one, or one longer than every line of the board
   * is a compile error on this attribute. The default, {@link #CLASSIC}, gives none: the board is
   * square and its size is the win length, exactly as without this attribute.
   */
  int winLength() default CLASSIC;
}
