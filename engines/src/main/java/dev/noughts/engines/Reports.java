package dev.noughts.engines;

import dev.noughts.Square;
import dev.noughts.engines.internal.FailureLayout;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The layout that {@link EngineScore} and {@link EngineSweep} share: a first line with the counts
 * of each {@link Grade} ({@link MoveTally}), then each miss on a line of its own, {@code NAME:
 * played MOVE; EXPECTED}, with its board drawn below it.
 */
final class Reports {
  static final MoveTally.Noun MORE_MISS = new MoveTally.Noun("more miss", "more misses");

  private Reports() {}

  /**
   * Appends a miss: {@code head}, then {@code played}, the move (as {@code describeLegal} has it
   * when it is legal), then {@code expected}, then the board drawn.
   */
  static void appendMiss(
      StringBuilder report, String head, Result miss, String legalMove, String expected) {
    report
        .append(head)
        .append(": played ")
        .append(describe(miss, legalMove))
        .append(expected)
        .append('\n')
        .append(FailureLayout.drawn(miss.position()));
  }

  /** The move: {@code legalMove} for a legal one, else what makes it illegal, or no move. */
  private static String describe(Result result, String legalMove) {
    Square move = result.move();
    return switch (result.grade()) {
      case BEST, OTHER, AVOIDED, WORSE -> legalMove;
      case ILLEGAL ->
          move
              + ", which is not a legal move; legal moves: "
              + squares(result.position().getLegalMoves());
      case NONE -> "no move (null)";
    };
  }

  /** Appends {@code and 3 more misses not shown} when {@code notShown} is positive. */
  static void appendNotShown(StringBuilder report, int notShown) {
    appendNotShown(report, notShown, MORE_MISS);
  }

  /** Appends {@code and 3 more ... not shown}, counted by {@code more}, when it is positive. */
  static void appendNotShown(StringBuilder report, int notShown, MoveTally.Noun more) {
    if (notShown > 0) {
      report.append("and ").append(more.count(notShown)).append(" not shown\n");
    }
  }

  /** {@code line (1,4) (1,1) (1,5), 3 plies at most}: a principal line and its {@link #plies}. */
  static String lineAndPlies(List<Square> line) {
    return "line " + squares(line) + ", " + plies(line.size());
  }

  /**
   * {@code 1 ply at most}, {@code 3 plies at most}: the length of a proved principal line, whose
   * loser's replies hold out longest in the proof; a bound on the plies to the win, not the
   * shortest win, which may come sooner.
   */
  static String plies(int plies) {
    return (plies == 1 ? "1 ply" : plies + " plies") + " at most";
  }

  /** The squares, separated by spaces: {@code (1,2) (2,1)}. */
  static String squares(List<Square> squares) {
    return squares.stream().map(Objects::toString).collect(Collectors.joining(" "));
  }
}
