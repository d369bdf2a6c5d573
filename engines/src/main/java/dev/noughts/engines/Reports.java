package dev.noughts.engines;

import dev.noughts.Square;
import dev.noughts.engines.internal.FailureLayout;
import dev.noughts.engines.internal.ReportWords;

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
              + ReportWords.squares(result.position().getLegalMoves());
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
}
