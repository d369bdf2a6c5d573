package dev.noughts.cli;

import dev.noughts.Position;
import dev.noughts.Solution;
import dev.noughts.Verdict;

/** Writes what {@code solve} found: what {@code check} writes, and the solution of legal boards. */
interface SolveReport extends CheckReport {
  /** A legal board and its solution. */
  void solved(Source source, Position position, Verdict verdict, Solution solution);

  /** A legal board that cannot be solved, such as one with too many empty cells. */
  void unsolvable(Source source, Position position, Verdict verdict, String message);
}
