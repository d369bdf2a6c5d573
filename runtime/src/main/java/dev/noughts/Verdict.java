package dev.noughts;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * What the rules of play say about a {@link Position}: exactly one of {@link Win}, {@link Draw},
 * {@link InProgress}, {@link Impossible} and {@link Foul}.
 *
 * <p>The interface is sealed, so a {@code switch} over it in Java, or a {@code when} in Kotlin, is
 * exhaustive. Each {@code toString()} is a short sentence, such as {@code X wins: row 1}, {@code
 * draw}, {@code in progress: O to move} or {@code impossible: O has more marks than X (X 2, O 3)}.
 *
 * <p>Under {@link Rule#RENJU} there is a fifth: {@link Foul}, X (black) broke the rule and O won.
 *
 * <p>Serializable, so that an {@link UnsolvableException}, whose reason may hold one, is.
 *
 * @since 0.1.0
 */
public sealed interface Verdict extends Serializable {

  /** The kind of this verdict, without its details. */
  Outcome getOutcome();

  /**
   * A player has won.
   *
   * @param winner who won
   * @param lines every line the winner holds, each once, never empty. Under the classic rules: rows
   *     top to bottom, then columns left to right, then the diagonal, then the anti-diagonal. With
   *     a win length k: per direction, rows, then columns, then diagonals (down to the right), then
   *     anti-diagonals (down to the left), and within a direction by the line's first cell, row by
   *     row, left to right in a row
   * @since 0.1.0
   */
  record Win(Player winner, List<Line> lines) implements Verdict {

    /** Copies {@code lines} into an unmodifiable list; a win has at least one line. */
    public Win {
      Objects.requireNonNull(winner, "winner");
      lines = List.copyOf(lines);
      if (lines.isEmpty()) {
        throw new IllegalArgumentException("a win needs at least one winning line");
      }
    }

    @Override
    public Outcome getOutcome() {
      return winner == Player.X ? Outcome.X_WINS : Outcome.O_WINS;
    }

    /** For example {@code X wins: row 1} or {@code O wins: column 2 and diagonal}. */
    @Override
    public String toString() {
      return winner + " wins: " + EnglishList.of(lines);
    }
  }

  /**
   * Every cell is filled and nobody has won.
   *
   * @since 0.1.0
   */
  record Draw() implements Verdict {
    @Override
    public Outcome getOutcome() {
      return Outcome.DRAW;
    }

    @Override
    public String toString() {
      return "draw";
    }
  }

  /**
   * Nobody has won yet and empty cells remain.
   *
   * @param next who moves next: X when both have as many marks, otherwise O
   * @since 0.1.0
   */
  record InProgress(Player next) implements Verdict {

    /** Checks that {@code next} is given. */
    public InProgress {
      Objects.requireNonNull(next, "next");
    }

    @Override
    public Outcome getOutcome() {
      return Outcome.IN_PROGRESS;
    }

    /** For example {@code in progress: O to move}. */
    @Override
    public String toString() {
      return "in progress: " + next + " to move";
    }
  }

  /**
   * The position cannot arise in legal play.
   *
   * @param reasons every reason found, never empty, in the order of {@link Problem}
   * @since 0.1.0
   */
  record Impossible(List<Reason> reasons) implements Verdict {

    /** Copies {@code reasons} into an unmodifiable list; there is at least one reason. */
    public Impossible {
      reasons = List.copyOf(reasons);
      if (reasons.isEmpty()) {
        throw new IllegalArgumentException("an impossible position needs at least one reason");
      }
    }

    /** The kinds of the reasons, in the same order. */
    public List<Problem> getProblems() {
      return reasons.stream().map(Reason::problem).collect(Collectors.toUnmodifiableList());
    }

    @Override
    public Outcome getOutcome() {
      return Outcome.IMPOSSIBLE;
    }

    /** For example {@code impossible: O has more marks than X (X 2, O 3)}. */
    @Override
    public String toString() {
      return "impossible: "
          + reasons.stream().map(Reason::message).collect(Collectors.joining("; "));
    }
  }

  /**
   * Under {@link Rule#RENJU}, X (black) moved onto a forbidden point and lost: O wins. Either the
   * position was reached by {@link Position#play} onto a {@linkplain Position#getForbiddenPoints()
   * forbidden point} (then {@code move} is that point), or it holds an overline of X and no five of
   * X (then {@code move} is null: the board does not say which of the overline's cells came last).
   * {@link #getOutcome()} is {@link Outcome#O_WINS}; it is not a {@link Win}, whose lines are the
   * winner's.
   *
   * @param reason why the move was forbidden
   * @param move the forbidden move when the position was played into it, else null
   * @param lines X's overlines through the move, or on the board when the move is not known; empty
   *     for a double three or a double four
   * @since 0.1.0
   */
  record Foul(Forbidden reason, @Nullable Square move, List<Line> lines) implements Verdict {

    /** Copies {@code lines} into an unmodifiable list; an overline has at least one line. */
    public Foul {
      Objects.requireNonNull(reason, "reason");
      lines = List.copyOf(lines);
      if (move == null && lines.isEmpty()) {
        throw new IllegalArgumentException(
            "a foul without its move is an overline on the board, so it needs its lines");
      }
    }

    /** The winner: always O, since only X can foul. */
    public Player winner() {
      return Player.O;
    }

    @Override
    public Outcome getOutcome() {
      return Outcome.O_WINS;
    }

    /**
     * For example {@code O wins: X's move (8,8) is forbidden (double three)} or {@code O wins: X
     * has an overline, (8,3)-(8,8)}.
     */
    @Override
    public String toString() {
      return move == null
          ? "O wins: X has an overline, " + EnglishList.of(lines)
          : "O wins: X's move " + move + " is forbidden (" + reason + ")";
    }
  }
}
