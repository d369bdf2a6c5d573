package dev.noughts.cli;

import dev.noughts.NotationException;
import dev.noughts.Position;
import dev.noughts.Solution;
import dev.noughts.Verdict;
import java.io.PrintWriter;
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
  public void judged(Source source, Position position, Verdict verdict) {
    check.judged(source, position, verdict);
  }

  @Override
  public void malformed(
      Source source, String input, NotationException mistakes, @Nullable String hint) {
    check.malformed(source, input, mistakes, hint);
  }

  @Override
  public void refused(Source source, String reason) {
    check.refused(source, reason);
  }

  @Override
  public void solved(Source source, Position position, Verdict verdict, Solution solution) {
    judged(source, position, verdict);
    if (!solution.moves().isEmpty()) {
      out.println(solution);
      out.println(
          "moves: "
              + solution.moves().stream()
                  .map(Solution.Move::toString)
                  .collect(Collectors.joining("; ")));
    }
  }

  @Override
  public void unsolvable(Source source, Position position, Verdict verdict, String message) {
    judged(source, position, verdict);
    out.println("error: " + message);
  }
}
