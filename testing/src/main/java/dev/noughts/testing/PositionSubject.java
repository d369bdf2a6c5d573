package dev.noughts.testing;

import static com.google.common.truth.Fact.fact;
import static com.google.common.truth.Fact.simpleFact;

import com.google.common.truth.Fact;
import com.google.common.truth.FailureMetadata;
import com.google.common.truth.Subject;
import com.google.common.truth.Truth;
import dev.noughts.Line;
import dev.noughts.Player;
import dev.noughts.Position;
import dev.noughts.Problem;
import dev.noughts.Square;
import dev.noughts.Verdict;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * Truth assertions on a {@link Position}'s verdict. A failure shows what was expected, the actual
 * verdict, and the board drawn as rows:
 *
 * <pre>
 * expected: X wins
 * but was : in progress: O to move
 * board   : X O X | - O - | - - -
 * </pre>
 *
 * <p>{@code assertThat(position).isWonBy(Player.X)}, or with Truth's own entry point {@code
 * assertAbout(positions()).that(position)}.
 */
public final class PositionSubject extends Subject {
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

  /** The winner is {@code player}. */
  public void isWonBy(Player player) {
    Verdict verdict = verdict();
    if (verdict == null) {
      return;
    }
    if (!(verdict instanceof Verdict.Win) || ((Verdict.Win) verdict).winner() != player) {
      fail("expected", player + " wins", verdict);
    }
  }

  /**
   * The position is won, and the winner's lines are exactly these, in any order: {@code "row 1"},
   * {@code "column 2"}, {@code "diagonal"}, {@code "anti-diagonal"}.
   */
  public void hasWinningLines(String... names) {
    Set<String> expected = new HashSet<>(Arrays.asList(names));
    Verdict verdict = verdict();
    if (verdict == null) {
      return;
    }
    if (!(verdict instanceof Verdict.Win)
        || !lineNames((Verdict.Win) verdict).equals(expected)) {
      fail("expected winning lines", String.join(", ", names), verdict);
    }
  }

  /** The position is won, and one of the winner's lines holds exactly these squares. */
  public void hasWinningLine(Square... squares) {
    Set<Square> expected = new HashSet<>(Arrays.asList(squares));
    Verdict verdict = verdict();
    if (verdict == null) {
      return;
    }
    boolean found =
        verdict instanceof Verdict.Win
            && ((Verdict.Win) verdict).lines().stream()
                .anyMatch(line -> new HashSet<>(line.squares()).equals(expected));
    if (!found) {
      fail(
          "expected a winning line through",
          Arrays.stream(squares).map(Square::toString).collect(Collectors.joining(" ")),
          verdict);
    }
  }

  /** The board is full and nobody has won. */
  public void isDraw() {
    Verdict verdict = verdict();
    if (verdict == null) {
      return;
    }
    if (!(verdict instanceof Verdict.Draw)) {
      fail("expected", "draw", verdict);
    }
  }

  /** Nobody has won and cells are free. */
  public void isInProgress() {
    Verdict verdict = verdict();
    if (verdict == null) {
      return;
    }
    if (!(verdict instanceof Verdict.InProgress)) {
      fail("expected", "in progress", verdict);
    }
  }

  /** The game is in progress and {@code player} moves next. */
  public void hasNextPlayer(Player player) {
    Verdict verdict = verdict();
    if (verdict == null) {
      return;
    }
    if (!(verdict instanceof Verdict.InProgress)
        || ((Verdict.InProgress) verdict).next() != player) {
      fail("expected", "in progress: " + player + " to move", verdict);
    }
  }

  /** Legal play cannot reach the position, for any reason. */
  public void isImpossible() {
    Verdict verdict = verdict();
    if (verdict == null) {
      return;
    }
    if (!(verdict instanceof Verdict.Impossible)) {
      fail("expected", "impossible", verdict);
    }
  }

  /** Legal play cannot reach the position, for exactly these reasons (in any order). */
  public void isImpossibleBecause(Problem first, Problem... rest) {
    Set<Problem> expected = EnumSet.of(first, rest);
    Verdict verdict = verdict();
    if (verdict == null) {
      return;
    }
    if (!(verdict instanceof Verdict.Impossible)
        || !EnumSet.copyOf(((Verdict.Impossible) verdict).getProblems()).equals(expected)) {
      fail(
          "expected impossible because of",
          expected.stream().map(Problem::name).collect(Collectors.joining(", ")),
          verdict);
    }
  }

  /** The game is over under the lenient n x n rule: a full line of one mark, or no free cell. */
  public void isOver() {
    if (actual == null) {
      failForNull();
    } else if (!actual.isOver()) {
      failWithoutActual(
          fact("expected", "game over (a full line, or no free cell)"),
          fact("but was", "not over"),
          board());
    }
  }

  /** The game is not over under the lenient n x n rule. */
  public void isNotOver() {
    if (actual == null) {
      failForNull();
    } else if (actual.isOver()) {
      failWithoutActual(fact("expected", "not over"), fact("but was", "over"), board());
    }
  }

  private void fail(String key, String expected, Verdict actualVerdict) {
    failWithoutActual(fact(key, expected), fact("but was", actualVerdict), board());
  }

  private Fact board() {
    return fact("board", actual == null ? "null" : String.join(" | ", actual.toRows()));
  }

  /** The verdict, or null after reporting a failure when there is no position. */
  private @Nullable Verdict verdict() {
    if (actual == null) {
      failForNull();
      return null;
    }
    return actual.getVerdict();
  }

  private void failForNull() {
    failWithoutActual(simpleFact("expected a position, but was null"));
  }

  private static Set<String> lineNames(Verdict.Win win) {
    return win.lines().stream().map(Line::toString).collect(Collectors.toSet());
  }
}
