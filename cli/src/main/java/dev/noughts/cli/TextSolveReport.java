package dev.noughts.cli;

import dev.noughts.InputError;
import dev.noughts.Position;
import dev.noughts.Solution;
import dev.noughts.Verdict;
import java.io.PrintWriter;
import java.util.List;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * What {@link TextReport} writes, and for a game in progress two more lines: the value with the
 * best moves, such as {@code X wins in 3: best moves (1,3) (3,1)}, and every move's own.
 */
final class TextSolveReport implements SolveReport {
  private final PrintWriter out;
  private final TextReport text;

  TextSolveReport(PrintWriter out) {
    this.out = out;
    this.text = new TextReport(out);
  }

  @Override
  public void judged(Source source, Position position, Verdict verdict) {
    text.judged(source, position, verdict);
  }

  @Override
  public void malformed(
      Source source, String input, List<InputError> errors, @Nullable String hint) {
    text.malformed(source, input, errors, hint);
  }

  @Override
  public void refused(Source source, String reason) {
    text.refused(source, reason);
  }

  @Override
  public void solved(Source source, Position position, Verdict verdict, Solution solution) {
    text.judged(source, position, verdict);
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
    text.judged(source, position, verdict);
    out.println("error: " + message);
  }
}
