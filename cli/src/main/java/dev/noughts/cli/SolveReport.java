package dev.noughts.cli;

import dev.noughts.GameFileException;
import dev.noughts.GameRecordException;
import dev.noughts.NotationException;
import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Solution;
import dev.noughts.Unsolvable;
import dev.noughts.Verdict;
import org.jspecify.annotations.Nullable;

/**
 * Writes what {@code solve} found: what {@code check} writes, through {@link #checks()}, and the
 * solution of legal boards.
 */
interface SolveReport extends CheckReport {
  /** The report {@code check} writes, which this one adds to. */
  CheckReport checks();

  @Override
  default void judged(Source source, Position position, Verdict verdict) {
    checks().judged(source, position, verdict);
  }

  @Override
  default void malformed(
      Source source, String input, NotationException mistakes, @Nullable String hint) {
    checks().malformed(source, input, mistakes, hint);
  }

  @Override
  default void badGame(Source source, String input, GameRecordException badMoves) {
    checks().badGame(source, input, badMoves);
  }

  @Override
  default void badGameFile(Source source, GameFileException bad) {
    checks().badGameFile(source, bad);
  }

  @Override
  default void unfit(Source source, String input, String board, String reason) {
    checks().unfit(source, input, board, reason);
  }

  @Override
  default void refused(Source source, String reason) {
    checks().refused(source, reason);
  }

  /** A legal board and its solution. */
  void solved(Source source, Position position, Verdict verdict, Solution solution);

  /**
   * A legal board in progress beyond the solver, why the solver gave no answer ({@link
   * Unsolvable.TooManyEmptyCells} or {@link Unsolvable.BudgetSpent}; null under renju, which the
   * solver does not play), and what the prover found.
   */
  void proved(
      Source source,
      Position position,
      Verdict verdict,
      @Nullable Unsolvable beyondSolver,
      Proof proof);

  /**
   * A legal renju board whose game is over (won, fouled or drawn): what {@code check} writes, and
   * the value of a game already decided.
   */
  void over(Source source, Position position, Verdict verdict);

  /** A legal board that cannot be solved, such as one with too many empty cells. */
  void unsolvable(Source source, Position position, Verdict verdict, String message);
}
