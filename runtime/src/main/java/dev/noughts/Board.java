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
 * most {@value Solver#MAX_BOARD_CELLS} cells, or with at most {@value
 * Solver#ALWAYS_SOLVED_EMPTY_CELLS} empty cells, or up to {@value Solver#MAX_EMPTY_CELLS} that the
 * solver's default node budget solves; except {@code perfectPlay = X_WINS} or {@code O_WINS}, which
 * the {@link Prover} proves beyond the solver's reach. On any board in progress, a fixture may also
 * list moves proved to win, moves proved to lose, or the only moves that do not lose:
 *
 * <pre>{@code
 * @Board(value = "X X X - - - - - - / O O - - - - - - - / - - - - - - - - -", winLength = 4,
 *     onlyMoves = "1,4")
 * Position blockTheThree();
 * }</pre>
 *
 * <p>Moves are written in the move notation of {@link Square#parse(String)}: {@code "2,2"} or
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
 * <p>A large board may be written as the game that reached it instead, with {@link #moves()} and
 * its size: {@code @Board(moves = "h8 h9 g7", rows = 15, columns = 15, winLength = 5)}, in the move
 * notation or gomoku's coordinates, checked and generated as the same board written out.
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
   * The default of {@link #rows()} and {@link #columns()}: not given. It is {@link
   * Integer#MIN_VALUE}, which can never be a real size.
   */
  int NO_SIZE = Integer.MIN_VALUE;

  /**
   * The board in the notation of {@link Position#of(String...)}: one string with rows separated by
   * {@code /} or line breaks (a text block works), or one string per row. Give either this or
   * {@link #moves()}: the default, empty, gives no board.
   */
  String[] value() default {};

  /**
   * The board as the game that reached it: a game record, played from the empty board of {@link
   * #rows()} x {@link #columns()}, X first, as {@link GameRecord#play(int, int, int, String)} plays
   * it. Each move is {@code row,column} from 1 at the top-left ({@code 8,8}), or gomoku's
   * coordinates: the column's letter, {@code a} from the left, and the row from 1 at the bottom
   * ({@code h8}, the centre of 15 x 15), as gomoku players and the Gomocup tools write them:
   *
   * <pre>{@code
   * @Board(moves = "h8 h9 g7", rows = 15, columns = 15, winLength = 5)
   * Position threeMoves();
   * }</pre>
   *
   * <p>Every move that cannot be played (malformed, off the board, after the end of the game, on a
   * taken square) is a compile error on this attribute, tagged with its {@link MoveError.Kind}. The
   * position it reaches is checked and generated exactly as the same board given as {@link
   * #value()}. With {@code rows} and {@code columns} given, an empty string is the empty board.
   * Give either this or {@code value}, not both.
   */
  String moves() default "";

  /**
   * The rows of the board {@link #moves()} are played on, 1 to {@value Position#MAX_SIZE}: required
   * with {@code moves}, and only with it (a {@code value} board's size is its notation's).
   */
  int rows() default NO_SIZE;

  /**
   * The columns of the board {@link #moves()} are played on, 1 to {@value Position#MAX_SIZE}:
   * required with {@code moves}, and only with it. Without {@link #winLength()}, the board must be
   * square, with n in a row on n x n, as a {@code value} board is.
   */
  int columns() default NO_SIZE;

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
   * Moves proved to win for the player to move, in any order; the list need not be complete. Each
   * must complete k in a row, or leave a position the opponent is proved to lose: by the {@link
   * Solver} where it reaches (every position of a board of at most {@value Solver#MAX_BOARD_CELLS}
   * cells, any with at most {@value Solver#ALWAYS_SOLVED_EMPTY_CELLS} empty cells, and any with up
   * to {@value Solver#MAX_EMPTY_CELLS} that its default node budget solves), else by the {@link
   * Prover} within {@link #budget()} nodes. The forced-win fixture of a board too large to solve:
   * {@code winningMoves = "8,9"}.
   */
  String[] winningMoves() default {};

  /**
   * Moves proved to lose for the player to move, in any order; the list need not be complete. After
   * each, the opponent must be proved to win by force, by the {@link Solver} where it reaches, else
   * by the {@link Prover} within {@link #budget()} nodes.
   */
  String[] losingMoves() default {};

  /**
   * The only moves that do not lose, in any order: every other legal move must be proved to lose
   * (as for {@link #losingMoves()}), and none of these may be. The classic "block the four"
   * fixture: {@code onlyMoves = "8,9"}. Where the {@link Solver} reaches, the list is exactly the
   * moves that do not lose under perfect play; beyond it, the prover cannot prove that a listed
   * move holds, only that it finds no forced win against it.
   */
  String[] onlyMoves() default {};

  /**
   * The nodes the {@link Prover} may search for each proof this fixture needs, beyond the solver's
   * reach: for {@code perfectPlay = X_WINS} or {@code O_WINS}, and for each move of {@link
   * #winningMoves()}, {@link #losingMoves()} and {@link #onlyMoves()} (with {@code onlyMoves}, each
   * legal move). From 1 to {@value Prover#MAX_BUDGET}; anything else is a compile error on this
   * attribute. A proof the budget does not reach is a compile error that says so: raise the budget
   * or pick a position with a shorter win.
   */
  long budget() default Prover.DEFAULT_BUDGET;

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

  /**
   * The rule the fixture is judged by, and its constant built with ({@link
   * Position#withRule(Rule)}): {@link Rule#FREE_STYLE}, the default, {@link Rule#EXACTLY_K} or
   * {@link Rule#RENJU}. Its verdict, {@code expect}, and a game of {@link #moves()} are all judged
   * by the rule: under renju a move of X onto a {@linkplain Position#getForbiddenPoints() forbidden
   * point} in {@code moves} is a compile error giving the move's number and why it is forbidden.
   * Renju needs {@code rows = 15, columns = 15, winLength = 5} (or a 15 x 15 {@code value} with
   * {@code winLength = 5}); on any other board it is a compile error on this attribute. The
   * expectations of perfect play are checked by the {@link Solver} under exactly k as under
   * free-style, and the proved moves by the {@link Prover} under every rule; the solver does not
   * play renju, so under renju an expectation only it could check ({@code bestMoves}, {@code
   * avoidMoves}, {@code perfectPlay = DRAW}) is a compile error that says why.
   *
   * @since 0.1.0
   */
  Rule rule() default Rule.FREE_STYLE;
}
