package dev.noughts.cli;

import dev.noughts.Position;
import dev.noughts.Proof;
import dev.noughts.Solution;
import dev.noughts.Verdict;
import java.io.PrintWriter;
import java.util.stream.Collectors;

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

  /** The proof's own words: {@code X wins by force: ...}, or {@code not proven within N nodes}. */
  @Override
  public void proved(Source source, Position position, Verdict verdict, Proof proof) {
    check.judged(source, position, verdict);
    out.println(proof);
  }

  @Override
  public void unsolvable(Source source, Position position, Verdict verdict, String message) {
    check.judged(source, position, verdict);
    out.println("error: " + message);
  }
}
