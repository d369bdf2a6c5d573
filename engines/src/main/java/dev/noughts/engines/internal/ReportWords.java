package dev.noughts.engines.internal;

import dev.noughts.Square;
import dev.noughts.engines.MissProof;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The words that the engine reports, noughts-testing's subjects and noughts-kotest's matchers share
 * for moves and proofs: squares listed, the plies of a proved line, and what a {@link MissProof}
 * shows as one {@link FailureLayout.Fact fact} ({@code which loses: ...}, {@code a proved win:
 * ...}). The proofs are data; this is the one place that words them.
 *
 * <p>Internal: shared by noughts' modules, not part of noughts' API; it may change in any release.
 */
public final class ReportWords {
  private ReportWords() {}

  /** The squares, separated by spaces: {@code (1,2) (2,1)}. */
  public static String squares(List<Square> squares) {
    return squares.stream().map(Objects::toString).collect(Collectors.joining(" "));
  }

  /**
   * {@code 1 ply at most}, {@code 3 plies at most}: the length of a proved principal line, whose
   * loser's replies hold out longest in the proof; a bound on the plies to the win, not the
   * shortest win, which may come sooner.
   */
  public static String plies(int plies) {
    return (plies == 1 ? "1 ply" : plies + " plies") + " at most";
  }

  /** {@code line (1,4) (1,1) (1,5), 3 plies at most}: a principal line and its {@link #plies}. */
  public static String lineAndPlies(List<Square> line) {
    return "line " + squares(line) + ", " + plies(line.size());
  }

  /**
   * What {@code miss} shows, as a fact: {@code which loses} with the opponent's win after the move
   * and its plies ({@code O wins by force: (9,2); line (9,2) (9,1) (9,6), 3 plies at most}), or
   * {@code a proved win} with the line of the win given up ({@code line (1,4) (1,1) (1,5), 3 plies
   * at most}).
   */
  public static FailureLayout.Fact missFact(MissProof miss) {
    return switch (miss.kind()) {
      case LOSES ->
          new FailureLayout.Fact(
              "which loses", miss.proof() + ", " + plies(miss.proof().getLine().size()));
      case GIVES_UP_A_WIN ->
          new FailureLayout.Fact("a proved win", lineAndPlies(miss.proof().getLine()));
    };
  }
}
