package dev.noughts.cli;

import dev.noughts.GameAnalysis;
import dev.noughts.GameFileError;
import dev.noughts.GameFileException;
import dev.noughts.GameRecordException;
import dev.noughts.Mistake;
import dev.noughts.MoveError;
import dev.noughts.PlayedGame;
import dev.noughts.engines.Tactic;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * {@code noughts analyze}'s text: for each game, its board and players, each mistake with its
 * fixtures and tactics line, then the summary; for a bad file, each mistake as {@code file:line:
 * error: ...}.
 */
final class AnalysisText implements AnalysisReport {
  private final Output out;

  AnalysisText(Output out) {
    this.out = out;
  }

  @Override
  public void analysed(
      Path file, GameAnalysis analysis, long budget, Function<Mistake, Optional<Tactic>> tactic) {
    PlayedGame game = analysis.getGame();
    out.println(
        file
            + ": "
            + game.getRowCount()
            + " x "
            + game.getColumnCount()
            + ", "
            + (game.getWinLength() == 5 ? "five" : String.valueOf(game.getWinLength()))
            + " in a row"
            + (game.getPlayers().size() == 2
                    && game.getPlayers().stream().noneMatch(String::isEmpty)
                ? ", " + game.getPlayers().get(0) + " against " + game.getPlayers().get(1)
                : ""));
    printMistakes(out, "", analysis.getMistakes(), tactic);
    out.println(file + ": " + analysis.getSummary());
    out.flush();
  }

  @Override
  public void badFile(Path file, GameFileException bad) {
    for (GameFileError error : bad.getErrors()) {
      out.println(file + ":" + error.line() + ": error: " + AnalysisReport.withoutLine(error));
    }
    unlisted(file, bad.getUnlistedSummary());
  }

  @Override
  public void badMoves(Path file, GameRecordException bad) {
    for (MoveError error : bad.getErrors()) {
      out.println(file + ": error: " + error.message());
    }
    unlisted(file, bad.getUnlistedSummary());
  }

  @Override
  public void refused(Path file, String message) {
    out.println(file + ": error: " + message);
  }

  private void unlisted(Path file, @Nullable String more) {
    if (more != null) {
      out.println(file + ": " + more);
    }
  }

  /**
   * Prints each of {@code mistakes} on a line after {@code indent}, then its Java and Kotlin
   * fixtures and its tactic two spaces further in: the text of {@code analyze} and {@code match}.
   */
  static void printMistakes(
      Output out,
      String indent,
      List<Mistake> mistakes,
      Function<Mistake, Optional<Tactic>> tactic) {
    for (Mistake mistake : mistakes) {
      out.println(
          indent
              + mistake
              + (mistake.isDecisive()
                  ? " [the first decisive mistake of " + mistake.getMove().player() + "]"
                  : ""));
      out.println(indent + "  Java:");
      mistake.toJavaFixture().lines().forEach(line -> out.println(indent + "    " + line));
      out.println(indent + "  Kotlin:");
      mistake.toKotlinFixture().lines().forEach(line -> out.println(indent + "    " + line));
      out.println(
          indent
              + "  tactics: "
              + tactic
                  .apply(mistake)
                  .map(Tactic::toString)
                  .orElse("none (a win in one move, or more moves hold than a defence lists)"));
    }
  }
}
