package dev.noughts.cli;

import dev.noughts.GameFileError;
import dev.noughts.GameFileException;
import dev.noughts.GameRecordException;
import dev.noughts.InputError;
import dev.noughts.Line;
import dev.noughts.MoveError;
import dev.noughts.NotationException;
import dev.noughts.Position;
import dev.noughts.Rule;
import dev.noughts.Square;
import dev.noughts.Verdict;
import java.io.PrintWriter;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * One block per board for people: where it came from, the board drawn, the rule when it is not
 * free-style, then the verdict. Text from the input is printed with its control characters escaped,
 * so a board cannot drive the terminal.
 */
final class TextReport implements CheckReport {
  private final PrintWriter out;
  private boolean first = true;

  TextReport(PrintWriter out) {
    this.out = out;
  }

  @Override
  public void judged(Source source, Position position, Verdict verdict) {
    start(source);
    position.toRows().forEach(out::println);
    if (position.getRule() != Rule.FREE_STYLE) {
      out.println(RuleOption.describe(position.getRule()));
    }
    out.println(describe(verdict));
  }

  @Override
  public void malformed(
      Source source, String input, NotationException mistakes, @Nullable String hint) {
    start(source);
    echo(input);
    for (InputError error : mistakes.getErrors()) {
      out.println("error: " + error.message());
    }
    String unlisted = mistakes.getUnlistedSummary();
    if (unlisted != null) {
      out.println("error: " + unlisted);
    }
    if (hint != null) {
      out.println("hint: " + hint);
    }
  }

  @Override
  public void badGame(Source source, String input, GameRecordException badMoves) {
    start(source);
    echo(input);
    for (MoveError error : badMoves.getErrors()) {
      out.println("error: " + error.message());
    }
    String unlisted = badMoves.getUnlistedSummary();
    if (unlisted != null) {
      out.println("error: " + unlisted);
    }
  }

  @Override
  public void badGameFile(Source source, GameFileException bad) {
    start(source);
    for (GameFileError error : bad.getErrors()) {
      out.println("error: " + ControlCharacters.escape(error.message())); // line N: ...
    }
    String unlisted = bad.getUnlistedSummary();
    if (unlisted != null) {
      out.println("error: " + unlisted);
    }
  }

  @Override
  public void unfit(Source source, String input, String board, String reason) {
    start(source);
    echo(input);
    out.println("error: " + reason);
  }

  @Override
  public void refused(Source source, String reason) {
    start(source);
    out.println("error: " + reason);
  }

  /**
   * The input as given, each line after {@code "| "}, its control characters escaped; shortened as
   * {@link Echo} says, with a line that says so.
   */
  private void echo(String input) {
    Echo echo = Echo.of(input);
    echo.shown().lines().forEach(line -> out.println("| " + ControlCharacters.escape(line)));
    if (echo.omitted() > 0) {
      out.println(echo.note());
    }
  }

  private void start(Source source) {
    if (!first) {
      out.println();
    }
    first = false;
    out.println("== " + source);
  }

  /** Like the verdict's own sentence, but a win lists each line's squares too. */
  static String describe(Verdict verdict) {
    if (verdict instanceof Verdict.Win win) {
      return win.winner()
          + " wins: "
          + win.lines().stream().map(TextReport::withSquares).collect(Collectors.joining("; "));
    }
    return verdict.toString();
  }

  private static String withSquares(Line line) {
    return line
        + " "
        + line.squares().stream().map(Square::toString).collect(Collectors.joining(" "));
  }
}
