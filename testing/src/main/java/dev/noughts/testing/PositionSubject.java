package dev.noughts.testing;

import static com.google.common.truth.Fact.fact;
import static com.google.common.truth.Fact.simpleFact;

import com.google.common.truth.Fact;
import com.google.common.truth.FailureMetadata;
import com.google.common.truth.IterableSubject;
import com.google.common.truth.Subject;
import com.google.common.truth.Truth;
import dev.noughts.GameValue;
import dev.noughts.Line;
import dev.noughts.MoveProof;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Problem;
import dev.noughts.Proof;
import dev.noughts.Prover;
import dev.noughts.Solution;
import dev.noughts.Solver;
import dev.noughts.Square;
import dev.noughts.UnsolvableException;
import dev.noughts.Verdict;
import dev.noughts.engines.internal.BoardShape;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * Truth assertions on a {@link Position}. A failure says what was expected and what the verdict
 * was, and shows the board in the notation, ready to paste into {@code @Board}:
 *
 * <pre>
 * expected: X wins
 * but was : in progress: X to move
 * board   : X O - / X O - / - - -
 * </pre>
 *
 * <p>On a board with a win length other than its size (such as 4 x 4 with three in a row, or any
 * rectangle), a failure adds the line {@code win length: 3 in a row} after the board.
 *
 * <p>Start with {@code assertThat(position)}, or with Truth's own entry point {@code
 * assertAbout(positions()).that(position)}. Derived values have subjects of their own, so Truth's
 * assertions and diffs apply to them: {@code assertThat(position).legalMoves().hasSize(5)}, {@code
 * assertThat(position).bestMoves().containsExactly(new Square(2, 2))}.
 *
 * <p>For engines, perfect play comes from the runtime's {@link Solver}, the one {@link
 * Solver#shared()} shares: {@code assertThat(position).hasPerfectPlay(GameValue.DRAW)}, {@code
 * assertThat(position).hasBestMove(engine.move(position))}, {@code
 * assertThat(position).hasLegalMove(move)}; a failure shows what perfect play makes of the move:
 *
 * <pre>
 * expected a best move: (1,2)
 * but was             : (1,2): X wins in 6
 * best moves          : (2,2)
 * board               : X - - / - - - / - - -
 * </pre>
 *
 * <p>Beyond the solver, forced wins come from the runtime's {@link Prover}: {@code
 * assertThat(position).isWonByForceBy(Player.X)}, {@code
 * assertThat(position).hasForcedWinningMove(engine.move(position))}.
 *
 * @since 0.1.0
 */
public final class PositionSubject extends Subject {
  /** Shared by every subject: it holds nothing but its budget. */
  private static final Prover PROVER = new Prover();

  private final @Nullable Position actual;

  private PositionSubject(FailureMetadata metadata, @Nullable Position actual) {
    super(metadata, actual);
    this.actual = actual;
  }

  /** The factory, for {@code assertAbout(positions())} and {@code expect.about(positions())}. */
  public static Subject.Factory<PositionSubject, Position> positions() {
    return PositionSubject::new;
  }

  /** Begins an assertion about {@code position}. */
  public static PositionSubject assertThat(@Nullable Position position) {
    return Truth.assertAbout(positions()).that(position);
  }

  /** A subject for the position's {@link Position#getVerdict() verdict}. */
  public Subject verdict() {
    return check("getVerdict()").that(actual == null ? null : actual.getVerdict());
  }

  /** A subject for the winner's lines; fails at once when the position is not won. */
  private IterableSubject winningLines() {
    Verdict verdict = verdictOrFail();
    if (verdict instanceof Verdict.Win win) {
      return check("getVerdict().lines()").that(win.lines());
    }
    if (verdict != null) {
      fail("expected", "a win", verdict);
    }
    return ignoreCheck().that(List.of());
  }

  /**
   * A subject for the position's {@link Position#getLegalMoves() legal moves}, in row-major order.
   */
  public IterableSubject legalMoves() {
    return check("getLegalMoves()").that(actual == null ? null : actual.getLegalMoves());
  }

  /**
   * A subject for the moves that keep the value of perfect play (every move that still wins, every
   * drawing move, or, in a lost position, every move), row by row; fails at once when the position
   * cannot be solved. For example {@code bestMoves().containsExactly(new Square(2, 2))}.
   */
  public IterableSubject bestMoves() {
    Solution solution = solutionOrFail();
    return solution == null
        ? ignoreCheck().that(List.of())
        : check("bestMoves()").that(solution.bestMoves());
  }

  /** Perfect play from this position ends as {@code value}. */
  public void hasPerfectPlay(GameValue value) {
    Solution solution = solutionOrFail();
    if (solution != null && solution.value() != value) {
      failShowingBoard(fact("expected perfect play", value), fact("but was", solution));
    }
  }

  /** {@code move} keeps the value of perfect play for the player to move. */
  public void hasBestMove(Square move) {
    Solution solution = solutionOrFail();
    if (solution == null || solution.bestMoves().contains(move)) {
      return;
    }
    Solution.Move played =
        solution.moves().stream().filter(m -> m.square().equals(move)).findFirst().orElse(null);
    failShowingBoard(
        fact("expected a best move", move),
        fact("but was", played == null ? "not a legal move" : played),
        fact("best moves", squares(solution.bestMoves())));
  }

  /**
   * {@code winner} wins by force, as the runtime's {@link Prover} proves with its default budget:
   * the player to move has a forced win, or loses whatever it plays, under the position's rule
   * (free-style, exactly k or renju). For positions beyond the solver, such as gomoku's, and
   * renju's; a failure shows what the prover found instead, and the rule when it is not free-style.
   */
  public void isWonByForceBy(Player winner) {
    Proof proof = proofOrFail(actual);
    if (proof != null && proof.getWinner() != winner) {
      failShowingBoard(
          fact("expected a forced win for", winner), fact("but the prover found", proof));
    }
  }

  /**
   * {@code move} keeps a forced win for the player to move, as {@link Prover#judge} judges it: the
   * move makes k in a row, or after it the opponent loses by force, or the position's own proof
   * lists it among its winning moves. Under renju, X's move onto a forbidden point is a foul, never
   * a winning move. The check of an engine's move in a won position: a failure shows what the move
   * leads to, and every winning move proved.
   */
  public void hasForcedWinningMove(Square move) {
    if (actual == null) {
      failForNull();
      return;
    }
    Player mover = actual.getNextPlayer();
    if (mover == null || !actual.getLegalMoves().contains(move)) {
      failShowingBoard(
          fact("expected a move that keeps a forced win", move),
          fact("but it is", "not a legal move (" + actual.getVerdict() + ")"));
      return;
    }
    MoveProof judged;
    try {
      judged = PROVER.judge(actual, move);
    } catch (IllegalArgumentException e) {
      failShowingBoard(fact("expected", "a position to prove"), fact("but", e.getMessage()));
      return;
    }
    if (judged instanceof MoveProof.Wins) {
      return; // k in a row, or proved to keep the win
    }
    Proof proof = judged.getProof();
    Proof before = PROVER.proveEveryWinningMove(actual);
    failShowingBoard(
        fact("expected a move that keeps a forced win", move),
        fact("but after it the prover found", proof == null ? ended(actual.play(move)) : proof),
        fact(
            "winning moves",
            before instanceof Proof.Win win ? squares(win.getWinningMoves()) : before.toString()));
  }

  /**
   * How a game a move ended without a win: {@code a draw: the board is full}, or under renju X's
   * foul, {@code O wins: X's move (5,8) is forbidden (double four)}.
   */
  private static String ended(Position after) {
    Verdict verdict = after.getVerdict();
    return verdict instanceof Verdict.Draw ? "a draw: the board is full" : verdict.toString();
  }

  /** What the prover finds of {@code position}, or null after reporting why it cannot. */
  private @Nullable Proof proofOrFail(@Nullable Position position) {
    if (position == null) {
      failForNull();
      return null;
    }
    try {
      return PROVER.prove(position);
    } catch (IllegalArgumentException e) {
      failShowingBoard(fact("expected", "a position to prove"), fact("but", e.getMessage()));
      return null;
    }
  }

  /** The player to move may mark {@code move}. */
  public void hasLegalMove(Square move) {
    if (actual == null) {
      failForNull();
    } else if (!actual.getLegalMoves().contains(move)) {
      failShowingBoard(
          fact("expected a legal move", move),
          fact("but the legal moves were", squares(actual.getLegalMoves())),
          fact("verdict", actual.getVerdict()));
    }
  }

  /** The winner is {@code player}. */
  public void isWonBy(Player player) {
    Verdict verdict = verdictOrFail();
    if (verdict != null && !(verdict instanceof Verdict.Win win && win.winner() == player)) {
      fail("expected", player + " wins", verdict);
    }
  }

  /**
   * The position is won, and the winner's lines are exactly these, in any order; a failure shows
   * Truth's diff of the lines.
   */
  public void hasWinningLines(Line first, Line... rest) {
    winningLines()
        .containsExactlyElementsIn(Stream.concat(Stream.of(first), Arrays.stream(rest)).toList());
  }

  /** The board is full and nobody has won. */
  public void isDraw() {
    Verdict verdict = verdictOrFail();
    if (verdict != null && !(verdict instanceof Verdict.Draw)) {
      fail("expected", "draw", verdict);
    }
  }

  /** Nobody has won and cells are free. */
  public void isInProgress() {
    Verdict verdict = verdictOrFail();
    if (verdict != null && !(verdict instanceof Verdict.InProgress)) {
      fail("expected", "in progress", verdict);
    }
  }

  /** The game is in progress and {@code player} moves next. */
  public void hasNextPlayer(Player player) {
    Verdict verdict = verdictOrFail();
    if (verdict != null
        && !(verdict instanceof Verdict.InProgress inProgress && inProgress.next() == player)) {
      fail("expected", "in progress: " + player + " to move", verdict);
    }
  }

  /** Legal play cannot reach the position, for any reason. */
  public void isImpossible() {
    Verdict verdict = verdictOrFail();
    if (verdict != null && !(verdict instanceof Verdict.Impossible)) {
      fail("expected", "impossible", verdict);
    }
  }

  /**
   * Legal play cannot reach the position, for exactly these reasons, in any order. When it is
   * impossible for other reasons, the failure lists the expected and the actual problems side by
   * side.
   */
  public void isImpossibleBecause(Problem first, Problem... rest) {
    List<Problem> expected = Stream.concat(Stream.of(first), Arrays.stream(rest)).toList();
    Verdict verdict = verdictOrFail();
    if (verdict instanceof Verdict.Impossible impossible) {
      check("getVerdict().getProblems()")
          .that(impossible.getProblems())
          .containsExactlyElementsIn(expected);
    } else if (verdict != null) {
      fail("expected", "impossible: " + expected, verdict);
    }
  }

  /**
   * The game is over under the lenient rule: a full line of one mark (k in a row of one mark, on a
   * board with a win length), or no free cell.
   */
  public void isOver() {
    if (actual == null) {
      failForNull();
    } else if (!actual.isOver()) {
      failShowingBoard(
          fact(
              "expected",
              "game over ("
                  + (actual.isClassic() ? "a full line" : BoardShape.inARow(actual))
                  + ", or no free cell)"),
          fact("but was", "not over"));
    }
  }

  /** The game is not over under the lenient rule of {@link #isOver()}. */
  public void isNotOver() {
    if (actual == null) {
      failForNull();
    } else if (actual.isOver()) {
      failShowingBoard(fact("expected", "not over"), fact("but was", "over"));
    }
  }

  private void fail(String key, String expected, Verdict actualVerdict) {
    failShowingBoard(fact(key, expected), fact("but was", actualVerdict));
  }

  /**
   * Fails with {@code facts}, then the board in the notation and, when it is not the board's size
   * (or the board is not square), the win length.
   */
  private void failShowingBoard(Fact first, Fact... rest) {
    failWithoutActual(first, BoardFacts.followedByBoard(Arrays.asList(rest), actual));
  }

  private static String squares(List<Square> squares) {
    return squares.isEmpty()
        ? "none"
        : squares.stream().map(Square::toString).collect(Collectors.joining(" "));
  }

  /**
   * Perfect play from the position, or null after reporting why it cannot be solved (the solver
   * plays free-style and exactly k; renju it refuses, saying why).
   */
  private @Nullable Solution solutionOrFail() {
    if (actual == null) {
      failForNull();
      return null;
    }
    try {
      return Solver.shared().solve(actual);
    } catch (UnsolvableException unsolvable) {
      failShowingBoard(
          fact("expected", "a position to solve"), fact("but", unsolvable.getReason().message()));
      return null;
    } catch (IllegalArgumentException renju) {
      failShowingBoard(
          fact("expected", "a position to solve"), fact("but", String.valueOf(renju.getMessage())));
      return null;
    }
  }

  /** The verdict, or null after reporting a failure when there is no position. */
  private @Nullable Verdict verdictOrFail() {
    if (actual == null) {
      failForNull();
      return null;
    }
    return actual.getVerdict();
  }

  private void failForNull() {
    failWithoutActual(simpleFact("expected a position, but was null"));
  }
}
