package dev.noughts.cli;

import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Solution;
import dev.noughts.Unsolvable;
import dev.noughts.Verdict;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * What {@link TextReport} writes, and for a game in progress two more lines: the value with the
 * best moves, such as {@code X wins in 3: best moves (1,3) (3,1)}, and every move's own.
 */
final class TextSolveReport implements SolveReport {
  private final PrintWriter out;
  private final TextReport check;

  TextSolveReport(PrintWriter out) {
    this.out = out;
    this.check = new TextReport(out);
  }

  @Override
  public TextReport checks() {
    return check;
  }

  @Override
  public void solved(Source source, Position position, Verdict verdict, Solution solution) {
    check.judged(source, position, verdict);
    if (!solution.moves().isEmpty()) {
      out.println(solution);
      out.println(
          "moves: "
              + solution.moves().stream()
                  .map(Solution.Move::toString)
                  .collect(Collectors.joining("; ")));
    }
  }

  /**
   * The proof's own words: {@code X wins by force: ...}, or {@code not proven within N nodes};
   * then, when the solver spent its budget first, {@code ; the exact solver spent its 2,000,000
   * nodes first}.
   */
  @Override
  public void proved(
      Source source,
      Position position,
      Verdict verdict,
      @Nullable Unsolvable beyondSolver,
      Proof proof) {
    check.judged(source, position, verdict);
    out.println(
        beyondSolver instanceof Unsolvable.BudgetSpent spent
            ? String.format(
                Locale.ROOT,
                "%s; the exact solver spent its %,d nodes first",
                proof,
                spent.budget())
            : proof.toString());
  }

  /** The verdict says it all, as for a finished board the solver solves. */
  @Override
  public void over(Source source, Position position, Verdict verdict) {
    check.judged(source, position, verdict);
  }

  @Override
  public void unsolvable(Source source, Position position, Verdict verdict, String message) {
    check.judged(source, position, verdict);
    out.println("error: " + message);
  }
}
